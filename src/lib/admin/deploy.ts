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

/** The hook's address when one is set (an https URL), else undefined. */
export function deployHookOf(env: Pick<DeployEnv, 'DEPLOY_HOOK_URL'>): string | undefined {
  const hook = env.DEPLOY_HOOK_URL?.trim() ?? '';
  return /^https:\/\//.test(hook) ? hook : undefined;
}

/** Asks the host to rebuild: one POST to the hook; a refusal is a 502 for the caller. */
export async function callDeployHook(
  hook: string,
  fetcher: typeof fetch = fetch,
): Promise<{ requested: true }> {
  const hookReply = await fetcher(hook, { method: 'POST' });
  if (!hookReply.ok) throw new HttpError(502, `The deploy hook answered ${hookReply.status}.`);
  return { requested: true };
}

export async function triggerDeploy(
  env: DeployEnv,
  authorization: string | null,
  fetcher: typeof fetch = fetch,
): Promise<{ requested: true }> {
  const hook = deployHookOf(env);
  if (!hook) throw new HttpError(503, DEPLOY_NOT_CONFIGURED);
  await requireStaff(env, authorization, 'publish', fetcher);
  return callDeployHook(hook, fetcher);
}
