import { ServiceRestError, type ServiceRestConfig } from '../supabase/service-rest';

/**
 * The few PostgREST calls the runner function makes with the service role (select, insert with
 * the new row back, update, RPC). Kept beside the runner because service-rest.ts only covers the
 * visitor-facing inserts.
 */
export interface AutomationRest {
  select<T>(pathAndQuery: string): Promise<T[]>;
  insert<T>(table: string, row: Record<string, unknown>, select?: string): Promise<T>;
  update(table: string, id: string, values: Record<string, unknown>): Promise<void>;
  rpc<T>(name: string, args?: Record<string, unknown>): Promise<T[]>;
}

export function automationRest(config: ServiceRestConfig): AutomationRest {
  const doFetch = config.fetch ?? fetch;
  const send = async (
    path: string,
    init: { method: string; body?: unknown; prefer?: string },
  ): Promise<unknown[]> => {
    const response = await doFetch(`${config.url}/rest/v1/${path}`, {
      method: init.method,
      headers: {
        apikey: config.serviceRoleKey,
        authorization: `Bearer ${config.serviceRoleKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
        ...(init.prefer ? { prefer: init.prefer } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    if (!response.ok) {
      const detail = body && typeof body === 'object' ? (body as { code?: string; message?: string }) : {};
      throw new ServiceRestError(
        response.status,
        detail.code,
        detail.message ?? `PostgREST answered ${response.status}`,
      );
    }
    if (Array.isArray(body)) return body;
    return body === null ? [] : [body];
  };
  return {
    select: async <T>(pathAndQuery: string) => (await send(pathAndQuery, { method: 'GET' })) as T[],
    insert: async <T>(table: string, row: Record<string, unknown>, select = 'id') => {
      const rows = await send(`${table}?select=${encodeURIComponent(select)}`, {
        method: 'POST',
        body: row,
        prefer: 'return=representation',
      });
      if (!rows[0]) throw new ServiceRestError(500, undefined, `Inserting into ${table} returned no row`);
      return rows[0] as T;
    },
    update: async (table, id, values) => {
      await send(`${table}?id=eq.${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: values,
        prefer: 'return=minimal',
      });
    },
    rpc: async <T>(name: string, args: Record<string, unknown> = {}) =>
      (await send(`rpc/${name}`, { method: 'POST', body: args })) as T[],
  };
}
