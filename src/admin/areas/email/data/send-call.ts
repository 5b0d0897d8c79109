import { bearer } from '../../../../lib/http/api-client';
import type { SendProgress } from '../../../../lib/email/send-request';
import type { SendingStatus } from './repository';

/** The two calls to /api/email-send; the Supabase mode adds the session's bearer token. */
function headers(accessToken: string | null, json: boolean): Record<string, string> {
  return {
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...bearer(accessToken),
  };
}

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body)
    throw new Error(body?.error ?? `The sending function answered ${response.status}.`);
  return body;
}

export async function postSend(body: unknown, accessToken: string | null): Promise<SendProgress> {
  let response: Response;
  try {
    response = await fetch('/api/email-send', {
      method: 'POST',
      headers: headers(accessToken, true),
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('We could not reach the sending function. Check your connection and try again.');
  }
  return read<SendProgress>(response);
}

export async function getSendingStatus(
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<SendingStatus> {
  try {
    const response = await fetch('/api/email-send', {
      headers: headers(accessToken, false),
      ...(signal ? { signal } : {}),
    });
    const body = await read<{ configured: boolean; message: string | null }>(response);
    return { configured: body.configured, message: body.message };
  } catch (error) {
    if (signal?.aborted) throw error; // cancelled: nothing to report
    return {
      configured: false,
      message: error instanceof Error ? error.message : 'The sending function could not be asked.',
    };
  }
}
