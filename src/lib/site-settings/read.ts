import type { SupabaseSource } from '../blog/supabase-fetch';
import { PUBLIC_SETTING_KEYS, resolveSettingRows, type ResolvedSettings } from './schema';

/** The only rows the build asks for; RLS lets the anon key read exactly these (migration 20260205…). */
export const SETTINGS_QUERY = `select=key,value&key=in.(${PUBLIC_SETTING_KEYS.join(',')})`;
/** A build never waits long on settings: the environment and defaults are always there. */
export const SETTINGS_TIMEOUT_MS = 10_000;

/**
 * Reads the saved public site settings through PostgREST with the anon key and resolves them
 * into build variables. Never throws: a failed or odd reply becomes a warning and no overrides.
 */
export async function readSiteSettings(
  source: SupabaseSource,
  timeoutMs = SETTINGS_TIMEOUT_MS,
): Promise<ResolvedSettings> {
  const doFetch = source.fetch ?? fetch;
  const url = `${source.url.replace(/\/+$/, '')}/rest/v1/site_settings?${SETTINGS_QUERY}`;
  try {
    const response = await doFetch(url, {
      headers: {
        apikey: source.anonKey,
        Authorization: `Bearer ${source.anonKey}`,
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const reason = await response.text().catch(() => '');
      return {
        env: {},
        warnings: [
          `site settings: Supabase answered HTTP ${response.status} (${reason.slice(0, 160)}); using the environment and defaults`,
        ],
      };
    }
    const body: unknown = await response.json().catch(() => undefined);
    return resolveSettingRows(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      env: {},
      warnings: [`site settings: could not be read (${reason}); using the environment and defaults`],
    };
  }
}
