import { describe, expect, it, vi } from 'vitest';
import { onRequestPost } from '../../../functions/api/admin-deploy';
import { DEPLOY_LIMIT, triggerDeploy } from '@/lib/admin/deploy';
import { DEPLOY_NOT_CONFIGURED } from '@/lib/admin/deploy-messages';
import { createRateLimiter } from '@/lib/http/rate-limit';

const env = {
  SUPABASE_URL: 'https://qwertyuiopasdfgh.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
  DEPLOY_HOOK_URL: 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/abc',
};
const USER_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01';

/** The database's rate-limit answer (public.take_rate_limit): allowed unless told otherwise. */
let rateWindow = { allowed: true, hits: 1, retry_after_ms: 0 };

function fakeFetch(profile: unknown[], userStatus = 200) {
  const calls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    // The rebuilds' window answers as told; the per-client one every call counts in allows it.
    if (url.endsWith('/rest/v1/rpc/take_rate_limit'))
      return Response.json([
        String(init?.body).includes('"admin-deploy"')
          ? rateWindow
          : { allowed: true, hits: 1, retry_after_ms: 0 },
      ]);
    if (url.endsWith('/auth/v1/user'))
      return new Response(JSON.stringify({ id: USER_ID }), { status: userStatus });
    if (url.includes('/rest/v1/user_profiles')) return new Response(JSON.stringify(profile), { status: 200 });
    if (url === env.DEPLOY_HOOK_URL) return new Response('{}', { status: 200 });
    return new Response('no', { status: 501 });
  }) as typeof fetch;
  return { fetcher, calls };
}

async function call(
  headers: Record<string, string>,
  envOverride: Record<string, string | undefined>,
  fetcher: typeof fetch,
) {
  const original = globalThis.fetch;
  globalThis.fetch = fetcher;
  try {
    const reply = await onRequestPost({
      request: new Request('https://astrelle.app/api/admin-deploy', { method: 'POST', headers }),
      env: envOverride,
    });
    return { status: reply.status, body: await reply.json(), retryAfter: reply.headers.get('retry-after') };
  } finally {
    globalThis.fetch = original;
  }
}

describe('POST /api/admin-deploy', () => {
  it('calls the hook for an active editor or admin', async () => {
    const { fetcher, calls } = fakeFetch([{ role: 'editor', status: 'active' }]);
    expect(await call({ authorization: 'Bearer user-token' }, env, fetcher)).toMatchObject({
      status: 200,
      body: { requested: true },
    });
    expect(calls).toContain(env.DEPLOY_HOOK_URL);
  });

  it('refuses without a session, with an expired one, or without the role', async () => {
    expect((await call({}, env, fakeFetch([]).fetcher)).status).toBe(401);
    expect((await call({ authorization: 'Bearer x' }, env, fakeFetch([], 401).fetcher)).status).toBe(401);
    const reader = fakeFetch([{ role: 'user', status: 'active' }]);
    expect((await call({ authorization: 'Bearer x' }, env, reader.fetcher)).status).toBe(403);
    expect(reader.calls).not.toContain(env.DEPLOY_HOOK_URL);
    expect(
      (
        await call(
          { authorization: 'Bearer x' },
          env,
          fakeFetch([{ role: 'admin', status: 'suspended' }]).fetcher,
        )
      ).status,
    ).toBe(403);
  });

  it('checks the caller before saying anything about the hook', async () => {
    const noHook = { ...env, DEPLOY_HOOK_URL: undefined };
    const anonymous = await call({}, noHook, fakeFetch([]).fetcher);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/hook/i);
    const reader = await call(
      { authorization: 'Bearer x' },
      noHook,
      fakeFetch([{ role: 'user', status: 'active' }]).fetcher,
    );
    expect(reader.status).toBe(403);
    expect(JSON.stringify(reader.body)).not.toMatch(/hook/i);
  });

  it('limits rebuilds per account, in the database window when there is one', async () => {
    rateWindow = { allowed: false, hits: 11, retry_after_ms: 7 * 60_000 };
    try {
      const { fetcher, calls } = fakeFetch([{ role: 'admin', status: 'active' }]);
      const refused = await call({ authorization: 'Bearer x' }, env, fetcher);
      expect(refused).toMatchObject({ status: 429, retryAfter: String(7 * 60) });
      expect(refused.body.error).toBe(
        `Too many rebuilds: at most ${DEPLOY_LIMIT.max} an hour. Try again in 7 min; the next rebuild shows every change saved until then.`,
      );
      expect(calls).not.toContain(env.DEPLOY_HOOK_URL);
    } finally {
      rateWindow = { allowed: true, hits: 1, retry_after_ms: 0 };
    }
  });

  it('keeps the window per signed-in account, not per address', async () => {
    const limiter = createRateLimiter(DEPLOY_LIMIT);
    const take = vi.fn(limiter.take);
    const { fetcher, calls } = fakeFetch([{ role: 'editor', status: 'active' }]);
    for (let n = 0; n < DEPLOY_LIMIT.max; n += 1)
      await expect(triggerDeploy(env, 'Bearer x', fetcher, { take })).resolves.toEqual({ requested: true });
    await expect(triggerDeploy(env, 'Bearer x', fetcher, { take })).rejects.toMatchObject({ status: 429 });
    expect(take).toHaveBeenLastCalledWith(`account:${USER_ID}`);
    expect(calls.filter((url) => url === env.DEPLOY_HOOK_URL)).toHaveLength(DEPLOY_LIMIT.max);
  });

  it('says so when no hook or no backend is configured, never showing the hook', async () => {
    const none = await call(
      { authorization: 'Bearer x' },
      { ...env, DEPLOY_HOOK_URL: undefined },
      fakeFetch([{ role: 'editor', status: 'active' }]).fetcher,
    );
    expect(none.status).toBe(503);
    // The admin reads exactly this answer as "no hook is set" (src/admin/data/deploy.ts).
    expect(none.body).toEqual({ error: DEPLOY_NOT_CONFIGURED });
    const noBackend = await call(
      { authorization: 'Bearer x' },
      { DEPLOY_HOOK_URL: env.DEPLOY_HOOK_URL },
      fakeFetch([]).fetcher,
    );
    expect(noBackend.status).toBe(503);
    expect(JSON.stringify(noBackend.body)).not.toContain('webhooks');
  });
});
