import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { ISLAND_CSS_EVENT } from '../site/hydrate-on-interaction';
import { pruneUnusedCustomProperties } from './unused-custom-properties';

/**
 * Critical CSS for the built pages (docs/performance.md). Every page links the shared site
 * stylesheet (~58 KB); on a slow phone its download, and then the display font's, stood between
 * the page and its first paint. Beasties (the maintained fork of critters) copies into each page
 * the rules its own markup uses; the whole stylesheet then loads once the page has painted (or
 * earlier when an island needs it):
 *   - beasties marks each stylesheet it deferred (`media="print" data-beasties-media`) and adds a
 *     `<noscript>` copy of the link for browsers without JavaScript;
 *   - `deferStylesheets` below drops the marked links, keeps the `<noscript>` copies, and swaps
 *     beasties' media script for one that adds the links later (DEFERRED_STYLESHEETS_SCRIPT).
 *     A print-media link would still download during load, at the same time as the page's own
 *     image.
 * The display font's @font-face lives only in the whole stylesheet, so the font too arrives after
 * the first paint; the headings paint at once in its local stand-ins, sized to Fraunces
 * (src/styles/display-font-fallback.css, inline in every page's head).
 * The loader script is fixed text, so the CSP allows it by hash (src/integrations/security.ts).
 * The stylesheet files are left whole: every page shares them, and they stay cached.
 * A page without an island never loads them at all: its inlined rules are already its whole set
 * (fontsOnlyAfterPaint below).
 */

/**
 * A page whose content is drawn in the browser (a `client:only` island, such as the admin) has
 * no markup to pick rules from, so it keeps the ordinary render-blocking stylesheet.
 */
export function drawsContentInBrowser(html: string): boolean {
  return /<astro-island\b[^>]*\bclient="only"/.test(html);
}

/** A deferred link as beasties writes it (preload: 'media-script'), followed by its <noscript> copy. */
const MARKED_LINK =
  /<link rel="stylesheet" href="([^"]+)" media="print" data-beasties-media="all"><noscript>(<link rel="stylesheet" href="\1">)<\/noscript>/g;
/** Beasties' script that switches the marked links' media back: it has nothing left to do. */
const BEASTIES_MEDIA_SCRIPT =
  /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;

/**
 * Adds the deferred stylesheets once (the <noscript> text is our own build output, the link
 * itself), never before the page's first paint unless an island needs them:
 * - at once on a page with a `client:load` island (none today), which draws as soon as it can;
 * - as soon as any island hydrates (`astro:hydrate`, caught on its way down to the island), or
 *   the visitor reaches for an island that waits for them (`astrelle:island-css`, sent by
 *   client:oninteraction as it starts): it can at once draw markup the HTML does not have (a
 *   calculator's result, the birth chart's wheel), whose rules are not among the inlined ones;
 * - otherwise once the first contentful paint is on screen (a paint PerformanceObserver; 3 s at
 *   most, since a page opened in a background tab reports none), at the first of the load event
 *   and, on a page with a `client:idle` island, the first idle moment (when that island starts to
 *   fetch its code, so the smaller stylesheet is there before it hydrates), and then after the
 *   next frame (a timeout queued from a frame callback runs once that frame is painted), so the
 *   largest image, painted after load, does not share the network with it either.
 * After the paint it adds `noscript[data-deferred-css]`; the stylesheets of a page whose islands
 * all wait for the visitor are `noscript[data-island-css]` (stylesheetsOnInteraction below), and
 * only an island's start adds those.
 * A fonts-only <style> (fontsOnlyAfterPaint, stylesheetsOnInteraction) goes in once its font
 * files are preloaded: a @font-face added before its file is there restyles and lays out the page
 * twice (once as the rule arrives, once as the font swaps in), with the file at hand once
 * (docs/performance.md#the-display-font).
 * The browser APIs are read from `window` so that the unit test can drive them.
 * A link added by a script never blocks the paint.
 */
