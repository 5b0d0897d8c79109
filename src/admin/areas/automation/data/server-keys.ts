import { bearer } from '../../../../lib/http/api-client';
import type { KeyStatus } from '../../../../lib/automation/keys';

/** GET /api/automation-keys, with the session's token in Supabase mode (none in the local preview). */
export async function fetchServerKeys(
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<KeyStatus[]> {
  let response: Response;
  try {
    response = await fetch('/api/automation-keys', {
      ...(signal ? { signal } : {}),
      headers: { accept: 'application/json', ...bearer(accessToken) },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error('The key check could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { keys?: KeyStatus[]; error?: string } | null;
  if (!response.ok || !body?.keys)
    throw new Error(body?.error ?? `The key check answered ${response.status}.`);
  return body.keys;
}
