// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpPreviewAppPerTest, mountPreview } from './preview-app';

/**
 * Every public change asks for a rebuild and says how it went (docs/decisions.md#pages-are-built-not-fetched). The preview has
 * no site to rebuild (its data never reaches a build), so each toast says it is the local preview
 * and that the change stays in this browser (docs/admin.md#publishing).
 */
setUpPreviewAppPerTest();

const BLOG_LOCAL =
  'Kept in this browser only; the site does not change. Connect Supabase and a deploy hook to publish to the site.';

const rebuildRequests = () =>
  (JSON.parse(localStorage.getItem('astrelle-admin-preview:activity') ?? '[]') as { text: string }[]).filter(
    (entry) => entry.text.startsWith('Site rebuild requested'),
  ).length;

describe('rebuilds from the admin screens', () => {
  it('renaming, reordering and deleting a category each ask for a rebuild', async () => {
    const { lastToast } = await mountPreview('/admin/categories');
    await screen.findByText('/blog/category/tarot');

    fireEvent.click(screen.getAllByRole('button', { name: 'Rename' })[1]!);
    fireEvent.change(screen.getByLabelText('New name for Tarot'), { target: { value: 'Tarot cards' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Category renamed (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Move Tarot cards up' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Order saved (local preview)', description: BLOG_LOCAL }),
    );
    expect(rebuildRequests()).toBe(2);

    vi.stubGlobal('confirm', () => true);
    fireEvent.click(
      within(screen.getByText('Zodiac signs').closest('li')!).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Category deleted (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(3);
  });

  it('saving a tool and a batch update ask for a rebuild', async () => {
    const { lastToast } = await mountPreview('/admin/compatibility-tools');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Birthday Compatibility' }));
    fireEvent.change(screen.getByLabelText('Headline'), { target: { value: 'Birthday match' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tool' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Tool updated (local preview)'));
    expect(lastToast()?.description).toBe(
      'Birthday Compatibility is saved. Kept in this browser only; the calculator pages do not change. Connect Supabase and a deploy hook to change them on the site.',
    );
    expect(rebuildRequests()).toBe(1);

    fireEvent.click(screen.getByLabelText('Select Marriage Calculator'));
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Tools updated (local preview)'));
    expect(rebuildRequests()).toBe(2);
  });

  it('a published article rebuilds when edited, unpublished and deleted, and not when saved unchanged', async () => {
    const { lastToast } = await mountPreview('/admin/articles/new');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Saturn returns' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Article saved'));
    expect(rebuildRequests()).toBe(0);

    fireEvent.click(await screen.findByRole('button', { name: 'Publish now' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Article published (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Article saved'));
    expect(rebuildRequests()).toBe(1);

    fireEvent.change(screen.getByLabelText('Excerpt'), {
      target: { value: 'What the ringed planet asks at 29.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Article updated (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(2);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Article unpublished (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(rebuildRequests()).toBe(4));
    vi.stubGlobal('confirm', () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Article deleted (local preview)',
        description: BLOG_LOCAL,
      }),
    );
    expect(rebuildRequests()).toBe(5);
  });
});

describe('rebuilds from the SEO section', () => {
  it("saving a published article's SEO fields asks for a rebuild; a draft's does not", async () => {
    const stamp = '2026-01-05T09:00:00.000Z';
    const row = (id: string, status: 'draft' | 'published') => ({
      id,
      title: `${id} title`,
      slug: id,
      content: '<p>x</p>',
      content_markdown: 'x',
      excerpt: '',
      cover_image_url: null,
      cover_image_alt: null,
      category_id: null,
      tags: [],
      seo_title: '',
      seo_description: '',
      keywords: [],
      status,
      published_at: status === 'published' ? stamp : null,
      author_name: 'Ada',
      reading_time: 1,
      word_count: 1,
      created_at: stamp,
      updated_at: stamp,
    });
    localStorage.setItem(
      'astrelle-admin-preview:articles',
      JSON.stringify([row('live', 'published'), row('draft', 'draft')]),
    );
    const { lastToast } = await mountPreview('/admin/seo');
    const saveFor = async (id: string) => {
      const item = (await screen.findByText(`${id} title`)).closest('li')!;
      fireEvent.change(within(item).getByLabelText(/^Excerpt/), { target: { value: 'A new excerpt.' } });
      fireEvent.click(within(item).getByRole('button', { name: /Save/ }));
    };
    await saveFor('draft');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'SEO fields saved', description: 'draft title' }),
    );
    expect(rebuildRequests()).toBe(0);
    await saveFor('live');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'SEO fields saved (local preview)',
        description: `live title ${BLOG_LOCAL}`,
      }),
    );
    expect(rebuildRequests()).toBe(1);
  });
});