export const DEFERRED_STYLESHEETS_SCRIPT =
  "(function(){var w=window,d=document,D='noscript[data-deferred-css]',I='noscript[data-island-css]',added={},painted=false;" +
  "function insert(n){n.insertAdjacentHTML('beforebegin',n.textContent)}" +
  // A fonts-only <style>: its font files are fetched first, so the one restyle comes with them.
  'function add(s){if(added[s])return;added[s]=true;d.querySelectorAll(s).forEach(function(n){' +
  'var fonts=/^<style>/.test(n.textContent)&&n.textContent.match(/[^()"\']+\\.woff2(?=["\']?\\))/g),left=fonts&&fonts.length,' +
  "r=d.createElement('link').relList;if(!left||!(r&&r.supports&&r.supports('preload')))return insert(n);" +
  "fonts.forEach(function(href){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=href;" +
  "function done(){if(--left===0)insert(n)}l.addEventListener('load',done);l.addEventListener('error',done);d.head.appendChild(l)})})}" +
  'function addAll(){add(D);add(I)}' +
  "if(d.querySelector('astro-island[client=load]'))return addAll();" +
  "d.addEventListener('astro:hydrate',addAll,true);" +
  `d.addEventListener('${ISLAND_CSS_EVENT}',addAll);` +
  'function afterFrame(){w.requestAnimationFrame(function(){w.setTimeout(function(){add(D)})})}' +
  'function onPaint(){if(painted)return;painted=true;' +
  "if(d.querySelector('astro-island[client=idle]'))(w.requestIdleCallback||w.setTimeout)(afterFrame);" +
  "if(d.readyState==='complete')afterFrame();else w.addEventListener('load',afterFrame)}" +
  'var P=w.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();onPaint()}}).observe({type:'paint',buffered:true});" +
  'w.setTimeout(onPaint,3000)}else onPaint()})()';

/** The attribute beasties leaves on <html> when a page marks no container of its own. */
const CONTAINER_MARK = /(<html\b[^>]*?) data-beasties-container(?:="")?/;

/** Turns beasties' print-media links into <noscript> links that the script adds later (above). */
export function deferStylesheets(processed: string): string {
  const html = processed.replace(CONTAINER_MARK, '$1');
  let deferred = 0;
  const withoutLinks = html.replace(MARKED_LINK, (_match, _href: string, link: string) => {
    deferred += 1;
    return `<noscript data-deferred-css>${link}</noscript>`;
  });
  if (deferred === 0) return html;
  if (!BEASTIES_MEDIA_SCRIPT.test(withoutLinks))
    throw new Error('critical CSS: beasties wrote no media script; its output format changed');
  return withoutLinks.replace(BEASTIES_MEDIA_SCRIPT, `<script>${DEFERRED_STYLESHEETS_SCRIPT}</script>`);
}

/** Whether a page has an island: its code can draw markup the HTML does not have. */
export function hasIsland(html: string): boolean {
  return /<astro-island\b/.test(html);
}

/** The @font-face rules of a stylesheet that download a font (not the local stand-ins). */
export function webFontFaces(css: string): string {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((rule) => /\burl\(/.test(rule)).join('');
}

/** A deferred stylesheet's <noscript> copy, as deferStylesheets writes it. */
const DEFERRED_LINK = /<noscript data-deferred-css><link rel="stylesheet" href="([^"]+)"><\/noscript>/g;

/**
 * On a page without an island the inlined rules are already the page's whole set: nothing but
 * its own markup is ever on screen. The shared stylesheet would add nothing but a second pass of
 * style and layout over the whole page after its first paint (a long task on a slow phone:
 * docs/performance.md), so it is not loaded at all. Only its web fonts' @font-face
 * rules still come after the paint, as a small <style> in the same <noscript> the script adds
 * (the display font keeps arriving when it did). `readCss` reads a stylesheet by its href.
 */
export function fontsOnlyAfterPaint(html: string, readCss: (href: string) => string): string {
  let kept = 0;
  const result = html.replace(DEFERRED_LINK, (_match, href: string) => {
    const fonts = webFontFaces(readCss(href));
    if (!fonts) return '';
    kept += 1;
    return `<noscript data-deferred-css><style>${fonts}</style></noscript>`;
  });
  // Nothing left to add: the loader script goes too.
  return kept > 0 ? result : result.replace(`<script>${DEFERRED_STYLESHEETS_SCRIPT}</script>`, '');
}

