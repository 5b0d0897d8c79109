/** The table is missing (42P01) → DATABASE_TABLE_MISSING, rethrown (docs/constants.md#tool-records). */
export const DATABASE_TABLE_MISSING = 'DATABASE_TABLE_MISSING';
/** PostgREST's "no row for .single()" code: the caller gets none instead of an error. */
export const NO_ROW = 'PGRST116';
/** Newer PostgREST answers a missing table with PGRST205 (not in the schema cache) instead of 42P01. */
export const PGRST_TABLE_NOT_FOUND = 'PGRST205';
/** Our own code: a delete that matched no row the caller may delete. */
export const NOT_DELETED = 'NOT_DELETED';
/** Our own code: an insert or update that wrote no row (Row Level Security filtered it). */
export const NOT_CHANGED = 'NOT_CHANGED';
/** PostgREST's "range not satisfiable": a page past the last row. */
export const RANGE_NOT_SATISFIABLE = 'PGRST103';
/** Postgres unique_violation. */
export const UNIQUE_VIOLATION = '23505';
/** Postgres foreign_key_violation, and restrict_violation (`on delete restrict`). */
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
/** Postgres insufficient_privilege: Row Level Security refused an insert (`with check`). */
export const INSUFFICIENT_PRIVILEGE = '42501';

export class RepositoryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'RepositoryError';
  }
}

interface PostgrestLikeError {
  code?: string;
  message?: string;
}

/** Turns a PostgREST error into the repository's message (42P01 always becomes DATABASE_TABLE_MISSING). */
export function toRepositoryError(error: PostgrestLikeError | unknown, fallback: string): RepositoryError {
  const code =
    error && typeof error === 'object' && 'code' in error
      ? String((error as PostgrestLikeError).code)
      : undefined;
  if (code === '42P01' || code === PGRST_TABLE_NOT_FOUND)
    return new RepositoryError(DATABASE_TABLE_MISSING, code, error);
  return new RepositoryError(fallback, code, error);
}
