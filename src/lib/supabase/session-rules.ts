import {
  AUTO_REFRESH_TICK_MS,
  AUTO_REFRESH_TICK_THRESHOLD,
  EXPIRY_MARGIN_MS,
  REFRESH_RETRY_BASE_MS,
  SESSION_STORAGE_KEY,
} from './constants';

/** The stored session fields the rules look at (document 1 §3 Session). */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** Document 1 §4: a stored session counts only with an access token, a refresh token and an expiry. */
export function isValidStoredSession(value: unknown): value is StoredSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.access_token === 'string' &&
    session.access_token.length > 0 &&
    typeof session.refresh_token === 'string' &&
    session.refresh_token.length > 0 &&
    typeof session.expires_at === 'number' &&
    Number.isFinite(session.expires_at)
  );
}

/** Reads the stored session, removing it when it is unreadable or incomplete. */
export function readStoredSession(storage: Pick<Storage, 'getItem' | 'removeItem'>): StoredSession | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (isValidStoredSession(parsed)) return parsed;
  storage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

/** Whole refresh ticks left before the session expires (expires_at is in seconds). */
export function ticksUntilExpiry(expiresAtSeconds: number, nowMs: number): number {
  return Math.floor((expiresAtSeconds * 1000 - nowMs) / AUTO_REFRESH_TICK_MS);
}

/** Refresh when 3 ticks (90 s) or fewer remain. */
export function needsRefresh(expiresAtSeconds: number, nowMs: number): boolean {
  return ticksUntilExpiry(expiresAtSeconds, nowMs) <= AUTO_REFRESH_TICK_THRESHOLD;
}

/** A session within the 90 s margin is treated as expired when it is loaded. */
export function isWithinExpiryMargin(expiresAtSeconds: number, nowMs: number): boolean {
  return expiresAtSeconds * 1000 - nowMs < EXPIRY_MARGIN_MS;
}

/** Back-off for a retryable refresh failure: 200 ms × 2^attempt (attempt 0 → 200 ms). */
export function refreshRetryDelay(attempt: number): number {
  return REFRESH_RETRY_BASE_MS * 2 ** attempt;
}

/** Network failures and server errors are worth retrying; a refused token is not. */
export function isRetryableAuthError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, status } = error as { name?: string; status?: number };
  if (name === 'AuthRetryableFetchError') return true;
  return typeof status === 'number' && (status === 0 || status >= 500);
}
