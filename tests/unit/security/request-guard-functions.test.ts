import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { onRequest as middleware } from '../../../functions/api/_middleware';

/**
 * Every function in functions/api, through the middleware that runs before it on the host:
 * cross-site calls and bodies of the wrong media type never reach a state-changing, spending or
 * admin function; calls from the site's own pages (and from no page: schedulers, mail providers)
 * do. The expectations are written out here, not derived from src/lib/http/api-routes.ts, so a
 * change of policy shows up as a failing row.
 */
type Method = 'GET' | 'POST';
interface Expectation {
  /** Methods the module exports a handler for. */
  methods: Method[];
  /** Reads that must also refuse cross-site callers. */
  guardedGet?: boolean;
  /** POST bodies besides JSON that the site's own pages send. */
  form?: boolean;
  /** POST takes only form bodies. */
  formOnly?: boolean;
}

const EXPECTED: Record<string, Expectation> = {
  health: { methods: ['GET'] },
  geocode: { methods: ['GET'] },
  'romantic-compatibility': { methods: ['GET', 'POST'] },
  'marriage-prediction': { methods: ['GET', 'POST'] },
  'soulmate-reading': { methods: ['GET', 'POST'] },
  'birth-chart': { methods: ['GET', 'POST'] },
  'chart-image': { methods: ['GET', 'POST'] },
  'my-sky': { methods: ['GET', 'POST'] },
  'my-sky-link': { methods: ['GET', 'POST'] },
  'my-sky-feed': { methods: ['GET', 'POST'] },
  subscribe: { methods: ['GET', 'POST'], form: true },
  'quiz-lead': { methods: ['GET', 'POST'] },
  tarot: { methods: ['GET', 'POST'] },
  'tarot-spread': { methods: ['GET', 'POST'] },
  'email-unsubscribe': { methods: ['GET', 'POST'], formOnly: true },
  'email-confirm': { methods: ['GET', 'POST'], formOnly: true },
  'admin-status': { methods: ['GET'], guardedGet: true },
  'admin-deploy': { methods: ['POST'] },
  'automation-keys': { methods: ['GET', 'POST'], guardedGet: true },
  'automation-run': { methods: ['GET', 'POST'] },
  'daily-rebuild': { methods: ['GET', 'POST'] },
  'generate-article': { methods: ['GET', 'POST'] },
  'celebrity-chart': { methods: ['GET', 'POST'] },
  'celebrity-article': { methods: ['GET', 'POST'] },
  'email-send': { methods: ['GET', 'POST'], guardedGet: true },
  'embedded-signups': { methods: ['GET'], guardedGet: true },
};

const FUNCTIONS_DIR = join(process.cwd(), 'functions', 'api');
const names = readdirSync(FUNCTIONS_DIR)
  .filter((file) => file.endsWith('.ts') && !file.startsWith('_'))
  .map((file) => file.replace(/\.ts$/, ''));

const ORIGIN = 'http://127.0.0.1:8788';
const EVIL = 'https://evil.example';

type Handler = (context: { request: Request; env: Record<string, string> }) => Promise<Response> | Response;

/** Runs the middleware; `next` is the module's real handler, so a pass-through is observable. */
async function callThrough(
  name: string,
  method: Method,
  init: { headers?: Record<string, string>; body?: string },
) {
  const module = (await import(`../../../functions/api/${name}.ts`)) as Record<string, Handler | undefined>;
  const handler = module[method === 'GET' ? 'onRequestGet' : 'onRequestPost'];
  if (!handler) throw new Error(`${name} has no ${method} handler`);
  const request = new Request(`${ORIGIN}/api/${name}`, { method, ...init });
  // As on the host, the function gets the request the middleware hands to next() (its body read once).
  const next = vi.fn(async (forwarded?: Request) => handler({ request: forwarded ?? request, env: {} }));
  const response = await middleware({ request, next });
  return { response, reached: next.mock.calls.length === 1 };
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the request guard covers every function', () => {
  it('has an expectation for each module in functions/api, and a handler for each expected method', async () => {
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const name of names) {
      const module = (await import(`../../../functions/api/${name}.ts`)) as Record<string, unknown>;
      const exported = (['GET', 'POST'] as const).filter(
        (method) => typeof module[method === 'GET' ? 'onRequestGet' : 'onRequestPost'] === 'function',
      );
      expect(exported, name).toEqual(EXPECTED[name]!.methods);
    }
    // This test pays the first import (and transform) of every function module, which took 20 s
    // on a loaded 2-core machine; the tests after it reuse the modules.
  }, 90_000);
});

