/**
 * Category order as plain list operations. Reordering renumbers the whole list 0..n-1 instead
 * of swapping two values, so rows that share a sort_order (after a delete) still move.
 */
interface Ordered {
  id: string;
  sort_order: number;
}

/** The list with one row moved up (-1) or down (+1); unchanged when it is already at that end. */
export function moveItem<T>(rows: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Positions 0..n-1 in list order, for only the rows whose stored order differs (the rows to save). */
export function renumber(rows: readonly Ordered[]): Ordered[] {
  return rows.flatMap((row, position) =>
    row.sort_order === position ? [] : [{ id: row.id, sort_order: position }],
  );
}

/** A new category goes after every existing one: the highest order plus one (0 for the first). */
export function nextSortOrder(orders: readonly number[]): number {
  return orders.length === 0 ? 0 : Math.max(...orders) + 1;
}
