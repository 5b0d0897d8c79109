import { afterEach, describe, expect, it, vi } from 'vitest';
import { canEnterAdmin } from '@/lib/supabase/auth-state';
import { createAuthStore, type AuthStore } from '@/lib/supabase/auth-store';
import { createSupabaseClient } from '@/lib/supabase/client';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { authMessages, successMessages } from '@/lib/supabase/messages';
import {
  ADMIN_ID,
  ANON_KEY,
  authErrors,
  createFakeSupabase,
  fakeClient,
  json,
  memoryStorage,
  postgrestErrors,
  profileRow,
  sessionReply,
  userReply,
  verifiedTotpFactor,
} from './fake-supabase';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const adminProfile = profileRow('admin');

let store: AuthStore | null = null;
afterEach(() => {
  store?.dispose();
  vi.useRealTimers();
});

function setup(initialStorage: Record<string, string> = {}) {
  const server = createFakeSupabase();
  const storage = memoryStorage(initialStorage);
  const client = fakeClient(server, storage);
  store = createAuthStore({ client, storage, origin: 'https://astrelle.app' });
  return { server, storage, client, store };
}

describe('sign-in', () => {
  it('needs both e-mail and password, without calling the server', async () => {
    const { server, store } = setup();
    expect(await store.signIn('', 'secret')).toEqual({ ok: false, error: 'Email and password are required' });
    expect(await store.signIn('admin@astrelle.app', '')).toEqual({
      ok: false,
      error: 'Email and password are required',
    });
    expect(store.$auth.get().error).toBe('Email and password are required');
    expect(server.requests).toHaveLength(0);
  });

  it('says so when the backend is not configured', async () => {
    store = createAuthStore({
      client: createSupabaseClient({ url: 'https://example.supabase.co', anonKey: ANON_KEY }),
    });
    await store.init();
    expect(store.$auth.get()).toMatchObject({
      loading: false,
      authenticated: false,
      error: authMessages.notConfigured,
    });
    expect(await store.signIn('admin@astrelle.app', 'secret')).toEqual({
      ok: false,
      error: authMessages.notConfigured,
    });
  });

  it('signs in, reads the role from the profile and stores the session under supabase-auth-token', async () => {
    const { server, storage, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    const result = await store.signIn(' admin@astrelle.app ', 'correct horse');
    expect(result).toEqual({ ok: true, message: 'Login successful!' });
    const state = store.$auth.get();
    expect(state).toMatchObject({ loading: false, authenticated: true, error: null });
    expect(state.user).toMatchObject({
      id: ADMIN_ID,
      email: 'admin@astrelle.app',
      name: 'Ada Admin',
      role: 'admin',
      status: 'active',
      emailVerified: true,
    });
    expect(canEnterAdmin(state.user)).toBe(true);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toHaveProperty(
      'refresh_token',
      'rt-first-0123',
    );
    const tokenCall = server.requests.find((request) => request.url.pathname === '/auth/v1/token');
    expect(tokenCall?.url.searchParams.get('grant_type')).toBe('password');
    expect(JSON.parse(tokenCall?.body ?? '{}')).toMatchObject({
      email: 'admin@astrelle.app',
      password: 'correct horse',
    });
    expect(tokenCall?.headers.get('x-client-info')).toBe('astrelle-blog/1.0');
    const profileCall = server.requests.find((request) => request.url.pathname === '/rest/v1/user_profiles');
    expect(profileCall?.url.searchParams.get('id')).toBe(`eq.${ADMIN_ID}`);
  });

  it('shows the server message for a rejected login, else the catalogue message', async () => {
    const { server, store } = setup();
    server.on('POST', '/auth/v1/token', json(400, authErrors.invalidCredentials));
    expect(await store.signIn('admin@astrelle.app', 'wrong')).toEqual({
      ok: false,
      error: 'Invalid login credentials',
    });
    expect(store.$auth.get()).toMatchObject({ authenticated: false, error: 'Invalid login credentials' });
  });

  it("falls back to 'Invalid email or password' when the rejection has no message", async () => {
    const { client, store } = setup();
    vi.spyOn(client!.auth, 'signInWithPassword').mockResolvedValue({
      data: { user: null, session: null },
      error: { message: '' },
    } as never);
    expect(await store.signIn('admin@astrelle.app', 'wrong')).toEqual({
      ok: false,
      error: 'Invalid email or password',
    });
  });

  it("answers 'Login failed' when the sign-in throws", async () => {
    const { client, store } = setup();
    vi.spyOn(client!.auth, 'signInWithPassword').mockRejectedValue(new TypeError('boom'));
    expect(await store.signIn('admin@astrelle.app', 'secret')).toEqual({ ok: false, error: 'Login failed' });
  });

  it('treats a missing profile (PGRST116) as no role: signed in, but no admin access', async () => {
    const { server, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', json(406, postgrestErrors.noRow));
    await store.signIn('admin@astrelle.app', 'secret');
    const { user } = store.$auth.get();
    expect(user).toMatchObject({ role: null, status: null, name: 'admin' });
    expect(canEnterAdmin(user)).toBe(false);
    expect(canEnterAdmin({ ...user!, role: 'editor', status: 'active' })).toBe(false);
    expect(canEnterAdmin({ ...user!, role: 'editor', status: 'active' }, { allowEditor: true })).toBe(true);
  });
});

describe('MFA (TOTP) for admins', () => {
  it('never lets the SIGNED_IN event authenticate past a pending factor, however slow the profile read', async () => {
    // Slow replies on a fake clock: the test steps past them instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { server, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds(), { factors: [verifiedTotpFactor] }));
    server.on('GET', '/auth/v1/user', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return json(200, userReply({ factors: [verifiedTotpFactor] }));
    });
    const profileRead = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return json(200, adminProfile);
    });
    server.on('GET', '/rest/v1/user_profiles', profileRead);
    await store.init(); // listens to session events from here on
    const signingIn = store.signIn('admin@astrelle.app', 'secret');
    // Well past both slow replies, so whatever the session event started has finished.
    await vi.advanceTimersByTimeAsync(400);
    const result = await signingIn;
    expect(result).toMatchObject({ ok: false, mfaRequired: true });
    expect(store.$auth.get()).toMatchObject({ authenticated: false, token: null, mfa: { required: true } });
  });

  it('asks for the code after the password when a verified factor exists, then signs in', async () => {
    const { server, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds(), { factors: [verifiedTotpFactor] }));
    server.on('GET', '/auth/v1/user', userReply({ factors: [verifiedTotpFactor] }));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    const first = await store.signIn('admin@astrelle.app', 'secret');
    expect(first).toEqual({ ok: false, error: authMessages.mfaRequired, mfaRequired: true });
    expect(store.$auth.get()).toMatchObject({
      authenticated: false,
      mfa: { required: true, factorId: verifiedTotpFactor.id },
    });

    expect(await store.mfa.verify('12ab')).toEqual({ ok: false, error: authMessages.mfaCodeInvalid });
    server.on('POST', `/auth/v1/factors/${verifiedTotpFactor.id}/challenge`, {
      id: 'c-1',
      type: 'totp',
      expires_at: nowSeconds() + 300,
    });
    server.on('POST', `/auth/v1/factors/${verifiedTotpFactor.id}/verify`, json(422, authErrors.invalidTotp));
    expect(await store.mfa.verify('123456')).toEqual({ ok: false, error: authMessages.mfaCodeInvalid });

    const upgraded = sessionReply(nowSeconds(), {
      factors: [verifiedTotpFactor],
      aal: 'aal2',
      refreshToken: 'rt-aal2',
    });
    server.on('POST', `/auth/v1/factors/${verifiedTotpFactor.id}/verify`, upgraded);
    expect(await store.mfa.verify('654321')).toEqual({ ok: true, message: successMessages.login });
    expect(store.$auth.get()).toMatchObject({
      authenticated: true,
      mfa: { required: false },
      user: { role: 'admin' },
    });
    const verifyCall = server.requests.filter((request) => request.url.pathname.endsWith('/verify')).at(-1);
    expect(JSON.parse(verifyCall?.body ?? '{}')).toMatchObject({ code: '654321', challenge_id: 'c-1' });
  });
});

