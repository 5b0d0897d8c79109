import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/generate-article';
import type { GenerationEvent } from '@/lib/generator/contract';
import { requestGeneration } from '@/lib/generator/client';
import {
  createGenerateArticleEndpoint as createRaw,
  NOT_CONFIGURED_MESSAGE,
  type GeneratorEndpointOptions,
  type GeneratorEnv,
} from '@/lib/generator/endpoint';
import { REQUIRED_INPUTS_MESSAGE } from '@/lib/generator/request';
import { handle } from '@/lib/http/handler';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';
import { baseRequest, replyJson } from './fixtures';
import { jsonPost } from '../../support/requests';

let provider: FakeAiProvider;
let previewEnv: GeneratorEnv;
const backend = {
  SUPABASE_URL: 'https://qwertyuiopasdfgh.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
};
const USER_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01';
const noWait = { sleep: async () => undefined };
/** The endpoint as the function exports it: wrapped by handle(), which turns HttpErrors into replies. */
const createGenerateArticleEndpoint = (options: GeneratorEndpointOptions = {}) => handle(createRaw(options));

function staffFetch(role: string) {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/auth/v1/user')) return new Response(JSON.stringify({ id: USER_ID }), { status: 200 });
    if (url.includes('/rest/v1/user_profiles'))
      return new Response(JSON.stringify([{ role, status: 'active' }]), { status: 200 });
    return new Response('no', { status: 501 });
  }) as typeof fetch;
}

const post = (
  body: unknown,
  { url = 'http://127.0.0.1:8801/api/generate-article', headers = {} as Record<string, string> } = {},
) =>
  // CF-Connecting-IP as wrangler sets it for a caller on this machine (the local preview's rule).
  jsonPost(url, body, { 'cf-connecting-ip': '127.0.0.1', ...headers });

async function readEvents(response: Response): Promise<GenerationEvent[]> {
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as GenerationEvent);
}

beforeAll(async () => {
  provider = await startFakeAiProvider();
  previewEnv = { ADMIN_LOCAL_PREVIEW: 'true', AI_API_KEY: 'test-key', AI_BASE_URL: provider.baseUrl };
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  provider.setFallback(answer(replyJson()));
});

describe('POST /api/generate-article', () => {
  it('streams the progress events and the article as NDJSON for the local preview admin', async () => {
    provider.next({ kind: 'status', status: 429, message: 'slow down' });
    const handler = createGenerateArticleEndpoint({ generateDeps: noWait });
    const response = await handler({ request: post(baseRequest), env: previewEnv });
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events.map((event) => (event.type === 'progress' ? event.progress : event.type))).toEqual([
      10,
      25,
      25,
      45,
      75,
      100,
      'result',
    ]);
    expect(events.find((event) => event.type === 'progress' && event.message === 'Retrying...')).toBeTruthy();
    const last = events.at(-1)!;
    expect(last.type === 'result' && last.article.slug).toBe(
      'mercury-retrograde-and-your-relationships-what-to-expect',
    );
  });

  it('ends the stream with an error line carrying the failure message', async () => {
    provider.next({ kind: 'no-choices' });
    const handler = createGenerateArticleEndpoint({ generateDeps: noWait });
    const events = await readEvents(await handler({ request: post(baseRequest), env: previewEnv }));
    expect(events.at(-2)).toEqual({
      type: 'progress',
      status: 'error',
      progress: 0,
      message: 'Invalid response format: no choices found',
    });
    expect(events.at(-1)).toEqual({ type: 'error', error: 'Invalid response format: no choices found' });
  });

  it('refuses callers who are not admins: no session 401, an editor 403, internet callers of a preview-flagged server 503', async () => {
    const handler = createGenerateArticleEndpoint({ fetcher: staffFetch('editor') });
    const env = { ...backend, AI_API_KEY: 'test-key', AI_BASE_URL: provider.baseUrl };
    expect(
      (
        await handler({
          request: post(baseRequest, { url: 'https://astrelle.app/api/generate-article' }),
          env,
        })
      ).status,
    ).toBe(401);
    const editor = await handler({
      request: post(baseRequest, {
        url: 'https://astrelle.app/api/generate-article',
        headers: { authorization: 'Bearer editor-token' },
      }),
      env,
    });
    expect(editor.status).toBe(403);
    expect(((await editor.json()) as { error: string }).error).toMatch(/admins/i);
    const remote = await handler({
      request: post(baseRequest, { url: 'https://astrelle.app/api/generate-article' }),
      env: previewEnv,
    });
    expect(remote.status).toBe(503);
    expect(provider.requests).toHaveLength(0);
  });

  it('lets a signed-in admin generate with a bearer token', async () => {
    const handler = createGenerateArticleEndpoint({ fetcher: staffFetch('admin'), generateDeps: noWait });
    const env = { ...backend, AI_API_KEY: 'test-key', AI_BASE_URL: provider.baseUrl };
    const response = await handler({
      request: post(baseRequest, {
        url: 'https://astrelle.app/api/generate-article',
        headers: { authorization: 'Bearer admin-token' },
      }),
      env,
    });
    expect(response.status).toBe(200);
    expect((await readEvents(response)).at(-1)?.type).toBe('result');
  });

  it('answers 400 with the required-inputs message for missing inputs, before spending anything', async () => {
    const response = await onRequestPost({
      request: post({ ...baseRequest, customInstructions: ' ' }),
      env: previewEnv as Record<string, string>,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: REQUIRED_INPUTS_MESSAGE });
    expect(provider.requests).toHaveLength(0);
  });

  it('answers 503 with a plain message when no provider key is configured', async () => {
    const response = await onRequestPost({
      request: post(baseRequest),
      env: { ADMIN_LOCAL_PREVIEW: 'true' },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: NOT_CONFIGURED_MESSAGE });
  });

  it('limits generations per client (docs/decisions.md#server-side-limits-for-paid-calls) with 429 and Retry-After', async () => {
    const handler = createGenerateArticleEndpoint({
      limiter: createRateLimiter({ max: 1, windowMs: 60_000 }),
      generateDeps: noWait,
    });
    const first = await handler({
      request: post(baseRequest, { headers: { 'cf-connecting-ip': '127.0.0.5' } }),
      env: previewEnv,
    });
    expect(first.status).toBe(200);
    await first.text();
    const second = await handler({
      request: post(baseRequest, { headers: { 'cf-connecting-ip': '127.0.0.5' } }),
      env: previewEnv,
    });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('60');
    expect(((await second.json()) as { error: string }).error).toMatch(/Too many generations/);
    const other = await handler({
      request: post(baseRequest, { headers: { 'cf-connecting-ip': '127.0.0.6' } }),
      env: previewEnv,
    });
    expect(other.status).toBe(200);
    await other.text();
  });

  it('refuses GET with 405', async () => {
    expect(onRequestGet().status).toBe(405);
  });
});

