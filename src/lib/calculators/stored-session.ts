/**
 * The signed-in visitor's user metadata, read straight from the session supabase-js keeps in
 * localStorage. Public pages never load supabase-js (it would triple a calculator's JavaScript),
 * and zod stays out of islands for size, so the stored JSON is checked by hand here. The key is
 * the one the browser client is created with (storageKey in src/lib/supabase/client.ts): fixed,
 * not derived from the project address. Nothing is refreshed or removed here: an expired or
 * malformed session simply means "not signed in" on a public page.
 */
import { SESSION_STORAGE_KEY } from '../supabase/constants';
import { isValidStoredSession } from '../supabase/session-rules';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The user_metadata of a stored session that is complete and not expired, else null. */
export function metadataFromStoredSession(raw: string | null, nowMs: number): Record<string, unknown> | null {
  if (!raw) return null;
  let session: unknown;
  try {
    session = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isValidStoredSession(session) || session.expires_at * 1000 <= nowMs) return null;
  const user = (session as unknown as Record<string, unknown>).user;
  if (!isRecord(user) || !isRecord(user.user_metadata)) return null;
  return user.user_metadata;
}

/** Reads the stored session; a browser that refuses storage access counts as signed out. */
export function signedInMetadata(
  storage: Pick<Storage, 'getItem'> | undefined,
  nowMs: number,
): Record<string, unknown> | null {
  try {
    return metadataFromStoredSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null, nowMs);
  } catch {
    return null;
  }
}
