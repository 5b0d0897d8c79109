import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from '@/lib/blog/slug';
import { countHtmlWords, countMarkdownWords, countWords, readingMinutes } from '@/lib/blog/reading-time';
import { anchorHeadings } from '@/lib/blog/headings';

describe('slugify', () => {
  it.each([
    ['Venus Retrograde and Old Flames', 'venus-retrograde-and-old-flames'],
    ['Aries & Libra: Opposites Attract?', 'aries-libra-opposites-attract'],
    ["What's Your Moon Sign's Love Language?", 'whats-your-moon-signs-love-language'],
    ['  Tarot -- the   Lovers card  ', 'tarot-the-lovers-card'],
    ['Mercure rétrograde à Paris', 'mercure-retrograde-a-paris'],
    ['2025: Year of the Snake', '2025-year-of-the-snake'],
    ['!!!', ''],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('accepts slugs in slug form only', () => {
    expect(isValidSlug('zodiac-compatibility-guide')).toBe(true);
    expect(isValidSlug('a1')).toBe(true);
    for (const bad of [
      '',
      'Upper-Case',
      'double--hyphen',
      '-leading',
      'trailing-',
      'with space',
      'under_score',
      'dot.html',
    ]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });

  it('slugify always yields a valid slug or nothing', () => {
    for (const input of ['Hello, World!', '  ', 'Ça va?', "l'amour — toujours", 'UPPER lower 123']) {
      const slug = slugify(input);
      expect(slug === '' || isValidSlug(slug)).toBe(true);
    }
  });
});

describe('reading time (200 words a minute, rounded up)', () => {
  it('rounds up', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1100)).toBe(6);
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(Number.NaN)).toBe(0);
  });

  it('counts words with apostrophes and hyphens as one', () => {
    expect(countWords("Don't over-think your partner's chart")).toBe(5);
    expect(countWords('  ')).toBe(0);
  });

  it('counts HTML text, not tags', () => {
    expect(countHtmlWords('<h2>Two words</h2><p>and <a href="/x-y-z">three more</a>.</p>')).toBe(5);
  });

  it('leaves front matter, imports, code and link targets out of Markdown counts', () => {
    const source = [
      '---',
      'title: Not counted at all here',
      '---',
      "import Card from '../x.astro';",
      '',
      '## A heading',
      '',
      'Read the [zodiac compatibility guide](/blog/post/zodiac-compatibility-guide) today.',
      '',
      '```js',
      'const notCounted = true;',
      '```',
    ].join('\n');
    expect(countMarkdownWords(source)).toBe(8);
  });
});

describe('anchorHeadings', () => {
  it('gives h2 and h3 unique ids and lists them', () => {
    const { html, headings } = anchorHeadings(
      '<h2>Why now</h2><p>x</p><h3>The <em>short</em> answer</h3><h2>Why now</h2>',
    );
    expect(html).toBe(
      '<h2 id="why-now">Why now</h2><p>x</p><h3 id="the-short-answer">The <em>short</em> answer</h3><h2 id="why-now-2">Why now</h2>',
    );
    expect(headings).toEqual([
      { depth: 2, slug: 'why-now', text: 'Why now' },
      { depth: 3, slug: 'the-short-answer', text: 'The short answer' },
      { depth: 2, slug: 'why-now-2', text: 'Why now' },
    ]);
  });
});
