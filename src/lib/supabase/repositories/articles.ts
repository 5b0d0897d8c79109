import type { AstrelleClient } from '../client';
import type { Tables } from '../database.types';
import { RANGE_NOT_SATISFIABLE, toRepositoryError } from './errors';
import { withSignal } from '../with-signal';

export type ArticleListRow = Pick<
  Tables<'articles'>,
  'id' | 'title' | 'slug' | 'status' | 'category_id' | 'tags' | 'published_at' | 'created_at' | 'updated_at'
>;

export interface ArticleListQuery {
  /** Already stripped of PostgREST separators (see searchTerm in the admin). */
  search?: string;
  status?: string;
  categoryId?: string;
  sort?: 'updated' | 'published' | 'title';
  /** The rows wanted: `limit` of them from the zero-based `offset`. */
  offset: number;
  limit: number;
  signal?: AbortSignal;
}

const LIST_COLUMNS = 'id,title,slug,status,category_id,tags,published_at,created_at,updated_at';

/**
 * The admin's articles list, one page at a time: filters, search and order run in PostgREST and
 * the reply carries the exact count of matching rows (Content-Range), so the browser never
 * loads the whole table or any article body to show a page.
 */
export function articleListRepository(client: AstrelleClient) {
  const filtered = (columns: string, signal: AbortSignal | undefined, head = false) =>
    withSignal(client.from('articles').select(columns, { count: 'exact', head }), signal);

  function applyFilters<Q extends { eq(column: string, value: string): Q; or(filters: string): Q }>(
    query: Q,
    options: ArticleListQuery,
  ): Q {
    let next = query;
    if (options.status) next = next.eq('status', options.status);
    if (options.categoryId) next = next.eq('category_id', options.categoryId);
    if (options.search)
      next = next.or(
        `title.ilike.*${options.search}*,slug.ilike.*${options.search}*,tags.cs.{"${options.search}"}`,
      );
    return next;
  }

  return {
    async listPage(options: ArticleListQuery): Promise<{ rows: ArticleListRow[]; total: number }> {
      let query = applyFilters(filtered(LIST_COLUMNS, options.signal), options);
      const sort = options.sort ?? 'updated';
      if (sort === 'title') query = query.order('title', { ascending: true });
      else if (sort === 'published')
        query = query.order('published_at', { ascending: false, nullsFirst: false });
      else query = query.order('updated_at', { ascending: false });
      // A stable tie-break, so no row appears on two pages.
      query = query.order('id', { ascending: true });
      const start = Math.max(0, options.offset);
      const { data, error, count } = await query.range(start, start + Math.max(1, options.limit) - 1);
      if (error?.code === RANGE_NOT_SATISFIABLE) {
        // A page past the end (rows were deleted meanwhile): no rows, and the real total to step back to.
        const counted = await applyFilters(filtered('id', options.signal, true), options);
        if (counted.error) throw toRepositoryError(counted.error, 'Failed to fetch article');
        return { rows: [], total: counted.count ?? 0 };
      }
      if (error) throw toRepositoryError(error, 'Failed to fetch article');
      const rows = (data ?? []) as unknown as ArticleListRow[];
      return { rows, total: count ?? rows.length };
    },
  };
}
