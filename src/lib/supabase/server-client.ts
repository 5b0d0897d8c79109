import { createClient, type PostgrestError } from '@supabase/supabase-js';
import type { AstrelleClient } from './client';
import { isSupabaseConfigured } from './configured';
import type { Database } from './database.types';

/**
 * The one way server-side code reaches the database: supabase-js (PostgREST and Auth) with the
 * service role in the functions, or the anon key in build-time reads. No session is kept or
 * refreshed; every call carries the key it was made with. The service role key lives only in
 * the function environment and never reaches a browser.
 */

/** Where the functions' database is: the service settings from the host's environment. */
export interface SupabaseServiceEnv {
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
}

export interface ServiceConfig {
  url: string;
  serviceRoleKey: string;
  /** Tests answer with a fake PostgREST here. */
  fetch?: typeof fetch;
}

/** Build-time reads with the public anon key (Row Level Security shows only what is published). */
export interface SupabaseSource {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
}

/** The service settings when both are present and real, otherwise null (storage not configured). */
export function serviceConfigFromEnv(env: SupabaseServiceEnv | undefined): ServiceConfig | null {
  const url = env?.SUPABASE_URL?.trim();
  const key = env?.SUPABASE_SERVICE_ROLE_KEY?.trim();
  if (!url || !key || !isSupabaseConfigured(url, key)) return null;
  return { url: url.replace(/\/+$/, ''), serviceRoleKey: key };
}

function serverClient(url: string, key: string, customFetch: typeof fetch | undefined): AstrelleClient {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(customFetch ? { global: { fetch: customFetch } } : {}),
  });
}

/** The service-role client (cheap to make: it keeps no session and opens no connection). */
export function serviceClient(config: ServiceConfig): AstrelleClient {
  return serverClient(config.url, config.serviceRoleKey, config.fetch);
}

/** The anon-key client for build-time reads. */
export function anonClient(source: SupabaseSource): AstrelleClient {
  return serverClient(source.url, source.anonKey, source.fetch);
}

/** A failed database call; the message is for the operator's log, never for the visitor. */
export class DatabaseError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

/** A supabase-js reply's data, or a DatabaseError with PostgREST's code and reason. */
export function dataOrThrow<Reply extends { error: PostgrestError | null; status: number; data: unknown }>(
  reply: Reply,
): Extract<Reply, { error: null }>['data'] {
  if (reply.error) {
    const { code, message, hint } = reply.error;
    throw new DatabaseError(reply.status, code || undefined, [message, hint].filter(Boolean).join(' · '));
  }
  return reply.data;
}
