// A page's same-content floor for bench:lighthouse (docs/performance.md#how-to-measure): the built
// page with every script, style, stylesheet link, image and inline style taken out, served by the
// same server with the same headers. What is left is what the page's own content costs over the
// wire and on the main thread, and nothing else: the yardstick a page is held to.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { editByOffsets, scanElements } from './html-elements.mjs';

/** Link relations that fetch something the page uses to draw itself (a style, a font, a script, a picture). */
const FETCHING_LINKS = /\b(stylesheet|preload|modulepreload|prefetch|prerender)\b/;
/** Elements that are, or only hold, a script, a style or a picture. */
const STRIPPED_ELEMENTS = new Set([
  'script',
  'style',
  'img',
  'picture',
  'image',
  'source',
  'iframe',
  'video',
]);
/** An inline style attribute, within a start tag. */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;

/** Whether an element goes from the same-content floor. */
function stripped({ name, attribs }) {
  if (STRIPPED_ELEMENTS.has(name)) return true;
  if (name === 'link') return FETCHING_LINKS.test(attribs.rel ?? '');
  // The stylesheets an island or the loader script would add, kept for browsers without scripts.
  return name === 'noscript' && ('data-deferred-css' in attribs || 'data-island-css' in attribs);
}

/**
 * The built page `html` stripped to its content. The data-URL icon stays (without it the browser
 * would ask for /favicon.ico); inline SVG drawings stay (markup of the page, not a picture file).
 */
export function stripToContent(html) {
  const elements = scanElements(html);
  const cuts = [];
  for (const element of elements) {
    if (stripped(element)) {
      cuts.push([element.start, element.end]);
      continue;
    }
    const startTag = html.slice(element.start, element.startTagEnd);
    for (const match of startTag.matchAll(STYLE_ATTRIBUTE))
      cuts.push([element.start + match.index, element.start + match.index + match[0].length]);
  }
  return editByOffsets(html, cuts);
}

/** The built file of an address: `/a/b` is `a/b.html` or `a/b/index.html`. */
function builtFile(dist, path) {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
  return candidates.find((file) => existsSync(join(dist, file)));
}

/**
 * Writes the same-content floor of each of `paths` of the build in `dist` into a new folder (at
 * the same addresses, with the build's `_headers`, so each reply carries the same headers) and
 * returns that folder.
 */
export function buildSameContentFloor(dist, paths) {
  const folder = mkdtempSync(join(tmpdir(), 'astrelle-same-content-'));
  for (const path of paths) {
    const file = builtFile(dist, path);
    if (!file) throw new Error(`same-content floor: no built page for ${path} in ${dist}`);
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), stripToContent(readFileSync(join(dist, file), 'utf8')));
  }
  if (existsSync(join(dist, '_headers'))) copyFileSync(join(dist, '_headers'), join(folder, '_headers'));
  return folder;
}
