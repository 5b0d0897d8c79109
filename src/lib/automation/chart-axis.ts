import { MONTH_NAMES } from '../content/dates';

/**
 * The day axis under the automation charts (docs/admin.md#automation-charts): a few labels that
 * stay readable at any chart width, instead of one per bar.
 */

/** Which bars of `count` get a label: the first, the last and evenly spaced ones between, at most `max`. */
export function dayTickIndexes(count: number, max = 4): number[] {
  if (count <= 0) return [];
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (max - 1));
  const ticks: number[] = [];
  for (let index = 0; index < count - 1; index += step) ticks.push(index);
  // The last day is always labelled; a tick crowding it gives way.
  if (count - 1 - ticks[ticks.length - 1]! < step / 2) ticks.pop();
  return [...ticks, count - 1];
}

/** An ISO day ("2026-11-12") as the axis prints it: "12 Nov". */
export function shortDay(day: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const month = MONTH_NAMES[Number(match[1]) - 1];
  return month ? `${Number(match[2])} ${month.slice(0, 3)}` : day;
}
