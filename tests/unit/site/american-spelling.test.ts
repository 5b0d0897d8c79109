import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRITISH_SPELLING } from '../../support/prose-style';

/**
 * The site spells American (docs/site.md, "Copy"): the legal, support and comparison pages, the
 * route table's titles and descriptions, and the footer's answers.
 */
const COPY_FILES = [
  ...['content/legal', 'content/compare'].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.(mdx|ya?ml)$/.test(name))
      .map((name) => join(dir, name)),
  ),
  'src/config/newsletter-outcomes.ts',
  'src/config/routes.ts',
  'src/components/site/Footer.astro',
  'src/pages/blog/404.astro',
  'src/pages/404.astro',
];

describe('American spelling in the site-wide copy', () => {
  it('has files to check', () => {
    expect(COPY_FILES.length).toBeGreaterThan(10);
  });

  for (const file of COPY_FILES) {
    it(file, () => {
      const found = readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const match = line.match(BRITISH_SPELLING);
          return match ? [`line ${index + 1}: ${match[0]}`] : [];
        });
      expect(found).toEqual([]);
    });
  }
});
