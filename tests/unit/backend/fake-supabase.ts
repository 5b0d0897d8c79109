/**
 * Recorded Supabase HTTP replies (GoTrue auth, PostgREST, Storage) in the shapes the hosted API
 * answers with, served to supabase-js through an injected fetch. Each test routes the calls it
 * expects; anything else answers 501 so an unexpected call fails loudly.
 */
export const SUPABASE_URL = 'https://qwertyuiopasdfgh.supabase.co';
export const ANON_KEY = 'anon-key-for-tests-0123456789abcdef';

export const ADMIN_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped access token (supabase-js decodes it for the MFA assurance level; no one verifies it here). */
export function accessToken(options: { sub?: string; exp: number; aal?: 'aal1' | 'aal2' }): string {
  const now = options.exp - 3600;
  return [
    base64url({ alg: 'ES256', kid: 'test-key', typ: 'JWT' }),
    base64url({
      iss: `${SUPABASE_URL}/auth/v1`,
      sub: options.sub ?? ADMIN_ID,
      aud: 'authenticated',
      exp: options.exp,
      iat: now,
      email: 'admin@astrelle.app',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { email_verified: true },
      role: 'authenticated',
      aal: options.aal ?? 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: '3f1e0c44-6b1a-4a55-8f7e-0b9c3d2e1f00',
      is_anonymous: false,
    }),
    'c2lnbmF0dXJl',
  ].join('.');
}

export function userReply(options: { factors?: unknown[] } = {}) {
  return {
    id: ADMIN_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'admin@astrelle.app',
    email_confirmed_at: '2026-01-02T10:00:00.000000Z',
    phone: '',
    confirmed_at: '2026-01-02T10:00:00.000000Z',
    last_sign_in_at: '2026-11-22T08:00:00.000000Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email_verified: true },
    identities: [
      {
        identity_id: 'b7a5c3d1-0000-4000-8000-000000000001',
        id: ADMIN_ID,
        user_id: ADMIN_ID,
        identity_data: { email: 'admin@astrelle.app', email_verified: false, phone_verified: false, sub: ADMIN_ID },
        provider: 'email',
        last_sign_in_at: '2026-01-02T10:00:00.000000Z',
        created_at: '2026-01-02T10:00:00.000000Z',
        updated_at: '2026-01-02T10:00:00.000000Z',
        email: 'admin@astrelle.app',
      },
    ],
    ...(options.factors ? { factors: options.factors } : {}),
    created_at: '2026-01-02T10:00:00.000000Z',
    updated_at: '2026-11-22T08:00:00.000000Z',
    is_anonymous: false,
  };
}

/** POST /auth/v1/token: a session. */
export function sessionReply(nowSeconds: number, options: { factors?: unknown[]; aal?: 'aal1' | 'aal2'; refreshToken?: string } = {}) {
  const exp = nowSeconds + 3600;
  return {
    access_token: accessToken({ exp, aal: options.aal ?? 'aal1' }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    refresh_token: options.refreshToken ?? 'rt-first-0123',
    user: userReply(options.factors ? { factors: options.factors } : {}),
  };
}

export const verifiedTotpFactor = {
  id: 'f0c1a2b3-0000-4000-8000-00000000f001',
  friendly_name: 'Phone',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-02-01T10:00:00.000000Z',
  updated_at: '2026-02-01T10:00:00.000000Z',
};

export const authErrors = {
  invalidCredentials: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
  refreshNotFound: { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
  sessionNotFound: { code: 403, error_code: 'session_not_found', msg: 'Session from session_id claim in JWT does not exist' },
  invalidTotp: { code: 422, error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' },
};

export const postgrestErrors = {
  noRow: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'JSON object requested, multiple (or no) rows returned' },
  tableMissing: { code: '42P01', details: null, hint: null, message: 'relation "public.compatibility_tools" does not exist' },
  rlsViolation: { code: '42501', details: null, hint: null, message: 'new row violates row-level security policy for table "compatibility_tools"' },
};

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
  /** The fields of a multipart body (storage uploads send the file and cacheControl this way). */
  form: Record<string, string> | null;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
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
        ? Object.fromEntries([...init.body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : `[file ${value.type}]`]))
        : null;
    const recorded = { method, url, headers, body, form };
    requests.push(recorded);
    const route = routes.find((candidate) => candidate.method === method && url.pathname === candidate.path);
    if (!route) return json(501, { message: `No recorded reply for ${method} ${url.pathname}` });
    return route.handler(recorded);
  };

  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    on(method: string, path: string, handler: Handler | Response | Record<string, unknown> | unknown[]) {
      const fn: Handler = typeof handler === 'function' ? (handler as Handler) : () => (handler instanceof Response ? handler.clone() : json(200, handler));
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
export const passThroughLock = <R>(_name: string, _timeout: number, fn: () => Promise<R>) => fn();
