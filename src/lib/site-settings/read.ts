import { anonClient, type SupabaseSource } from '../supabase/server-client';
import { PUBLIC_SETTING_KEYS, resolveSettingRows, type ResolvedSettings } from './schema';

/** A build never waits long on settings: the environment and defaults are always there. */
export const SETTINGS_TIMEOUT_MS = 10_000;

/**
 * Reads the saved public site settings with the anon key (RLS lets it read exactly these rows,
 * migration 20260205…) and resolves them into build variables. Never throws: a failed or odd
 * reply becomes a warning and no overrides.
 */
export async function readSiteSettings(
  source: SupabaseSource,
  timeoutMs = SETTINGS_TIMEOUT_MS,
): Promise<ResolvedSettings> {
  const unread = (reason: string): ResolvedSettings => ({
    env: {},
    warnings: [`site settings: ${reason}; using the environment and defaults`],
  });
  try {
    const { data, error, status } = await anonClient(source)
      .from('site_settings')
      .select('key,value')
      .in('key', [...PUBLIC_SETTING_KEYS])
      // One try within the time limit: the build goes on with the environment anyway.
      .retry(false)
      .abortSignal(AbortSignal.timeout(timeoutMs));
    // supabase-js answers a network failure or time-out with status 0, a body it cannot parse with its status.
    if (error && status === 0) return unread(`could not be read (${error.message})`);
    if (error && (status < 200 || status > 299))
      return unread(`Supabase answered HTTP ${status} (${error.message.slice(0, 160)})`);
    return resolveSettingRows(error ? undefined : data);
  } catch (error) {
    return unread(`could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
}