/** The directives whose islands hydrate only when the visitor reaches for them (src/directives/). */
const WAITS_FOR_VISITOR = ['oninteraction', 'ontoast'];

/** Whether every island of a page waits for the visitor (docs/performance.md#islands). */
export function islandsWaitForVisitor(html: string): boolean {
  const clients = [...html.matchAll(/<astro-island\b[^>]*?\bclient="([^"]+)"/g)].map((match) => match[1]!);
  return clients.length > 0 && clients.every((client) => WAITS_FOR_VISITOR.includes(client));
}

/**
 * On a page whose islands all wait for the visitor, the first screen is the server's markup, and
 * the inlined rules are its whole set until an island starts: the shared stylesheet's second pass
 * of style and layout would be a long task after the paint for nothing (docs/performance.md). Its
 * links wait in `noscript[data-island-css]`, which only an island's start adds; its web fonts'
 * @font-face rules still come after the paint, as on a page without an island.
 */
export function stylesheetsOnInteraction(html: string, readCss: (href: string) => string): string {
  let fonts = '';
  const result = html.replace(DEFERRED_LINK, (_match, href: string) => {
    fonts += webFontFaces(readCss(href));
    return `<noscript data-island-css><link rel="stylesheet" href="${href}"></noscript>`;
  });
  if (!fonts) return result;
  return result.replace(
    '<noscript data-island-css>',
    `<noscript data-deferred-css><style>${fonts}</style></noscript><noscript data-island-css>`,
  );
}

/** The page's inline <style> elements keep only the custom properties the page mentions. */
export function withoutUnusedCustomProperties(html: string): string {
  const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
  const sheets = [...html.matchAll(STYLE)].map((match) => match[2]!);
  const pruned = pruneUnusedCustomProperties(sheets, html);
  let index = 0;
  return html.replace(
    STYLE,
    (_match, open: string, _css: string, close: string) => `${open}${pruned[index++]}${close}`,
  );
}

export type CriticalCss = (html: string) => Promise<string>;

/** A processor for the pages of one build folder; it caches the parsed stylesheets between pages. */
export function criticalCss(distDir: string): CriticalCss {
  const beasties = new Beasties({
    // Stylesheet links are root-relative (/_astro/…): read them from the build folder.
    path: distDir,
    publicPath: '/',
    preload: 'media-script',
    // The stylesheet is shared by every page, so no page may cut rules out of it.
    pruneSource: false,
    // Astro's own inline <style> blocks (a page's small stylesheet, the font fallback) have no
    // external copy to fall back on: they stay as they are.
    reduceInlineStyles: false,
    // No @font-face inline and no font preload: the display font waits for the whole stylesheet.
    fonts: false,
    keyframes: 'critical',
    // Two kinds of rule beasties cannot match against a page, so every page keeps them (few and
    // small, ~3 KB before compression):
    // - a selector that starts with a pseudo-class: beasties strips those and looks the rest up,
    //   and nothing is left (Tailwind's `:where(.space-y-4>:not(:last-child))`, the reset's
    //   `::placeholder` and date-field rules, `:focus-visible`);
    // - Tailwind's arbitrary variants such as `[&_a]:underline`: beasties compares class names
    //   with the HTML as written, where Astro wrote that `&` as `&amp;`.
    allowRules: [/^:/, /\\&/],
    logLevel: 'warn',
  });
  const sheets = new Map<string, string>();
  const readCss = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, readFileSync(join(distDir, href), 'utf8'));
    return sheets.get(href)!;
  };
  return async (html) => {
    if (drawsContentInBrowser(html)) return html;
    const deferred = withoutUnusedCustomProperties(deferStylesheets(await beasties.process(html)));
    if (!hasIsland(html)) return fontsOnlyAfterPaint(deferred, readCss);
    return islandsWaitForVisitor(html) ? stylesheetsOnInteraction(deferred, readCss) : deferred;
  };
}
