/**
 * Calendar months as the sky calendar addresses them ("2026-12", docs/sky-calendar.md#addresses).
 * All UTC: a month runs from 00:00 UTC on its first day to 00:00 UTC on the next month's.
 */
import { monthYear } from '@/lib/content/dates';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isMonth = (value: string): boolean => MONTH.test(value);

/** "2026-12" for an instant or a "YYYY-MM-DD" day. */
export function monthOf(day: string | Date): string {
  return (typeof day === 'string' ? day : day.toISOString()).slice(0, 7);
}

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [, year, number] = MONTH.exec(month) ?? [];
  if (!year || !number) throw new RangeError(`not a month: ${month}`);
  const index = Number(year) * 12 + Number(number) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's first instant, 00:00 UTC on its first day. */
export function monthStart(month: string): Date {
  if (!isMonth(month)) throw new RangeError(`not a month: ${month}`);
  return new Date(`${month}-01T00:00:00Z`);
}

/** "December 2026". */
export function monthName(month: string): string {
  return monthYear(monthStart(month));
}

/**
 * The UTC day a build treats as today: HOROSCOPE_DATE ("YYYY-MM-DD") when set, as for the sign
 * horoscopes (tests and a rebuild of a past day use it), otherwise the build's own date.
 */
export function buildDay(env: Record<string, string | undefined> = process.env, now = new Date()): string {
  const fixed = env.HOROSCOPE_DATE?.trim();
  if (fixed) {
    if (!DAY.test(fixed)) throw new Error(`HOROSCOPE_DATE must be a day written YYYY-MM-DD, not "${fixed}"`);
    return fixed;
  }
  return now.toISOString().slice(0, 10);
}
