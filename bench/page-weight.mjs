// Prints, for every built page in dist/, the HTML bytes and the gzip bytes of the JavaScript
// and CSS it loads (external files, the static imports they pull in, and inline code), and apart
// from that the JavaScript it can load later through dynamic imports (lazy: not part of the
// page's load, so the budgets below do not count it).
// `--budget` also enforces the budgets below and exits non-zero when one is exceeded.
//   node bench/page-weight.mjs [--budget] [--dist dist]
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  FIRST_WINDOW_BYTES,
  headerBytes,
  parseHeadersFile,
  SERVER_HEADER_BYTES,
} from './support/first-round-trip.mjs';

const args = process.argv.slice(2);
const enforce = args.includes('--budget');
const distIndex = args.indexOf('--dist');
const dist = resolve(distIndex >= 0 ? args[distIndex + 1] : 'dist');

/**
 * Budgets (gzip bytes). Pages without an island must load no JavaScript at all, but for the one
 * fixed script that adds the site stylesheet (on a page without an island, only the display
 * font's @font-face) after the first paint (src/lib/build/critical-css.ts, docs/performance.md):
 * it is how the page gets its CSS, not code of the page.
 */
const BUDGETS = {
  calculatorJs: 90 * 1024,
  /** The staff-only admin app (one page, never linked from public pages): React, the editor's
   * Markdown renderer, the HTML sanitiser and the data layer. */
  adminJs: 300 * 1024,
  anyPageJs: 150 * 1024,
  /** Everything the landing page transfers: HTML, JS, CSS (gzip), fonts and images. */
  landingTotal: 150 * 1024,
  /** One subset font file (the display font is ~20 KB; the whole latin file was ~37 KB). */
  fontFile: 24 * 1024,
  /** The inline lines that put the visitor's clock beside each UTC time, on every page that shows
   * one (src/components/site/LocalTimes.astro, docs/site.md#dates-and-times): about 760 B since
   * they also name the visitor's day where it differs from the UTC one. */
  localTimesJs: 800,
};

