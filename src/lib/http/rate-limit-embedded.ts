/**
 * Rate-limit windows in the embedded store (D1): the local runtime's, and a Pages project's that
 * binds a D1 database instead of Supabase (docs/security.md#rate-limits). One upsert counts the
 * call, as public.take_rate_limit does in Postgres, so every isolate counts against one window. The
 * client is kept as an HMAC of its address under a key of the store's own, never the address.
 */
import type { EmbeddedDatabase } from '../signups/embedded-db';
import { hmacHex } from '../security/digest';
import { serverSecret, type ServerSecretEnv } from '../security/server-secret';
import type { RateLimit, RateLimiter } from './rate-window';

/** Windows that ended a day ago are forgotten, a few at a time, on about one call in 20. */
const PRUNE_CHANCE = 0.05;
const DAY_MS = 86_400_000;

export function embeddedRateLimiter(
  db: EmbeddedDatabase,
  env: ServerSecretEnv | undefined,
  bucket: string,
  limit: RateLimit,
  fallback: RateLimiter,
): RateLimiter {
  return {
    async take(clientKey) {
      try {
        const secret = await serverSecret({ EMBEDDED_DB: env?.EMBEDDED_DB }, 'client-keys');
        if (!secret) throw new Error('no key for client addresses');
        const client = await hmacHex(secret, clientKey);
        const now = Date.now();
        const { results } = await db
          .prepare(
            `INSERT INTO rate_limit_windows (bucket, client_key, window_ends_at, hits) VALUES (?, ?, ?, 1)
             ON CONFLICT (bucket, client_key) DO UPDATE SET
               hits = CASE WHEN window_ends_at <= ?4 THEN 1 ELSE hits + 1 END,
               window_ends_at = CASE WHEN window_ends_at <= ?4 THEN excluded.window_ends_at ELSE window_ends_at END
             RETURNING hits, window_ends_at`,
          )
          .bind(bucket, client, now + limit.windowMs, now)
          .all<{ hits: number; window_ends_at: number }>();
        const row = results[0];
        if (!row) throw new Error('the window was not counted');
        if (Math.random() < PRUNE_CHANCE)
          await db
            .prepare(
              `DELETE FROM rate_limit_windows WHERE rowid IN
                 (SELECT rowid FROM rate_limit_windows WHERE window_ends_at < ? LIMIT 50)`,
            )
            .bind(now - DAY_MS)
            .run();
        const hits = Number(row.hits);
        return hits <= limit.max
          ? { allowed: true, retryAfterMs: 0 }
          : { allowed: false, retryAfterMs: Math.max(0, Number(row.window_ends_at) - now) };
      } catch (error) {
        console.error(`Rate limit "${bucket}" kept in memory: the embedded store did not answer.`, error);
        return fallback.take(clientKey);
      }
    },
  };
}
