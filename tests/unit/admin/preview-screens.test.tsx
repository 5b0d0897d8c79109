// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPreviewAppPerTest, mountPreview } from './preview-app';

setUpPreviewAppPerTest();

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
    expect((await screen.findByRole('tab', { name: 'Subscribers' })).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows editors the count without a link to a section they may not open', async () => {
    await mountPreview('/admin', 'editor');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    expect(within(counts).getByText('Subscribers')).toBeTruthy();
    expect(within(counts).queryByRole('link', { name: /Subscribers/ })).toBeNull();
  });
});

describe('the articles list', () => {
  /** Drafts the preview's storage holds before the admin starts, newest last. */
  function storedDrafts(count: number) {
    return Array.from({ length: count }, (_, index) => ({
      id: `note-${index + 1}`,
      title: `Moon note ${index + 1}`,
      slug: `moon-note-${index + 1}`,
      content: '<p>Short.</p>',
      content_markdown: 'Short.',
      excerpt: '',
      cover_image_url: null,
      cover_image_alt: null,
      category_id: null,
      tags: [],
      seo_title: '',
      seo_description: '',
      keywords: [],
      status: 'draft',
      published_at: null,
      author_name: 'Preview editor',
      reading_time: 1,
      word_count: 1,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: `2026-01-${String(index + 1).padStart(2, '0')}T00:00:00.000Z`,
    }));
  }

  it('keeps the page a quick Next opened once the search delay has passed', async () => {
    localStorage.setItem('astrelle-admin-preview:articles', JSON.stringify(storedDrafts(23)));
    await mountPreview('/admin/articles');
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    // Past the search box's 300 ms pause: nothing was typed, so nothing goes back to page 1.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
