import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { americanSpellings, toBritish } from '../../support/british-spelling';

/**
 * One spelling, British (docs/decisions.md#british-spelling, docs/site.md#copy): every piece of
 * copy in content/, the site settings' words in src/config/ and the footer and 404 pages. Code is not checked (a CSS
 * "center", an "Authorization" header), nor the atlas's place names.
 */
const FILES = [
  ...globSync('content/**/*.{json,md,mdx,yaml}'),
  ...globSync('src/config/*.ts'),
  // Site-wide words written in the page itself.
  'src/components/site/Footer.astro',
  'src/pages/404.astro',
  'src/pages/blog/404.astro',
].sort();

/**
 * Spec copy the site quotes word for word, and stored values that are not copy: a quiz option's
 * value is the answer a lead record keeps (its label is British).
 */
const KEPT = [/"value": "Traveling the world"/];

describe('British spelling', () => {
  it('finds American spellings and gives the British ones', () => {
    expect(
      americanSpellings('The Color of honor, centered; text-center, /help-center, optimizeForSeo'),
    ).toEqual(['Color', 'honor', 'centered']);
    expect(toBritish('Canceling? Recognize the Favorite COLOR.')).toBe(
      'Cancelling? Recognise the Favourite COLOUR.',
    );
  });

  it.each(FILES)('%s is written in British English', (file) => {
    const text = KEPT.reduce((kept, pattern) => kept.replace(pattern, ''), readFileSync(file, 'utf8'));
    expect(americanSpellings(text)).toEqual([]);
  });
});
