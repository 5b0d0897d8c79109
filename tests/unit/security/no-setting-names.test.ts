import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A stranger's call never names the server's settings (docs/security.md#no-leaks): every function
 * in functions/api, called with no session or secret, from an address on the internet, with no
 * backend, a backend that does not answer, or the local preview's flag set by mistake, answers
 * without a single setting name from .env.example.
 */
type Handler = (context: { request: Request; env: Record<string, string> }) => Response | Promise<Response>;

const root = process.cwd();
const SETTINGS = readFileSync(join(root, '.env.example'), 'utf8')
  .split('\n')
  .map((line) => /^([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
  .filter((name): name is string => !!name);
const FUNCTIONS_DIR = join(root, 'functions', 'api');
const files = readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.ts') && !name.startsWith('_'));

const ENVS: Record<string, Record<string, string>> = {
  'no backend': {},
  'a backend that does not answer': {
    SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
    SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
  },
  'the preview flag set on a host': { ADMIN_LOCAL_PREVIEW: 'true' },
};
const STRANGER = { 'cf-connecting-ip': '203.0.113.50', authorization: 'Bearer not-a-real-token' };

beforeAll(() => {
  vi.stubGlobal('fetch', (async () => new Response('{"message":"down"}', { status: 503 })) as typeof fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => vi.unstubAllGlobals());

describe.each(Object.entries(ENVS))('a stranger, with %s', (_name, env) => {
  it('learns no setting name from any function', async () => {
    expect(SETTINGS).toEqual(
      expect.arrayContaining(['SUPABASE_SERVICE_ROLE_KEY', 'AUTOMATION_RUNNER_SECRET']),
    );
    const leaks: string[] = [];
    for (const file of files) {
      const module = (await import(join(FUNCTIONS_DIR, file))) as Record<string, Handler | undefined>;
      for (const method of ['GET', 'POST'] as const) {
        const handler = module[method === 'GET' ? 'onRequestGet' : 'onRequestPost'] ?? module.onRequest;
        if (!handler) continue;
        const request = new Request(`http://127.0.0.1/api/${file.replace(/\.ts$/, '')}?test=1&token=x`, {
          method,
          headers: { ...STRANGER, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        const reply = await handler({ request, env: { ...env } });
        const text = reply.headers.get('content-type')?.includes('image') ? '' : await reply.text();
        const named = SETTINGS.filter((setting) => text.includes(setting));
        if (named.length) leaks.push(`${method} ${file} (${reply.status}): ${named.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
