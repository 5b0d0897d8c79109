import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRequestPost as articlePost } from '../../../functions/api/celebrity-article';
import { onRequestGet as chartGet, onRequestPost as chartPost } from '../../../functions/api/celebrity-chart';
import { celebrityArticleResponse, CELEBRITY_AI_LIMIT } from '@/lib/celebrity/endpoints';
import type { CelebrityArticleReply, CelebrityChartReply } from '@/lib/celebrity/api-types';
import { handle } from '@/lib/http/handler';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';
import { jsonPost } from '../../support/requests';

const LOCAL = { ADMIN_LOCAL_PREVIEW: 'true' };
let provider: FakeAiProvider;
let ipCounter = 0;

beforeAll(async () => {
  provider = await startFakeAiProvider();
});
afterAll(() => provider.close());

function post(
  path: string,
  body: unknown,
  options: { host?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  ipCounter += 1;
  return jsonPost(`http://${options.host ?? '127.0.0.1'}/api/${path}`, body, {
    // Each call a loopback peer of its own (127.0.0.0/8), so rate limits do not carry over.
    'cf-connecting-ip': options.ip ?? `127.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    ...options.headers,
  });
}

const aiEnv = () => ({
  ...LOCAL,
  AI_API_KEY: 'test-key',
  AI_BASE_URL: provider.baseUrl,
  AI_MODEL: 'fake-astro',
});
const noWait = { chat: { sleep: async () => undefined } };

describe('/api/celebrity-chart', () => {
  it('answers the local preview admin with the chart and the placements', async () => {
    const response = await chartPost({
      request: post('celebrity-chart', { id: 'marilyn-monroe' }),
      env: LOCAL,
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as CelebrityChartReply;
    expect(reply.name).toBe('Marilyn Monroe');
    expect(reply.chart.chart.planets.find((planet) => planet.planet === 'Sun')?.sign).toBe('Gemini');
    expect(reply.chart.chart.houses).toHaveLength(12);
    expect(reply.rodden).toBe('AA');
  });

  it('refuses callers who are not admins, unknown ids and bad bodies', async () => {
    // No local preview flag and no backend: nobody is let in.
    const refused = await chartPost({ request: post('celebrity-chart', { id: 'madonna' }), env: {} });
    expect(refused.status).toBe(503);
    // The flag is ignored for a request that did not come from a loopback address.
    const remote = await chartPost({
      request: post('celebrity-chart', { id: 'madonna' }, { ip: '203.0.113.9' }),
      env: LOCAL,
    });
    expect([401, 503]).toContain(remote.status);
    expect(((await remote.json()) as { error: string }).error).toBeTruthy();
    const unknown = await chartPost({
      request: post('celebrity-chart', { id: 'nobody-at-all' }),
      env: LOCAL,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'That celebrity is not in the dataset.' });
    const empty = await chartPost({ request: post('celebrity-chart', { id: '' }), env: LOCAL });
    expect(empty.status).toBe(400);
    expect(chartGet().status).toBe(405);
  });
});

describe('/api/celebrity-article', () => {
  it('writes the draft from the interpretation library when no AI provider is configured', async () => {
    const before = provider.requests.length;
    const response = await articlePost({
      request: post('celebrity-article', { id: 'barack-obama' }),
      env: LOCAL,
    });
    expect(response.status).toBe(200);
    const { draft } = (await response.json()) as CelebrityArticleReply;
    expect(draft.source).toBe('library');
    expect(draft.title).toContain('Barack Obama');
    expect(provider.requests.length).toBe(before);
  });

  it('writes the draft through the AI provider when one is configured, with the computed placements in the prompt', async () => {
    provider.next(
      answer(
        JSON.stringify({
          title: "Barack Obama's Birth Chart: A Leo Sun Built for the Stage",
          content: '<h2>The Leo Sun</h2><p>Warm, visible leadership.</p><img src="x" onerror="alert(1)">',
          metaDescription:
            'Barack Obama was born with the Sun in Leo, the Moon in Gemini and Aquarius rising: a chart of warmth, quick thinking and an independent public presence.',
          excerpt: 'Leo Sun, Gemini Moon, Aquarius rising.',
          suggestedTags: ['leadership'],
        }),
      ),
    );
    const response = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'barack-obama' }),
      noWait,
    );
    expect(response.status).toBe(200);
    const { draft } = (await response.json()) as CelebrityArticleReply;
    expect(draft.source).toBe('ai');
    expect(draft.model).toBe('fake-astro');
    expect(draft.usage).toEqual({ prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 });
    expect(draft.content).not.toContain('onerror');
    expect(draft.seoDescription.length).toBeGreaterThanOrEqual(150);
    const prompt = String(
      (provider.requests.at(-1)!.body.messages as Array<{ content: string }>)[0]!.content,
    );
    expect(prompt).toContain('- Sun: 12.5° Leo, house 6');
    expect(prompt).toContain('Ascendant: 18.1° Aquarius');
  });

  it('passes the provider message on when the provider fails, and the library is still available on request', async () => {
    provider.next({ kind: 'status', status: 401, message: 'Authentication Fails' });
    const failed = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'madonna' }),
      noWait,
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: 'DeepSeek API error (401): Authentication Fails' });

    provider.next(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503 },
      { kind: 'status', status: 502, message: 'Bad gateway' },
    );
    const exhausted = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'madonna' }),
      noWait,
    );
    expect(await exhausted.json()).toEqual({
      error: 'Generation failed after 3 attempts: DeepSeek API error (502): Bad gateway',
    });

    provider.next(answer('{"content": "<p>No title here</p>"}'));
    const untitled = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'madonna' }),
      noWait,
    );
    expect(await untitled.json()).toEqual({ error: 'Generated content missing title' });

    const before = provider.requests.length;
    const library = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'madonna', source: 'library' }),
      noWait,
    );
    expect(((await library.json()) as CelebrityArticleReply).draft.source).toBe('library');
    expect(provider.requests.length).toBe(before);
  });

  it(`limits AI drafts to ${CELEBRITY_AI_LIMIT.max} an hour per client address`, async () => {
    provider.setFallback(answer(JSON.stringify({ title: 'A title', content: '<p>Body text.</p>' })));
    const ip = '127.0.9.77';
    for (let call = 0; call < CELEBRITY_AI_LIMIT.max; call += 1) {
      const response = await celebrityArticleResponse(
        aiEnv(),
        post('celebrity-article', { id: 'adele' }, { ip }),
        noWait,
      );
      expect(response.status).toBe(200);
    }
    const limited = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'adele' }, { ip }),
      noWait,
    );
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Limit reached: 10 AI drafts per hour/,
    );
    // Library drafts spend no tokens and stay available.
    const library = await celebrityArticleResponse(
      aiEnv(),
      post('celebrity-article', { id: 'adele', source: 'library' }, { ip }),
      noWait,
    );
    expect(library.status).toBe(200);
  });

  it('refuses a caller without admin rights before any work', async () => {
    const before = provider.requests.length;
    const response = await articlePost({
      request: post('celebrity-article', { id: 'adele' }),
      env: { AI_API_KEY: 'k', AI_BASE_URL: provider.baseUrl },
    });
    expect(response.status).toBe(503);
    const withBackend = {
      ...aiEnv(),
      SUPABASE_URL: 'https://qwertyuiopasdfgh.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
    };
    const staffFetch = (role: string) =>
      (async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/auth/v1/user'))
          return new Response(JSON.stringify({ id: '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01' }), {
            status: 200,
          });
        if (url.includes('/rest/v1/user_profiles'))
          return new Response(JSON.stringify([{ role, status: 'active' }]), { status: 200 });
        return new Response('no', { status: 501 });
      }) as typeof fetch;
    // With a backend configured the local preview flag no longer counts: no token, no entry.
    const asRole = (role: string) =>
      handle<typeof withBackend>(({ env, request }) =>
        celebrityArticleResponse(env, request, { ...noWait, fetcher: staffFetch(role) }),
      );
    const anonymous = await asRole('admin')({
      request: post('celebrity-article', { id: 'adele' }),
      env: withBackend,
    });
    expect(anonymous.status).toBe(401);
    // Editors may edit SEO fields, but the celebrity generator is for admins only.
    const editor = await asRole('editor')({
      request: post('celebrity-article', { id: 'adele' }, { headers: { authorization: 'Bearer token' } }),
      env: withBackend,
    });
    expect(editor.status).toBe(403);
    expect(await editor.json()).toEqual({ error: 'Only admins may write celebrity chart articles.' });
    expect(provider.requests.length).toBe(before);
  });
});
