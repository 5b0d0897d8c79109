import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/tarot';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { createTarotEndpoint } from '@/lib/tarot/endpoint';
import { libraryOneQuestion } from '@/lib/tarot/library-reading';
import { cardSide } from '@/lib/tarot/meanings';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';
import { jsonPost } from '../../support/requests';

let provider: FakeAiProvider;
let env: Record<string, string>;
/** No back-off waits; a generous timeout so a busy machine never turns a good answer into a retry. */
const fastRetries = { sleep: async () => undefined, timeoutMs: 10_000 };

beforeAll(async () => {
  provider = await startFakeAiProvider();
  env = { AI_API_KEY: 'secret-test-key', AI_BASE_URL: provider.baseUrl };
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.requests.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const post = (body: unknown, ip = '203.0.113.7') =>
  jsonPost('http://127.0.0.1/api/tarot', body, { 'cf-connecting-ip': ip });
const oneQuestion = {
  mode: 'one-question',
  question: 'Should I take the new job?',
  cardName: 'The Star',
  orientation: 'upright',
};
const yesNo = {
  mode: 'yes-no',
  question: 'Will it rain on Sunday?',
  cardName: 'The Tower',
  orientation: 'reversed',
};

describe('/api/tarot without a key', () => {
  it('answers the question asked from the meaning library, and says so', async () => {
    const reply = await onRequestPost({
      request: post({ ...oneQuestion, question: '  Should I take the new job?  ' }),
      env: {},
    });
    expect(reply.status).toBe(200);
    const data = await reply.json();
    expect(data.source).toBe('library');
    expect(data.reading).toEqual(libraryOneQuestion('The Star', 'upright', 'Should I take the new job?'));
    // A yes/no question about work: the card's lean, then what the Star says about work.
    expect(data.reading.shortAnswer).toMatch(/^Yes\. At work, the Star /);
    expect(data.reading).toMatchObject({ cardName: 'The Star', orientation: 'upright', yesNo: 'yes' });
    expect(data.reading.advice).toHaveLength(3);
  });

  it('gives a yes/no reading with the card lean and confidence', async () => {
    const data = await (await onRequestPost({ request: post(yesNo), env: {} })).json();
    const side = cardSide('The Tower', 'reversed');
    expect(data).toMatchObject({
      mode: 'yes-no',
      source: 'library',
      reading: { yesNo: side.yesNo, confidence: side.confidence },
    });
  });
});

describe('/api/tarot validation', () => {
  it('gives each tool its empty-question message', async () => {
    const empty1 = await onRequestPost({ request: post({ ...oneQuestion, question: '   ' }), env: {} });
    expect(empty1.status).toBe(400);
    expect((await empty1.json()).error).toBe('Please enter a question before choosing a card.');
    const empty2 = await onRequestPost({ request: post({ ...yesNo, question: '' }), env: {} });
    expect((await empty2.json()).error).toBe('Please enter a yes/no question first.');
  });

  it('refuses unknown cards, modes, orientations, long questions and broken JSON', async () => {
    for (const body of [
      { ...oneQuestion, cardName: 'The Joker' },
      { ...oneQuestion, mode: 'three-card' },
      { ...oneQuestion, orientation: 'sideways' },
      { ...oneQuestion, question: 'a'.repeat(501) },
      '{"mode":',
    ]) {
      const reply = await onRequestPost({ request: post(body), env: {} });
      expect(reply.status).toBe(400);
      expect(typeof (await reply.json()).error).toBe('string');
    }
    expect(onRequestGet().status).toBe(405);
  });
});

describe('/api/tarot with a provider (the fake one)', () => {
  it('asks with 800 tokens at 0.8 for one-question and reads the JSON', async () => {
    const handler = createTarotEndpoint({ chatOptions: fastRetries });
    provider.next(
      answer(
        '```json\n{"shortAnswer":"Yes, go.","interpretation":"The Star shines.","yesNo":"YES","rationale":"Hope.","advice":["Apply","Rest","Smile"]}\n```',
      ),
    );
    const data = await (await handler({ request: post(oneQuestion), env })).json();
    expect(data).toEqual({
      mode: 'one-question',
      source: 'ai',
      reading: {
        cardName: 'The Star',
        orientation: 'upright',
        shortAnswer: 'Yes, go.',
        interpretation: 'The Star shines.',
        yesNo: 'yes',
        rationale: 'Hope.',
        advice: ['Apply', 'Rest', 'Smile'],
      },
    });
    const body = provider.requests[0]!.body;
    expect(body).toMatchObject({
      model: 'deepseek-chat',
      max_tokens: 800,
      temperature: 0.8,
      top_p: 0.9,
      stream: false,
    });
    expect(JSON.stringify(body)).toContain('Should I take the new job?');
  });

  it('asks with 400 tokens at 0.7 for yes/no and clamps the confidence', async () => {
    const handler = createTarotEndpoint({ chatOptions: fastRetries });
    provider.next(
      answer('{"yesNo":"no","confidence":"high","rationale":"r","interpretation":"i","advice":["a"]}'),
    );
    const data = await (await handler({ request: post(yesNo), env })).json();
    expect(provider.requests[0]!.body).toMatchObject({ max_tokens: 400, temperature: 0.7 });
    expect(data.reading).toMatchObject({ yesNo: 'no', confidence: 0.6 });
  });

  it('shows the spec fallback reading when the reply has no readable JSON', async () => {
    const handler = createTarotEndpoint({ chatOptions: fastRetries });
    provider.next(answer('The cards whisper of change {but not in JSON'));
    const data = await (await handler({ request: post(oneQuestion), env })).json();
    expect(data.source).toBe('ai');
    expect(data.reading.shortAnswer).toBe(
      'Unable to parse a concise answer. Consider re-asking your question more clearly.',
    );
    expect(data.reading.interpretation).toBe('The cards whisper of change {but not in JSON');
  });

  it('falls back to the library when the provider keeps failing or hangs', async () => {
    const handler = createTarotEndpoint({ chatOptions: { ...fastRetries, timeoutMs: 300 } });
    provider.next(
      { kind: 'status', status: 500, message: 'down' },
      { kind: 'status', status: 429 },
      { kind: 'hang' },
    );
    const data = await (await handler({ request: post(yesNo), env })).json();
    expect(provider.requests).toHaveLength(3);
    expect(data.source).toBe('library');
    expect(data.reading.cardName).toBe('The Tower');
  });

  it('limits AI readings per client with a clear 429, leaving other clients alone', async () => {
    const handler = createTarotEndpoint({
      chatOptions: fastRetries,
      limiter: createRateLimiter({ max: 2, windowMs: 60_000 }),
    });
    provider.setFallback(answer('{"yesNo":"yes","confidence":0.9}'));
    expect((await handler({ request: post(yesNo), env })).status).toBe(200);
    expect((await handler({ request: post(yesNo), env })).status).toBe(200);
    const limited = await handler({ request: post(yesNo), env });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error).toMatch(
      /^Too many readings from your connection\. Please wait 1m and try again\.$/,
    );
    expect((await handler({ request: post(yesNo, '198.51.100.4'), env })).status).toBe(200);
    expect(provider.requests).toHaveLength(3);
    provider.setFallback(answer('{"ok": true}'));
  });

  it('never echoes the key in a reply', async () => {
    const handler = createTarotEndpoint({ chatOptions: fastRetries });
    provider.next({ kind: 'status', status: 401, message: 'bad key' });
    const text = await (await handler({ request: post(oneQuestion), env })).text();
    expect(text).not.toContain('secret-test-key');
  });
});
