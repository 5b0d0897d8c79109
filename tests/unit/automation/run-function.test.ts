import { describe, expect, it } from 'vitest';
import { handle } from '@/lib/http/handler';
import { createRateLimiter } from '@/lib/http/rate-limit';
import {
  handleAutomationRun,
  NO_AI_MESSAGE,
  NO_BACKEND_MESSAGE,
  type AutomationRunEnv,
  type Generate,
} from '@/lib/automation/server-run';
import { secretMatches } from '@/lib/automation/secret';
import { generated, job } from './fixtures';

const SUPABASE = 'https://abcdefghijklmnop.supabase.co';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789abcdefghijklmnopqrstuvwxyz';
const SECRET = 'scheduler-secret-0123456789abcdef';
const env: AutomationRunEnv = {
  SUPABASE_URL: SUPABASE,
  SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  AI_API_KEY: 'sk-test',
  AUTOMATION_RUNNER_SECRET: SECRET,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Recorded PostgREST replies, keyed by method and path prefix; every call is kept for the asserts. */
function postgrest(options: { claim?: unknown[]; staff?: { id: string; role: string } | null } = {}) {
  const calls: Call[] = [];
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace('/rest/v1/', '') + url.search;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (url.pathname === '/auth/v1/user')
      return options.staff ? reply({ id: options.staff.id }) : reply({ msg: 'bad jwt' }, 401);
    if (path.startsWith('user_profiles'))
      return reply(options.staff ? [{ role: options.staff.role, status: 'active' }] : []);
    const table = url.pathname.replace('/rest/v1/', '');
    if (method === 'GET' && table === 'automation_job_runs' && url.searchParams.has('started_at'))
      return reply([]);
    if (path.startsWith('site_settings'))
      return reply([{ value: { maxJobsPerRun: 2, retryBaseMinutes: 10 } }]);
    if (path.startsWith('rpc/claim_next_automation_job'))
      return reply(
        calls.filter((call) => call.path.startsWith('rpc/')).length === 1 ? (options.claim ?? []) : [],
      );
    if (path.startsWith('automation_workflows')) return reply([]);
    if (method === 'GET' && table === 'articles' && url.searchParams.get('slug')?.startsWith('in.'))
      return reply([{ slug: 'mercury-retrograde-what-it-changes-for-every-sign' }]);
    if (method === 'POST') return reply([{ id: `${path.split('?')[0]}-new` }], 201);
    if (method === 'PATCH') return new Response(null, { status: 204 });
    return reply({ message: `unexpected ${method} ${path}` }, 500);
  }) as typeof fetch;
  return { calls, fetcher };
}

const post = (authorization?: string) =>
  new Request('https://astrelle.example/api/automation-run', {
    method: 'POST',
    headers: authorization ? { authorization } : {},
  });

function call(
  request: Request,
  runEnv: AutomationRunEnv,
  fetcher: typeof fetch,
  generate: Generate = async () => generated(),
  max = 12,
) {
  const limiter = createRateLimiter({ max, windowMs: 60_000 });
  return handle<AutomationRunEnv>(({ request: r, env: e }) =>
    handleAutomationRun(r, e, {
      generate,
      fetch: fetcher,
      limiter,
      now: () => new Date('2026-03-01T10:00:00.000Z'),
    }),
  )({ request, env: runEnv });
}

describe('the scheduler secret', () => {
  it('matches only the exact secret, and nothing when none is set', async () => {
    expect(await secretMatches(SECRET, SECRET)).toBe(true);
    expect(await secretMatches(SECRET, `${SECRET}x`)).toBe(false);
    expect(await secretMatches(SECRET, SECRET.slice(0, -1))).toBe(false);
    expect(await secretMatches(undefined, 'anything')).toBe(false);
    expect(await secretMatches('   ', '   ')).toBe(false);
  });
});

