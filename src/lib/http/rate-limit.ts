import {
  serviceClient,
  serviceConfigFromEnv,
  type ServiceConfig,
  type SupabaseServiceEnv,
} from '../supabase/server-client';

/**
 * Per-client fixed-window limits for functions that spend money per call (docs/decisions.md 5;
 * docs/security.md, "Rate limits"). With the Supabase backend the windows live in the database
 * (public.take_rate_limit), so every function instance counts against the same window; without
 * it (the local server) they live in this instance's memory.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until this client may call again (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  take(clientKey: string): Promise<RateDecision>;
}

/** Prune old windows once the map holds this many clients, so memory stays bounded. */
const PRUNE_AT = 5000;

/** Windows in this instance's memory: the local default, and the fallback when the database fails. */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async take(clientKey) {
      const time = now();
      if (windows.size >= PRUNE_AT) {
        for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
      }
      const current = windows.get(clientKey);
      if (!current || current.endsAt <= time) {
        windows.set(clientKey, { count: 1, endsAt: time + limit.windowMs });
        return { allowed: true, retryAfterMs: 0 };
      }
      if (current.count >= limit.max) return { allowed: false, retryAfterMs: current.endsAt - time };
      current.count += 1;
      return { allowed: true, retryAfterMs: 0 };
    },
  };
}

/**
 * The client as the database sees it: an HMAC of the address keyed with the service role key,
 * so no visitor's address is stored, and a leaked table cannot be reversed by trying addresses.
 */
async function hashedClient(config: ServiceConfig, clientKey: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(config.serviceRoleKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(clientKey)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
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

/** One in-memory limiter per bucket and instance, shared by every request it serves. */
const memoryLimiters = new Map<string, RateLimiter>();

/** The limiter for a bucket: in the database when the backend is configured, else in memory. */
export function rateLimiterFor(
  env: SupabaseServiceEnv | undefined,
  bucket: string,
  limit: RateLimit,
): RateLimiter {
  let memory = memoryLimiters.get(bucket);
  if (!memory) {
    memory = createRateLimiter(limit);
    memoryLimiters.set(bucket, memory);
  }
  const service = serviceConfigFromEnv(env);
  return service ? databaseRateLimiter(service, bucket, limit, memory) : memory;
}

/** The caller's address as the CDN reports it (Cloudflare sets CF-Connecting-IP). */
export function clientKey(request: Request): string {
  const direct = request.headers.get('cf-connecting-ip')?.trim();
  if (direct) return direct;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown-client';
}
