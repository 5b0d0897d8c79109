import { repositoryArticleHref, type RepositoryArticle } from '@/lib/blog/repository-articles';
import { compareArticles, matchesQuery } from './article-query';
import type { ArticlePage, ArticleQuery, ArticleSummary, Category } from './types';

/**
 * The Articles list shows two sources as one (docs/admin.md#the-repositorys-articles): the database's
 * articles, paged where they live, and the repository's MDX articles, a short list from the build.
 * Both go through the same filters and the same order.
 */
export interface ListedDatabaseArticle extends ArticleSummary {
  source: 'database';
}

/** A repository article: read-only here, with where it is on the site and in the repository. */
export interface ListedRepositoryArticle extends ArticleSummary {
  source: 'repository';
  href: string;
  filePath: string;
  categoryName: string | null;
}

export type ListedArticle = ListedDatabaseArticle | ListedRepositoryArticle;

export interface ListedPage {
  rows: ListedArticle[];
  /** Every article matching the filters, both sources. */
  total: number;
  /** How many of them live in the repository. */
  repositoryTotal: number;
}

/** Repository ids cannot collide with database ids (uuids, or the preview's own). */
export const REPOSITORY_ID_PREFIX = 'repository:';

/**
 * Repository articles in the list's row shape. The category filter works by the database's
 * category ids, so a file's category slug is matched to the category with that slug.
 */
export function repositoryRows(
  articles: readonly RepositoryArticle[],
  categories: readonly Pick<Category, 'id' | 'slug'>[],
): ListedRepositoryArticle[] {
  const idOf = new Map(categories.map((category) => [category.slug, category.id]));
  return articles.map((article) => ({
    source: 'repository',
    id: `${REPOSITORY_ID_PREFIX}${article.slug}`,
    title: article.title,
    slug: article.slug,
    status: article.status,
    category_id: article.category ? (idOf.get(article.category) ?? null) : null,
    tags: article.tags,
    published_at: article.publishedAt,
    created_at: article.publishedAt,
    updated_at: article.updatedAt,
    href: repositoryArticleHref(article.slug),
    filePath: article.filePath,
    categoryName: article.categoryName,
  }));
}

/**
 * One page of both sources in one order. The repository's matching articles (R of them) are all
 * in memory; of the database's, only rows [offset − R, offset + limit) can land on the page, since
 * at most R repository rows come before any of them. So one database read of limit + R rows from
 * offset − R, merged with the R rows, gives the page exactly: element t of that merge sits at
 * position (offset − R) + t of the whole list.
 */
export async function listedPage(
  query: ArticleQuery,
  repository: readonly ListedRepositoryArticle[],
  readDatabase: (query: ArticleQuery) => Promise<ArticlePage>,
): Promise<ListedPage> {
  const order = compareArticles[query.sort ?? 'updated'];
  const mine = repository.filter((row) => matchesQuery(row, query)).sort(order);
  const offset = Math.max(0, query.offset);
  const from = Math.max(0, offset - mine.length);
  // A repository category has no database articles (their categories are database rows).
  const database = query.categoryId?.startsWith(REPOSITORY_ID_PREFIX)
    ? { rows: [], total: 0 }
    : await readDatabase({ ...query, offset: from, limit: query.limit + mine.length });
  const merged: ListedArticle[] = [];
  let next = 0;
  for (const row of database.rows) {
    while (next < mine.length && order(mine[next]!, row) < 0) merged.push(mine[next++]!);
    merged.push({ ...row, source: 'database' });
  }
  // The rest of the repository rows come after every database row read. When the read did not
  // reach the end of the table, they sit past this page anyway (see above).
  merged.push(...mine.slice(next));
  return {
    rows: merged.slice(offset - from, offset - from + query.limit),
    total: database.total + mine.length,
    repositoryTotal: mine.length,
  };
}
