import { bearer, getJson } from '@/lib/http/api-client';
import type { KeyStatus } from '@/lib/automation/keys';

/** GET /api/automation-keys, with the session's token in Supabase mode (none in the local preview). */
export async function fetchServerKeys(
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<KeyStatus[]> {
  const { keys } = await getJson<{ keys: KeyStatus[] }>('/api/automation-keys', {
    signal,
    headers: bearer(accessToken),
    networkMessage: 'The key check could not reach the server. Check your connection and try again.',
  });
  if (!Array.isArray(keys)) throw new Error('The key check answered without a list of keys.');
  return keys;
}
