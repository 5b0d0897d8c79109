// The first screen in the first flight (docs/performance.md#the-first-screen-in-the-first-flight):
// how many bytes of a page's reply a browser needs before it can paint the page's largest
// first-screen element. That is the response headers and the compressed HTML up to the end of
// that element (deflate streams, so a prefix's compressed size is what must have arrived), with
// the inline CSS before it. At most FIRST_WINDOW_BYTES, it comes in the first round trip.
//
// Which element is the largest on the first screen is the browser's to say: each page is opened
// in Chromium at Lighthouse's phone screen (its moto g power emulation) with its scripts held
// back, so what is measured is the server's markup as it first paints, and the page's own
// `largest-contentful-paint` entry names the element. To find where that element ends in the
// HTML, every element of the served copy carries its end offset in the original as an attribute.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { serveBuild } from './build-route.mjs';
import { END_ATTRIBUTE, markElementEnds } from './html-elements.mjs';

const ORIGIN = 'http://first-screen.test';

/** Bytes of gzip needed to deliver `html` up to `offset` (the stream's header and end included). */
export function compressedPrefixBytes(html, offset) {
  return gzipSync(html.slice(0, offset)).length;
}

/**
 * Opens `routes` of the build in `dist` one after another (two at a time) and returns, for each,
 * the largest first-screen element: its tag and the offset in the page's HTML where it ends.
 */
export async function largestFirstScreenElements(dist, routes, { concurrency = 2 } = {}) {
  if (routes.length === 0) return new Map();
  if (!ensureChromium()) throw new Error('The first-screen measure needs Chromium (scripts/chromium.mjs).');
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = new Map();
  try {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      isMobile: mobile,
      hasTouch: mobile,
      userAgent: userAgents.mobile,
    });
    // The page's scripts are held back (no island, no stylesheet added after the paint), so what
    // paints is the server's markup.
    await serveBuild(context, ORIGIN, dist, {
      document: (html) => markElementEnds(html, END_ATTRIBUTE),
      documentHeaders: { 'content-security-policy': "script-src 'none'" },
    });
    const queue = [...routes];
    const worker = async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        // Generous: on a busy shared host a page can take many seconds to load.
        await page.goto(`${ORIGIN}${route}`, { waitUntil: 'load', timeout: 180_000 });
        results.set(route, await page.evaluate(readLargestElement, END_ATTRIBUTE));
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * In the page: its last largest-contentful-paint entry's element, once the page has loaded and
 * painted and half a second more has passed (a picture's entry comes with the frame it is painted
 * in, which can be some frames after the load event on a busy host).
 */
async function readLargestElement(attribute) {
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  await frames();
  await new Promise((done) => setTimeout(done, 500));
  await frames();
  const entry = await new Promise((found) => {
    // Largest-contentful-paint entries are only observable (buffered), not listed.
    const observer = new PerformanceObserver((list) => {
      observer.disconnect();
      found(list.getEntries().at(-1));
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => found(undefined), 2000);
  });
  const element = entry?.element;
  const marked = element?.closest(`[${attribute}]`);
  if (!element || !marked) return null;
  const id = element.id ? `#${element.id}` : '';
  const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  return {
    end: Number(marked.getAttribute(attribute)),
    element: `<${element.tagName.toLowerCase()}${id}>${text ? ` "${text}"` : ''}`,
  };
}
