import { randomUUID } from 'node:crypto';
import { postgrestErrors } from '../../support/supabase-recorded';

/**
 * One table behind a fake PostgREST, answering supabase-js as the hosted API does: `col=eq.value`
 * filters, `Accept: application/vnd.pgrst.object+json` for .single() (406 PGRST116 unless exactly
 * one row), limit/offset with `content-range` (and the total under `Prefer: count=exact`), and
 * the written rows back under `Prefer: return=representation`. Anything else is refused with 501,
 * so a query this fake does not understand fails the test instead of passing by accident.
 */
export type Row = Record<string, unknown>;

export interface RestRequest {
  method: string;
  params: URLSearchParams;
  headers: Record<string, string>;
  json: unknown;
}

export interface RestReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const NOT_FILTERS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const OBJECT = 'application/vnd.pgrst.object+json';

export function postgrestTable(rows: Row[]) {
  function matching(params: URLSearchParams): Row[] | RestReply {
    let found = rows;
    for (const [column, filter] of params) {
      if (NOT_FILTERS.has(column)) continue;
      if (!filter.startsWith('eq.'))
        return { status: 501, body: { message: `postgrestTable: no support for ${column}=${filter}` } };
      found = found.filter((row) => String(row[column]) === filter.slice(3));
    }
    return found;
  }

  /** `select=a,b` returns those columns only; `*` (or an embed this fake ignores) the whole row. */
  function project(found: Row[], select: string | null): Row[] {
    if (!select || !/^\w+(,\w+)*$/.test(select)) return found;
    const columns = select.split(',');
    return found.map((row) => Object.fromEntries(columns.map((column) => [column, row[column] ?? null])));
  }

  /** The reply for rows PostgREST returns, as one object or as a list with its range. */
  function rowsReply(
    all: Row[],
    request: RestRequest,
    status: number,
    total = all.length,
    offset = 0,
  ): RestReply {
    const found = project(all, request.params.get('select'));
    if (request.headers.accept === OBJECT) {
      if (found.length !== 1)
        return {
          status: 406,
          body: { ...postgrestErrors.noRow, details: `The result contains ${found.length} rows` },
        };
      return { status, body: found[0], headers: { 'content-type': `${OBJECT}; charset=utf-8` } };
    }
    const counted = (request.headers.prefer ?? '').includes('count=exact') ? String(total) : '*';
    const range = found.length ? `${offset}-${offset + found.length - 1}/${counted}` : `*/${counted}`;
    return { status, body: found, headers: { 'content-range': range } };
  }

  function handle(request: RestRequest): RestReply {
    const found = matching(request.params);
    if (!Array.isArray(found)) return found;
    const representation = (request.headers.prefer ?? '').includes('return=representation');
    const now = new Date().toISOString();
    switch (request.method) {
      case 'GET':
      case 'HEAD': {
        const offset = Number(request.params.get('offset') ?? 0);
        const limit = Number(request.params.get('limit') ?? found.length);
        return rowsReply(found.slice(offset, offset + limit), request, 200, found.length, offset);
      }
      case 'POST': {
        const inserted = [request.json]
          .flat()
          .map((row) => ({ id: randomUUID(), created_at: now, updated_at: now, ...(row as Row) }));
        rows.push(...inserted);
        return representation ? rowsReply(inserted, request, 201) : { status: 201 };
      }
      case 'PATCH': {
        for (const row of found) Object.assign(row, request.json);
        return representation ? rowsReply(found, request, 200) : { status: 204 };
      }
      case 'DELETE': {
        for (const row of found) rows.splice(rows.indexOf(row), 1);
        return representation ? rowsReply(found, request, 200) : { status: 204 };
      }
      default:
        return { status: 501, body: { message: `postgrestTable: no support for ${request.method}` } };
    }
  }

  return { rows, handle };
}
