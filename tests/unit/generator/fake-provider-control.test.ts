import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletion } from '@/lib/ai/client';
import { readAiConfig, type AiConfig } from '@/lib/ai/config';
import { startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';

/** The e2e fake provider's control endpoint: what the Playwright specs rely on to script replies. */
let provider: FakeAiProvider;
let ai: AiConfig;
const control = (path: string, body?: unknown) =>
  fetch(
    `${provider.baseUrl}/__control/${path}`,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
const ask = (prompt: string) =>
  chatCompletion(ai, { prompt }, { maxAttempts: 1 }).then(
    (reply) => reply.content,
    (error: Error) => error.message,
  );

beforeAll(async () => {
  provider = await startFakeAiProvider({ control: true });
  ai = readAiConfig({ AI_API_KEY: 'k', AI_BASE_URL: provider.baseUrl })!;
});
afterAll(() => provider.close());

describe('fake provider control endpoint', () => {
  it('answers health, scripts replies keyed by prompt text ahead of the shared queue, and counts calls', async () => {
    expect((await control('health')).status).toBe(200);
    await control('next', { behaviours: [{ kind: 'answer', content: 'shared' }] });
    await control('next', {
      match: 'alpha',
      behaviours: [
        { kind: 'status', status: 500, message: 'alpha down' },
        { kind: 'answer', content: 'alpha ok' },
      ],
    });
    expect(await ask('about alpha')).toBe('DeepSeek API error (500): alpha down');
    expect(await ask('about beta')).toBe('shared');
    expect(await ask('about alpha again')).toBe('alpha ok');
    expect(await ask('about alpha, nothing left')).toBe('{"ok": true}');
    expect(await (await control('requests?match=alpha')).json()).toEqual({ count: 3 });
  });

  it('resets one key or everything, and changes the fallback', async () => {
    await control('next', { match: 'gamma', behaviours: [{ kind: 'answer', content: 'gamma' }] });
    await control('reset', { match: 'gamma' });
    await control('fallback', { behaviour: { kind: 'answer', content: 'fallback' } });
    expect(await ask('gamma')).toBe('fallback');
    await control('reset', {});
    expect(await ask('gamma')).toBe('{"ok": true}');
    expect((await control('nope', {})).status).toBe(404);
  });
});
