// Serves a build folder to a Playwright browser context without a server: every request to the
// given origin is answered from the folder (extension-less HTML, folder index), anything else
// is refused. The benches that open pages in Chromium without timing them use it
// (bench/support/first-screen.mjs, bench/compare-styles.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** The built file an address serves, or null. */
function fileFor(dist, pathname) {
  const path = decodeURIComponent(pathname);
  const candidates = path.endsWith('/')
    ? [join(dist, path, 'index.html')]
    : [join(dist, path), join(dist, `${path}.html`), join(dist, path, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && extname(candidate)) ?? null;
}

/**
 * Answers `context`'s requests to `origin` from the build in `dist`. `document(html)` may rewrite
 * a page before it is served, and `documentHeaders` adds headers to it.
 */
export async function serveBuild(
  context,
  origin,
  dist,
  { document = (html) => html, documentHeaders = {} } = {},
) {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const file = url.origin === origin ? fileFor(dist, url.pathname) : null;
    if (!file) return route.fulfill({ status: 404, body: '' });
    const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    if (route.request().resourceType() !== 'document') return route.fulfill({ path: file, contentType });
    return route.fulfill({
      body: document(readFileSync(file, 'utf8')),
      contentType,
      headers: documentHeaders,
    });
  });
}
