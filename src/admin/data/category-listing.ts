import type { RepositoryCategory } from '@/lib/blog/repository-categories';
import type { CategoriesRepository } from './interfaces';
import type { Category } from './types';
import { REPOSITORY_ID_PREFIX } from './article-listing';

/**
 * Every category the blog has, as the admin lists it (docs/admin.md#the-repositorys-categories): the
 * database's, in their order, then the repository's files that no database category replaces
 * (same slug), read-only, in the files' order. A repository category's id is its slug behind
 * REPOSITORY_ID_PREFIX, as for the repository's articles.
 */
export type ListedCategory =
  | (Category & { source: 'database' })
  | {
      source: 'repository';
      id: string;
      slug: string;
      name: string;
      description: string;
      order: number;
      filePath: string;
    };

export function listedCategories(
  database: readonly Category[],
  files: readonly RepositoryCategory[],
): ListedCategory[] {
  const taken = new Set(database.map((category) => category.slug));
  return [
    ...database.map((category) => ({ ...category, source: 'database' as const })),
    ...files
      .filter((file) => !taken.has(file.slug))
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((file) => ({ ...file, source: 'repository' as const, id: `${REPOSITORY_ID_PREFIX}${file.slug}` })),
  ];
}

/** Whether a category id names a repository file rather than a database row. */
export const isRepositoryCategoryId = (id: string): boolean => id.startsWith(REPOSITORY_ID_PREFIX);

/**
 * The database id an article stores for the category chosen in the editor. A database article can
 * only name a database category, so a repository one is first copied into the database (its slug,
 * name and description): that row then stands for the file on the site, as a database article
 * stands for a file with its address.
 */
export async function databaseCategoryId(
  categories: CategoriesRepository,
  chosen: string,
  listed: readonly ListedCategory[],
): Promise<string> {
  if (!isRepositoryCategoryId(chosen)) return chosen;
  const file = listed.find((category) => category.id === chosen);
  if (!file) throw new Error('That category is no longer on the site: choose another one.');
  const existing = (await categories.list()).find((category) => category.slug === file.slug);
  if (existing) return existing.id;
  const created = await categories.create({
    name: file.name,
    slug: file.slug,
    description: file.description,
  });
  return created.id;
}
