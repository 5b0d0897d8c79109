import {
  QueryClient,
  queryOptions,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { AdminData } from './interfaces';
import { listedPage, repositoryRows } from './article-listing';
import { listedCategories, type ListedCategory } from './category-listing';
import type { ArticleQuery, ArticleStatus } from './types';

/**
 * Every read the admin screens make, named once (docs/admin.md, "Data loading"). A screen asks
 * with `useQuery(adminQueries.x(data))`; TanStack Query hands the request an AbortSignal, which
 * goes on to supabase-js (`.abortSignal()`) or fetch, so leaving a screen cancels what it was
 * still loading, and each answer lands under its own key, so a slow reply to an older question
 * never replaces a newer one. A change invalidates the keys it touches (by prefix: `articles`
 * covers the list pages, the counts and each article).
 */
export const adminKeys = {
  articles: ['articles'],
  categories: ['categories'],
  media: ['media'],
  tools: ['tools'],
  settings: ['settings'],
  activity: ['activity'],
  serviceStatus: ['service-status'],
} as const satisfies Record<string, QueryKey>;

export const adminQueries = {
  /** Every article, newest edit first (the SEO fields list). */
  articles: (data: AdminData) =>
    queryOptions({
      queryKey: [...adminKeys.articles, 'all'],
      queryFn: ({ signal }) => data.articles.list({ signal }),
    }),
  /** A page of the Articles list: the database's and the repository's articles in one order. */
  articlePage: (data: AdminData, query: ArticleQuery) =>
    queryOptions({
      queryKey: [...adminKeys.articles, 'page', query],
      queryFn: async ({ signal }) => {
        const [repository, categories] = await Promise.all([
          data.site.repositoryArticles({ signal }),
          // Only the category filter needs them (a file names its category by slug).
          query.categoryId ? siteCategories(data, signal) : [],
        ]);
        return listedPage(query, repositoryRows(repository, categories), (range) =>
          data.articles.listPage(range, { signal }),
        );
      },
    }),
  /**
   * How many articles have the status, in each source (one row asked for, the store counts the
   * rest): the database's (in the local preview, this browser's) and the repository's files.
   */
  articleCount: (data: AdminData, status: ArticleStatus) =>
    queryOptions({
      queryKey: [...adminKeys.articles, 'count', status],
      queryFn: async ({ signal }): Promise<{ database: number; repository: number }> => {
        const [database, repository] = await Promise.all([
          data.articles.listPage({ status, offset: 0, limit: 1 }, { signal }),
          data.site.repositoryArticles({ signal }),
        ]);
        return {
          database: database.total,
          repository: repository.filter((article) => article.status === status).length,
        };
      },
    }),
  /** The repository's MDX articles (read once per page load: they change only with a build). */
  repositoryArticles: (data: AdminData) =>
    queryOptions({
      queryKey: ['site', 'repository-articles'],
      queryFn: ({ signal }) => data.site.repositoryArticles({ signal }),
      staleTime: Infinity,
    }),
  /** One article; null when there is none with this id. */
  article: (data: AdminData, id: string) =>
    queryOptions({
      queryKey: [...adminKeys.articles, 'one', id],
      queryFn: ({ signal }) => data.articles.get(id, { signal }),
    }),
  /** Every category the blog has: the database's, then the repository's files no row replaces. */
  siteCategories: (data: AdminData) =>
    queryOptions({
      queryKey: [...adminKeys.categories, 'site'],
      queryFn: ({ signal }) => siteCategories(data, signal),
    }),
  media: (data: AdminData) =>
    queryOptions({ queryKey: adminKeys.media, queryFn: ({ signal }) => data.media.list({ signal }) }),
  /** "attention": the tools whose page lacks a headline, cover or SEO text, its built-in content counted. */
  tools: (data: AdminData, view: 'all' | 'attention') =>
    queryOptions({
      queryKey: [...adminKeys.tools, view],
      queryFn: async ({ signal }) =>
        view === 'attention'
          ? data.tools.needingAttention({ signal, defaults: await data.site.calculatorPages({ signal }) })
          : data.tools.listAll({ signal }),
    }),
  /** The statistics over what the pages show (records over their built-in content). */
  toolStats: (data: AdminData) =>
    queryOptions({
      queryKey: [...adminKeys.tools, 'stats'],
      queryFn: async ({ signal }) =>
        data.tools.stats({ signal, defaults: await data.site.calculatorPages({ signal }) }),
    }),
  /** Each calculator page's built-in content by content key (read once per page load). */
  calculatorPages: (data: AdminData) =>
    queryOptions({
      queryKey: ['site', 'calculator-pages'],
      queryFn: ({ signal }) => data.site.calculatorPages({ signal }),
      staleTime: Infinity,
    }),
  toolSearch: (data: AdminData, text: string) =>
    queryOptions({
      queryKey: [...adminKeys.tools, 'search', text],
      queryFn: ({ signal }) => data.tools.search(text, { signal }),
    }),
  settings: (data: AdminData) =>
    queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => data.settings.load({ signal }) }),
  activity: (data: AdminData, limit: number) =>
    queryOptions({
      queryKey: [...adminKeys.activity, limit],
      queryFn: ({ signal }) => data.activity.recent(limit, { signal }),
    }),
  /** Whether the server has an AI provider and a deploy hook (never their values). */
  serviceStatus: (data: AdminData) =>
    queryOptions({
      queryKey: adminKeys.serviceStatus,
      queryFn: ({ signal }) => data.serviceStatus(false, { signal }),
    }),
};

async function siteCategories(data: AdminData, signal: AbortSignal): Promise<ListedCategory[]> {
  const [database, files] = await Promise.all([
    data.categories.list({ signal }),
    data.site.repositoryCategories({ signal }),
  ]);
  return listedCategories(database, files);
}

/**
 * The admin's cache for one signed-in session (dropped with it at sign-out). Screens load again
 * when they are opened, as before; a failed read is tried once more before the error shows.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * After a change: reloads every query under these keys that a screen shows, and waits for them.
 * A read still on its first load began before the change, so its answer is out of date; but
 * TanStack Query replaces a fetch in flight only when the query already has data, and otherwise
 * hands the reload that first, stale answer (the media library said "No images yet" after an
 * upload). So reads in flight are cancelled first, and every reload reads after the change.
 */
export async function reloadAfterChange(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    }),
  );
}

/** `reloadAfterChange` with the screen's query cache. */
export function useInvalidate(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return (...keys) => reloadAfterChange(client, keys);
}

/** The sentence for a failed read, for the screen's alert. */
export function loadError(error: unknown, fallback = 'Loading failed.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Several reads a screen shows together: the first error, or every answer once all are in (each
 * read keeps its own key, so a change invalidates only what it touched).
 */
export function allOf<T extends Record<string, UseQueryResult<unknown>>>(
  queries: T,
): { error: Error | null; data: { [K in keyof T]: NonNullable<T[K]['data']> } | null } {
  const results = Object.values(queries);
  return {
    error: results.find((result) => result.error)?.error ?? null,
    data: results.every((result) => result.isSuccess)
      ? (Object.fromEntries(Object.entries(queries).map(([name, result]) => [name, result.data])) as {
          [K in keyof T]: NonNullable<T[K]['data']>;
        })
      : null,
  };
}
