import { describe, expect, it } from 'vitest';
import { requireAdminCaller } from '@/lib/admin/caller';
import { isLocalPreviewRequest, isLoopbackAddress } from '@/lib/admin/local-preview';
import { HttpError } from '@/lib/http/reply';

const backend = {
  SUPABASE_URL: 'https://qwertyuiopasdfgh.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
};
const USER_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01';
/** A request as `wrangler pages dev` hands it over: CF-Connecting-IP is the socket's peer. */
const local = (
  url = 'http://127.0.0.1:8788/api/generate-article',
  headers: Record<string, string> = { 'cf-connecting-ip': '127.0.0.1' },
) => new Request(url, { method: 'POST', headers });
const PREVIEW = { ADMIN_LOCAL_PREVIEW: 'true' };

function staffFetch(role: string, status = 'active') {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/auth/v1/user')) return new Response(JSON.stringify({ id: USER_ID }), { status: 200 });
    if (url.includes('/rest/v1/user_profiles'))
      return new Response(JSON.stringify([{ role, status }]), { status: 200 });
    return new Response('no', { status: 501 });
  }) as typeof fetch;
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('admin callers (docs/decisions.md#no-default-admin and docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production)', () => {
  it('lets the local preview in only with the flag, no backend and a loopback address', () => {
    expect(isLocalPreviewRequest(PREVIEW, local())).toBe(true);
    expect(isLocalPreviewRequest(PREVIEW, local('http://localhost:4321/api/x'))).toBe(true);
    expect(
      isLocalPreviewRequest(PREVIEW, local('http://[::1]:8788/api/x', { 'cf-connecting-ip': '::1' })),
    ).toBe(true);
    expect(isLocalPreviewRequest({}, local())).toBe(false);
    expect(isLocalPreviewRequest({ ADMIN_LOCAL_PREVIEW: '1' }, local())).toBe(false);
    expect(isLocalPreviewRequest({ ...PREVIEW, ...backend }, local())).toBe(false);
  });

  it('decides "local" from the connecting address, not from a Host that says localhost', () => {
    const host = 'http://localhost/api/generate-article';
    // A visitor on the internet, as Cloudflare's edge (or a spoofing client under wrangler) reports them.
    expect(isLocalPreviewRequest(PREVIEW, local(host, { 'cf-connecting-ip': '203.0.113.9' }))).toBe(false);
    expect(isLocalPreviewRequest(PREVIEW, local(host, { 'cf-connecting-ip': '2001:db8::1' }))).toBe(false);
    // No connecting address at all: not something wrangler or Cloudflare hands over.
    expect(isLocalPreviewRequest(PREVIEW, local(host, {}))).toBe(false);
    // Loopback behind a proxy: every visitor of the proxy would look local.
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via']) {
      expect(
        isLocalPreviewRequest(
          PREVIEW,
          local(host, { 'cf-connecting-ip': '127.0.0.1', [header]: '198.51.100.4' }),
        ),
        header,
      ).toBe(false);
    }
    // From loopback, but named as another site (DNS rebinding).
    expect(isLocalPreviewRequest(PREVIEW, local('http://evil.example:8788/api/x'))).toBe(false);
    expect(isLocalPreviewRequest(PREVIEW, local('https://astrelle.app/api/generate-article'))).toBe(false);
  });

  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    [' 127.0.0.1 ', true],
    ['127.0.0.256', false],
    ['10.0.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['localhost', false],
    ['127.0.0.1, 203.0.113.9', false],
    ['', false],
  ])('isLoopbackAddress(%j) is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it('answers the local preview as its admin', async () => {
    await expect(requireAdminCaller(PREVIEW, local(), 'generate articles')).resolves.toEqual({
      userId: null,
      role: 'admin',
      via: 'local-preview',
    });
  });

  it('refuses callers without a backend (503), without a session (401), and with a role not allowed (403)', async () => {
    expect(
      await statusOf(requireAdminCaller({}, local('https://astrelle.app/api/x'), 'generate articles')),
    ).toBe(503);
    expect(
      await statusOf(requireAdminCaller(backend, local('https://astrelle.app/api/x'), 'generate articles')),
    ).toBe(401);
    const withToken = local('https://astrelle.app/api/x', { authorization: 'Bearer token-value' });
    expect(
      await statusOf(
        requireAdminCaller(backend, withToken, 'generate articles', { fetcher: staffFetch('editor') }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        requireAdminCaller(backend, withToken, 'generate articles', {
          fetcher: staffFetch('admin', 'suspended'),
        }),
      ),
    ).toBe(403);
    await expect(
      requireAdminCaller(backend, withToken, 'generate articles', { fetcher: staffFetch('admin') }),
    ).resolves.toEqual({ userId: USER_ID, role: 'admin', via: 'session' });
    await expect(
      requireAdminCaller(backend, withToken, 'edit SEO fields', {
        roles: ['admin', 'editor'],
        fetcher: staffFetch('editor'),
      }),
    ).resolves.toMatchObject({ role: 'editor' });
  });
});

describe('the connection test in the local preview', () => {
  it('runs for the loopback local preview and is refused to the same flag from the internet', async () => {
    const { serviceStatus } = await import('@/lib/admin/status');
    const calls: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return Response.json({ model: 'fake-chat', choices: [{ message: { content: 'OK' } }] });
    }) as typeof fetch;
    const env = { ADMIN_LOCAL_PREVIEW: 'true', AI_API_KEY: 'k', AI_BASE_URL: 'https://ai.example.org' };
    const tested = await serviceStatus(
      env,
      true,
      local('http://127.0.0.1:8788/api/admin-status?test=1'),
      fetcher,
    );
    expect(tested.ai).toEqual({
      configured: true,
      reachable: true,
      message: 'The provider answered with model fake-chat.',
    });
    expect(calls).toEqual(['https://ai.example.org/v1/chat/completions']);
    expect(
      await statusOf(
        serviceStatus(env, true, local('https://astrelle.app/api/admin-status?test=1'), fetcher),
      ),
    ).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('limits connection tests per client, since each one spends tokens (docs/decisions.md#server-side-limits-for-paid-calls)', async () => {
    const { serviceStatus, CONNECTION_TEST_LIMIT } = await import('@/lib/admin/status');
    const fetcher = (async () =>
      Response.json({ model: 'fake-chat', choices: [{ message: { content: 'OK' } }] })) as typeof fetch;
    const env = { ADMIN_LOCAL_PREVIEW: 'true', AI_API_KEY: 'k', AI_BASE_URL: 'https://ai.example.org' };
    const from = (address: string) =>
      local('http://127.0.0.1:8788/api/admin-status?test=1', { 'cf-connecting-ip': address });
    for (let call = 0; call < CONNECTION_TEST_LIMIT.max; call += 1)
      expect((await serviceStatus(env, true, from('127.0.0.44'), fetcher)).ai.reachable).toBe(true);
    await expect(serviceStatus(env, true, from('127.0.0.44'), fetcher)).rejects.toMatchObject({
      status: 429,
      message: 'Too many connection tests. Try again in 60 min.',
    });
    expect((await serviceStatus(env, true, from('127.0.0.45'), fetcher)).ai.reachable).toBe(true);
  });
});
