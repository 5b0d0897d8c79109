// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPreview } from './preview-app';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('Access Denied', () => {
  it('keeps its words and Go Home, and signs out so another account can sign in', async () => {
    const { lastToast } = await mountPreview('/admin', 'reader');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(screen.getByText("You don't have permission to access this area.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(location.pathname).toBe('/admin/login');
    expect(JSON.parse(localStorage.getItem('astrelle-admin-preview:session') ?? 'null')).toBeNull();
    expect(lastToast()?.title).toBe('Logged out successfully');
  });
});
