/**
 * The daily rebuild (docs/horoscopes.md#always-today): the scheduler's POST with its bearer secret
 * calls the host's deploy hook; anyone else, a missing hook and a scheduler gone wrong are refused.
 * And the scheduler Worker makes exactly that call.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/http/rate-limit';
import {
  DAILY_REBUILD_LIMIT,
  handleDailyRebuild,
  NO_HOOK_MESSAGE,
  NO_SECRET_MESSAGE,
} from '@/lib/site/daily-rebuild';
import { requestDailyRebuild } from '../../../scheduler/daily-rebuild';

const HOOK = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/abc';
const SECRET = 'scheduler-secret-0123456789abcdef';
const env = { DEPLOY_HOOK_URL: HOOK, AUTOMATION_RUNNER_SECRET: SECRET };

function hook(status = 200) {
  const calls: Array<{ url: string; method: string }> = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' });
    return new Response('{}', { status });
  }) as typeof fetch;
  return { fetcher, calls };
}

const post = (authorization?: string) =>
  new Request('https://astrelle.app/api/daily-rebuild', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

describe('POST /api/daily-rebuild', () => {
  it('calls the deploy hook once for the scheduler and says which day it is', async () => {
    const { fetcher, calls } = hook();
    const reply = await handleDailyRebuild(post(`Bearer ${SECRET}`), env, {
      fetcher,
      limiter: createRateLimiter(DAILY_REBUILD_LIMIT),
      now: () => new Date('2026-11-28T00:00:05Z'),
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ requested: true, day: '2026-11-28' });
    expect(calls).toEqual([{ url: HOOK, method: 'POST' }]);
  });

  it('refuses a wrong or missing secret with 401 and never calls the hook', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`]) {
      const { fetcher, calls } = hook();
      const reply = await handleDailyRebuild(post(authorization), env, { fetcher });
      expect(reply.status).toBe(401);
      expect(await reply.json()).toEqual({ error: NO_SECRET_MESSAGE });
      expect(calls).toEqual([]);
    }
    const { fetcher } = hook();
    const unset = await handleDailyRebuild(post(`Bearer ${SECRET}`), { DEPLOY_HOOK_URL: HOOK }, { fetcher });
    expect(unset.status).toBe(401);
    // A stranger hears 401 even where no hook is set: nothing about the configuration leaks.
    const stranger = await handleDailyRebuild(post('Bearer wrong'), { AUTOMATION_RUNNER_SECRET: SECRET });
    expect(stranger.status).toBe(401);
  });

  it('says plainly when no hook is set (503), and passes a failing hook on as 502', async () => {
    const none = await handleDailyRebuild(post(`Bearer ${SECRET}`), { AUTOMATION_RUNNER_SECRET: SECRET });
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ error: NO_HOOK_MESSAGE });
    const { fetcher } = hook(500);
    await expect(
      handleDailyRebuild(post(`Bearer ${SECRET}`), env, {
        fetcher,
        limiter: createRateLimiter(DAILY_REBUILD_LIMIT),
      }),
    ).rejects.toMatchObject({ status: 502 });
  });

  it(`allows ${DAILY_REBUILD_LIMIT.max} rebuilds a day, then answers 429 with Retry-After`, async () => {
    const limiter = createRateLimiter(DAILY_REBUILD_LIMIT);
    const { fetcher, calls } = hook();
    for (let index = 0; index < DAILY_REBUILD_LIMIT.max; index += 1)
      expect((await handleDailyRebuild(post(`Bearer ${SECRET}`), env, { fetcher, limiter })).status).toBe(
        200,
      );
    const refused = await handleDailyRebuild(post(`Bearer ${SECRET}`), env, { fetcher, limiter });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(calls).toHaveLength(DAILY_REBUILD_LIMIT.max);
  });

  it('answers other methods with 405', async () => {
    const reply = await handleDailyRebuild(new Request('https://astrelle.app/api/daily-rebuild'), env);
    expect(reply.status).toBe(405);
  });
});

describe('the scheduler Worker', () => {
  it('posts to the site with the bearer secret, and fails loudly on a refusal', async () => {
    const seen: Array<{ url: string; auth: string | null; method?: string }> = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({
        url: String(input),
        auth: new Headers(init?.headers).get('authorization'),
        method: init?.method,
      });
      return new Response('{}', { status: seen.length === 1 ? 200 : 401 });
    }) as typeof fetch;
    const schedulerEnv = { SITE_URL: 'https://astrelle.app', AUTOMATION_RUNNER_SECRET: SECRET };
    await requestDailyRebuild(schedulerEnv, fetcher);
    expect(seen).toEqual([
      { url: 'https://astrelle.app/api/daily-rebuild', auth: `Bearer ${SECRET}`, method: 'POST' },
    ]);
    await expect(requestDailyRebuild(schedulerEnv, fetcher)).rejects.toThrow(/refused: 401/);
  });
});
