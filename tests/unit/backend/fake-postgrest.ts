/**
 * A small in-memory PostgREST for function tests: POST with on_conflict and
 * `resolution=ignore-duplicates`, PATCH with `column=eq.value` filters, replies shaped like
 * PostgREST's (201/200 with the representation, 401 for a wrong key, errors as {code, message}).
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
      for (const row of body as Record<string, unknown>[]) {
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
    if (method === 'PATCH') {
      const filters = [...url.searchParams.entries()].filter(([key]) => key !== 'select');
      const matched = rows.filter((row) =>
        filters.every(
          ([column, filter]) => filter.startsWith('eq.') && String(row[column]) === filter.slice(3),
        ),
      );
      for (const row of matched) Object.assign(row, body);
      return json(
        200,
        matched.map((row) => ({ id: row.id })),
      );
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
