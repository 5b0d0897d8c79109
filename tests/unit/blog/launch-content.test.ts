import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/routes';
import { countMarkdownWords } from '@/lib/blog/reading-time';
import { isValidSlug } from '@/lib/blog/slug';
import { MAJOR_ARCANA } from '@/lib/tarot/deck';
import { cardMeaningPath } from '@/lib/tarot/meaning-pages';

const BLOG = 'content/blog';
const CATEGORIES = 'content/categories';
const files = readdirSync(BLOG).filter((name) => name.endsWith('.mdx'));
const categorySlugs = readdirSync(CATEGORIES).map((name) => name.replace(/\.ya?ml$/, ''));
const postSlugs = files.map((name) => name.replace(/\.mdx$/, ''));
const toolPaths = new Set(publicRoutes.filter((route) => route.path !== '/blog').map((route) => route.path));
/** Built pages outside the route table that articles may link to. */
const pagePaths = new Set(MAJOR_ARCANA.map(cardMeaningPath));

function frontMatter(source: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return new RegExp(`^${key}:\\s*(.+)$`, 'm')
    .exec(block)?.[1]
    ?.trim()
    .replace(/^['"]|['"]$/g, '');
}

describe('launch articles', () => {
  it('has at least eight articles across at least four categories', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    const used = new Set(
      files.map((name) => frontMatter(readFileSync(join(BLOG, name), 'utf8'), 'category')),
    );
    expect(used.size).toBeGreaterThanOrEqual(4);
  });

  for (const name of files) {
    describe(name, () => {
      const source = readFileSync(join(BLOG, name), 'utf8');
      const links = [...source.matchAll(/\]\((\/[^)\s#]*)(#[^)]*)?\)/g)].map((match) => match[1]!);

      it('runs to 1,000 words or more', () => {
        expect(countMarkdownWords(source)).toBeGreaterThanOrEqual(1000);
      });

      it('has a valid slug equal to its file name, a known category and its own cover', () => {
        const slug = frontMatter(source, 'slug')!;
        expect(isValidSlug(slug)).toBe(true);
        expect(`${slug}.mdx`).toBe(name);
        expect(categorySlugs).toContain(frontMatter(source, 'category'));
        const cover = frontMatter(source, 'cover')!;
        expect(cover).toBe(`./covers/${slug}.jpg`);
        expect(existsSync(join(BLOG, cover))).toBe(true);
        expect(frontMatter(source, 'coverAlt')?.length).toBeGreaterThan(10);
      });

      it('links to at least one matching tool, and every internal link resolves', () => {
        expect(links.some((link) => toolPaths.has(link))).toBe(true);
        for (const link of links) {
          const post = /^\/blog\/post\/([a-z0-9-]+)$/.exec(link)?.[1];
          const resolves =
            toolPaths.has(link) || pagePaths.has(link) || (post !== undefined && postSlugs.includes(post));
          expect(resolves, link).toBe(true);
        }
      });
    });
  }
});
