/**
 * The one way islands call the site's functions: POST JSON to /api/…, get typed data back or
 * an ApiError carrying the server's message (`{"error": …}`) or a network message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'We could not reach our servers. Please check your connection and try again.';

/** `headers` adds to the JSON ones (the admin sends its session as `authorization`). */
export function postJson<T>(
  path: `/api/${string}`,
  body: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers = { ...init.headers, 'content-type': 'application/json', accept: 'application/json' };
  return request<T>(path, { method: 'POST', headers, body: JSON.stringify(body) }, init.signal);
}

/** GET /api/… as JSON, with the same error handling as postJson. */
export function getJson<T>(
  path: `/api/${string}`,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  return request<T>(path, { headers: { ...init.headers, accept: 'application/json' } }, init.signal);
}

/** The `authorization` header for a session's access token; none without one (the local preview). */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** One fetch with the shared error rules: network failure, `{"error": …}` replies, bad JSON. */
async function request<T>(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, signal ? { ...init, signal } : init);
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
