import type { DeployService } from '../data/interfaces';
import { needsRebuild, rebuildNote, scopeOf, type PublicChange } from '../lib/rebuild';
import { showToast } from '@/lib/toast/store';

/**
 * Tells the user a change is saved. When the built pages show it, the site is asked to rebuild
 * first and the toast says how that went (rebuilding, no hook set, or failed and why).
 */
export async function announceChange(
  deploy: DeployService,
  title: string,
  change: PublicChange,
  detail = '',
): Promise<void> {
  if (!needsRebuild(change)) {
    showToast(detail ? { title, description: detail } : { title });
    return;
  }
  const outcome = await deploy.requestRebuild();
  const note = rebuildNote(outcome, scopeOf(change));
  showToast({
    // "Article published" would claim more than the local preview does.
    title: outcome.status === 'browser-only' ? `${title} (local preview)` : title,
    description: detail ? `${detail} ${note.description}` : note.description,
    variant: note.variant,
  });
}
