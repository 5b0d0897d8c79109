import { describe, expect, it } from 'vitest';
import { stripToContent } from '../../../bench/support/same-content-floor.mjs';
import { markElementEnds } from '../../../bench/support/html-elements.mjs';

/** The benches' page rewrites (docs/performance.md#how-to-measure): by offset, everything else byte for byte. */
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>' +
  '<link rel="icon" href="data:image/svg+xml,x"><link rel="stylesheet" href="/a.css">' +
  '<link rel="preload" as="font" href="/f.woff2" crossorigin><style>p{color:red}</style>' +
  '<script type="application/ld+json">{"a":1}</script><script>if (a < b) go()</script></head>' +
  '<body><p style="margin:0" class="x">One <b>two</b></p><picture><source srcset="/a.avif"><img src="/a.png" alt="A"></picture>' +
  '<img src="/b.svg" alt=""><svg viewBox="0 0 1 1"><use href="#s"/></svg>' +
  '<noscript data-deferred-css><link rel="stylesheet" href="/a.css"></noscript><noscript>Turn on JavaScript</noscript>' +
  '<astro-island client="idle"><div data-style="kept">Island</div></astro-island></body></html>';

describe('the same-content floor', () => {
  it('takes out every script, style, stylesheet, preload, picture and inline style, and nothing else', () => {
    expect(stripToContent(PAGE)).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>' +
        '<link rel="icon" href="data:image/svg+xml,x"></head>' +
        '<body><p class="x">One <b>two</b></p><svg viewBox="0 0 1 1"><use href="#s"/></svg>' +
        '<noscript>Turn on JavaScript</noscript>' +
        '<astro-island client="idle"><div data-style="kept">Island</div></astro-island></body></html>',
    );
  });
});

describe('the first-screen marks', () => {
  it('write into each start tag the offset where the element ends in the original page', () => {
    const marked = markElementEnds(PAGE);
    const paragraph = /<p data-flight-end="(\d+)"/.exec(marked);
    expect(PAGE.slice(0, Number(paragraph?.[1]))).toMatch(/<b>two<\/b><\/p>$/);
    const image = /<img data-flight-end="(\d+)" src="\/b.svg"/.exec(marked);
    expect(PAGE.slice(0, Number(image?.[1]))).toMatch(/<img src="\/b.svg" alt="">$/);
    expect(marked.replace(/ data-flight-end="\d+"/g, '')).toBe(PAGE);
  });
});
