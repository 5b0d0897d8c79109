/**
 * A small in-memory PostgREST for function tests: POST with on_conflict and
 * `resolution=ignore-duplicates`; GET, PATCH and DELETE with `column=eq|neq|gt|lt.value` filters,
 * `order` and `limit`; `Accept: application/vnd.pgrst.object+json` for .single()/.maybeSingle();
 * replies shaped like PostgREST's (201/200 with the representation, 401 for a wrong key, errors as
 * {code, message}). A filter it does not know answers 501, so a query it cannot model fails loudly.
 */
export interface FakePostgrest {
  fetch: typeof fetch;
  rows(table: string): Record<string, unknown>[];
  requests: { method: string; url: string; headers: Record<string, string>; body: unknown }[];
  failNext(status: number, body: Record<string, unknown>): void;
}

export function createFakePostgrest(options: {
  url: string;
  key: string;
  unique: Record<string, string>;
}): FakePostgrest {
  const tables = new Map<string, Record<string, unknown>[]>();
  const requests: FakePostgrest['requests'] = [];
  let failure: { status: number; body: Record<string, unknown> } | null = null;
  let nextId = 1;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const method = (init.method ?? 'GET').toUpperCase();
    // No functions here: a caller that falls back when the database does not answer (the rate
    // limits) does so, unrecorded, and a scripted failure waits for the next table request.
    if (url.pathname.startsWith('/rest/v1/rpc/'))
      return json(404, { code: 'PGRST202', message: 'no function' });
    requests.push({ method, url: url.href, headers, body });
    if (failure) {
      const { status, body: failBody } = failure;
      failure = null;
      return json(status, failBody);
    }
    if (!url.href.startsWith(`${options.url}/rest/v1/`)) return json(404, { message: 'no route' });
    if (headers.apikey !== options.key || headers.authorization !== `Bearer ${options.key}`) {
      return json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    const table = url.pathname.replace('/rest/v1/', '');
    const rows = tables.get(table) ?? [];
    tables.set(table, rows);
    if (method === 'POST') {
      const conflict = url.searchParams.get('on_conflict');
      const ignore = (headers.prefer ?? '').includes('resolution=ignore-duplicates');
      const uniqueColumn = options.unique[table];
      const inserted: Record<string, unknown>[] = [];
      for (const row of (Array.isArray(body) ? body : [body]) as Record<string, unknown>[]) {
        const clash = uniqueColumn
          ? rows.find((existing) => existing[uniqueColumn] === row[uniqueColumn])
          : undefined;
        if (clash) {
          if (ignore && conflict === uniqueColumn) continue;
          return json(409, {
            code: '23505',
            message: `duplicate key value violates unique constraint "${table}_${uniqueColumn}_key"`,
          });
        }
        const stored = { id: `row-${nextId++}`, ...row };
        rows.push(stored);
        inserted.push(stored);
      }
      return json(
        201,
        inserted.map((row) => ({ id: row.id })),
      );
    }
    const matched = matching(rows, url.searchParams);
    if (!matched) return json(501, { message: `fake PostgREST: unknown filter in ${url.search}` });
    if (method === 'PATCH') {
      for (const row of matched) Object.assign(row, body);
      return json(
        200,
        matched.map((row) => ({ id: row.id })),
      );
    }
    if (method === 'DELETE') {
      for (const row of matched) rows.splice(rows.indexOf(row), 1);
      return new Response(null, { status: 204 });
    }
    if (method === 'GET') {
      let found = [...matched];
      const order = url.searchParams.get('order');
      if (order) {
        const [column, direction] = order.split('.') as [string, string | undefined];
        found.sort(
          (a, b) => String(a[column]).localeCompare(String(b[column])) * (direction === 'desc' ? -1 : 1),
        );
      }
      const limit = url.searchParams.get('limit');
      if (limit) found = found.slice(0, Number(limit));
      if ((headers.accept ?? '').includes('application/vnd.pgrst.object+json')) {
        if (found.length === 1) return json(200, found[0]);
        return json(406, {
          code: 'PGRST116',
          details: `The result contains ${found.length} rows`,
          hint: null,
          message: 'JSON object requested, multiple (or no) rows returned',
        });
      }
      return json(200, found);
    }
    return json(405, { message: 'method not supported by the fake' });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    rows: (table) => tables.get(table) ?? [],
    requests,
    failNext: (status, body) => {
      failure = { status, body };
    },
  };
}

const NOT_FILTERS = new Set(['select', 'order', 'limit', 'on_conflict', 'columns']);

/** The rows every filter of the query keeps, or null when a filter is not one this fake knows. */
function matching(
  rows: Record<string, unknown>[],
  params: URLSearchParams,
): Record<string, unknown>[] | null {
  const tests: ((row: Record<string, unknown>) => boolean)[] = [];
  for (const [column, filter] of params) {
    if (NOT_FILTERS.has(column)) continue;
    const [operator, ...rest] = filter.split('.');
    const value = rest.join('.');
    const cell = (row: Record<string, unknown>) => (row[column] === null ? null : String(row[column]));
    if (operator === 'eq') tests.push((row) => cell(row) === value);
    else if (operator === 'neq') tests.push((row) => cell(row) !== value);
    else if (operator === 'gt') tests.push((row) => cell(row) !== null && cell(row)! > value);
    else if (operator === 'lt') tests.push((row) => cell(row) !== null && cell(row)! < value);
    else return null;
  }
  return rows.filter((row) => tests.every((test) => test(row)));
}
