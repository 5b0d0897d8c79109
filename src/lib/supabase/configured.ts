/**
 * Supabase counts as configured only with a real hosted address (docs/admin.md#access): an https URL
 * whose host is not a placeholder, an example, a demo or a test host, plus a non-empty key.
 */
const NOT_REAL_HOST =
  /(^|[.-])(example|placeholder|your-project|yourproject|demo|test|localhost|changeme)([.-]|$)/i;

export function isRealSupabaseUrl(url: string | undefined | null): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  return !NOT_REAL_HOST.test(parsed.hostname) && !/^\d+\.\d+\.\d+\.\d+$/.test(parsed.hostname);
}

export function isSupabaseConfigured(
  url: string | undefined | null,
  key: string | undefined | null,
): boolean {
  return isRealSupabaseUrl(url) && typeof key === 'string' && key.trim().length > 20;
}
