/**
 * UTC calendar days as the horoscopes count them (docs/horoscopes.md): a day is 00:00–24:00 UTC,
 * written "YYYY-MM-DD"; a week runs Monday to Sunday; a month is "YYYY-MM". No time zone ever
 * enters: the pages are the same for every visitor, and the visitor's clock only relabels times.
 */
import { clock, dayMonth, monthYear, weekdayName as dayName } from '@/lib/content/dates';

export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * "12 days": how many calendar days (UTC) from a reading's day to an event ahead, as the prose says
 * "in 12 days" or "for 12 days more". Counted by date, so it agrees with the date in the table: a
 * Full Moon on 24 December is 12 days from 12 December, whatever its hour. At least one day.
 */
export function daysAhead(dayStart: number, eventTime: number): string {
  const days = Math.max(1, Math.floor((eventTime - dayStart) / DAY_MS));
  return days === 1 ? 'one day' : `${days} days`;
}

/** True for a real calendar day written "YYYY-MM-DD". */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** True for a month written "YYYY-MM". */
export function isIsoMonth(text: string): boolean {
  const match = ISO_MONTH.exec(text);
  return Boolean(match) && Number(match![2]) >= 1 && Number(match![2]) <= 12;
}

/** The UTC day of an instant. */
export function utcDay(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** 00:00 UTC of a day, in milliseconds. */
export function dayStartMs(day: string): number {
  if (!isIsoDay(day)) throw new Error(`Not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `count` days after (or before, when negative) another. */
export function addDays(day: string, count: number): string {
  return utcDay(dayStartMs(day) + count * DAY_MS);
}

/** Days since 1970-01-01: consecutive days have consecutive numbers (the texts rotate by it). */
export function dayNumber(day: string): number {
  return Math.round(dayStartMs(day) / DAY_MS);
}

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "Saturday" (the site's one date style: src/lib/content/dates.ts). */
export function weekdayName(day: string): string {
  return dayName(new Date(dayStartMs(day)));
}

/** The Monday that starts the week of a day. */
export function weekStart(day: string): string {
  const weekday = new Date(dayStartMs(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** "2026-11" for any day of November 2026. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first day of a month. */
export function monthStart(month: string): string {
  if (!isIsoMonth(month)) throw new Error(`Not a month: ${month}`);
  return `${month}-01`;
}

/** The month after a month. */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The last day of a month. */
export function monthEnd(month: string): string {
  return addDays(monthStart(nextMonth(month)), -1);
}

/** "November 2026". */
export function monthName(month: string): string {
  return monthYear(month);
}

/** "28 November": a day without its year, as a reading mentions it. */
export function monthDay(day: string): string {
  return dayMonth(new Date(dayStartMs(day)));
}

/** "14:32": the UTC clock time of an instant, to the minute (rounded down, as almanacs print it). */
export function utcClock(instant: number): string {
  const at = new Date(instant);
  return clock(at.getUTCHours(), at.getUTCMinutes());
}
