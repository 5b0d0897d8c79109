import type { Actor, TestDatabase } from './database';

/**
 * Just enough of PostgREST, over the migrated PGlite database, for supabase-js to run the admin's
 * data layer against the real SQL (tests/db/admin-contract.test.ts): reads with `select`, filters
 * (eq, neq, in, is), `order`, `offset`/`limit` and an exact count; inserts, updates and deletes
 * returning what they wrote; a single object when asked for one. Each request runs as the caller
 * its bearer token names (`sub`), in its own committed transaction, so Row Level Security, unique
 * indexes and foreign keys answer as they do on the hosted project, with PostgREST's status codes
 * and error bodies. Anything else answers 501.
 */
const NAME = /^[a-z_][a-z0-9_]*$/;

function name(value: string): string {
  if (!NAME.test(value)) throw new Error(`Not a plain name: ${value}`);
  return `"${value}"`;
}

function actorOf(headers: Headers): Actor {
  const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return { role: 'anon' };
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  if (typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string')
    return { role: 'authenticated', sub: claims.sub };
  return { role: 'anon' };
}

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** PostgREST's HTTP status for a Postgres error code. */
function statusOf(code: string | undefined): number {
  if (code === '42501') return 403;
  if (code?.startsWith('23')) return 409;
  return 400;
}

interface Query {
  where: string;
  params: unknown[];
}

function filters(search: URLSearchParams, params: unknown[] = []): Query {
  const clauses: string[] = [];
  for (const [key, value] of search) {
    if (['select', 'order', 'offset', 'limit', 'columns'].includes(key)) continue;
    const [, operator, operand] = /^(eq|neq|in|is)\.(.*)$/.exec(value) ?? [];
    if (!operator) throw new Error(`Unsupported filter ${key}=${value}`);
    const column = `${name(key)}::text`;
    if (operator === 'is') {
      if (operand !== 'null') throw new Error(`Unsupported filter ${key}=${value}`);
      clauses.push(`${name(key)} is null`);
    } else if (operator === 'in') {
      params.push(
        operand!
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((item) => item.replace(/^"|"$/g, '')),
      );
      clauses.push(`${column} = any($${params.length}::text[])`);
    } else {
      params.push(operand);
      clauses.push(`${column} ${operator === 'eq' ? '=' : '<>'} $${params.length}::text`);
    }
  }
  return { where: clauses.length ? ` where ${clauses.join(' and ')}` : '', params };
}

function columnsOf(search: URLSearchParams): string {
  const select = search.get('select') ?? '*';
  return select === '*' ? '*' : select.split(',').map(name).join(', ');
}

function orderOf(search: URLSearchParams): string {
  const order = search.get('order');
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column, ...options] = term.split('.');
    const direction = options.includes('desc') ? 'desc' : 'asc';
    const nulls = options.includes('nullslast')
      ? ' nulls last'
      : options.includes('nullsfirst')
        ? ' nulls first'
        : '';
    return `${name(column!)} ${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function postgrestOverPglite(db: TestDatabase) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1];
    if (!table) return reply(501, { message: `Not served here: ${method} ${url.pathname}` });
    const target = `public.${name(table)}`;
    const single = (headers.get('accept') ?? '').includes('vnd.pgrst.object');
    const prefer = headers.get('prefer') ?? '';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const returning = ` returning ${columnsOf(url.searchParams)}`;

    try {
      const { rows, total } = await db.as(
        actorOf(headers),
        async (pg) => {
          if (method === 'GET' || method === 'HEAD') {
            const { where, params } = filters(url.searchParams);
            const limit = url.searchParams.get('limit');
            const offset = url.searchParams.get('offset');
            const page = `${limit ? ` limit ${Number(limit)}` : ''}${offset ? ` offset ${Number(offset)}` : ''}`;
            const result = await pg.query<Record<string, unknown>>(
              `select ${columnsOf(url.searchParams)} from ${target}${where}${orderOf(url.searchParams)}${page}`,
              params,
            );
            const counted = prefer.includes('count=exact')
              ? Number(
                  (await pg.query<{ n: number }>(`select count(*)::int as n from ${target}${where}`, params))
                    .rows[0]!.n,
                )
              : null;
            return { rows: result.rows, total: counted };
          }
          if (method === 'POST') {
            const records = Array.isArray(body) ? body : [body];
            const rows: Record<string, unknown>[] = [];
            for (const record of records) {
              const columns = Object.keys(record as object).map(name);
              const result = await pg.query<Record<string, unknown>>(
                `insert into ${target} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_record(null::${target}, $1::json)${returning}`,
                [JSON.stringify(record)],
              );
              rows.push(...result.rows);
            }
            return { rows, total: null };
          }
          if (method === 'PATCH') {
            const columns = Object.keys(body as object).map(name);
            const { where, params } = filters(url.searchParams, [JSON.stringify(body)]);
            const result = await pg.query<Record<string, unknown>>(
              `update ${target} set (${columns.join(', ')}) = (select ${columns.join(', ')} from json_populate_record(null::${target}, $1::json))${where}${returning}`,
              params,
            );
            return { rows: result.rows, total: null };
          }
          if (method === 'DELETE') {
            const { where, params } = filters(url.searchParams);
            const result = await pg.query<Record<string, unknown>>(
              `delete from ${target}${where}${returning}`,
              params,
            );
            return { rows: result.rows, total: null };
          }
          throw new Error(`Unsupported method ${method}`);
        },
        { commit: true },
      );
      const range: Record<string, string> =
        total === null ? {} : { 'content-range': `${rows.length ? `0-${rows.length - 1}` : '*'}/${total}` };
      if (single) {
        if (rows.length !== 1)
          return reply(406, {
            code: 'PGRST116',
            details: `The result contains ${rows.length} rows`,
            hint: null,
            message: 'JSON object requested, multiple (or no) rows returned',
          });
        return reply(200, rows[0], range);
      }
      return reply(method === 'POST' ? 201 : 200, method === 'HEAD' ? null : rows, range);
    } catch (error) {
      const failure = error as Error & { code?: string; detail?: string; hint?: string };
      return reply(statusOf(failure.code), {
        code: failure.code ?? 'PGRST000',
        details: failure.detail ?? null,
        hint: failure.hint ?? null,
        message: failure.message,
      });
    }
  };
}
