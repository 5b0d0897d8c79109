import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseRateLimiter, rateLimiterFor } from '@/lib/http/rate-limit';
import type { ServiceConfig } from '@/lib/supabase/server-client';
import { createTestDatabase, type TestDatabase } from './database';
import { actors } from './fixtures';

/** public.take_rate_limit (migration 20260301000100): the shared window behind the AI limits. */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 180_000);

interface Take {
  allowed: boolean;
  hits: number;
  retry_after_ms: string | number;
}

async function take(bucket: string, client: string, max: number, windowSeconds = 3600): Promise<Take> {
  return db.as(
    actors.service,
    async (pg) => {
      const { rows } = await pg.query<Take>(`select * from public.take_rate_limit($1, $2, $3, $4)`, [
        bucket,
        client,
        max,
        windowSeconds,
      ]);
      return rows[0]!;
    },
    { commit: true },
  );
}

describe('take_rate_limit', () => {
  it('allows max calls per window and client, then says how long to wait', async () => {
    const first = await take('tarot', 'client-a', 2, 600);
    expect(first).toMatchObject({ allowed: true, hits: 1 });
    expect(Number(first.retry_after_ms)).toBe(0);
    expect(await take('tarot', 'client-a', 2, 600)).toMatchObject({ allowed: true, hits: 2 });
    const third = await take('tarot', 'client-a', 2, 600);
    expect(third).toMatchObject({ allowed: false, hits: 3 });
    expect(Number(third.retry_after_ms)).toBeGreaterThan(590_000);
    expect(Number(third.retry_after_ms)).toBeLessThanOrEqual(600_000);
  });

  it('counts each client and each bucket on its own', async () => {
    await take('generate-article', 'client-b', 1);
    expect((await take('generate-article', 'client-b', 1)).allowed).toBe(false);
    expect((await take('generate-article', 'client-c', 1)).allowed).toBe(true);
    expect((await take('celebrity-article', 'client-b', 1)).allowed).toBe(true);
  });

  it('opens a new window once the old one has ended', async () => {
    await take('automation-run', 'client-d', 1);
    expect((await take('automation-run', 'client-d', 1)).allowed).toBe(false);
    await db.exec(
      `update public.rate_limit_windows set window_ends_at = now() - interval '1 second' where client_key = 'client-d'`,
    );
    expect(await take('automation-run', 'client-d', 1)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('forgets windows that ended more than a day ago', async () => {
    await db.exec(
      `insert into public.rate_limit_windows (bucket, client_key, window_ends_at, hits)
       values ('tarot', 'long-gone', now() - interval '2 days', 5)`,
    );
    await take('tarot', 'client-e', 5);
    const { rows } = await db.pg.query(
      `select 1 from public.rate_limit_windows where client_key = 'long-gone'`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a limit that is not positive', async () => {
    await expect(take('tarot', 'client-f', 0)).rejects.toThrow(/must be positive/);
  });

  it('is for the service role only: visitors and staff can neither call it nor read the windows', async () => {
    for (const actor of [actors.anon, actors.user, actors.admin]) {
      const call = await db.try(actor, `select * from public.take_rate_limit('tarot', 'x', 1, 60)`);
      expect(call).toMatchObject({ ok: false, code: '42501' });
      const read = await db.try(actor, `select * from public.rate_limit_windows`);
      expect(read).toMatchObject({ ok: false, code: '42501' });
    }
  });
});

/**
 * PostgREST's RPC endpoint over this database, for supabase-js: POST /rest/v1/rpc/take_rate_limit
 * runs the function as the service role with the named arguments, as PostgREST would.
 */
function postgrestOverDatabase(calls: string[] = []): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    if (request.method !== 'POST' || url.pathname !== '/rest/v1/rpc/take_rate_limit')
      return Response.json({ message: 'not here' }, { status: 404 });
    const args = (await request.json()) as Record<string, unknown>;
    const rows = await db.as(
      actors.service,
      async (pg) =>
        (
          await pg.query<Record<string, unknown>>(
            `select * from public.take_rate_limit(bucket => $1, client_key => $2, max_hits => $3, window_seconds => $4)`,
            [args.bucket, args.client_key, args.max_hits, args.window_seconds],
          )
        ).rows,
      { commit: true },
    );
    // PostgREST sends bigint as a JSON number.
    return Response.json(rows.map((row) => ({ ...row, retry_after_ms: Number(row.retry_after_ms) })));
  }) as typeof fetch;
}

const config = (answer: typeof fetch): ServiceConfig => ({
  url: 'https://abcdefghijklmnop.supabase.co',
  serviceRoleKey: 'service-role-key-for-tests-0123456789',
  fetch: answer,
});

describe("databaseRateLimiter (the functions' side, through supabase-js)", () => {
  const limit = { max: 2, windowMs: 60_000 };

  it("counts across instances: a second instance sees the first one's calls", async () => {
    const database = postgrestOverDatabase();
    const first = databaseRateLimiter(config(database), 'instances', limit);
    const second = databaseRateLimiter(config(database), 'instances', limit);
    expect(await first.take('203.0.113.9')).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(await second.take('203.0.113.9')).toEqual({ allowed: true, retryAfterMs: 0 });
    const third = await first.take('203.0.113.9');
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBeGreaterThan(50_000);
    expect((await second.take('198.51.100.1')).allowed).toBe(true);
  });

  it('stores a keyed hash of the address, never the address', async () => {
    await databaseRateLimiter(config(postgrestOverDatabase()), 'privacy', limit).take('203.0.113.77');
    const { rows } = await db.pg.query<{ client_key: string }>(
      `select client_key from public.rate_limit_windows where bucket = 'privacy'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.client_key).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.client_key).not.toContain('203.0.113.77');
  });

  it("falls back to the instance's own window when the database does not answer", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = (async () => Response.json({ message: 'down' }, { status: 503 })) as typeof fetch;
    const limiter = databaseRateLimiter(config(down), 'down', { max: 1, windowMs: 60_000 });
    expect((await limiter.take('203.0.113.9')).allowed).toBe(true);
    expect((await limiter.take('203.0.113.9')).allowed).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Rate limit "down" kept in memory'),
      expect.anything(),
    );
  });

  it('is what rateLimiterFor picks with the backend configured; memory without it', async () => {
    const calls: string[] = [];
    const env = {
      SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-for-tests-0123456789',
    };
    vi.stubGlobal('fetch', postgrestOverDatabase(calls));
    try {
      await rateLimiterFor(env, 'picked', limit).take('203.0.113.9');
      expect(calls).toEqual(['POST /rest/v1/rpc/take_rate_limit']);
      await rateLimiterFor({}, 'picked', limit).take('203.0.113.9');
      expect(calls).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
