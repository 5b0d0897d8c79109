import { recordMessages, type RecordKind } from '@/lib/admin/record-rules';
import {
  FOREIGN_KEY_VIOLATION,
  INSUFFICIENT_PRIVILEGE,
  NO_ROW,
  NOT_DELETED,
  NOT_CHANGED,
  RepositoryError,
  RESTRICT_VIOLATION,
  toRepositoryError,
  UNIQUE_VIOLATION,
} from './errors';

/**
 * The one way to read a supabase-js reply, for every table the admin writes: each caller writes
 * its own typed query (`client.from('articles')…`, so column names and rows are checked by the
 * compiler) and hands the reply here with the kind of record it is about. Row Level Security
 * decides who may do what; these say it in the words of src/lib/admin/record-rules.ts, which the
 * local preview uses too. A write that RLS filtered out answers success with no row: that is an
 * error the person sees, never a silent success.
 */
interface Reply<Data> {
  data: Data | null;
  error: { code?: string; message?: string } | null;
  count?: number | null;
}

/** The error for a failed write: a clash, a refusal, or the plain failure. */
function writeError(
  error: { code?: string } | null,
  kind: RecordKind,
  verb: 'create' | 'update' | 'delete',
): RepositoryError {
  const code = error?.code;
  const message =
    code === UNIQUE_VIOLATION
      ? kind.taken
      : code === RESTRICT_VIOLATION || code === FOREIGN_KEY_VIOLATION
        ? verb === 'delete'
          ? recordMessages.stillUsed(kind)
          : recordMessages.failed(verb, kind)
        : code === INSUFFICIENT_PRIVILEGE
          ? verb === 'create'
            ? recordMessages.notCreated(kind)
            : verb === 'delete'
              ? recordMessages.notDeleted(kind)
              : recordMessages.notChanged(kind)
          : recordMessages.failed(verb, kind);
  return toRepositoryError(error, message);
}

/** The rows of a list, and every matching row's count when the query asked for it. */
export function listed<Row>(reply: Reply<Row[]>, kind: RecordKind): { rows: Row[]; total: number } {
  if (reply.error) throw toRepositoryError(reply.error, recordMessages.failed('load', kind));
  const rows = reply.data ?? [];
  return { rows, total: reply.count ?? rows.length };
}

/** The one row of a `.maybeSingle()` or `.single()` read, or null when there is none. */
export function found<Row>(reply: Reply<Row>, kind: RecordKind): Row | null {
  if (reply.error) {
    if (reply.error.code === NO_ROW) return null;
    throw toRepositoryError(reply.error, recordMessages.failed('load', kind));
  }
  return reply.data;
}

/** The row an insert wrote (`.select().single()`), or the rows of a many-row insert (`.select()`). */
export function inserted<Row>(reply: Reply<Row>, kind: RecordKind): NonNullable<Row> {
  if (reply.error) throw writeError(reply.error, kind, 'create');
  if (reply.data === null || reply.data === undefined)
    throw new RepositoryError(recordMessages.notCreated(kind), NOT_CHANGED);
  return reply.data;
}

/** The row an update changed (`.select().single()`); none means it is gone or hidden from the caller. */
export function updated<Row>(reply: Reply<Row>, kind: RecordKind): NonNullable<Row> {
  if (reply.error && reply.error.code !== NO_ROW) throw writeError(reply.error, kind, 'update');
  if (reply.error || reply.data === null || reply.data === undefined)
    throw new RepositoryError(recordMessages.notChanged(kind), NOT_CHANGED, reply.error);
  return reply.data;
}

/**
 * The rows an update changed, asked with `.select(key)`: at least one, since Row Level Security
 * hides a row the caller may not change and PostgREST then answers success with nothing changed.
 */
export function changed<Row>(reply: Reply<Row[]>, kind: RecordKind): Row[] {
  if (reply.error) throw writeError(reply.error, kind, 'update');
  if (!Array.isArray(reply.data) || reply.data.length === 0)
    throw new RepositoryError(recordMessages.notChanged(kind), NOT_CHANGED);
  return reply.data;
}

/** A delete's reply, asked with `.select(key)`: as with `changed`, no row deleted is an error. */
export function deleted(reply: Reply<unknown[]>, kind: RecordKind): void {
  if (reply.error) throw writeError(reply.error, kind, 'delete');
  if (!Array.isArray(reply.data) || reply.data.length === 0)
    throw new RepositoryError(recordMessages.notDeleted(kind), NOT_DELETED);
}
