import { describe, expect, it } from 'vitest';
import { listedPage, repositoryRows, type ListedRepositoryArticle } from '@/admin/data/article-listing';
import { compareArticles, matchesQuery, pageArticles } from '@/admin/data/article-query';
import type { Article, ArticleQuery, ArticleSort } from '@/admin/data/types';
import type { RepositoryArticle } from '@/lib/blog/repository-articles';

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const day = (n: number) => `2026-0${1 + (n % 9)}-${String(1 + (n % 27)).padStart(2, '0')}T00:00:00.000Z`;

function databaseArticle(n: number, next: () => number): Article {
  return {
    id: `db-${String(n).padStart(3, '0')}`,
    title: `${['Moon', 'Venus', 'Mars', 'Tarot'][Math.floor(next() * 4)]} note ${n}`,
    slug: `db-note-${n}`,
    content: '',
    excerpt: '',
    cover_image_url: null,
    cover_image_alt: null,
    category_id: next() < 0.5 ? 'cat-tarot' : null,
    tags: next() < 0.3 ? ['moon'] : [],
    seo_title: '',
    seo_description: '',
    keywords: [],
    status: (['draft', 'scheduled', 'published'] as const)[Math.floor(next() * 3)]!,
    published_at: next() < 0.6 ? day(Math.floor(next() * 100)).replace('.000Z', '+00:00') : null,
    author_name: null,
    reading_time: 1,
    word_count: 1,
    created_at: day(0),
    // PostgREST's form of a time; the build writes toISOString's: both order as instants.
    updated_at: day(Math.floor(next() * 100)).replace('.000Z', '+00:00'),
  };
}

function fileArticle(n: number, next: () => number): RepositoryArticle {
  return {
    slug: `file-${n}`,
    title: `${['Moon', 'Venus', 'Saturn'][Math.floor(next() * 3)]} guide ${n}`,
    status: next() < 0.8 ? 'published' : 'draft',
    category: next() < 0.5 ? 'tarot' : 'zodiac-signs',
    categoryName: 'Tarot',
    tags: next() < 0.3 ? ['moon'] : ['venus'],
    publishedAt: day(Math.floor(next() * 100)),
    updatedAt: day(Math.floor(next() * 100)),
    filePath: `content/blog/file-${n}.mdx`,
  };
}

const categories = [{ id: 'cat-tarot', slug: 'tarot' }];

describe('the Articles list merges the repository with the database', () => {
  it('gives every page exactly the rows of the whole list in one order, for any filter, sort and page', async () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const next = random(seed);
      const database = Array.from({ length: Math.floor(next() * 45) }, (_, i) => databaseArticle(i, next));
      const repository = repositoryRows(
        Array.from({ length: Math.floor(next() * 12) }, (_, i) => fileArticle(i, next)),
        categories,
      );
      const sort = (['updated', 'published', 'title'] as ArticleSort[])[seed % 3]!;
      const filters = [{}, { status: 'published' as const }, { search: 'moon' }, { categoryId: 'cat-tarot' }][
        seed % 4
      ]!;
      const limit = 1 + Math.floor(next() * 8);
      // The whole list, the slow way: both sources filtered, then sorted together.
      const whole = [
        ...pageArticles(database, { ...filters, sort, offset: 0, limit: 1000 }).rows.map((row) => row.id),
        ...repository.filter((row) => matchesQuery(row, filters)).map((row) => row.id),
      ];
      const byId = new Map(
        [...database.map((a) => [a.id, a] as const), ...repository.map((r) => [r.id, r] as const)].map(
          ([id, row]) => [
            id,
            row as { id: string; title: string; updated_at: string; published_at: string | null },
          ],
        ),
      );
      whole.sort((a, b) => compareArticles[sort](byId.get(a) as never, byId.get(b) as never));

      let reads = 0;
      for (let offset = 0; offset < whole.length + limit; offset += limit) {
        const query: ArticleQuery = { ...filters, sort, offset, limit };
        const page = await listedPage(query, repository, async (range) => {
          reads += 1;
          return pageArticles(database, range);
        });
        expect(
          page.rows.map((row) => row.id),
          `seed ${seed}, offset ${offset}`,
        ).toEqual(whole.slice(offset, offset + limit));
        expect(page.total).toBe(whole.length);
      }
      expect(reads).toBe(Math.ceil((whole.length + limit) / limit)); // one database read per page
    }
  });

  it('reads only the stretch of the database that can reach the page', async () => {
    const repository = repositoryRows(
      Array.from({ length: 3 }, (_, i) => fileArticle(i, random(i + 7))),
      categories,
    );
    const asked: ArticleQuery[] = [];
    await listedPage({ offset: 40, limit: 20 }, repository, async (range) => {
      asked.push(range);
      return { rows: [], total: 0 };
    });
    expect(asked).toEqual([{ offset: 37, limit: 23 }]);
  });

  it('marks repository rows read-only with their address and file, and matches their category by slug', () => {
    const [row] = repositoryRows([fileArticle(1, random(3))], categories) as [ListedRepositoryArticle];
    expect(row).toMatchObject({
      source: 'repository',
      id: 'repository:file-1',
      href: '/blog/post/file-1',
      filePath: 'content/blog/file-1.mdx',
    });
    const tarot = repositoryRows([{ ...fileArticle(2, random(4)), category: 'tarot' }], categories)[0]!;
    expect(tarot.category_id).toBe('cat-tarot');
    const other = repositoryRows([{ ...fileArticle(2, random(4)), category: 'no-such' }], categories)[0]!;
    expect(other.category_id).toBeNull();
  });
});
