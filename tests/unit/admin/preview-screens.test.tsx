// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
  it("shows the e-mail section's own subscribed figure, and links to its Subscribers view", async () => {
    await mountPreview('/admin');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    const tile = within(counts).getByRole('link', { name: /Subscribers/ });
    await waitFor(() => expect(tile.textContent).toMatch(/^Subscribers\d+$/));
    const figure = tile.textContent!.replace('Subscribers', '');
    expect(tile.getAttribute('href')).toBe('/admin/email-marketing');
    fireEvent.click(tile);
    await screen.findByRole('heading', { level: 1, name: 'E-mail marketing' });
    expect((await screen.findByRole('tab', { name: 'Subscribers' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    await screen.findByText(new RegExp(`on the list, ${figure} subscribed\\.$`));
  });

  it('counts each subscribed address once, as the e-mail section does (newsletter and quiz merged)', async () => {
    localStorage.setItem(
      'astrelle-admin-preview:email:subscribers',
      JSON.stringify([
        ...['a', 'b', 'c'].map((name, index) => ({
          id: `n-${name}`,
          email: `${name}@example.com`,
          source: 'footer',
          status: index === 2 ? 'unsubscribed' : 'subscribed',
          consent_at: '2026-01-0' + (index + 1) + 'T00:00:00.000Z',
          unsubscribed_at: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })),
      ]),
    );
    // One quiz lead shares an address with the newsletter and counts once; the other is new.
    localStorage.setItem(
      'astrelle-admin-preview:email:quiz-leads',
      JSON.stringify([
        {
          id: 'q-a',
          email: 'A@example.com',
          source: 'quiz',
          consent_at: '2026-01-05T00:00:00.000Z',
          created_at: '2026-01-05T00:00:00.000Z',
        },
        {
          id: 'q-d',
          email: 'd@example.com',
          source: 'quiz',
          consent_at: '2026-01-06T00:00:00.000Z',
          created_at: '2026-01-06T00:00:00.000Z',
        },
      ]),
    );
    await mountPreview('/admin');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    await waitFor(() =>
      expect(within(counts).getByRole('link', { name: /Subscribers/ }).textContent).toBe('Subscribers3'),
    );
  });

  it('does not show editors a subscriber figure: the list is for admins only', async () => {
    await mountPreview('/admin', 'editor');
    const counts = await screen.findByRole('list', { name: 'Counts' });
    expect(within(counts).getByText('Images')).toBeTruthy();
    expect(within(counts).queryByText('Subscribers')).toBeNull();
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
    // The screen's timers run on a fake clock from its first render, so "after the pause" is a
    // step of that clock, not a wait. The clock also follows real time (shouldAdvanceTime), or
    // the data library's own zero-delay notifications would never run.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      localStorage.setItem('astrelle-admin-preview:articles', JSON.stringify(storedDrafts(23)));
      await mountPreview('/admin/articles');
      await screen.findByText('Page 1 of 2');
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 2 of 2');
      // Past the search box's 300 ms pause: nothing was typed, so nothing goes back to page 1.
      await act(() => vi.advanceTimersByTimeAsync(450));
      expect(screen.getByText('Page 2 of 2')).toBeTruthy();
      expect(screen.getAllByRole('row')).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
