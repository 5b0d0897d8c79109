import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authReducer, initialAuthState } from '../../../src/lib/supabase/auth-state';
import { createAutoRefresh, type VisibilitySource } from '../../../src/lib/supabase/auto-refresh';
import {
  isRetryableAuthError,
  isValidStoredSession,
  isWithinExpiryMargin,
  needsRefresh,
  readStoredSession,
  refreshRetryDelay,
  ticksUntilExpiry,
} from '../../../src/lib/supabase/session-rules';
import { memoryStorage } from './fake-supabase';

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);

function fakeVisibility(initiallyVisible = true) {
  let visible = initiallyVisible;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('session rules (document 1 §4, §9)', () => {
  it('accepts a stored session only with access token, refresh token and expiry', () => {
    expect(isValidStoredSession({ access_token: 'a', refresh_token: 'r', expires_at: 1 })).toBe(true);
    expect(isValidStoredSession({ access_token: 'a', refresh_token: 'r' })).toBe(false);
    expect(isValidStoredSession({ access_token: '', refresh_token: 'r', expires_at: 1 })).toBe(false);
    expect(isValidStoredSession(null)).toBe(false);
  });

  it('removes an unreadable or incomplete stored session', () => {
    const broken = memoryStorage({ 'supabase-auth-token': '{not json' });
    expect(readStoredSession(broken)).toBeNull();
    expect(broken.items.has('supabase-auth-token')).toBe(false);
    const good = memoryStorage({
      'supabase-auth-token': JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 5 }),
    });
    expect(readStoredSession(good)).toEqual({ access_token: 'a', refresh_token: 'r', expires_at: 5 });
  });

  it('refreshes within 3 ticks of 30 s and treats the last 90 s as expired', () => {
    const expiresAt = T0 / 1000 + 120;
    expect(ticksUntilExpiry(expiresAt, T0)).toBe(4);
    expect(needsRefresh(expiresAt, T0)).toBe(false);
    expect(needsRefresh(expiresAt, T0 + 1)).toBe(true);
    expect(isWithinExpiryMargin(expiresAt, T0 + 30_000)).toBe(false);
    expect(isWithinExpiryMargin(expiresAt, T0 + 30_001)).toBe(true);
  });

  it('backs off from 200 ms, doubling, and retries only network and server errors', () => {
    expect([0, 1, 2, 3].map(refreshRetryDelay)).toEqual([200, 400, 800, 1600]);
    expect(isRetryableAuthError({ name: 'AuthRetryableFetchError', status: 0 })).toBe(true);
    expect(isRetryableAuthError({ name: 'AuthApiError', status: 503 })).toBe(true);
    expect(isRetryableAuthError({ name: 'AuthApiError', status: 400 })).toBe(false);
  });
});

describe('auth state transitions (document 1 §4)', () => {
  const user = {
    id: 'u',
    email: 'a@b.c',
    name: 'A',
    role: 'admin' as const,
    status: 'active' as const,
    emailVerified: true,
    lastLoginAt: null,
  };
  it('loading sets loading and clears the error; success authenticates; error and logout clear', () => {
    const loading = authReducer({ ...initialAuthState, loading: false, error: 'old' }, { type: 'loading' });
    expect(loading).toMatchObject({ loading: true, error: null });
    const success = authReducer(loading, { type: 'success', user, token: 't' });
    expect(success).toMatchObject({ loading: false, authenticated: true, user, token: 't' });
    const failed = authReducer(success, { type: 'error', message: 'Login failed' });
    expect(failed).toMatchObject({
      loading: false,
      authenticated: false,
      user: null,
      token: null,
      error: 'Login failed',
    });
    expect(authReducer(failed, { type: 'clear-error' }).error).toBeNull();
    expect(authReducer(success, { type: 'logout' })).toEqual({ ...initialAuthState, loading: false });
    expect(authReducer(initialAuthState, { type: 'recovery' }).recovery).toBe(true);
  });
});

describe('auto-refresh timing (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('checks every 30 s and refreshes once 3 ticks or fewer remain', async () => {
    let expiresAt = T0 / 1000 + 200;
    const refresh = vi.fn(async () => {
      expiresAt = Date.now() / 1000 + 3600;
      return { error: null };
    });
    const auto = createAutoRefresh({ expiresAt: () => expiresAt, refresh, onSessionLost: vi.fn() });
    auto.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled(); // 6 ticks left
    await vi.advanceTimersByTimeAsync(60_000); // 4 ticks left
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000); // 110 s left: 3 ticks
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    auto.stop();
  });

  it('retries retryable failures after 200, 400, 800 ms … within the tick', async () => {
    const calls: number[] = [];
    const refresh = vi.fn(async () => {
      calls.push(Date.now() - T0);
      return calls.length < 4 ? { error: { name: 'AuthRetryableFetchError', status: 0 } } : { error: null };
    });
    const onSessionLost = vi.fn();
    const auto = createAutoRefresh({ expiresAt: () => T0 / 1000 + 60, refresh, onSessionLost });
    const done = auto.tick();
    await vi.advanceTimersByTimeAsync(5_000);
    await done;
    expect(calls).toEqual([0, 200, 600, 1400]);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('gives up for the tick when the next retry would pass 30 s, and keeps the session', async () => {
    const refresh = vi.fn(async () => ({ error: { name: 'AuthRetryableFetchError', status: 0 } }));
    const onSessionLost = vi.fn();
    const auto = createAutoRefresh({ expiresAt: () => T0 / 1000 + 60, refresh, onSessionLost });
    const done = auto.tick();
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    // 200 + 400 + … + 12 800 = 25 400 ms; the next wait (25 600 ms) would cross the tick.
    expect(refresh).toHaveBeenCalledTimes(8);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('removes the session on a non-retryable failure', async () => {
    const onSessionLost = vi.fn();
    const refreshError = { name: 'AuthApiError', status: 400 };
    const auto = createAutoRefresh({
      expiresAt: () => T0 / 1000 + 60,
      refresh: async () => ({ error: refreshError }),
      onSessionLost,
    });
    await auto.tick();
    expect(onSessionLost).toHaveBeenCalledWith(refreshError);
  });

  it('stops while the page is hidden and checks at once when it is visible again', async () => {
    const visibility = fakeVisibility(true);
    const expiresAt = vi.fn(() => T0 / 1000 + 3600);
    const auto = createAutoRefresh({
      expiresAt,
      refresh: async () => ({ error: null }),
      onSessionLost: vi.fn(),
      visibility: visibility.source,
    });
    auto.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(expiresAt).toHaveBeenCalledTimes(3); // at start, 30 s, 60 s
    visibility.set(false);
    expect(auto.running).toBe(false);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(expiresAt).toHaveBeenCalledTimes(3);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(expiresAt).toHaveBeenCalledTimes(4);
    expect(auto.running).toBe(true);
    auto.stop();
    visibility.set(true);
    expect(auto.running).toBe(false);
  });

  it('does not start ticking on a hidden page', () => {
    const visibility = fakeVisibility(false);
    const auto = createAutoRefresh({
      expiresAt: () => null,
      refresh: async () => ({ error: null }),
      onSessionLost: vi.fn(),
      visibility: visibility.source,
    });
    auto.start();
    expect(auto.running).toBe(false);
    auto.stop();
  });
});
