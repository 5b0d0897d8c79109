// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountPreview, previewRows, setUpPreviewAppPerTest } from './preview-app';

/**
 * The article editor's refusals in the local preview, as the content team meets them (the rules:
 * src/lib/admin/record-rules.ts). Writing, publishing and deleting an article end to end stays in
 * the browser (tests/e2e/admin.spec.ts, "create, edit, publish and delete an article").
 */
setUpPreviewAppPerTest();

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

describe('the article editor refuses', () => {
  it('a slug another article uses, and stays on the new article', async () => {
    await mountPreview('/admin/articles/new');
    await screen.findByLabelText('Title', { exact: true });
    fill('Title', 'Another Venus piece');
    fill('Slug', 'venus-sign-love-style');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('Another article already uses this slug. Choose a different one.').length,
      ).toBeGreaterThan(0),
    );
    expect(location.pathname).toBe('/admin/articles/new');
    expect(previewRows<{ title: string }>('articles').map((row) => row.title)).not.toContain(
      'Another Venus piece',
    );
  });

  it('more than ten tags', async () => {
    await mountPreview('/admin/articles/new');
    await screen.findByLabelText('Title', { exact: true });
    fill('Title', 'Tag test');
    fill('Tags (comma-separated)', 'a,b,c,d,e,f,g,h,i,j,k');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('Use at most 10 tags (you have 11).').length).toBeGreaterThan(0),
    );
    expect(location.pathname).toBe('/admin/articles/new');
  });
});

describe('an unknown article', () => {
  it('says so and links back to the list', async () => {
    await mountPreview('/admin/articles/no-such-article/edit');
    await screen.findByRole('heading', { name: 'Article not found' });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Articles' }));
    await screen.findByRole('heading', { level: 1, name: 'Articles' });
    expect(location.pathname).toBe('/admin/articles');
  });
});
