import { describe, expect, it } from 'vitest';
import { moveItem, nextSortOrder, renumber } from '@/admin/lib/category-order';

const rows = (...orders: number[]) =>
  orders.map((sort_order, index) => ({ id: `c${index + 1}`, sort_order }));

describe('category order', () => {
  it('moves a row up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('renumbers 0..n-1 and saves only the rows whose order changed', () => {
    expect(renumber(moveItem(rows(0, 1, 2, 3), 2, -1))).toEqual([
      { id: 'c3', sort_order: 1 },
      { id: 'c2', sort_order: 2 },
    ]);
    expect(renumber(rows(0, 1, 2))).toEqual([]);
  });

  it('still moves rows that share a sort order (a swap of equal values would do nothing)', () => {
    // After a delete, create-by-count gave the new row the order of an existing one.
    const moved = moveItem(rows(0, 2, 2), 2, -1);
    expect(moved.map((row) => row.id)).toEqual(['c1', 'c3', 'c2']);
    // c2 already holds 2, its new position: only c3 is written.
    expect(renumber(moved)).toEqual([{ id: 'c3', sort_order: 1 }]);
  });

  it('puts a new category after the highest order, not at the count', () => {
    expect(nextSortOrder([])).toBe(0);
    expect(nextSortOrder([0, 2])).toBe(3);
    expect(nextSortOrder([5, 1, 3])).toBe(6);
  });
});
