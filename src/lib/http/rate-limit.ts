/**
 * A per-client fixed-window limit for functions that spend money per call (DECISIONS.md 5).
 * Counts live in the memory of one function instance: enough to stop a script draining the
 * AI key from one address, without a storage binding. A store shared across instances can
 * replace it behind the same `take` interface.
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
  take(clientKey: string): RateDecision;
}

/** Prune old windows once the map holds this many clients, so memory stays bounded. */
const PRUNE_AT = 5000;

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    take(clientKey) {
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

/** The caller's address as the CDN reports it (Cloudflare sets CF-Connecting-IP). */
export function clientKey(request: Request): string {
  const direct = request.headers.get('cf-connecting-ip')?.trim();
  if (direct) return direct;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown-client';
}
