import { localPreviewRequested, type EnvSource } from '@/config/env';
import { supabaseSource } from '@/lib/supabase/public-source';

/**
 * Which admin a build gets (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production): the real one when Supabase is configured; the
 * browser-only local preview only when the local start command set the explicit flag; and
 * otherwise nothing but a "not configured" notice.
 */
export type AdminMode = 'supabase' | 'local-preview' | 'not-configured';

export function resolveAdminMode(env?: EnvSource): AdminMode {
  if (supabaseSource(env)) return 'supabase';
  if (localPreviewRequested(env)) return 'local-preview';
  return 'not-configured';
}
