import { bearer, getJson, postJson } from '@/lib/http/api-client';
import type { SendProgress } from '@/lib/email/send-request';
import type { SendingStatus } from './repository';

/** The two calls to /api/email-send; the Supabase mode adds the session's bearer token. */
const UNREACHABLE = 'We could not reach the sending function. Check your connection and try again.';

export function postSend(body: unknown, accessToken: string | null): Promise<SendProgress> {
  return postJson<SendProgress>('/api/email-send', body, {
    headers: bearer(accessToken),
    networkMessage: UNREACHABLE,
  });
}

export async function getSendingStatus(
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<SendingStatus> {
  try {
    const body = await getJson<{ configured: boolean; message: string | null }>('/api/email-send', {
      signal,
      headers: bearer(accessToken),
      networkMessage: UNREACHABLE,
    });
    return { configured: body.configured, message: body.message };
  } catch (error) {
    if (signal?.aborted) throw error; // cancelled: nothing to report
    return {
      configured: false,
      message: error instanceof Error ? error.message : 'The sending function could not be asked.',
    };
  }
}
