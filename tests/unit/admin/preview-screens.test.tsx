// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreviewAppPerTest, mountPreview } from './preview-app';

usePreviewAppPerTest();

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

describe('the dashboard', () => {
  it("links the Subscribers count to the e-mail section's Subscribers view", async () => {
    await mountPreview('/admin');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    const tile = within(counts).getByRole('link', { name: /Subscribers/ });
    expect(tile.getAttribute('href')).toBe('/admin/email-marketing');
    fireEvent.click(tile);
    await screen.findByRole('heading', { level: 1, name: 'E-mail marketing' });
    expect((await screen.findByRole('tab', { name: 'Subscribers' })).getAttribute('aria-selected')).toBe('true');
  });

  it('shows editors the count without a link to a section they may not open', async () => {
    await mountPreview('/admin', 'editor');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    expect(within(counts).getByText('Subscribers')).toBeTruthy();
    expect(within(counts).queryByRole('link', { name: /Subscribers/ })).toBeNull();
  });
});
