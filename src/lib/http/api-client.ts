/**
 * The one way the browser calls the site's functions (islands and the admin): POST JSON to /api/…,
 * get typed data back or an ApiError carrying the server's message (`{"error": …}`) or a network
 * message. The admin adds its session with `bearer()`.
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

export const NETWORK_MESSAGE = 'We could not reach our servers. Please check your connection and try again.';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Added to the JSON ones (the admin sends its session as `authorization`, see bearer()). */
  headers?: Record<string, string>;
  /** What a network failure says, when the caller can name what could not be reached. */
  networkMessage?: string;
  /** Tests route the call to a function's handler here; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

export function postJson<T>(path: `/api/${string}`, body: unknown, init: CallOptions = {}): Promise<T> {
  const headers = { ...init.headers, 'content-type': 'application/json', accept: 'application/json' };
  return request<T>(path, { method: 'POST', headers, body: JSON.stringify(body) }, init);
}

/** GET /api/… as JSON, with the same error handling as postJson. */
export function getJson<T>(path: `/api/${string}`, init: CallOptions = {}): Promise<T> {
  return request<T>(path, { headers: { ...init.headers, accept: 'application/json' } }, init);
}

/**
 * POST JSON to a function that answers with a stream of `type` (the article generator's NDJSON):
 * the Response to read, or the same ApiError as postJson when it refuses with a JSON error.
 */
export async function postForStream(
  path: `/api/${string}`,
  body: unknown,
  type: string,
  init: CallOptions = {},
): Promise<Response & { body: ReadableStream<Uint8Array> }> {
  const headers = {
    ...init.headers,
    'content-type': 'application/json',
    accept: `${type}, application/json`,
  };
  const response = await send(path, { method: 'POST', headers, body: JSON.stringify(body) }, init);
  if (response.ok && response.body && (response.headers.get('content-type') ?? '').includes(type))
    return response as Response & { body: ReadableStream<Uint8Array> };
  throw await refusal(response);
}

/** The `authorization` header for a session's access token; none without one (the local preview). */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** One fetch; a network failure becomes an ApiError (status 0), a cancelled one stays an AbortError. */
async function send(path: string, init: RequestInit, options: CallOptions): Promise<Response> {
  try {
    const doFetch = options.fetch ?? fetch;
    return await doFetch(path, options.signal ? { ...init, signal: options.signal } : init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.signal?.aborted) throw error;
    throw new ApiError(options.networkMessage ?? NETWORK_MESSAGE, 0);
  }
}

/** The error of a refused call: the server's `{"error": …}` message, else its status. */
async function refusal(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const message =
    payload && typeof payload === 'object' && 'error' in payload && typeof payload.error === 'string'
      ? payload.error
      : `The server answered ${response.status}.`;
  return new ApiError(message, response.status);
}

/** One call with the shared error rules: network failure, `{"error": …}` replies, bad JSON. */
async function request<T>(path: string, init: RequestInit, options: CallOptions): Promise<T> {
  const response = await send(path, init, options);
  if (!response.ok) throw await refusal(response);
  const payload: unknown = await response.json().catch(() => null);
  if (payload === null)
    throw new ApiError(`The server answered ${response.status} without JSON.`, response.status);
  return payload as T;
}