describe('POST /api/automation-run', () => {
  it('answers 503 with a clear message without Supabase, and refuses other methods', async () => {
    const { fetcher, calls } = postgrest();
    const response = await call(post(`Bearer ${SECRET}`), { ...env, SUPABASE_URL: undefined }, fetcher);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: NO_BACKEND_MESSAGE });
    expect(calls).toEqual([]);
    expect(
      (await call(new Request('https://astrelle.example/api/automation-run'), env, fetcher)).status,
    ).toBe(405);
  });

  it('refuses a body larger than 1 KB before any other work (it reads none)', async () => {
    const { fetcher, calls } = postgrest();
    const request = new Request('https://astrelle.example/api/automation-run', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}` },
      body: 'x'.repeat(2000),
    });
    expect((await call(request, env, fetcher)).status).toBe(413);
    expect(calls).toEqual([]);
  });

  it('refuses a wrong secret, and the right one once the secret is unset', async () => {
    const wrong = postgrest();
    const refused = await call(post('Bearer not-the-secret'), env, wrong.fetcher);
    expect(refused.status).toBe(401);
    expect(wrong.calls.some((c) => c.path.startsWith('rpc/'))).toBe(false);
    const unset = postgrest();
    expect(
      (await call(post(`Bearer ${SECRET}`), { ...env, AUTOMATION_RUNNER_SECRET: undefined }, unset.fetcher))
        .status,
    ).toBe(401);
    expect((await call(post(), env, postgrest().fetcher)).status).toBe(401);
  });

  it('refuses a signed-in editor: running jobs is for admins', async () => {
    const { fetcher } = postgrest({ staff: { id: '11111111-1111-4111-8111-111111111111', role: 'editor' } });
    const response = await call(post('Bearer user-token'), env, fetcher);
    expect(response.status).toBe(403);
  });

  it('answers 503 when no AI key is set, before claiming a job', async () => {
    const { fetcher, calls } = postgrest({ claim: [job({ state: 'running', attempts: 1 })] });
    const response = await call(post(`Bearer ${SECRET}`), { ...env, AI_API_KEY: '' }, fetcher);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: NO_AI_MESSAGE });
    expect(calls.some((c) => c.path.startsWith('rpc/'))).toBe(false);
  });

  it('with the secret: claims, generates, saves the draft, records run, usage and audit, and finishes the job', async () => {
    const { fetcher, calls } = postgrest({ claim: [job({ state: 'running', attempts: 1 })] });
    const requests: unknown[] = [];
    const response = await call(post(`Bearer ${SECRET}`), env, fetcher, async (request, deps) => {
      requests.push({ request, ai: deps.ai });
      return generated();
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { outcomes: { kind: string; articleId?: string }[] };
    expect(body.outcomes.map((o) => o.kind)).toEqual(['succeeded']);
    expect(body.outcomes[0]!.articleId).toBe('articles-new');
    expect(requests).toEqual([
      {
        request: expect.objectContaining({ targetKeyword: 'mercury retrograde' }),
        ai: expect.objectContaining({ apiKey: 'sk-test' }),
      },
    ]);
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(writes).toEqual([
      'POST rpc/claim_next_automation_job',
      'POST automation_job_runs',
      'POST ai_usage',
      'POST articles',
      'PATCH automation_job_runs',
      'PATCH automation_jobs',
      'POST rpc/claim_next_automation_job',
      'POST audit_log',
    ]);
    const article = calls.find((c) => c.method === 'POST' && c.path.startsWith('articles'))!.body as Record<
      string,
      unknown
    >;
    expect(article).toMatchObject({
      status: 'draft',
      slug: 'mercury-retrograde-what-it-changes-for-every-sign-2',
    });
    expect(
      calls.find((c) => c.method === 'PATCH' && c.path.startsWith('automation_jobs'))!.body,
    ).toMatchObject({ state: 'done', article_id: 'articles-new' });
    expect(calls.find((c) => c.path.startsWith('audit_log'))!.body).toMatchObject({
      actor_id: null,
      action: 'automation.run',
      detail: { via: 'scheduler' },
    });
  });

  it('re-queues a failed generation with the stored back-off and records the error', async () => {
    const { fetcher, calls } = postgrest({ claim: [job({ state: 'running', attempts: 1 })] });
    const response = await call(post(`Bearer ${SECRET}`), env, fetcher, async () => {
      throw new Error('Failed to parse response: Unexpected token');
    });
    const body = (await response.json()) as { outcomes: { kind: string; willRetry?: boolean }[] };
    expect(body.outcomes[0]).toMatchObject({ kind: 'failed', willRetry: true });
    expect(calls.find((c) => c.path.startsWith('automation_errors'))!.body).toMatchObject({
      message: 'Failed to parse response: Unexpected token',
    });
    expect(calls.find((c) => c.method === 'PATCH' && c.path.startsWith('automation_jobs'))!.body).toEqual({
      state: 'queued',
      due_at: '2026-03-01T10:10:00.000Z',
      last_error: 'Failed to parse response: Unexpected token',
    });
  });

  it('lets a signed-in admin run jobs and limits each client (docs/decisions.md#server-side-limits-for-paid-calls)', async () => {
    const { fetcher } = postgrest({ staff: { id: '22222222-2222-4222-8222-222222222222', role: 'admin' } });
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000 });
    const run = () =>
      handle<AutomationRunEnv>(({ request, env: e }) =>
        handleAutomationRun(request, e, { generate: async () => generated(), fetch: fetcher, limiter }),
      )({
        request: post('Bearer admin-token'),
        env,
      });
    const first = await run();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { outcomes: { kind: string }[] }).outcomes).toEqual([
      expect.objectContaining({ kind: 'idle' }),
    ]);
    const second = await run();
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('60');
  });
});

describe('GET /api/automation-keys', () => {
  it('tells an admin which keys are set, never a value', async () => {
    const { handleAutomationKeys } = await import('@/lib/automation/keys');
    const { fetcher } = postgrest({ staff: { id: '33333333-3333-4333-8333-333333333333', role: 'admin' } });
    const response = await handleAutomationKeys(
      new Request('https://astrelle.example/api/automation-keys', { headers: { authorization: 'Bearer t' } }),
      {
        ...env,
        DEPLOY_HOOK_URL: ' ',
        EMAIL_API_KEY: 're_test_key',
        EMAIL_FROM: 'news@astrelle.example',
      } as AutomationRunEnv,
      fetcher,
    );
    const text = await response.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(SERVICE_KEY);
    expect(text).not.toContain('sk-test');
    expect(text).not.toContain('re_test_key');
    expect(text).not.toContain('news@astrelle.example');
    const keys = (JSON.parse(text) as { keys: { name: string; set: boolean }[] }).keys;
    expect(Object.fromEntries(keys.map((key) => [key.name, key.set]))).toEqual({
      AI_API_KEY: true,
      AI_BASE_URL: false,
      AI_MODEL: false,
      SUPABASE_URL: true,
      SUPABASE_SERVICE_ROLE_KEY: true,
      AUTOMATION_RUNNER_SECRET: true,
      DEPLOY_HOOK_URL: false,
      EMAIL_PROVIDER_URL: false,
      EMAIL_API_KEY: true,
      EMAIL_FROM: true,
      EMAIL_UNSUBSCRIBE_SECRET: false,
    });
  });

  it('refuses a caller who is not signed in', async () => {
    const { handleAutomationKeys } = await import('@/lib/automation/keys');
    const run = handle<AutomationRunEnv>(({ request, env: e }) =>
      handleAutomationKeys(request, e, postgrest().fetcher),
    );
    expect(
      (await run({ request: new Request('https://astrelle.example/api/automation-keys'), env })).status,
    ).toBe(401);
  });
});
