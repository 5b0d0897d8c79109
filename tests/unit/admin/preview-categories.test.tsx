// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPreviewAppPerTest, mountPreview, previewRows } from './preview-app';
import type { Category } from '@/admin/data/types';

setUpPreviewAppPerTest();

const stamp = '2026-01-05T09:00:00.000Z';
const category = (id: string, name: string, sort_order: number): Category => ({
  id,
  name,
  slug: id,
  description: '',
  sort_order,
  created_at: stamp,
  updated_at: stamp,
});
const names = () => screen.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('reordering categories in the admin', () => {
  it('moves a category whose sort order another one shares, and renumbers the list', async () => {
    localStorage.setItem(
      'astrelle-admin-preview:categories',
      JSON.stringify([
        category('love', 'Love', 0),
        category('tarot', 'Tarot', 2),
        category('moon', 'Moon', 2),
      ]),
    );
    await mountPreview('/admin/categories');
    await screen.findByText('Moon');
    expect(names()).toEqual(['Love', 'Tarot', 'Moon']);

    fireEvent.click(screen.getByRole('button', { name: 'Move Moon up' }));
    await waitFor(() => expect(names()).toEqual(['Love', 'Moon', 'Tarot']));
    const stored = previewRows<Category>('categories');
    expect(Object.fromEntries(stored.map((row) => [row.id, row.sort_order]))).toEqual({
      love: 0,
      moon: 1,
      tarot: 2,
    });
  });

  it('creates a new category after the highest order', async () => {
    localStorage.setItem(
      'astrelle-admin-preview:categories',
      JSON.stringify([category('love', 'Love', 0), category('tarot', 'Tarot', 2)]),
    );
    await mountPreview('/admin/categories');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Moon phases' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    await screen.findByText('/blog/category/moon-phases');
    expect(previewRows<Category>('categories').find((row) => row.slug === 'moon-phases')?.sort_order).toBe(3);
  });
});
