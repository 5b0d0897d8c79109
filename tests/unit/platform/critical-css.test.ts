import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criticalCss,
  DEFERRED_STYLESHEETS_SCRIPT,
  islandsWaitForVisitor,
  deferStylesheets,
  drawsContentInBrowser,
  hasIsland,
  webFontFaces,
} from '@/lib/build/critical-css';

/** A built site in miniature: one shared stylesheet under _astro/, as Astro writes it. */
const SHEET = [
  '@font-face{font-family:Display;font-display:swap;src:url(/_astro/display.woff2)format("woff2")}',
  '@font-face{font-family:Unused Face;src:url(/_astro/unused.woff2)format("woff2")}',
  'h1{font-family:Display,serif}',
  '.used{color:red}',
  '.unused-on-this-page{color:blue}',
  '.card:hover{color:gold}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '.\\[\\&_a\\]\\:underline a{text-decoration-line:underline}',
  '::placeholder{color:gray}',
].join('');

let dist: string;
/** An island, whose code may draw markup the page's HTML does not have. */
const ISLAND = '<astro-island uid="1" component-url="/a.js" client="afterload"></astro-island>';
const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>t</title><link rel="stylesheet" href="/_astro/site.css">${head}</head><body>${body}</body></html>`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro', 'site.css'), SHEET);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The text of the first <style> element (the inlined critical rules). */
const inlined = (html: string) => /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';

describe('criticalCss', () => {
  it('inlines the rules the page uses and leaves out the others', async () => {
    const html = await criticalCss(dist)(page('<h1>Hi</h1><p class="used card">x</p>'));
    const css = inlined(html);
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('.card:hover');
    expect(css).not.toContain('unused-on-this-page');
  });

  it('on a page with an island, adds the whole stylesheet later, with one fixed script, and keeps a no-JS link', async () => {
    const html = await criticalCss(dist)(page(`<p class="used">x</p>${ISLAND}`));
    // No link the browser would fetch during load: only the <noscript> copy, which the script
    // turns into a real link later (when, tests/unit/platform/deferred-stylesheets.test.ts).
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    expect(html).toContain(
      '<noscript data-deferred-css><link rel="stylesheet" href="/_astro/site.css"></noscript>',
    );
    // No inline event handler: the CSP allows inline scripts only by hash, so the script is fixed text.
    expect(html).not.toMatch(/\bonload=/);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(scripts).toEqual([DEFERRED_STYLESHEETS_SCRIPT]);
    expect(html).toContain('<html><head>');
  });

  it('on a page without an island, loads no stylesheet at all: only the web fonts come after the paint', async () => {
    const html = await criticalCss(dist)(page('<h1>Hi</h1><p class="used">x</p>'));
    expect(inlined(html)).toContain('.used{color:red}');
    expect(html).not.toContain('site.css');
    // The fonts' rules (not the rest of the sheet) wait in the <noscript> the same script adds.
    expect(html).toContain(
      '<noscript data-deferred-css><style>@font-face{font-family:Display;font-display:swap;src:url(/_astro/display.woff2)format("woff2")}@font-face{font-family:Unused Face;src:url(/_astro/unused.woff2)format("woff2")}</style></noscript>',
    );
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(scripts).toEqual([DEFERRED_STYLESHEETS_SCRIPT]);
  });

  it('on a page whose islands all wait for the visitor, keeps the stylesheet for their start and sends the fonts after the paint', async () => {
    const waiting = '<astro-island uid="1" client="oninteraction" ssr=""><form></form></astro-island>';
    const toast = '<astro-island uid="2" client="ontoast" ssr=""></astro-island>';
    const html = await criticalCss(dist)(page(`<p class="used">x</p>${waiting}${toast}`));
    expect(html).toContain(
      '<noscript data-deferred-css><style>@font-face{font-family:Display;font-display:swap;src:url(/_astro/display.woff2)format("woff2")}@font-face{font-family:Unused Face;src:url(/_astro/unused.woff2)format("woff2")}</style></noscript>' +
        '<noscript data-island-css><link rel="stylesheet" href="/_astro/site.css"></noscript>',
    );
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]);
    expect(scripts).toEqual([DEFERRED_STYLESHEETS_SCRIPT]);
    // One island that starts by itself, and the page is an ordinary island page again.
    const mixed = await criticalCss(dist)(page(`<p class="used">x</p>${waiting}${ISLAND}`));
    expect(mixed).not.toContain('<noscript data-island-css>');
  });

  it('tells which islands wait for the visitor', () => {
    expect(islandsWaitForVisitor('<astro-island uid="1" props="{}" client="oninteraction">')).toBe(true);
    expect(
      islandsWaitForVisitor(
        '<astro-island client="oninteraction"></astro-island><astro-island client="ontoast">',
      ),
    ).toBe(true);
    expect(islandsWaitForVisitor('<astro-island client="oninteraction"><astro-island client="idle">')).toBe(
      false,
    );
    expect(islandsWaitForVisitor('<astro-island client="ontoast">')).toBe(true);
    expect(islandsWaitForVisitor('<h1>No island</h1>')).toBe(false);
  });

  it('on a page without an island whose stylesheets declare no web font, leaves out the loader too', async () => {
    const sheetless = mkdtempSync(join(tmpdir(), 'critical-css-'));
    mkdirSync(join(sheetless, '_astro'));
    writeFileSync(join(sheetless, '_astro', 'site.css'), '.used{color:red}.other{color:blue}');
    const html = await criticalCss(sheetless)(page('<p class="used">x</p>'));
    rmSync(sheetless, { recursive: true, force: true });
    expect(html).not.toContain('noscript');
    expect(html).not.toContain('<script>');
    expect(inlined(html)).toContain('.used{color:red}');
  });

  it('tells an island page from a static one, and a web font from a local stand-in', () => {
    expect(hasIsland(page(ISLAND))).toBe(true);
    expect(hasIsland(page('<p>astro-island</p>'))).toBe(false);
    expect(
      webFontFaces(
        "@font-face{font-family:A;src:local('Georgia')}.x{color:red}@font-face{font-family:B;src:url(/b.woff2)}",
      ),
    ).toBe('@font-face{font-family:B;src:url(/b.woff2)}');
  });

  it('leaves every @font-face to the whole stylesheet: no font is inlined or preloaded', async () => {
    const html = await criticalCss(dist)(page(`<h1>Hi</h1>${ISLAND}`));
    expect(inlined(html)).toContain('h1{font-family:Display,serif}');
    expect(inlined(html)).not.toContain('@font-face');
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps the rules beasties cannot match: pseudo-class-first selectors and arbitrary variants', async () => {
    // Astro writes the "&" of an arbitrary variant as "&amp;" in the class attribute.
    const html = await criticalCss(dist)(
      page('<ul class="space-y-2"><li>a</li><li>b</li></ul><div class="[&amp;_a]:underline"></div>'),
    );
    const css = inlined(html);
    expect(css).toContain(':where(.space-y-2>:not(:last-child))');
    expect(css).toContain('\\[\\&_a\\]\\:underline a');
    expect(css).toContain('::placeholder');
  });

  it("leaves a page's own inline styles and the shared stylesheet file whole", async () => {
    const own = '<style>.page-only{color:green}</style>';
    const html = await criticalCss(dist)(page(`<p class="used">x</p>${ISLAND}`, own));
    expect(html).toContain(own);
    expect(readFileSync(join(dist, '_astro', 'site.css'), 'utf8')).toBe(SHEET);
  });

  it('changes nothing when beasties deferred no stylesheet, and refuses a format it does not know', () => {
    const plain = page('<p>x</p>');
    expect(deferStylesheets(plain)).toBe(plain);
    const marked =
      '<link rel="stylesheet" href="/a.css" media="print" data-beasties-media="all"><noscript><link rel="stylesheet" href="/a.css"></noscript>';
    expect(() => deferStylesheets(`<html><head>${marked}</head><body></body></html>`)).toThrow(
      /format changed/,
    );
  });

  it('leaves a page drawn by a client:only island exactly as it was', async () => {
    const admin = page('<astro-island uid="1" component-url="/a.js" client="only"></astro-island>');
    expect(drawsContentInBrowser(admin)).toBe(true);
    expect(await criticalCss(dist)(admin)).toBe(admin);
    expect(drawsContentInBrowser(page('<astro-island uid="1" client="idle"></astro-island>'))).toBe(false);
  });
});
