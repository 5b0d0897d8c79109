// What a visitor sees, compared between two builds: one page of every kind (bench/support/page-kinds.mjs)
// opened in Chromium at each width, with its scripts running and the clock held still, once
// settled (stylesheet and font added after the paint, islands started), then every element's box
// and computed style compared, and the two screenshots pixel by pixel.
//   node bench/compare-styles.mjs --before DIR [--after dist] [--only landing,offer] [--widths 360,1280] [--shots DIR]
// Prints, per page and width, the elements whose box or style differ (by their path in the page),
// and how many pixels differ by more than a few levels of 255. --shots writes both screenshots and
// a picture of the differing pixels where any differ. Exits non-zero when anything differs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { serveBuild } from './support/build-route.mjs';
import { pageKinds } from './support/page-kinds.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const before = option('--before');
const after = option('--after') ?? 'dist';
const only = option('--only')
  ?.split(',')
  .map((label) => label.trim());
const widths = (option('--widths') ?? '360,1280').split(',').map(Number);
const shots = option('--shots');
if (!before) {
  console.error(
    'usage: node bench/compare-styles.mjs --before DIR [--after dist] [--only labels] [--widths 360,1280] [--shots DIR]',
  );
  process.exit(2);
}
if (shots) mkdirSync(shots, { recursive: true });

/** The moment every page is opened at: the same for both builds, so nothing that tells the time differs. */
const NOW = new Date('2026-12-07T12:00:00Z');
/** A pixel differs when one of its channels differs by more than this (anti-aliasing stays out). */
const PIXEL_TOLERANCE = 12;

/** In the page: every element's path, box and the style properties a visitor sees. */
function describePage() {
  const PROPERTIES = [
    'display',
    'position',
    'visibility',
    'opacity',
    'color',
    'background-color',
    'background-image',
    'border-top-color',
    'border-top-width',
    'border-bottom-width',
    'border-left-width',
    'border-right-width',
    'border-radius',
    'box-shadow',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'line-height',
    'letter-spacing',
    'text-transform',
    'text-decoration-line',
    'text-align',
    'transform',
    'filter',
    'z-index',
    'overflow',
  ];
  const UNRENDERED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META']);
  const rows = [];
  const walk = (element, path) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const round = (value) => Math.round(value * 2) / 2;
    rows.push({
      path,
      tag: element.tagName.toLowerCase(),
      box: [box.x, box.y + scrollY, box.width, box.height].map(round).join(' '),
      style: Object.fromEntries(PROPERTIES.map((name) => [name, style.getPropertyValue(name)])),
    });
    // A drawing is one picture: what is inside it (a sprite's <use>, a wheel's paths) is its own.
    if (element instanceof SVGElement) return;
    // A drawing of no size (a sprite the page's pictures draw from) shows nothing itself.
    const shown = (child) =>
      !UNRENDERED.has(child.tagName) &&
      !(child instanceof SVGSVGElement && child.getBoundingClientRect().width === 0);
    // What never renders (a script, a style, JSON-LD) may move without a visitor seeing it.
    [...element.children].filter(shown).forEach((child, index) => walk(child, `${path}>${index}`));
  };
  walk(document.body, 'body');
  return rows;
}

async function openSettled(context, url, width) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  // The stylesheet and display font added after the paint, an afterload island's start.
  await page.waitForTimeout(2500);
  await page.evaluate(() => document.fonts.ready);
  // Lay out every block that renders only when near, as a visitor scrolling down would (at once:
  // the site scrolls smoothly, and a sticky header's box depends on where the page stands).
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    scrollTo({ top: 0, behavior: 'instant' });
  });
  // A block a visitor has scrolled past is laid out; one still waiting keeps a placeholder height
  // that depends on how far the scroll got. Lay them all out, on both sides alike.
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' });
  await page.waitForTimeout(300);
  return page;
}

function compareRows(a, b) {
  const differences = [];
  const byPath = new Map(b.map((row) => [row.path, row]));
  for (const row of a) {
    const other = byPath.get(row.path);
    if (!other) {
      differences.push(`${row.path} <${row.tag}>: only before`);
      continue;
    }
    byPath.delete(row.path);
    if (other.tag !== row.tag) {
      differences.push(
        `${row.path}: <${row.tag}> became <${other.tag}>, box ${row.box === other.box ? 'the same' : `${row.box} → ${other.box}`}`,
      );
      continue;
    }
    if (row.box !== other.box) differences.push(`${row.path} <${row.tag}>: box ${row.box} → ${other.box}`);
    for (const [name, value] of Object.entries(row.style))
      if (other.style[name] !== value)
        differences.push(`${row.path} <${row.tag}>: ${name} ${value} → ${other.style[name]}`);
  }
  for (const row of byPath.values()) differences.push(`${row.path} <${row.tag}>: only after`);
  return differences;
}

function comparePixels(shotA, shotB) {
  const a = PNG.sync.read(shotA);
  const b = PNG.sync.read(shotB);
  if (a.width !== b.width || a.height !== b.height)
    return { differing: Infinity, note: `size ${a.width}×${a.height} → ${b.width}×${b.height}` };
  const diff = new PNG({ width: a.width, height: a.height });
  let differing = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    const off = [0, 1, 2].some(
      (channel) => Math.abs(a.data[index + channel] - b.data[index + channel]) > PIXEL_TOLERANCE,
    );
    if (off) differing += 1;
    diff.data.set(
      off ? [255, 0, 80, 255] : [a.data[index] / 3, a.data[index + 1] / 3, a.data[index + 2] / 3, 255],
      index,
    );
  }
  return { differing, diff: PNG.sync.write(diff) };
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let changedPages = 0;
try {
  const sides = [];
  for (const [name, folder] of [
    ['before', before],
    ['after', after],
  ]) {
    const context = await browser.newContext();
    await context.clock.setFixedTime(NOW);
    const origin = `http://${name}.test`;
    await serveBuild(context, origin, folder);
    sides.push({ context, origin });
  }
  const pages = pageKinds(after).filter(([label]) => !only || only.includes(label));
  for (const [label, path] of pages) {
    for (const width of widths) {
      const [a, b] = await Promise.all(
        sides.map((side) => openSettled(side.context, `${side.origin}${path}`, width)),
      );
      const differences = compareRows(await a.evaluate(describePage), await b.evaluate(describePage));
      const [shotA, shotB] = await Promise.all(
        [a, b].map((page) => page.screenshot({ fullPage: true, timeout: 180_000 })),
      );
      const pixels = comparePixels(shotA, shotB);
      const name = `${label.replace(/ /g, '-')}-${width}`;
      if (shots && (pixels.differing > 0 || differences.length > 0)) {
        writeFileSync(join(shots, `${name}-before.png`), shotA);
        writeFileSync(join(shots, `${name}-after.png`), shotB);
        if (pixels.diff) writeFileSync(join(shots, `${name}-diff.png`), pixels.diff);
      }
      const same = differences.length === 0 && pixels.differing === 0;
      if (!same) changedPages += 1;
      console.log(
        `${label} at ${width} px: ${differences.length} element difference(s), ${pixels.note ?? `${pixels.differing} pixel(s) differ`}`,
      );
      for (const line of differences.slice(0, 40)) console.log(`  ${line}`);
      if (differences.length > 40) console.log(`  … and ${differences.length - 40} more`);
      await Promise.all([a.close(), b.close()]);
    }
  }
} finally {
  await browser.close();
}
console.log(changedPages === 0 ? '\nNothing differs.' : `\n${changedPages} page view(s) differ.`);
process.exit(changedPages === 0 ? 0 : 1);
