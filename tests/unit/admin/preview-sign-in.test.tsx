// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountPreview, setUpPreviewAppPerTest } from './preview-app';

/**
 * The admin's shell, sign-in form and guard in the local preview, as a visitor meets them: the
 * whole app, the preview's browser-only accounts (docs/decisions.md#the-local-preview-is-opt-in-and-never-in-production).
 * A good sign-in that survives a real reload stays in the browser (tests/e2e/admin.spec.ts).
 */
setUpPreviewAppPerTest();

function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: typeof label === 'string' ? true : undefined }), {
    target: { value },
  });
}

async function signIn(email = 'admin@preview.local', password = 'preview') {
  await screen.findByRole('heading', { name: 'Sign in' });
  typeInto('Email', email);
  typeInto('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Every toast title shown from now on (a new toast replaces the one on screen). */
function recordToasts($toasts: Awaited<ReturnType<typeof mountPreview>>['$toasts']): string[] {
  const seen: string[] = [];
  $toasts.listen((toasts) => {
    const title = toasts[0]?.title;
    if (title && !seen.includes(title)) seen.push(title);
  });
  return seen;
}

describe('the shell', () => {
  it('shows a not-found screen inside the shell for an unknown admin address', async () => {
    await mountPreview('/admin/no-such-screen');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeTruthy();
  });

  it('is labelled as the local preview on the sign-in page and on every screen after it', async () => {
    await mountPreview('/admin/login', null);
    await screen.findByText('Local preview: data stays in this browser');
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByText('Local preview: data stays in this browser')).toBeTruthy();
  });
});

describe('sign-in and the guard', () => {
  it('sends an unauthenticated visitor to the sign-in page, and back to the page asked for', async () => {
    await mountPreview('/admin/articles/preview-article-1/edit', null);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location.pathname + location.search).toBe(
      '/admin/login?next=%2Fadmin%2Farticles%2Fpreview-article-1%2Fedit',
    );
    const entries = history.length;
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Edit article' });
    expect(location.pathname).toBe('/admin/articles/preview-article-1/edit');
    // The sign-in page was replaced, not stacked, so Back does not return to it.
    expect(history.length).toBe(entries);
  });

  it('opens the dashboard instead when a sign-in link names another site', async () => {
    await mountPreview('/admin/login?next=https%3A%2F%2Fevil.example%2Fadmin', null);
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(location.href).toBe(`${location.origin}/admin`);
  });

  it('gives the catalogue message for missing credentials', async () => {
    await mountPreview('/admin/login', null);
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email and password are required');
  });

  it('rejects a wrong password and stays on the sign-in page', async () => {
    await mountPreview('/admin/login', null);
    await signIn('admin@preview.local', 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(location.pathname + location.search).toBe('/admin/login');
  });

  it('says so on a good sign-in and opens the dashboard', async () => {
    const toasts = recordToasts((await mountPreview('/admin/login', null)).$toasts);
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(toasts).toContain('Login successful!');
  });

  it('shows Access Denied to a signed-in user without an admin role, with Go Home', async () => {
    await mountPreview('/admin/login', null);
    await signIn('reader@preview.local');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(screen.getByText("You don't have permission to access this area.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('offers Sign out on Access Denied, so another account can sign in', async () => {
    const toasts = recordToasts((await mountPreview('/admin/login', null)).$toasts);
    await signIn('reader@preview.local');
    await screen.findByRole('heading', { name: 'Access Denied' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(toasts).toContain('Logged out successfully');
    expect(location.pathname + location.search).toBe('/admin/login');
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });

  it('lets an editor work on content but not on settings', async () => {
    const { router } = await mountPreview('/admin/login', null);
    await signIn('editor@preview.local');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Articles' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Settings' })).toBeNull();
    router.navigate('/admin/settings');
    await screen.findByRole('heading', { name: 'Access Denied' });
  });

  it('ends the session on sign-out: a protected page asks for a sign-in again, to come back to it', async () => {
    const { $toasts, router } = await mountPreview('/admin');
    const toasts = recordToasts($toasts);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    // Signing out on purpose lands on the plain sign-in page…
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(toasts).toContain('Logged out successfully');
    expect(location.pathname + location.search).toBe('/admin/login');
    // …and a protected page asks for a sign-in again, to come back to it.
    router.navigate('/admin/media');
    await waitFor(() =>
      expect(location.pathname + location.search).toBe('/admin/login?next=%2Fadmin%2Fmedia'),
    );
  });

  it('sends the reset e-mail, and the reset page updates the password the next sign-in needs', async () => {
    const toasts = recordToasts((await mountPreview('/admin/login', null)).$toasts);
    await screen.findByRole('heading', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    typeInto('Email', 'admin@preview.local');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toasts).toContain('Password reset email sent! Check your inbox.'));

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await signIn();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const router = await import('@/admin/router');
    router.navigate('/admin/reset-password');
    await screen.findByLabelText('New password', { exact: true });
    typeInto('New password', 'short');
    typeInto('Repeat the new password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at least 8 characters.');
    typeInto('New password', 'a-new-secret-1');
    typeInto('Repeat the new password', 'a-new-secret-1');
    fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(toasts).toContain('Password updated successfully!'));

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await signIn('admin@preview.local', 'preview');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    await signIn('admin@preview.local', 'a-new-secret-1');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  });
});