describe('requestGeneration (browser client)', () => {
  const handler = createGenerateArticleEndpoint({ generateDeps: noWait });
  /** Routes the client's fetch to the real handler, as wrangler would. */
  const viaHandler = (env: GeneratorEnv, seen: Request[] = []) =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://127.0.0.1:8801'), init);
      request.headers.set('cf-connecting-ip', '127.0.0.1');
      seen.push(request.clone());
      return handler({ request, env });
    }) as typeof fetch;

  it('passes every event on and resolves with the article', async () => {
    provider.next({ kind: 'status', status: 500, message: 'busy' });
    const events: GenerationEvent[] = [];
    const article = await requestGeneration(baseRequest, {
      onEvent: (event) => events.push(event),
      fetch: viaHandler(previewEnv),
    });
    expect(article.title).toContain('Mercury Retrograde');
    expect(events.some((event) => event.type === 'progress' && event.message === 'Retrying...')).toBe(true);
    expect(events.at(-1)?.type).toBe('result');
  });

  it('sends the access token as a bearer header when given', async () => {
    const seen: Request[] = [];
    await requestGeneration(baseRequest, {
      accessToken: 'session-token',
      onEvent: () => undefined,
      fetch: viaHandler(previewEnv, seen),
    });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer session-token');
  });

  it("throws the server's message for a JSON refusal and for a streamed error", async () => {
    await expect(
      requestGeneration(
        { ...baseRequest, targetKeyword: '' },
        { onEvent: () => undefined, fetch: viaHandler(previewEnv) },
      ),
    ).rejects.toThrow(REQUIRED_INPUTS_MESSAGE);
    await expect(
      requestGeneration(baseRequest, {
        onEvent: () => undefined,
        fetch: viaHandler({ ADMIN_LOCAL_PREVIEW: 'true' }),
      }),
    ).rejects.toThrow(NOT_CONFIGURED_MESSAGE);
    provider.next({ kind: 'status', status: 401, message: 'Authentication Fails' });
    await expect(
      requestGeneration(baseRequest, { onEvent: () => undefined, fetch: viaHandler(previewEnv) }),
    ).rejects.toThrow('DeepSeek API error (401): Authentication Fails');
  });

  it('says the connection closed when the stream ends without a result', async () => {
    const cut = (async () =>
      new Response(
        '{"type":"progress","status":"generating","progress":10,"message":"Building the prompt..."}\n',
        {
          headers: { 'content-type': 'application/x-ndjson' },
        },
      )) as typeof fetch;
    await expect(requestGeneration(baseRequest, { onEvent: () => undefined, fetch: cut })).rejects.toThrow(
      /connection closed/,
    );
  });
});
