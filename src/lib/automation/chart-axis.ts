import { MONTH_NAMES } from '../content/dates';

/**
 * The day axis under the automation charts (docs/admin.md#automation-charts): a few labels that
 * stay readable at any chart width, instead of one per bar.
 */

/** Which bars of `count` get a label: the first, the last and evenly spaced ones between, at most `max`. */
export function dayTickIndexes(count: number, max = 4): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  // Equal intervals from the first day to the last, so no two labels crowd each other.
  const intervals = max - 1;
  return Array.from({ length: max }, (_, step) => Math.round((step * (count - 1)) / intervals));
}

/** An ISO day ("2026-11-12") as the axis prints it: "12 Nov". */
export function shortDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = MONTH_NAMES[Number(match[1]) - 1];
  return month ? `${Number(match[2])} ${month.slice(0, 3)}` : day;
}
