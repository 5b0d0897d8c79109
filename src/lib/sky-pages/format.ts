/**
 * Dates and times as the event pages write them, in the site's British style ("9 February 2027",
 * "17:36 UTC"): UTC in the HTML, the visitor's own clock added beside it by the local-times
 * script (docs/horoscopes.md#local-times). Day-level helpers read instants in UTC.
 * (Issue 48 is gathering the site's date style into one module; these move there with it.)
 */
import { MONTH_NAMES } from '@/lib/content/dates';

const utc = (iso: string | number) => new Date(iso);

/** "9 February 2027". */
export function longDate(iso: string | number): string {
  const at = utc(iso);
  return `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

/** "9 February". */
export function dayMonth(iso: string | number): string {
  const at = utc(iso);
  return `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]}`;
}

/** "9 Feb 2027". */
export function shortDate(iso: string | number): string {
  const at = utc(iso);
  return `${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]!.slice(0, 3)} ${at.getUTCFullYear()}`;
}

/** "17:36 UTC", to the minute, cut as almanacs print it. */
export function utcTime(iso: string | number): string {
  return `${utc(iso).toISOString().slice(11, 16)} UTC`;
}

/** "9 Feb 2027, 17:36 UTC". */
export function shortMoment(iso: string | number): string {
  return `${shortDate(iso)}, ${utcTime(iso)}`;
}

/** "9 February – 3 March 2027", "24 October – 13 November 2026", "28 December 2026 – 3 January 2027". */
export function dateRange(first: string | number, last: string | number): string {
  const a = utc(first);
  const b = utc(last);
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${longDate(first)} – ${longDate(last)}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) return `${dayMonth(first)} – ${longDate(last)}`;
  return `${a.getUTCDate()}–${longDate(last)}`;
}

/** "1st", "2nd", "3rd", "11th", "12th". */
export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  return `${value}${{ 1: 'st', 2: 'nd', 3: 'rd' }[value % 10] ?? 'th'}`;
}

/** "64.7° S, 86.7° E". */
export function latLong(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(1)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** "2 min 18 s", "36 s". */
export function minutesSeconds(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** "20:32" (or "20:27:41" with seconds): an instant on a time zone's clock, 24-hour (the caller says which zone). */
export function clockIn(iso: string | number, timeZone: string, withSeconds = false): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}${withSeconds ? `:${part('second')}` : ''}`;
}

/** "91%", and "99.9%" for a partial eclipse so deep that whole percent would round it up to total. */
export function percent(fraction: number): string {
  const value = fraction * 100;
  return value > 99 && value < 100 ? `${Math.floor(value * 10) / 10}%` : `${Math.round(value)}%`;
}

/** "Monday 7 December": a day on a time zone's calendar. */
export function dayIn(iso: string | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
}
