/** One page of a paginated list and the addresses of its neighbours. */
export interface ListPage<T> {
  items: T[];
  current: number;
  total: number;
  prevHref?: string;
  nextHref?: string;
}

/**
 * Splits a list into pages of `size`. Page 1 lives at `base`, later pages at `base/page/N`,
 * so old-style one-segment blog addresses never collide with a page number.
 */
export function paginate<T>(items: readonly T[], size: number, base: string): ListPage<T>[] {
  const total = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: total }, (_, index) => {
    const current = index + 1;
    return {
      items: items.slice(index * size, current * size),
      current,
      total,
      prevHref: current > 1 ? pageHref(base, current - 1) : undefined,
      nextHref: current < total ? pageHref(base, current + 1) : undefined,
    };
  });
}

export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}
