/**
 * Per-client fixed-window limits for functions that spend money or compute per call
 * (docs/decisions.md#server-side-limits-for-paid-calls; docs/security.md, "Rate limits"). With the Supabase backend the windows
 * live in the database (public.take_rate_limit), so every function instance counts against the
 * same window; without it, in the embedded store (D1) when the runtime binds one (`npm start`, or a
 * Pages project with a D1 binding); else in this instance's memory.
 */
import { createRateLimiter, type RateLimit, type RateLimiter } from './rate-window';
import { embeddedRateLimiter } from './rate-limit-embedded';
import { embeddedDbFromEnv, type EmbeddedStoreEnv } from '../signups/embedded-db';
import { hmacHex } from '../security/digest';
import {
  serviceClient,
  serviceConfigFromEnv,
  type ServiceConfig,
  type SupabaseServiceEnv,
} from '../supabase/server-client';

export { createRateLimiter, type RateDecision, type RateLimit, type RateLimiter } from './rate-window';

/**
 * The client as the database sees it: an HMAC of the address keyed with the service role key,
 * so no visitor's address is stored, and a leaked table cannot be reversed by trying addresses.
 */
function hashedClient(config: ServiceConfig, clientKey: string): Promise<string> {
  return hmacHex(config.serviceRoleKey, clientKey);
}

/**
 * Windows in the database, shared by every instance. If the database cannot be asked, this
 * instance's own window decides, so a database hiccup neither opens the key to everyone nor
 * stops the feature.
 */
export function databaseRateLimiter(
  config: ServiceConfig,
  bucket: string,
  limit: RateLimit,
  fallback: RateLimiter = createRateLimiter(limit),
): RateLimiter {
  return {
    async take(clientKey) {
      try {
        const { data, error } = await serviceClient(config).rpc('take_rate_limit', {
          bucket,
          client_key: await hashedClient(config, clientKey),
          max_hits: limit.max,
          window_seconds: Math.ceil(limit.windowMs / 1000),
        });
        const row = data?.[0];
        if (error || !row) throw new Error(error?.message ?? 'take_rate_limit returned no row');
        return { allowed: row.allowed, retryAfterMs: Number(row.retry_after_ms) };
      } catch (error) {
        console.error(`Rate limit "${bucket}" kept in memory: the database did not answer.`, error);
        return fallback.take(clientKey);
      }
    },
  };
}

/** One in-memory limiter per bucket (and figure) and instance, shared by every request it serves. */
const memoryLimiters = new Map<string, RateLimiter>();

/**
 * Forgets every in-memory window. Only the unit tests call it, between files: they share one
 * module cache (vitest.config.ts, isolate: false), and one file's calls must not use up another's.
 */
export function forgetMemoryWindows(): void {
  memoryLimiters.clear();
}

export type RateLimitEnv = SupabaseServiceEnv &
  EmbeddedStoreEnv & {
    /**
     * Test servers only (playwright.config.ts): every limit times this whole number, so a test run
     * from one address never meets them. Never set on a host (docs/security.md#rate-limits).
     */
    RATE_LIMIT_MULTIPLIER?: string;
  };

/** The limit as this environment applies it (the test servers' multiplier, else as written). */
export function scaledLimit(env: RateLimitEnv | undefined, limit: RateLimit): RateLimit {
  const factor = Number(env?.RATE_LIMIT_MULTIPLIER ?? '1');
  return Number.isInteger(factor) && factor > 1 ? { ...limit, max: limit.max * factor } : limit;
}

/** The limiter for a bucket: in the database with the backend, else in the embedded store, else in memory. */
export function rateLimiterFor(
  env: RateLimitEnv | undefined,
  bucket: string,
  written: RateLimit,
): RateLimiter {
  const limit = scaledLimit(env, written);
  const key = `${bucket}:${limit.max}:${limit.windowMs}`;
  let memory = memoryLimiters.get(key);
  if (!memory) {
    memory = createRateLimiter(limit);
    memoryLimiters.set(key, memory);
  }
  const service = serviceConfigFromEnv(env);
  if (service) return databaseRateLimiter(service, bucket, limit, memory);
  const db = embeddedDbFromEnv(env);
  return db ? embeddedRateLimiter(db, env, bucket, limit, memory) : memory;
}

/** The caller's address as the CDN reports it (Cloudflare sets CF-Connecting-IP). */
export function clientKey(request: Request): string {
  const direct = request.headers.get('cf-connecting-ip')?.trim();
  if (direct) return direct;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown-client';
}