const gz = (text) => gzipSync(text).length;

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function assetPath(url) {
  if (!url || /^(https?:)?\/\//.test(url) || url.startsWith('data:')) return null;
  const path = join(dist, url.split(/[?#]/)[0]);
  return existsSync(path) ? path : null;
}

/**
 * A JS module and every static import it pulls from dist into `seen` (each counted once); the
 * targets of its dynamic `import("…")` calls go to `lazy`, to be measured apart.
 */
function collectModule(path, seen, lazy) {
  if (seen.has(path)) return;
  seen.add(path);
  const code = readFileSync(path, 'utf8');
  // Rolldown writes dynamic imports with backticks: import(`./Screen.abc.js`).
  for (const match of code.matchAll(/(?:import|from)\s*(\(?)\s*["'`]([^"'`]+\.js)["'`]/g)) {
    const target = match[2].startsWith('/') ? join(dist, match[2]) : join(dirname(path), match[2]);
    if (!existsSync(target)) continue;
    if (match[1]) lazy.add(target);
    else collectModule(target, seen, lazy);
  }
}

/** Everything the dynamic imports in `lazyRoots` load beyond the page's own `loaded` files. */
function lazyClosure(lazyRoots, loaded) {
  const lazySeen = new Set(loaded);
  const pending = new Set(lazyRoots);
  for (const root of pending) collectModule(root, lazySeen, pending);
  return [...lazySeen].filter((path) => !loaded.has(path));
}

/** The deferred-stylesheet script, known by the elements it reads. */
const isStylesheetLoader = (code) => code.includes('noscript[data-deferred-css]');
/** The horoscopes' local-times lines, known the same way. */
const isLocalTimes = (code) => code.includes('time[data-local]');

function measure(file) {
  const html = readFileSync(file, 'utf8');
  const jsFiles = new Set();
  const lazyRoots = new Set();
  let inlineJs = '';
  let loaderJs = '';
  let localTimesJs = '';
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1];
    const type = /type="([^"]+)"/.exec(attrs)?.[1] ?? '';
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD, speculation rules
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    if (src) {
      const path = assetPath(src);
      if (path) collectModule(path, jsFiles, lazyRoots);
      else if (/^https?:/.test(src)) inlineJs += `/* external ${src} */`;
    } else if (isStylesheetLoader(match[2])) loaderJs += match[2];
    else if (isLocalTimes(match[2])) localTimesJs += match[2];
    else inlineJs += match[2];
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    const path = assetPath(match[1]);
    if (path) collectModule(path, jsFiles, lazyRoots);
  }
  for (const match of html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)) {
    const path = assetPath(match[1]);
    if (path) collectModule(path, jsFiles, lazyRoots);
  }
  let css = '';
  for (const match of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const path = assetPath(match[1]);
    if (path) css += readFileSync(path, 'utf8');
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) css += match[1];

  // Images the page loads up front (src, not every srcset candidate) and fonts its CSS references.
  const imageBytes = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)]
    .map((match) => assetPath(match[1]))
    .filter(Boolean)
    .reduce((sum, path) => sum + statSync(path).size, 0);
  const fontFiles = [
    ...new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1].replace(/["']/g, ''))),
  ]
    .map((url) => assetPath(url))
    .filter(Boolean);
  const fontBytes = fontFiles.reduce((sum, path) => sum + statSync(path).size, 0);
  const imagesWithoutSize = [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bwidth="\d+"/.test(tag) || !/\bheight="\d+"/.test(tag));

  const loaderGzip = loaderJs ? gz(loaderJs) : 0;
  const localTimesGzip = localTimesJs ? gz(localTimesJs) : 0;
  const jsGzip =
    [...jsFiles].reduce((sum, path) => sum + gz(readFileSync(path)), 0) +
    (inlineJs ? gz(inlineJs) : 0) +
    loaderGzip +
    localTimesGzip;
  const lazyJsGzip = lazyClosure(lazyRoots, jsFiles).reduce((sum, path) => sum + gz(readFileSync(path)), 0);
  const route =
    '/' +
    relative(dist, file)
      .replace(/\\/g, '/')
      .replace(/(index)?\.html$/, '')
      .replace(/\/$/, '');
  return {
    route: route === '/' ? '/' : route.replace(/\/$/, ''),
    htmlBytes: Buffer.byteLength(html),
    jsGzip,
    /** The part of jsGzip that is the stylesheet loader. */
    loaderGzip,
    /** The part of jsGzip that writes local times (horoscope pages). */
    localTimesGzip,
    lazyJsGzip,
    cssGzip: css ? gz(css) : 0,
    htmlGzip: gz(html),
    imageBytes,
    fontBytes,
    fontFiles,
    imagesWithoutSize,
    hasIsland: html.includes('<astro-island'),
    // Every calculator page (the /compatibility/… ones and the two single-person tools at the
    // root) renders its island inside the calc-host section.
    isCalculator: /<section\b[^>]*class="calc-host\b/.test(html),
  };
}

if (!existsSync(dist)) {
  console.error(`No build at ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

const headerRules = existsSync(join(dist, '_headers'))
  ? parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))
  : [];
const rows = htmlFiles(dist)
  .map(measure)
  .map((row) => ({
    ...row,
    /** The estimated size of the page's response (docs/performance.md#one-round-trip). */
    responseBytes: row.htmlGzip + headerBytes(headerRules, row.route) + SERVER_HEADER_BYTES,
  }))
  .sort((a, b) => a.route.localeCompare(b.route));
const problems = [];
for (const row of rows) {
  if (!row.hasIsland && row.jsGzip > row.loaderGzip + row.localTimesGzip)
    problems.push(
      `${row.route}: ${row.jsGzip - row.loaderGzip - row.localTimesGzip} B of JavaScript on a page with no island`,
    );
  if (row.localTimesGzip > BUDGETS.localTimesJs)
    problems.push(
      `${row.route}: the local-times script is ${row.localTimesGzip} B, over ${BUDGETS.localTimesJs} B`,
    );
  const limit = row.isCalculator
    ? BUDGETS.calculatorJs
    : row.route === '/admin'
      ? BUDGETS.adminJs
      : BUDGETS.anyPageJs;
  if (row.jsGzip > limit) problems.push(`${row.route}: ${row.jsGzip} B gzip JavaScript exceeds ${limit} B`);
  for (const tag of row.imagesWithoutSize)
    problems.push(`${row.route}: image without width and height: ${tag.slice(0, 120)}`);
  for (const font of row.fontFiles) {
    const size = statSync(font).size;
    if (size > BUDGETS.fontFile)
      problems.push(`${row.route}: font ${relative(dist, font)} is ${size} B (not subset?)`);
  }
}
const landing = rows.find((row) => row.route === '/');
const landingTotal = landing
  ? landing.htmlGzip + landing.jsGzip + landing.cssGzip + landing.imageBytes + landing.fontBytes
  : 0;
if (landing && landingTotal > BUDGETS.landingTotal)
  problems.push(`/: ${landingTotal} B transferred in total exceeds ${BUDGETS.landingTotal} B`);

const pad = (value, width) => String(value).padStart(width);
console.log(
  `${'route'.padEnd(56)} ${pad('html B', 9)} ${pad('reply B', 9)} ${pad('js gz B', 9)} ${pad('lazy gz B', 10)} ${pad('css gz B', 9)} ${pad('img B', 9)}`,
);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(56)} ${pad(row.htmlBytes, 9)} ${pad(row.responseBytes, 9)} ${pad(row.jsGzip, 9)} ${pad(row.lazyJsGzip, 10)} ${pad(row.cssGzip, 9)} ${pad(row.imageBytes, 9)}`,
  );
}
console.log(
  `\n${rows.length} pages; ${rows.filter((r) => r.jsGzip === r.loaderGzip).length} load no JavaScript but the stylesheet loader (${Math.max(...rows.map((r) => r.loaderGzip))} B), ${rows.filter((r) => r.localTimesGzip > 0 && r.jsGzip === r.loaderGzip + r.localTimesGzip).length} that and the local-times lines (${Math.max(...rows.map((r) => r.localTimesGzip))} B); ${rows.filter((r) => r.isCalculator).length} calculators held to ${BUDGETS.calculatorJs} B.`,
);
const oneTrip = rows.filter((row) => row.responseBytes <= FIRST_WINDOW_BYTES);
console.log(
  `${oneTrip.length} of ${rows.length} pages arrive in one round trip ("reply B": gzip HTML and headers, at most ${FIRST_WINDOW_BYTES} B); the others need ${Math.min(...rows.filter((row) => row.responseBytes > FIRST_WINDOW_BYTES).map((row) => row.responseBytes - FIRST_WINDOW_BYTES))}–${Math.max(...rows.map((row) => row.responseBytes - FIRST_WINDOW_BYTES))} B less.`,
);
if (landing)
  console.log(
    `Landing page transfers ${landingTotal} B in total (HTML, JS and CSS gzip; images; fonts ${landing.fontBytes} B).`,
  );

if (enforce) {
  if (problems.length > 0) {
    console.error(`\nOver budget:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log('All page-weight budgets met.');
}
