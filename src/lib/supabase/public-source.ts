import { publicSupabase, type EnvSource } from '@/config/env';
import { isSupabaseConfigured } from './configured';
import type { SupabaseSource } from './server-client';

/**
 * The configured Supabase project (a real hosted address and a key) from the environment, or null
 * when there is none (docs/admin.md#access). The browser's client, the admin page's mode, the
 * build's content loaders, its saved settings and its CSP all ask here.
 */
export function supabaseSource(env?: EnvSource): SupabaseSource | null {
  const { url, anonKey } = publicSupabase(env);
  return isSupabaseConfigured(url, anonKey) ? { url, anonKey } : null;
}
