import { NO_ROW, NOT_DELETED, RepositoryError, toRepositoryError, UNIQUE_VIOLATION } from './errors';

/**
 * What a supabase-js reply means, said the same way for every table: each caller writes its own
 * typed query (`client.from('articles')…`, so column names and rows are checked by the compiler)
 * and hands the reply here. Row Level Security decides who may do what; these only report it.
 */
interface Reply<Data> {
  data: Data | null;
  error: { code?: string; message?: string } | null;
  count?: number | null;
}

/** The rows of a list, and every matching row's count when the query asked for it. */
export function listed<Row>(reply: Reply<Row[]>, label: string): { rows: Row[]; total: number } {
  if (reply.error) throw toRepositoryError(reply.error, `Failed to fetch ${label}`);
  const rows = reply.data ?? [];
  return { rows, total: reply.count ?? rows.length };
}

/** The one row of a `.maybeSingle()` or `.single()` read, or null when there is none. */
export function found<Row>(reply: Reply<Row>, label: string): Row | null {
  if (reply.error) {
    if (reply.error.code === NO_ROW) return null;
    throw toRepositoryError(reply.error, `Failed to fetch ${label}`);
  }
  return reply.data;
}

/** The row an insert wrote (`.select().single()`). */
export function inserted<Row>(reply: Reply<Row>, label: string): Row {
  if (reply.error || reply.data === null)
    throw toRepositoryError(
      reply.error,
      reply.error?.code === UNIQUE_VIOLATION ? `That ${label} already exists` : `Failed to create ${label}`,
    );
  return reply.data;
}

/** The row an update changed (`.select().single()`); none means it is gone or hidden from the caller. */
export function updated<Row>(reply: Reply<Row>, label: string): Row {
  if (reply.error || reply.data === null)
    throw toRepositoryError(
      reply.error,
      reply.error?.code === NO_ROW
        ? `No ${label} to update (it may be gone, or you may not have access)`
        : `Failed to update ${label}`,
    );
  return reply.data;
}

/**
 * A delete's reply, asked with `.select(key)`. Row Level Security hides a row the caller may not
 * delete, and PostgREST then answers success with nothing deleted: that is an error here.
 */
export function deleted(reply: Reply<unknown[]>, label: string): void {
  if (reply.error)
    throw toRepositoryError(
      reply.error,
      reply.error.code === '23001' || reply.error.code === '23503'
        ? `This ${label} is still in use and cannot be deleted`
        : `Failed to delete ${label}`,
    );
  if (!Array.isArray(reply.data) || reply.data.length === 0)
    throw new RepositoryError(
      `No ${label} was deleted: it may be gone already, or your role may not delete it`,
      NOT_DELETED,
    );
}
