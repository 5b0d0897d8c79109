import { ApiError, bearer, postJson } from '@/lib/http/api-client';
import { DEPLOY_NOT_CONFIGURED } from '@/lib/admin/deploy-messages';
import type { RebuildOutcome } from './interfaces';

/**
 * Asks POST /api/admin-deploy to rebuild the site with the signed-in user's token. Only the
 * function's own "no hook is configured" answer means not configured; any other refusal, a
 * failing hook or no network is a failure the user must hear about.
 */
export async function requestRebuild(token: string | null | undefined): Promise<RebuildOutcome> {
  if (!token)
    return { status: 'failed', message: 'Your session has ended. Sign in again to rebuild the site.' };
  try {
    await postJson('/api/admin-deploy', {}, { headers: bearer(token) });
    return { status: 'requested' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 503 && error.message === DEPLOY_NOT_CONFIGURED)
      return { status: 'not-configured' };
    return {
      status: 'failed',
      message:
        error instanceof Error && error.message ? error.message : 'The rebuild could not be requested.',
    };
  }
}
