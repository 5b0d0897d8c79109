/**
 * Calls to the celebrity functions with the admin's session: in Supabase mode the access token
 * goes along as a bearer token; the local preview is recognised by the server on loopback.
 */
import { ApiError } from '../../../lib/http/api-client';
import { getBrowserClient } from '../../../lib/supabase/client';
import type { AdminData } from '../../data/interfaces';
import type {
  ArticleSourceChoice,
  CelebrityArticleReply,
  CelebrityChartReply,
} from '../../../lib/celebrity/api-types';

const NETWORK_MESSAGE = 'We could not reach the server. Check the connection and try again.';

async function authHeaders(kind: AdminData['kind']): Promise<Record<string, string>> {
  if (kind !== 'supabase') return {};
  const token = (await getBrowserClient()?.auth.getSession())?.data.session?.access_token;
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function adminPost<T>(
  kind: AdminData['kind'],
  path: `/api/${string}`,
  body: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(await authHeaders(kind)),
      },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
        ? payload.error
        : `The server answered ${response.status}.`;
    throw new ApiError(message, response.status);
  }
  return payload as T;
}

export function fetchCelebrityChart(
  kind: AdminData['kind'],
  id: string,
  signal?: AbortSignal,
): Promise<CelebrityChartReply> {
  return adminPost(kind, '/api/celebrity-chart', { id }, signal);
}

export function fetchCelebrityArticle(
  kind: AdminData['kind'],
  id: string,
  source: ArticleSourceChoice,
): Promise<CelebrityArticleReply> {
  return adminPost(kind, '/api/celebrity-article', { id, source });
}
