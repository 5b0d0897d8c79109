/**
 * POST /api/daily-rebuild (docs/horoscopes.md#always-today): the scheduler's call at 00:00 UTC
 * that asks the host to rebuild the site, so the horoscopes' "today" moves on. The caller shows
 * the scheduler's bearer secret (AUTOMATION_RUNNER_SECRET, the automation runner's); the hook
 * address stays on the server. A few calls a day at most: a scheduler gone wrong cannot start
 * a build every minute.
 */
import { callDeployHook, deployHookOf, type DeployEnv } from '@/lib/admin/deploy';
import { bearerToken, secretMatches } from '@/lib/automation/secret';
import { readBodyBytes } from '@/lib/http/body';
import { limitClient } from '@/lib/http/client-limits';
import { rateLimiterFor, type RateLimiter } from '@/lib/http/rate-limit';
import { errorReply, jsonReply } from '@/lib/http/reply';
import { utcDay } from '@/lib/horoscope/days';

export interface DailyRebuildEnv extends DeployEnv {
  AUTOMATION_RUNNER_SECRET?: string;
}

/** At most this many rebuilds per 24 hours from the scheduler (a retry or two after a failed build). */
export const DAILY_REBUILD_LIMIT = { max: 4, windowMs: 24 * 60 * 60 * 1000 } as const;

export const NO_HOOK_MESSAGE =
  'No deploy hook is configured (DEPLOY_HOOK_URL): the horoscopes move on only with the next build.';
/** Said to anyone: it names no setting (docs/security.md#no-leaks). */
export const NO_SECRET_MESSAGE = 'The daily rebuild answers only the scheduler.';

export interface DailyRebuildOptions {
  fetcher?: typeof fetch;
  limiter?: RateLimiter;
  now?: () => Date;
}

export async function handleDailyRebuild(
  request: Request,
  env: DailyRebuildEnv,
  options: DailyRebuildOptions = {},
): Promise<Response> {
  if (request.method !== 'POST') return errorReply(405, 'Method not allowed. Use POST.', { allow: 'POST' });
  await readBodyBytes(request, 1024);
  // Every call counts, a wrong secret too (docs/security.md#rate-limits).
  await limitClient(request, env, 'bearer-token');
  // The caller first, as for publishing: a stranger never learns whether a hook is set.
  if (!(await secretMatches(env.AUTOMATION_RUNNER_SECRET, bearerToken(request.headers.get('authorization')))))
    return errorReply(401, NO_SECRET_MESSAGE);
  const hook = deployHookOf(env);
  if (!hook) return errorReply(503, NO_HOOK_MESSAGE);
  const limiter = options.limiter ?? rateLimiterFor(env, 'daily-rebuild', DAILY_REBUILD_LIMIT);
  const decision = await limiter.take('scheduler');
  if (!decision.allowed) {
    const seconds = Math.ceil(decision.retryAfterMs / 1000);
    return errorReply(429, `The site was rebuilt often enough today. Try again in ${seconds} seconds.`, {
      'retry-after': String(seconds),
    });
  }
  await callDeployHook(hook, options.fetcher);
  return jsonReply({ requested: true, day: utcDay((options.now ?? (() => new Date()))()) });
}
