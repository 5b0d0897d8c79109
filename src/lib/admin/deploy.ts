import type { SupabaseServiceEnv } from '../supabase/server-client';
import { requireStaff } from './staff-auth';
import { HttpError } from '../http/reply';
import { DEPLOY_NOT_CONFIGURED } from './deploy-messages';

/**
 * Publishing rebuilds the static site (docs/decisions.md 11) through the host's deploy hook. The hook
 * address stays on the server; only a signed-in, active admin or editor may trigger it.
 */
export interface DeployEnv extends SupabaseServiceEnv {
  DEPLOY_HOOK_URL?: string;
}

export async function triggerDeploy(
  env: DeployEnv,
  authorization: string | null,
  fetcher: typeof fetch = fetch,
): Promise<{ requested: true }> {
  const hook = env.DEPLOY_HOOK_URL?.trim() ?? '';
  if (!/^https:\/\//.test(hook)) throw new HttpError(503, DEPLOY_NOT_CONFIGURED);
  await requireStaff(env, authorization, 'publish', fetcher);

  const hookReply = await fetcher(hook, { method: 'POST' });
  if (!hookReply.ok) throw new HttpError(502, `The deploy hook answered ${hookReply.status}.`);
  return { requested: true };
}
