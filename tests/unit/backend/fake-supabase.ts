import { createSupabaseClient, type AstrelleClient } from '@/lib/supabase/client';
import * as recorded from '../../support/supabase-recorded';

/**
 * Recorded Supabase HTTP replies (GoTrue auth, PostgREST, Storage) in the shapes the hosted API
 * answers with (the shapes live in tests/support/supabase-recorded.ts, shared with the end-to-end
 * tests), served to supabase-js through an injected fetch. Each test routes the calls it
 * expects; anything else answers 501 so an unexpected call fails loudly.
 */
export const SUPABASE_URL = 'https://qwertyuiopasdfgh.supabase.co';
export const ANON_KEY = 'anon-key-for-tests-0123456789abcdef';

export {
  ADMIN_ID,
  authErrors,
  postgrestErrors,
  profileRow,
  toolRow,
  userReply,
  verifiedTotpFactor,
} from '../../support/supabase-recorded';

/** The recorded replies that name the project, for this fake's address. */
export function accessToken(options: Omit<Parameters<typeof recorded.accessToken>[0], 'url'>): string {
  return recorded.accessToken({ url: SUPABASE_URL, ...options });
}

export function sessionReply(
  nowSeconds: number,
  options: Omit<Parameters<typeof recorded.sessionReply>[1], 'url'> = {},
) {
  return recorded.sessionReply(nowSeconds, { url: SUPABASE_URL, ...options });
}

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
  /** The fields of a multipart body (storage uploads send the file and cacheControl this way). */
  form: Record<string, string> | null;
  /** The caller's AbortSignal, as supabase-js passed it to fetch. */
  signal: AbortSignal | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function createFakeSupabase() {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const requests: RecordedRequest[] = [];

  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input));
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    const body = typeof init.body === 'string' ? init.body : init.body ? '[binary]' : null;
    const form =
      init.body instanceof FormData
        ? Object.fromEntries(
            [...init.body.entries()].map(([key, value]) => [
              key,
              typeof value === 'string' ? value : `[file ${value.type}]`,
            ]),
          )
        : null;
    const recorded = { method, url, headers, body, form, signal: init.signal ?? request?.signal ?? null };
    requests.push(recorded);
    const route = routes.find((candidate) => candidate.method === method && url.pathname === candidate.path);
    if (!route) return json(501, { message: `No recorded reply for ${method} ${url.pathname}` });
    return route.handler(recorded);
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    on(method: string, path: string, handler: Handler | Response | Record<string, unknown> | unknown[]) {
      const fn: Handler =
        typeof handler === 'function'
          ? (handler as Handler)
          : () => (handler instanceof Response ? handler.clone() : json(200, handler));
      routes.unshift({ method, path, handler: fn });
      return this;
    },
  };
}

/** A Storage-like object in memory, for the session store. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** supabase-js's cross-tab lock, as a pass-through for tests. */
const passThroughLock = <R>(_name: string, _timeout: number, fn: () => Promise<R>) => fn();

/**
 * Our client (src/lib/supabase/client.ts, real supabase-js) talking to this fake: the session
 * kept in `storage`, no cross-tab lock, no session read from the address.
 */
export function fakeClient(
  server: ReturnType<typeof createFakeSupabase>,
  storage = memoryStorage(),
): AstrelleClient {
  // Each fake client is one page on its own. supabase-js links a site's tabs through a
  // BroadcastChannel named after the session key, and such a channel reaches every client in the
  // test worker (files share it: isolate is off), so a client another test left running would hand
  // this one its tokens as if from another tab. The library opens no channel when there is none.
  const channel = globalThis.BroadcastChannel;
  Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  try {
    return createSupabaseClient({
      url: SUPABASE_URL,
      anonKey: ANON_KEY,
      fetch: server.fetch,
      storage,
      lock: passThroughLock,
      detectSessionInUrl: false,
    })!;
  } finally {
    globalThis.BroadcastChannel = channel;
  }
}
