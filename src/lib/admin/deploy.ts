import type { SupabaseServiceEnv } from '../supabase/server-client';
import { requireStaff } from './staff-auth';
import { HttpError } from '../http/reply';
import { rateLimiterFor, type RateLimit, type RateLimiter } from '../http/rate-limit';
import { DEPLOY_NOT_CONFIGURED } from './deploy-messages';

/**
 * Publishing rebuilds the static site (docs/decisions.md#pages-are-built-not-fetched) through the host's deploy hook. The hook
 * address stays on the server; only a signed-in, active admin or editor may trigger it, and
 * nobody else learns whether one is set.
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

/**
 * Rebuilds per signed-in account and hour (docs/security.md, "Rate limits"). Each one costs the
 * host a whole build, and every rebuild shows all changes saved before it, so a refused one loses
 * nothing but a few minutes.
 */
export const DEPLOY_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

export async function triggerDeploy(
  env: DeployEnv,
  authorization: string | null,
  fetcher: typeof fetch = fetch,
  limiter: RateLimiter = rateLimiterFor(env, 'admin-deploy', DEPLOY_LIMIT),
): Promise<{ requested: true }> {
  // The caller first: a stranger hears 401/403, never whether a hook is set.
  const staff = await requireStaff(env, authorization, 'publish', fetcher);
  const hook = deployHookOf(env);
  if (!hook) throw new HttpError(503, DEPLOY_NOT_CONFIGURED);

  // Keyed by the account, not the address: a session token works from anywhere.
  const decision = await limiter.take(`account:${staff.userId}`);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    throw new HttpError(
      429,
      `Too many rebuilds: at most ${DEPLOY_LIMIT.max} an hour. Try again in ${minutes} min; the next rebuild shows every change saved until then.`,
      { 'retry-after': String(Math.ceil(decision.retryAfterMs / 1000)) },
    );
  }
  return callDeployHook(hook, fetcher);
}
