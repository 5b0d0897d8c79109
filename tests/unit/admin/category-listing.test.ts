import { describe, expect, it, vi } from 'vitest';
import { databaseCategoryId, listedCategories } from '@/admin/data/category-listing';
import { listedPage, repositoryRows } from '@/admin/data/article-listing';
import type { CategoriesRepository } from '@/admin/data/interfaces';
import type { Category } from '@/admin/data/types';
import type { RepositoryCategory } from '@/lib/blog/repository-categories';

const row = (slug: string, name: string, sort_order: number): Category => ({
  id: `db-${slug}`,
  slug,
  name,
  description: '',
  sort_order,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const file = (slug: string, name: string, order: number): RepositoryCategory => ({
  slug,
  name,
  description: `${name} articles.`,
  order,
  filePath: `content/categories/${slug}.yaml`,
});

/** The blog's four category files, as the build lists them (content/categories/). */
const FILES = [
  file('relationships', 'Relationships', 4),
  file('compatibility', 'Compatibility', 1),
  file('tarot', 'Tarot', 3),
  file('zodiac-signs', 'Zodiac Signs', 2),
];

describe('every category the blog has, as the admin lists it', () => {
  it('lists the database’s, then each file no database row replaces, in the files’ order', () => {
    const listed = listedCategories([row('tarot', 'Tarot cards', 0), row('moon', 'Moon', 1)], FILES);
    expect(listed.map((category) => [category.source, category.slug])).toEqual([
      ['database', 'tarot'],
      ['database', 'moon'],
      ['repository', 'compatibility'],
      ['repository', 'zodiac-signs'],
      ['repository', 'relationships'],
    ]);
    const relationships = listed.at(-1)!;
    expect(relationships).toMatchObject({
      id: 'repository:relationships',
      name: 'Relationships',
      filePath: 'content/categories/relationships.yaml',
    });
  });

  it('copies a file category into the database when a database article takes it, once', async () => {
    const stored: Category[] = [];
    const categories: CategoriesRepository = {
      list: vi.fn(async () => stored),
      create: vi.fn(async (input) => {
        const created = { ...row(input.slug, input.name, stored.length), description: input.description };
        stored.push(created);
        return created;
      }),
      update: vi.fn(),
      remove: vi.fn(),
    };
    const listed = listedCategories([], FILES);
    expect(await databaseCategoryId(categories, 'repository:relationships', listed)).toBe('db-relationships');
    expect(categories.create).toHaveBeenCalledWith({
      name: 'Relationships',
      slug: 'relationships',
      description: 'Relationships articles.',
    });
    // The second article finds the row the first one made.
    expect(await databaseCategoryId(categories, 'repository:relationships', listed)).toBe('db-relationships');
    expect(categories.create).toHaveBeenCalledTimes(1);
    // A database category's id is kept as it is; a file that is gone is said plainly.
    expect(await databaseCategoryId(categories, 'db-moon', listed)).toBe('db-moon');
    await expect(databaseCategoryId(categories, 'repository:gone', listed)).rejects.toThrow(
      'That category is no longer on the site: choose another one.',
    );
  });

  it('filters the Articles list by a file category: its files, and no database read', async () => {
    const listed = listedCategories([row('tarot', 'Tarot', 0)], FILES);
    const files = repositoryRows(
      [
        {
          slug: 'saturn-return',
          title: 'The Saturn return in love',
          status: 'published',
          category: 'relationships',
          categoryName: 'Relationships',
          tags: [],
          publishedAt: '2026-02-01T00:00:00.000Z',
          updatedAt: '2026-02-01T00:00:00.000Z',
          filePath: 'content/blog/saturn-return.mdx',
        },
        {
          slug: 'three-card-spread',
          title: 'A three-card spread',
          status: 'published',
          category: 'tarot',
          categoryName: 'Tarot',
          tags: [],
          publishedAt: '2026-02-02T00:00:00.000Z',
          updatedAt: '2026-02-02T00:00:00.000Z',
          filePath: 'content/blog/three-card-spread.mdx',
        },
      ],
      listed,
    );
    const readDatabase = vi.fn(async () => ({ rows: [], total: 0 }));
    const page = await listedPage(
      { categoryId: 'repository:relationships', offset: 0, limit: 20 },
      files,
      readDatabase,
    );
    expect(page.rows.map((article) => article.slug)).toEqual(['saturn-return']);
    expect(readDatabase).not.toHaveBeenCalled();
  });
});