describe('one-time codes', () => {
  it('needs an e-mail or a phone, and never creates an account', async () => {
    const { server, store } = setup();
    expect(await store.sendOneTimeCode({})).toEqual({
      ok: false,
      error: 'You must provide either an email or phone number.',
    });
    server.on('POST', '/auth/v1/otp', {});
    expect(await store.sendOneTimeCode({ email: 'admin@astrelle.app' })).toEqual({
      ok: true,
      message: successMessages.codeSent,
    });
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toMatchObject({
      email: 'admin@astrelle.app',
      create_user: false,
    });
  });
});

describe('sign-out, reset, update', () => {
  it('signs out locally even when the server answers 403, and clears the stored session', async () => {
    const { server, storage, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    await store.signIn('admin@astrelle.app', 'secret');
    server.on('POST', '/auth/v1/logout', json(403, authErrors.sessionNotFound));
    expect(await store.signOut('global')).toEqual({ ok: true, message: 'Logged out successfully' });
    expect(store.$auth.get()).toMatchObject({ authenticated: false, user: null, token: null, error: null });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(
      server.requests
        .find((request) => request.url.pathname === '/auth/v1/logout')
        ?.url.searchParams.get('scope'),
    ).toBe('global');
  });

  it('sends the reset e-mail with a link to /admin/reset-password', async () => {
    const { server, store } = setup();
    server.on('POST', '/auth/v1/recover', {});
    expect(await store.sendPasswordReset('')).toEqual({ ok: false, error: authMessages.missingEmail });
    expect(await store.sendPasswordReset('admin@astrelle.app')).toEqual({
      ok: true,
      message: 'Password reset email sent! Check your inbox.',
    });
    const call = server.requests.find((request) => request.url.pathname === '/auth/v1/recover');
    expect(call?.url.searchParams.get('redirect_to')).toBe('https://astrelle.app/admin/reset-password');
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ email: 'admin@astrelle.app' });
  });

  it('updates the password of the signed-in (recovering) user', async () => {
    const { server, store } = setup();
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    await store.signIn('admin@astrelle.app', 'secret');
    expect(await store.updatePassword('short')).toEqual({ ok: false, error: authMessages.weakPassword });
    server.on('PUT', '/auth/v1/user', userReply());
    expect(await store.updatePassword('a much longer secret')).toEqual({
      ok: true,
      message: 'Password updated successfully!',
    });
    expect(
      JSON.parse(server.requests.find((request) => request.method === 'PUT')?.body ?? '{}'),
    ).toMatchObject({ password: 'a much longer secret' });
  });
});