const posts = Object.entries(EXPECTED).filter(([, expected]) => expected.methods.includes('POST'));
const gets = Object.entries(EXPECTED).filter(([, expected]) => expected.methods.includes('GET'));

describe.each(posts)('POST /api/%s', (name, expected) => {
  const ownBody = expected.formOnly
    ? { headers: FORM_HEADERS, body: 'token=x' }
    : { headers: JSON_HEADERS, body: '{}' };

  it('refuses a cross-site Origin with 403 before the function runs', async () => {
    const { response, reached } = await callThrough(name, 'POST', {
      headers: { ...ownBody.headers, origin: EVIL },
      body: ownBody.body,
    });
    expect(reached).toBe(false);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringContaining("this site's own pages") });
  });

  it('refuses Sec-Fetch-Site: cross-site (and same-site) with 403', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const { response, reached } = await callThrough(name, 'POST', {
        headers: { ...ownBody.headers, 'sec-fetch-site': site },
        body: ownBody.body,
      });
      expect(reached).toBe(false);
      expect(response.status).toBe(403);
    }
  });

  it('refuses text/plain; charset=application/json with 415, even from the site itself', async () => {
    const { response, reached } = await callThrough(name, 'POST', {
      headers: {
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/plain; charset=application/json',
      },
      body: '{}',
    });
    expect(reached).toBe(false);
    expect(response.status).toBe(415);
  });

  it(`lets the site's own ${expected.formOnly ? 'form' : 'JSON'} call through to the function`, async () => {
    const { response, reached } = await callThrough(name, 'POST', {
      headers: { ...ownBody.headers, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: ownBody.body,
    });
    expect(reached).toBe(true);
    expect(response.status).not.toBe(415);
  });

  it('lets a caller that is not a web page (no Origin, no Sec-Fetch-Site) through', async () => {
    const { reached } = await callThrough(name, 'POST', ownBody);
    expect(reached).toBe(true);
  });

  if (expected.form || expected.formOnly) {
    it("accepts the site's own plain HTML form post and refuses a cross-site one", async () => {
      const own = await callThrough(name, 'POST', {
        headers: { ...FORM_HEADERS, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
        body: 'email=reader%40astrelle.app',
      });
      expect(own.reached).toBe(true);
      const forged = await callThrough(name, 'POST', {
        headers: { ...FORM_HEADERS, origin: EVIL, 'sec-fetch-site': 'cross-site' },
        body: 'email=reader%40astrelle.app',
      });
      expect(forged.reached).toBe(false);
      expect(forged.response.status).toBe(403);
    });
  } else {
    it('refuses a form body (a cross-site form needs no permission to send one)', async () => {
      const { response, reached } = await callThrough(name, 'POST', { headers: FORM_HEADERS, body: 'a=b' });
      expect(reached).toBe(false);
      expect(response.status).toBe(415);
    });
  }
});

describe.each(gets)('GET /api/%s', (name, expected) => {
  it(
    expected.guardedGet ? 'refuses a cross-site read with 403' : 'stays readable from anywhere',
    async () => {
      const { response, reached } = await callThrough(name, 'GET', {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(reached).toBe(!expected.guardedGet);
      if (expected.guardedGet) expect(response.status).toBe(403);
    },
  );

  it('is read by the site itself', async () => {
    const { reached } = await callThrough(name, 'GET', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(reached).toBe(true);
  });
});
