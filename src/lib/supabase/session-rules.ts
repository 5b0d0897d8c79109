import { SESSION_STORAGE_KEY } from './constants';

/** The stored session fields the rules look at (docs/constants.md#auth-and-session). */
export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** A stored session counts only with an access token, a refresh token and an expiry (docs/constants.md#auth-and-session). */
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
