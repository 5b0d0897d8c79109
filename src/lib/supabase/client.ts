import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { publicSupabase } from '@/config/env';
import { isSupabaseConfigured } from './configured';
import { CLIENT_INFO, SESSION_STORAGE_KEY } from './constants';
import type { Database } from './database.types';

export type AstrelleClient = SupabaseClient<Database>;

export interface ClientSettings {
  url: string | undefined;
  anonKey: string | undefined;
  /** Tests inject recorded replies here. */
  fetch?: typeof fetch;
  storage?: SupportedStorage;
  /** The cross-tab lock; tests and non-browser callers pass a pass-through. */
  lock?: <R>(name: string, acquireTimeout: number, fn: () => Promise<R>) => Promise<R>;
  detectSessionInUrl?: boolean;
}

/**
 * The one client factory. Returns null when Supabase is not configured (docs/admin.md#access: a real
 * hosted address and a key), so callers must handle "not configured" explicitly. supabase-js
 * refreshes the session itself, on this timing (docs/admin.md, "Sessions"): a 30 s tick
 * while the page is visible, a refresh within 3 ticks of expiry, retries from 200 ms doubling.
 */
export function createSupabaseClient(settings: ClientSettings): AstrelleClient | null {
  const { url, anonKey } = settings;
  if (!url || !anonKey || !isSupabaseConfigured(url, anonKey)) return null;
  return createClient<Database>(url, anonKey, {
    auth: {
      storageKey: SESSION_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: settings.detectSessionInUrl ?? true,
      ...(settings.storage ? { storage: settings.storage } : {}),
      ...(settings.lock ? { lock: settings.lock } : {}),
    },
    global: {
      headers: { 'X-Client-Info': CLIENT_INFO },
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
    },
  });
}

let browserClient: AstrelleClient | null | undefined;

/** The browser's shared client (one per page), or null when not configured. */
export function getBrowserClient(): AstrelleClient | null {
  // The public settings only (docs/configuration.md): the anon key is meant to be public.
  if (browserClient === undefined) browserClient = createSupabaseClient(publicSupabase());
  return browserClient;
}
