import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Hostile input for every function in functions/api: malformed, huge, wrongly typed and
 * unicode-heavy bodies and query strings. Each must get a JSON reply, never a crash or a 500
 * (503 is allowed: it is the honest "not configured" answer of the storage functions).
 */
type Handler = (context: {
  request: Request;
  env: Record<string, string>;
  waitUntil?: (p: Promise<unknown>) => void;
}) => Response | Promise<Response>;

const FUNCTIONS_DIR = join(process.cwd(), 'functions', 'api');
// Middleware (files starting with _) is exercised end-to-end, not as a handler.
const files = readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.ts') && !name.startsWith('_'));
const RUNS = 250;
/** Thousands of calls from one client: the per-client limits (a 429 is a fine answer too) are lifted, so each input reaches its function. */
const LIFTED = { RATE_LIMIT_MULTIPLIER: '1000000' };

const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '﷽'.repeat(500),
    '<script>alert(1)</script>',
    '{"__proto__":{"x":1}}',
    '9'.repeat(400),
    'NaN',
    '-1',
  ),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    person: fc.anything({ maxDepth: 3 }),
    person1: fc.anything({ maxDepth: 2 }),
    person2: fc.anything({ maxDepth: 2 }),
  }),
  fc.record({
    email: hostileString,
    answers: fc.anything({ maxDepth: 3 }),
    question: hostileString,
    cardName: hostileString,
    orientation: hostileString,
    mode: hostileString,
  }),
);
const rawBody = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  hostileString,
  fc.constant('{"unterminated": '),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
);

async function expectJsonAnswer(response: Response): Promise<void> {
  const ok = (response.status >= 200 && response.status < 500) || response.status === 503;
  expect(ok, `status ${response.status}`).toBe(true);
  if (response.status >= 300 && response.status < 400) return; // plain-form redirects
  const body: unknown = await response.json();
  if (response.status >= 400) expect(typeof (body as { error?: unknown }).error).toBe('string');
}

describe.each(files)('functions/api/%s under hostile input', (file) => {
  it('answers every malformed POST body with JSON and no crash', async () => {
    const module = (await import(join(FUNCTIONS_DIR, file))) as Record<string, Handler | undefined>;
    const handler = module.onRequestPost ?? module.onRequest;
    if (!handler) return;
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, async (body, type) => {
        const request = new Request(`http://127.0.0.1/api/${file.replace(/\.ts$/, '')}`, {
          method: 'POST',
          headers: type
            ? { 'content-type': type, 'cf-connecting-ip': '127.0.0.9' }
            : { 'cf-connecting-ip': '127.0.0.9' },
          body,
        });
        await expectJsonAnswer(await handler({ request, env: LIFTED, waitUntil: () => undefined }));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers GET requests with any query string with JSON and no crash', async () => {
    const module = (await import(join(FUNCTIONS_DIR, file))) as Record<string, Handler | undefined>;
    const handler = module.onRequestGet;
    if (!handler) return;
    await fc.assert(
      fc.asyncProperty(hostileString, async (query) => {
        const url = new URL(`http://127.0.0.1/api/${file.replace(/\.ts$/, '')}`);
        url.searchParams.set('q', query);
        await expectJsonAnswer(
          await handler({ request: new Request(url), env: LIFTED, waitUntil: () => undefined }),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const module = (await import(join(FUNCTIONS_DIR, file))) as Record<string, Handler | undefined>;
    const handler = module.onRequestPost;
    if (!handler) return;
    const huge = JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) });
    const request = new Request(`http://127.0.0.1/api/${file}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    // A GET-only function answers 405 without reading the body; every other one refuses it with 413.
    expect([405, 413]).toContain(
      (await handler({ request, env: LIFTED, waitUntil: () => undefined })).status,
    );
  });
});
