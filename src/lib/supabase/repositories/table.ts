import type { AstrelleClient } from '../client';
import type { Database, Tables, TablesInsert, TablesUpdate } from '../database.types';
import { NO_ROW, NOT_DELETED, RepositoryError, toRepositoryError } from './errors';
import { withSignal } from '../with-signal';

export type TableName = keyof Database['public']['Tables'];

export interface ListOptions<T extends TableName> {
  /** Column equality filters. */
  equals?: Partial<Record<keyof Tables<T> & string, string | number | boolean>>;
  /** Case-insensitive text search across these columns. */
  search?: { text: string; columns: (keyof Tables<T> & string)[] };
  orderBy?: { column: keyof Tables<T> & string; ascending?: boolean };
  /** Zero-based page of `pageSize` rows. */
  page?: number;
  pageSize?: number;
  /** Cancels the request (a screen that was left; supabase-js passes it on to fetch). */
  signal?: AbortSignal;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

// The generic helpers below go through an untyped view of the client: supabase-js's builder
// types cannot follow a table name that is itself a type parameter. Inputs and outputs stay typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the builder chain is typed at each helper's edge
type LooseClient = { from(table: string): any };

/**
 * The same list / get / insert / update / remove for every table, with messages naming the table.
 * Row Level Security decides who may do what; these helpers only report it clearly.
 */
export function tableRepository<T extends TableName>(
  client: AstrelleClient,
  table: T,
  label: string,
  key: keyof Tables<T> & string = 'id' as keyof Tables<T> & string,
) {
  const from = () => (client as unknown as LooseClient).from(table);

  return {
    async list(options: ListOptions<T> = {}): Promise<Page<Tables<T>>> {
      let query = from().select('*', { count: 'exact' });
      for (const [column, value] of Object.entries(options.equals ?? {})) query = query.eq(column, value);
      const term = options.search?.text.replace(/[,()*%\\]/g, ' ').trim();
      if (term && options.search?.columns.length)
        query = query.or(options.search.columns.map((column) => `${column}.ilike.*${term}*`).join(','));
      if (options.orderBy)
        query = query.order(options.orderBy.column, { ascending: options.orderBy.ascending ?? true });
      if (options.pageSize) {
        const start = (options.page ?? 0) * options.pageSize;
        query = query.range(start, start + options.pageSize - 1);
      }
      query = withSignal(query, options.signal);
      const { data, error, count } = await query;
      if (error) throw toRepositoryError(error, `Failed to fetch ${label}`);
      return { rows: data as Tables<T>[], total: count ?? (data as unknown[]).length };
    },

    async get(id: string, options: { signal?: AbortSignal } = {}): Promise<Tables<T> | null> {
      const { data, error } = await withSignal(from().select('*').eq(key, id), options.signal).single();
      if (error) {
        if (error.code === NO_ROW) return null;
        throw toRepositoryError(error, `Failed to fetch ${label}`);
      }
      return data as Tables<T>;
    },

    async insert(row: TablesInsert<T>): Promise<Tables<T>> {
      const { data, error } = await from().insert(row).select().single();
      if (error)
        throw toRepositoryError(
          error,
          error.code === '23505' ? `That ${label} already exists` : `Failed to create ${label}`,
        );
      return data as Tables<T>;
    },

    async update(id: string, changes: TablesUpdate<T>): Promise<Tables<T>> {
      const { data, error } = await from().update(changes).eq(key, id).select().single();
      if (error)
        throw toRepositoryError(
          error,
          error.code === NO_ROW
            ? `No ${label} to update (it may be gone, or you may not have access)`
            : `Failed to update ${label}`,
        );
      return data as Tables<T>;
    },

    /**
     * Deletes by key. Row Level Security hides a row the caller may not delete, and PostgREST then
     * answers success with nothing deleted; with `mustExist` that becomes an error instead.
     */
    async remove(id: string, options: { mustExist?: boolean } = {}): Promise<void> {
      let query = from().delete().eq(key, id);
      if (options.mustExist) query = query.select(key);
      const { data, error } = await query;
      if (error)
        throw toRepositoryError(
          error,
          error.code === '23001' || error.code === '23503'
            ? `This ${label} is still in use and cannot be deleted`
            : `Failed to delete ${label}`,
        );
      if (options.mustExist && (!Array.isArray(data) || data.length === 0)) {
        throw new RepositoryError(
          `No ${label} was deleted: it may be gone already, or your role may not delete it`,
          NOT_DELETED,
        );
      }
    },
  };
}
