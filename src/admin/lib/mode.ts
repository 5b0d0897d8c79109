import { isSupabaseConfigured } from '../../lib/supabase/configured';

/**
 * Which admin a build gets (docs/decisions.md 2): the real one when Supabase is configured; the
 * browser-only local preview only when the local start command set the explicit flag; and
 * otherwise nothing but a "not configured" notice.
 */
export type AdminMode = 'supabase' | 'local-preview' | 'not-configured';

export function resolveAdminMode(env: {
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
  PUBLIC_ADMIN_LOCAL_PREVIEW?: string | undefined;
}): AdminMode {
  if (isSupabaseConfigured(env.PUBLIC_SUPABASE_URL, env.PUBLIC_SUPABASE_ANON_KEY)) return 'supabase';
  // Exactly 'true', the value `npm start` sets: App.tsx tests the same literal at build time.
  if (env.PUBLIC_ADMIN_LOCAL_PREVIEW === 'true') return 'local-preview';
  return 'not-configured';
}
