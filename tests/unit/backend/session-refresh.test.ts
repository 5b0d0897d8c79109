// @vitest-environment happy-dom
import {
  AUTO_REFRESH_TICK_DURATION_MS,
  AUTO_REFRESH_TICK_THRESHOLD,
  EXPIRY_MARGIN_MS,
  JWKS_TTL,
} from '@supabase/auth-js/dist/module/lib/constants.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, type AuthStore } from '@/lib/supabase/auth-store';
import type { AstrelleClient } from '@/lib/supabase/client';
import { SESSION_STORAGE_KEY } from '@/lib/supabase/constants';
import { profileRow } from '../../support/supabase-recorded';
import {
  authErrors,
  createFakeSupabase,
  fakeClient,
  json,
  memoryStorage,
  sessionReply,
  type RecordedRequest,
} from './fake-supabase';

/**
 * Sessions are refreshed by supabase-js itself (autoRefreshToken), on the product's timing (docs/constants.md#auth-and-session);
 * the auth store only listens. Real supabase-js, recorded GoTrue replies, fake timers.
 */
const T0 = Date.parse('2026-11-25T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);
const adminProfile = profileRow('admin');

let store: AuthStore | null = null;
let client: AstrelleClient | null = null;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers({
    now: T0,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  setVisibility('visible');
});

afterEach(async () => {
  store?.dispose();
  await client?.auth.stopAutoRefresh();
  vi.useRealTimers();
});

/**
 * A signed-in page whose stored session expires `expiresIn` seconds from now, with the token
 * endpoint's answer set before the page starts (a session this close to expiry is refreshed at once).
 */
async function signedInPage(expiresIn: number, token?: (request: RecordedRequest) => Response) {
  const server = createFakeSupabase();
  server.on('GET', '/rest/v1/user_profiles', adminProfile);
  if (token) server.on('POST', '/auth/v1/token', token);
  const session = {
    ...sessionReply(seconds(T0)),
    expires_at: seconds(T0) + expiresIn,
    expires_in: expiresIn,
  };
  const storage = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(session) });
  client = fakeClient(server, storage);
  store = createAuthStore({ client, storage });
  // The start may itself wait on timers (a refresh and its retries): let the clock run until it is done.
  let started = false;
  void store.init().then(() => (started = true));
  while (!started) await vi.advanceTimersByTimeAsync(10);
  const refreshes = () =>
    server.requests.filter((request) => request.url.searchParams.get('grant_type') === 'refresh_token');
  const profileReads = () =>
    server.requests.filter((request) => request.url.pathname === '/rest/v1/user_profiles').length;
  return { server, storage, store, session, refreshes, profileReads };
}

describe('the library’s own refresh timing is the spec’s', () => {
  it('ticks every 30 s, refreshes within 3 ticks of expiry, and caches the key set for 10 minutes', () => {
    expect(AUTO_REFRESH_TICK_DURATION_MS).toBe(30_000);
    expect(AUTO_REFRESH_TICK_THRESHOLD).toBe(3);
    expect(EXPIRY_MARGIN_MS).toBe(90_000);
    expect(JWKS_TTL).toBe(600_000);
  });
});

describe('a session near expiry', () => {
  it('is refreshed by the library at the first tick within 3 ticks of expiry, and the store takes the new token', async () => {
    const { server, store, session, refreshes, profileReads } = await signedInPage(300);
    expect(store.$auth.get()).toMatchObject({ authenticated: true, token: session.access_token });
    const renewed = sessionReply(seconds(T0) + 210, { refreshToken: 'rt-second' });
    server.on('POST', '/auth/v1/token', renewed);
    const readsBefore = profileReads();

    // 300 s left: 10 ticks. At 180 s, 4 ticks remain: no refresh yet.
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes()).toHaveLength(0);
    // At 210 s, 3 ticks remain: the library refreshes (TOKEN_REFRESHED), and only once.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshes()).toHaveLength(1);
    expect(JSON.parse(refreshes()[0]!.body ?? '{}')).toEqual({ refresh_token: session.refresh_token });
    await vi.advanceTimersByTimeAsync(10);
    expect(store.$auth.get()).toMatchObject({ authenticated: true, token: renewed.access_token });
    // A new token is not a new user: the profile is not read again.
    expect(profileReads()).toBe(readsBefore);
  });

  it('is not refreshed while the page is hidden, and is at once when the page is shown again', async () => {
    const { server, store, refreshes } = await signedInPage(300);
    const renewed = sessionReply(seconds(T0) + 400, { refreshToken: 'rt-second' });
    server.on('POST', '/auth/v1/token', renewed);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(400_000);
    expect(refreshes()).toHaveLength(0);

    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10);
    expect(refreshes()).toHaveLength(1);
    expect(store.$auth.get().token).toBe(renewed.access_token);
  });

  it('retries a refresh that failed for want of an answer after 200 ms, then 400 ms', async () => {
    const renewed = sessionReply(seconds(T0), { refreshToken: 'rt-second' });
    const unavailable = () => json(503, { message: 'upstream unavailable' });
    const answers = [unavailable(), unavailable()];
    const sentAt: number[] = [];
    const { store, refreshes } = await signedInPage(60, () => {
      sentAt.push(Date.now());
      return answers.shift() ?? json(200, renewed);
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes()).toHaveLength(3);
    expect([sentAt[1]! - sentAt[0]!, sentAt[2]! - sentAt[1]!]).toEqual([200, 400]);
    expect(store.$auth.get()).toMatchObject({ authenticated: true, token: renewed.access_token });
  });

  it('signs out when the refresh is refused for good (the library keeps a still-valid token until it expires)', async () => {
    const { storage, store, refreshes } = await signedInPage(60, () => json(400, authErrors.refreshNotFound));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refreshes()).toHaveLength(1);
    // The access token still works for a minute: supabase-js keeps the session that long…
    expect(store.$auth.get().authenticated).toBe(true);

    // …and once it has expired, the next refused refresh removes it: SIGNED_OUT, stored session gone.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.$auth.get()).toMatchObject({ authenticated: false, user: null, token: null, error: null });
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
