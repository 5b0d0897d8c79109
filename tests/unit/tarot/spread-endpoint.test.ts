import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRequestGet, onRequestPost } from '../../../functions/api/tarot-spread';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { createSpreadEndpoint } from '@/lib/tarot/spread/endpoint';
import { librarySpreadReading } from '@/lib/tarot/spread/reading';
import { answer, startFakeAiProvider, type FakeAiProvider } from '../../support/fake-ai-provider';
import { jsonPost } from '../../support/requests';

let provider: FakeAiProvider;
let env: Record<string, string>;
const fastRetries = { sleep: async () => undefined, timeoutMs: 10_000 };
/** Noon UTC on the day the tests draw for. */
const now = () => Date.parse('2025-03-14T12:00:00Z');
const DAY = '2025-03-14';

beforeAll(async () => {
  provider = await startFakeAiProvider();
  env = { AI_API_KEY: 'secret-test-key', AI_BASE_URL: provider.baseUrl };
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.reset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const post = (body: unknown, ip = '203.0.113.9') =>
  jsonPost('http://127.0.0.1/api/tarot-spread', body, { 'cf-connecting-ip': ip });
const spread = { question: 'Where is my career heading?', layout: 'past-present-future', day: DAY };
const polished = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe('/api/tarot-spread without a key', () => {
  it('draws and reads the spread from the library for the question and day', async () => {
    const handler = createSpreadEndpoint({ now });
    const reply = await handler({ request: post(spread), env: {} });
    expect(reply.status).toBe(200);
    const data = await reply.json();
    expect(data).toEqual({
      ...librarySpreadReading('Where is my career heading?', 'past-present-future', DAY),
      source: 'library',
    });
  });

  it('answers the same question on the same day with the same cards, another day with its own', async () => {
    const handler = createSpreadEndpoint({ now });
    const cards = async (body: unknown) =>
      (await (await handler({ request: post(body), env: {} })).json()).cards;
    const first = await cards(spread);
    expect(await cards({ ...spread, question: '  where is my CAREER heading ' })).toEqual(first);
    expect(await cards({ ...spread, layout: 'situation-action-outcome' })).toEqual(
      first.map((card: { position: string }, index: number) => ({
        ...card,
        position: ['situation', 'action', 'outcome'][index],
      })),
    );
    const tomorrow = await cards({ ...spread, day: '2025-03-15' });
    expect(tomorrow.map((card: { card: string }) => card.card)).not.toEqual(
      first.map((card: { card: string }) => card.card),
    );
  });

  it("uses the server's date when the visitor's is implausible", async () => {
    const handler = createSpreadEndpoint({ now });
    const data = await (await handler({ request: post({ ...spread, day: '1999-01-01' }), env: {} })).json();
    expect(data.day).toBe(DAY);
  });
});

describe('/api/tarot-spread validation', () => {
  it('asks for a question, and refuses bad layouts, long questions and broken JSON', async () => {
    const empty = await onRequestPost({ request: post({ ...spread, question: '   ' }), env: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe('Please enter a question before drawing your cards.');
    for (const body of [
      { ...spread, layout: 'celtic-cross' },
      { ...spread, question: 'a'.repeat(501) },
      { layout: 'past-present-future' },
      '{"question":',
    ]) {
      const reply = await onRequestPost({ request: post(body), env: {} });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(typeof (await reply.json()).error).toBe('string');
    }
    expect(onRequestGet().status).toBe(405);
  });
});

describe('/api/tarot-spread with a provider (the fake one)', () => {
  it('keeps our cards and polishes the words, asking with 900 tokens at 0.7', async () => {
    const handler = createSpreadEndpoint({ now, chatOptions: fastRetries });
    const positions = [polished(30), polished(31), polished(32)];
    provider.next(answer(JSON.stringify({ positions, summary: polished(25), cards: ['The Fool'] })));
    const data = await (await handler({ request: post(spread), env })).json();
    const library = librarySpreadReading('Where is my career heading?', 'past-present-future', DAY);
    expect(data).toEqual({ ...library, positions, summary: polished(25), source: 'ai' });
    const body = provider.requests[0]!.body;
    expect(body).toMatchObject({ max_tokens: 900, temperature: 0.7 });
    const prompt = JSON.stringify(body);
    expect(prompt).toContain('Where is my career heading?');
    for (const card of library.cards) expect(prompt).toContain(card.card);
  });

  it('keeps the library reading when the reply is unusable or the provider fails', async () => {
    const handler = createSpreadEndpoint({ now, chatOptions: { ...fastRetries, timeoutMs: 300 } });
    for (const behaviours of [
      [answer('The cards are lovely today.')],
      [answer(JSON.stringify({ positions: ['too short'], summary: 'short' }))],
      [
        { kind: 'status', status: 500 } as const,
        { kind: 'status', status: 500 } as const,
        { kind: 'hang' } as const,
      ],
    ]) {
      provider.next(...behaviours);
      const data = await (await handler({ request: post(spread), env })).json();
      expect(data.source).toBe('library');
      expect(data.positions).toEqual(
        librarySpreadReading(spread.question, 'past-present-future', DAY).positions,
      );
    }
  });

  it('reads from the library, without asking the provider, once a client is past its ceiling', async () => {
    const handler = createSpreadEndpoint({
      now,
      chatOptions: fastRetries,
      limiter: createRateLimiter({ max: 1, windowMs: 60_000 }),
    });
    provider.setFallback(
      answer(
        JSON.stringify({ positions: [polished(30), polished(30), polished(30)], summary: polished(20) }),
      ),
    );
    expect((await (await handler({ request: post(spread), env })).json()).source).toBe('ai');
    const second = await handler({ request: post(spread), env });
    expect(second.status).toBe(200);
    expect((await second.json()).source).toBe('library');
    expect(provider.requests).toHaveLength(1);
  });

  it('never echoes the key in a reply', async () => {
    const handler = createSpreadEndpoint({ now, chatOptions: fastRetries });
    provider.next({ kind: 'status', status: 401, message: 'bad key' });
    const text = await (await handler({ request: post(spread), env })).text();
    expect(text).not.toContain('secret-test-key');
  });
});
