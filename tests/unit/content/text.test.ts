import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, htmlToText, truncateAtWord } from '@/lib/content/text';

describe('escapeHtml / decodeEntities', () => {
  it('escapes the five characters that matter in an element or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('decodes what it escapes, and what our HTML writes', () => {
    fc.assert(fc.property(fc.string(), (text) => decodeEntities(escapeHtml(text)) === text));
    expect(decodeEntities('a&nbsp;b &apos;c&apos; &amp;lt;')).toBe("a b 'c' &lt;");
  });

  it('turns HTML into text with spaces folded', () => {
    expect(htmlToText('<p>Venus &amp; Mars</p>\n<p>in&nbsp;love</p>')).toBe('Venus & Mars in love');
  });
});

describe('truncateAtWord', () => {
  it('never cuts inside a word, and drops a dangling joiner', () => {
    expect(truncateAtWord('Astrology for curious beginners', 24)).toBe('Astrology for curious');
    expect(truncateAtWord('Astrology for curious beginners', 20)).toBe('Astrology');
    expect(truncateAtWord('short', 20)).toBe('short');
    expect(truncateAtWord('  spaced   out  ', 20)).toBe('spaced out');
  });

  it('keeps the ending within the maximum and drops punctuation before it', () => {
    const cut = truncateAtWord('word, '.repeat(60), 200, { ending: '…' });
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
  });

  it('cuts inside a word only when a word boundary would leave less than the minimum', () => {
    expect(truncateAtWord('Supercalifragilistic expialidocious', 30, { ending: '…', min: 25 })).toBe(
      'Supercalifragilistic expialid…',
    );
    expect(truncateAtWord('Supercalifragilistic expialidocious', 30, { ending: '…' })).toBe(
      'Supercalifragilistic…',
    );
    expect(truncateAtWord('x'.repeat(50), 10)).toBe('x'.repeat(10));
  });

  it('always fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) => {
        expect(truncateAtWord(text, max, { ending: '…' }).length).toBeLessThanOrEqual(Math.max(max, 0));
      }),
    );
  });
});
