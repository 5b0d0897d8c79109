/**
 * Per-client fixed-window limits (docs/decisions.md#server-side-limits-for-paid-calls; docs/security.md, "Rate limits"): the
 * shapes every limiter shares, and the windows kept in one function instance's memory.
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