describe('stored sessions', () => {
  it('removes an incomplete stored session and starts signed out', async () => {
    const { storage, store } = setup({
      [SESSION_STORAGE_KEY]: JSON.stringify({ access_token: 'x', expires_at: 1 }),
    });
    await store.init();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.$auth.get()).toMatchObject({ loading: false, authenticated: false, error: null });
  });

  it('restores a valid stored session with its profile', async () => {
    const session = sessionReply(nowSeconds());
    const { server, store } = setup({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    await store.init();
    expect(store.$auth.get()).toMatchObject({
      loading: false,
      authenticated: true,
      token: session.access_token,
      user: { role: 'admin' },
    });
  });

  it('settles a stored session even when the INITIAL_SESSION event overtakes the first profile read', async () => {
    // A browser answers over the network (a macrotask), so the event's own resolution starts
    // while init's is still reading the profile, and init's turns stale: init must wait for it.
    const session = sessionReply(nowSeconds());
    const { server, store } = setup({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on(
      'GET',
      '/rest/v1/user_profiles',
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(200, adminProfile)), 20)),
    );
    const starting = store.init();
    await vi.advanceTimersByTimeAsync(20);
    await starting;
    expect(store.$auth.get()).toMatchObject({ loading: false, authenticated: true, user: { role: 'admin' } });
  });
});
