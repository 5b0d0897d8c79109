import type { AdminData } from '../data/interfaces';

/**
 * What publishing does, in the words every screen that offers it uses (docs/admin.md#publishing).
 * In the local preview nothing leaves the browser: no build ever sees its articles, so it must
 * never sound as if the site will show them.
 */
export const LOCAL_PREVIEW_PUBLISHING =
  'Local preview: publishing keeps the article in this browser only; the site does not change. Connect Supabase and a deploy hook to publish to the site.';

/** The deploy hook's line on the Settings and automation Health screens. */
export function deployHookNote(kind: AdminData['kind'], hookConfigured: boolean): string {
  if (kind === 'local-preview') return LOCAL_PREVIEW_PUBLISHING;
  return hookConfigured
    ? 'Set: publishing rebuilds the site, and the change is live in a few minutes.'
    : 'Not set (DEPLOY_HOOK_URL): published articles reach the site with the next build.';
}
