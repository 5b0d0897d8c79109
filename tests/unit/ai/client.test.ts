import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, type AttemptFailure } from '@/lib/ai/client';
import { chatCompletionsUrl, isConfigured, readAiConfig, type AiConfig } from '@/lib/ai/config';
import { testConnection } from '@/lib/ai/connection-test';
import { AiError, attemptErrorMessage, RETRYING_MESSAGE } from '@/lib/ai/errors';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';

let provider: FakeAiProvider;
let config: AiConfig;
const delays: number[] = [];
const failures: AttemptFailure[] = [];
/** Records the back-off instead of waiting it out. */
const options = {
  sleep: async (ms: number) => void delays.push(ms),
  onAttemptFailed: (failure: AttemptFailure) => void failures.push(failure),
};

beforeAll(async () => {
  provider = await startFakeAiProvider();
  config = readAiConfig({ AI_API_KEY: 'test-key', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'fake-chat' })!;
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  delays.length = 0;
  failures.length = 0;
  provider.setFallback(answer('{"ok": true}'));
});

describe('configuration', () => {
  it('is configured only with a key, defaulting to the DeepSeek base and deepseek-chat', () => {
    expect(isConfigured({})).toBe(false);
    expect(isConfigured({ AI_API_KEY: '   ' })).toBe(false);
    expect(isConfigured({ AI_API_KEY: 'k', AI_BASE_URL: 'not a url' })).toBe(false);
    expect(readAiConfig({ AI_API_KEY: ' k ' })).toEqual({
      apiKey: 'k',
      baseUrl: 'https://api.deepseek.com',
      model: 'deepseek-chat',
    });
  });
  it('builds {provider}/v1/chat/completions, accepting a base that already ends in /v1', () => {
    expect(chatCompletionsUrl('https://api.deepseek.com/')).toBe(
      'https://api.deepseek.com/v1/chat/completions',
    );
    expect(chatCompletionsUrl('https://example.test/v1')).toBe('https://example.test/v1/chat/completions');
  });
});

describe('chatCompletion through the fake provider', () => {
  it('sends the provider payload with the bearer key and returns content, model and usage', async () => {
    provider.next(answer('Hello stars'));
    const result = await chatCompletion(
      config,
      { prompt: 'Read my card', maxTokens: 800, temperature: 0.8 },
      options,
    );
    expect(result).toMatchObject({
      content: 'Hello stars',
      model: 'fake-chat',
      attempts: 1,
      usage: { total_tokens: 30 },
    });
    const [request] = provider.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'fake-chat',
      messages: [{ role: 'user', content: 'Read my card' }],
      max_tokens: 800,
      temperature: 0.8,
      top_p: 0.9,
      stream: false,
    });
  });

  it('defaults to max_tokens 4000 and temperature 0.7', async () => {
    await chatCompletion(config, { prompt: 'x' }, options);
    expect(provider.requests[0]?.body).toMatchObject({ max_tokens: 4000, temperature: 0.7, top_p: 0.9 });
  });

  it('retries 429 and 500 with 1000 ms × attempt back-off, then succeeds', async () => {
    provider.next(
      { kind: 'status', status: 429, message: 'Rate limit exceeded' },
      { kind: 'status', status: 500, message: 'Boom' },
      answer('third time'),
    );
    const result = await chatCompletion(config, { prompt: 'x' }, options);
    expect(result.content).toBe('third time');
    expect(result.attempts).toBe(3);
    expect(delays).toEqual([1000, 2000]);
    expect(failures.map((f) => [f.attempt, f.error.message, f.willRetry])).toEqual([
      [1, 'DeepSeek API error (429): Rate limit exceeded', true],
      [2, 'DeepSeek API error (500): Boom', true],
    ]);
    expect(attemptErrorMessage(failures[0]!.error)).toBe(
      'Error occurred: DeepSeek API error (429): Rate limit exceeded',
    );
    expect(RETRYING_MESSAGE).toBe('Retrying...');
  });

  it('gives up after 3 attempts with "Generation failed after 3 attempts: …"', async () => {
    provider.setFallback({ kind: 'status', status: 503, message: 'Overloaded' });
    await expect(chatCompletion(config, { prompt: 'x' }, options)).rejects.toThrow(
      'Generation failed after 3 attempts: DeepSeek API error (503): Overloaded',
    );
    expect(provider.requests).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
    expect(failures.at(-1)?.willRetry).toBe(false);
  });

  it('uses the status text when the error body has no message', async () => {
    provider.setFallback({ kind: 'status', status: 502 });
    await expect(chatCompletion(config, { prompt: 'x' }, options)).rejects.toThrow(
      'Generation failed after 3 attempts: DeepSeek API error (502): Bad Gateway',
    );
  });

  it('does not retry other client errors such as 401', async () => {
    provider.next({ kind: 'status', status: 401, message: 'Authentication Fails' });
    const error = await chatCompletion(config, { prompt: 'x' }, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).message).toBe('DeepSeek API error (401): Authentication Fails');
    expect(provider.requests).toHaveLength(1);
  });

  it('names replies without choices or content', async () => {
    provider.next({ kind: 'no-choices' });
    await expect(chatCompletion(config, { prompt: 'x' }, options)).rejects.toThrow(
      'Invalid response format: no choices found',
    );
    provider.next({ kind: 'no-content' });
    await expect(chatCompletion(config, { prompt: 'x' }, options)).rejects.toThrow(
      'Invalid response format: no content found',
    );
    provider.next({ kind: 'broken-body' });
    await expect(chatCompletion(config, { prompt: 'x' }, options)).rejects.toThrow(
      'Invalid response format: no choices found',
    );
  });

  it('times out a hanging provider, retries, and reports the timeout', async () => {
    provider.setFallback({ kind: 'hang' });
    await expect(chatCompletion(config, { prompt: 'x' }, { ...options, timeoutMs: 150 })).rejects.toThrow(
      'Generation failed after 3 attempts: The AI provider did not answer within 0.15 s',
    );
    expect(provider.requests).toHaveLength(3);
    expect(failures.every((f) => f.error.kind === 'timeout')).toBe(true);
  });

  it('retries when the provider cannot be reached at all', async () => {
    const closed = await startFakeAiProvider();
    await closed.close();
    const unreachable = { ...config, baseUrl: closed.baseUrl };
    await expect(chatCompletion(unreachable, { prompt: 'x' }, options)).rejects.toThrow(
      /^Generation failed after 3 attempts: Could not reach the AI provider/,
    );
    expect(delays).toEqual([1000, 2000]);
  });
});

describe('testConnection', () => {
  it('spends at most 50 tokens and reports the model', async () => {
    provider.next(answer('OK'));
    expect(await testConnection(config, options)).toEqual({ ok: true, model: 'fake-chat' });
    expect(provider.requests[0]?.body).toMatchObject({ max_tokens: 50 });
  });
  it('tries once and reports the provider error', async () => {
    provider.next({ kind: 'status', status: 500, message: 'Down' });
    expect(await testConnection(config, options)).toEqual({
      ok: false,
      error: 'DeepSeek API error (500): Down',
    });
    expect(provider.requests).toHaveLength(1);
  });
});
