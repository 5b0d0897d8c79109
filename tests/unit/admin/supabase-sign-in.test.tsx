// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANON_KEY,
  SUPABASE_URL,
  authErrors,
  createFakeSupabase,
  json,
  postgrestErrors,
  profileRow,
  sessionReply,
} from '../backend/fake-supabase';

/**
 * The real sign-in path of the admin (Supabase mode): the whole app, the backend's auth store and
 * supabase-js, talking to recorded GoTrue and PostgREST replies through the page's fetch.
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);
const adminProfile = profileRow('admin');

// The first mount transforms the whole admin app; on a machine busy with the full suite that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

let server: ReturnType<typeof createFakeSupabase>;

async function mountAt(path: string) {
  history.replaceState(null, '', path);
  const { default: AdminApp } = await import('@/admin/App');
  const { $toasts } = await import('@/lib/toast/store');
  render(<AdminApp mode="supabase" />);
  return { $toasts };
}

async function submitLogin(email: string, password: string) {
  const emailInput = await screen.findByLabelText('Email');
  fireEvent.change(emailInput, { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  });
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  vi.stubEnv('PUBLIC_SUPABASE_URL', SUPABASE_URL);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', ANON_KEY);
  server = createFakeSupabase();
  // Anything the dashboard reads after sign-in: an empty table.
  for (const table of [
    'articles',
    'categories',
    'media',
    'compatibility_tools',
    'newsletter_subscribers',
    'audit_log',
  ])
    server.on('GET', `/rest/v1/${table}`, []);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('admin sign-in against Supabase', () => {
  it('sends an unauthenticated visitor to /admin/login, remembering the page asked for', async () => {
    await mountAt('/admin/articles');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location.pathname).toBe('/admin/login');
    expect(new URLSearchParams(location.search).get('next')).toBe('/admin/articles');
  });

  it('after signing in from a deep link, opens the page asked for', async () => {
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    await mountAt('/admin/categories');
    await screen.findByRole('heading', { name: 'Sign in' });
    await submitLogin('admin@astrelle.app', 'correct horse');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    expect(location.pathname + location.search).toBe('/admin/categories');
  });

  it('opens the dashboard, not another site, when the sign-in link names one', async () => {
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    await mountAt('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await submitLogin('admin@astrelle.app', 'correct horse');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(location.href).toBe(`${location.origin}/admin`);
  });

  it('signs in with the password grant, says so, and opens the dashboard', async () => {
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    const { $toasts } = await mountAt('/admin/login');
    await submitLogin('admin@astrelle.app', 'correct horse');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect($toasts.get()[0]?.title).toBe('Login successful!');
    const token = server.requests.find((request) => request.url.pathname === '/auth/v1/token');
    expect(token?.url.searchParams.get('grant_type')).toBe('password');
    expect(location.pathname).toBe('/admin');
  });

  it("shows the server's message when the login is rejected", async () => {
    server.on('POST', '/auth/v1/token', json(400, authErrors.invalidCredentials));
    await mountAt('/admin/login');
    await submitLogin('admin@astrelle.app', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
  });

  it('asks for both fields without calling the server', async () => {
    await mountAt('/admin/login');
    await submitLogin('', '');
    expect((await screen.findByRole('alert')).textContent).toBe('Email and password are required');
    expect(server.requests.some((request) => request.url.pathname === '/auth/v1/token')).toBe(false);
  });

  it("shows 'Login failed' when the sign-in gets no answer from the server", async () => {
    server.on('POST', '/auth/v1/token', () => {
      throw new TypeError('Failed to fetch');
    });
    await mountAt('/admin/login');
    await submitLogin('admin@astrelle.app', 'secret');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
    expect(location.pathname).toBe('/admin/login');
  });

  it('shows Access Denied to an account without a profile (docs/decisions.md#no-default-admin)', async () => {
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', json(406, postgrestErrors.noRow));
    await mountAt('/admin/login');
    await submitLogin('admin@astrelle.app', 'secret');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(screen.getByText("You don't have permission to access this area.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows Access Denied to a suspended admin', async () => {
    server.on('POST', '/auth/v1/token', sessionReply(nowSeconds()));
    server.on('GET', '/rest/v1/user_profiles', { ...adminProfile, status: 'suspended' });
    await mountAt('/admin/login');
    await submitLogin('admin@astrelle.app', 'secret');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy());
  });
});

describe('the session check on a protected path', () => {
  const storeSession = () =>
    localStorage.setItem('supabase-auth-token', JSON.stringify(sessionReply(nowSeconds())));

  it("shows 'Checking authentication...' until the check answers", async () => {
    storeSession();
    // The profile read (part of the check) waits until the test answers every one asked.
    const waiting: ((reply: Response) => void)[] = [];
    server.on(
      'GET',
      '/rest/v1/user_profiles',
      () => new Promise<Response>((resolve) => waiting.push(resolve)),
    );
    await mountAt('/admin');
    expect((await screen.findByRole('status')).textContent).toContain('Checking authentication...');
    await waitFor(() =>
      expect(server.requests.some((request) => request.url.pathname === '/rest/v1/user_profiles')).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    for (const answer of waiting) answer(json(200, adminProfile));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByText('Checking authentication...')).toBeNull();
  });

  it("says 'Authentication check failed' instead of waiting forever, and Retry checks again", async () => {
    storeSession();
    server.on('GET', '/rest/v1/user_profiles', adminProfile);
    const { getBrowserClient } = await import('@/lib/supabase/client');
    // The session read itself fails once (storage or network trouble); the second try works.
    vi.spyOn(getBrowserClient()!.auth, 'getSession').mockRejectedValueOnce(new Error('offline'));
    await mountAt('/admin/articles');
    await screen.findByRole('heading', { name: 'Authentication check failed' });
    expect(screen.queryByText('Checking authentication...')).toBeNull();
    expect(location.pathname).toBe('/admin/articles');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/admin/login');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
  });

  it('offers the sign-in page from a failed check', async () => {
    const { getBrowserClient } = await import('@/lib/supabase/client');
    vi.spyOn(getBrowserClient()!.auth, 'getSession').mockRejectedValueOnce(new Error('offline'));
    await mountAt('/admin');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location.pathname).toBe('/admin/login');
  });
});
