import { serviceConfigFromEnv, type ServiceConfig, type SupabaseServiceEnv } from './server-client';

/**
 * The functions' way into the database: PostgREST with the service role key, which only ever
 * lives in the function environment. A few lines of fetch instead of supabase-js keep the
 * functions small.
 */
export type ServiceRestConfig = ServiceConfig;
export { serviceConfigFromEnv, type SupabaseServiceEnv };

/** A PostgREST failure; the message is for the operator's log, never for the visitor. */
export class ServiceRestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceRestError';
  }
}

function headers(config: ServiceRestConfig, prefer: string): Record<string, string> {
  return {
    apikey: config.serviceRoleKey,
    authorization: `Bearer ${config.serviceRoleKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
    prefer,
  };
}

async function send(config: ServiceRestConfig, path: string, init: RequestInit): Promise<unknown[]> {
  const doFetch = config.fetch ?? fetch;
  const response = await doFetch(`${config.url}/rest/v1/${path}`, init);
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
  return Array.isArray(body) ? body : [];
}

/**
 * Inserts a row unless one with the same value in `conflictColumn` exists
 * (`on_conflict` + `resolution=ignore-duplicates`): 'duplicate' when it did.
 */
export async function insertUnlessExists(
  config: ServiceRestConfig,
  table: string,
  row: Record<string, unknown>,
  conflictColumn: string,
): Promise<'inserted' | 'duplicate'> {
  const rows = await send(config, `${table}?on_conflict=${encodeURIComponent(conflictColumn)}&select=id`, {
    method: 'POST',
    headers: headers(config, 'resolution=ignore-duplicates,return=representation'),
    body: JSON.stringify([row]),
  });
  return rows.length > 0 ? 'inserted' : 'duplicate';
}

/** PATCHes the rows matching every `column=eq.value` filter; returns how many changed. */
export async function updateWhere(
  config: ServiceRestConfig,
  table: string,
  equals: Record<string, string>,
  values: Record<string, unknown>,
): Promise<number> {
  const filters = Object.entries(equals)
    .map(([column, value]) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(value)}`)
    .join('&');
  const rows = await send(config, `${table}?${filters}&select=id`, {
    method: 'PATCH',
    headers: headers(config, 'return=representation'),
    body: JSON.stringify(values),
  });
  return rows.length;
}
