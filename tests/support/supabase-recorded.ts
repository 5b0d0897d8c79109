/**
 * Supabase HTTP replies recorded from the hosted API (GoTrue auth, PostgREST errors), shared by
 * the unit tests' injected fetch (tests/unit/backend/fake-supabase.ts) and the browser-level
 * fake of the end-to-end tests (tests/e2e/support/supabase-browser.ts), so both speak the same
 * shapes. Only the project address differs, so every reply that names it takes it as `url`.
 */
export const ADMIN_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A JWT-shaped access token (supabase-js decodes it for the MFA assurance level; no one verifies it here). */
export function accessToken(options: {
  url: string;
  sub?: string;
  exp: number;
  aal?: 'aal1' | 'aal2';
}): string {
  const now = options.exp - 3600;
  return [
    base64url({ alg: 'ES256', kid: 'test-key', typ: 'JWT' }),
    base64url({
      iss: `${options.url}/auth/v1`,
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

/** GET /auth/v1/user (also the `user` of a session). */
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
        identity_data: {
          email: 'admin@astrelle.app',
          email_verified: false,
          phone_verified: false,
          sub: ADMIN_ID,
        },
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
export function sessionReply(
  nowSeconds: number,
  options: { url: string; factors?: unknown[]; aal?: 'aal1' | 'aal2'; refreshToken?: string },
) {
  const exp = nowSeconds + 3600;
  return {
    access_token: accessToken({ url: options.url, exp, aal: options.aal ?? 'aal1' }),
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

/** GoTrue error bodies, with the HTTP status in `code`. */
export const authErrors = {
  invalidCredentials: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
  refreshNotFound: {
    code: 400,
    error_code: 'refresh_token_not_found',
    msg: 'Invalid Refresh Token: Refresh Token Not Found',
  },
  sessionNotFound: {
    code: 403,
    error_code: 'session_not_found',
    msg: 'Session from session_id claim in JWT does not exist',
  },
  invalidTotp: { code: 422, error_code: 'mfa_verification_failed', msg: 'Invalid TOTP code entered' },
};

/** PostgREST error bodies (the HTTP status is the caller's: 406, 404, 403, 409…). */
export const postgrestErrors = {
  noRow: {
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  },
  tableMissing: {
    code: '42P01',
    details: null,
    hint: null,
    message: 'relation "public.compatibility_tools" does not exist',
  },
  rlsViolation: {
    code: '42501',
    details: null,
    hint: null,
    message: 'new row violates row-level security policy for table "compatibility_tools"',
  },
  slugTaken: {
    code: '23505',
    details: 'Key (slug)=(venus-in-retrograde) already exists.',
    hint: null,
    message: 'duplicate key value violates unique constraint "articles_slug_key"',
  },
};

/** A user_profiles row (docs/decisions.md#no-default-admin: the role lives here, not in the token). */
export function profileRow(role: 'admin' | 'editor' | 'user', id = ADMIN_ID) {
  return {
    id,
    name: 'Ada Admin',
    role,
    status: 'active',
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
  };
}

/** A compatibility_tools row as PostgREST returns it: named after its id, active, nothing else filled in. */
export function toolRow(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    name: id.replace(/-/g, ' '),
    headline: null,
    subheadline: null,
    cover_photo: null,
    seo_content: null,
    keywords: null,
    is_active: true,
    created_at: '2026-01-01T00:00:00+00:00',
    updated_at: '2026-01-01T00:00:00+00:00',
    ...fields,
  };
}
