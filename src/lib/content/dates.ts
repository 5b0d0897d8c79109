/**
 * The site's one date and time style (docs/site.md#dates-and-times, docs/decisions.md#one-date-and-time-style). Every page, island and function that writes a date or a time for a reader
 * takes it from here, so there is one style to learn and one place to change it:
 *
 * - Dates the British way, day before month, the month in words: "7 December 2026"; with the
 *   weekday "Monday 7 December 2026"; where space is short "7 Dec 2026" (fixed abbreviations,
 *   never the ICU data's "Sept").
 * - Times on the 24-hour clock with the zone named: "14:32 UTC". A page built ahead of time
 *   writes UTC, and the visitor's own time goes beside it in their browser: "14:32 UTC (15:32 CET)".
 *
 * Day-level helpers read a Date in UTC, or take an ISO day ("2026-12-07") as written, so no
 * time zone shifts a day. Browser-safe: no Node API.
 */

import { clock } from './clock';

// The clock lives in its own small module so a form that only reads a typed time (the birth-time
// field in every calculator) does not carry the whole date module to the phone.
export { clock, parseClock } from './clock';

/** The English month names, January first: the one list every date label reads. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Sunday first, as Date.getUTCDay() counts. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A date, or an ISO day or instant ("2026-12-07", "2026-12-07T14:32:00Z"); instants are read in UTC. */
export type DateInput = Date | string | number;

const ISO_DAY_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** The UTC calendar day of a date, as a Date at 00:00 UTC. An ISO text keeps its own day. */
function utcDate(date: DateInput): Date {
  if (typeof date === 'string' && ISO_DAY_PREFIX.test(date) && date.length === 10)
    return new Date(`${date}T00:00:00Z`);
  return date instanceof Date ? date : new Date(date);
}

const abbreviation = (name: string) => name.slice(0, 3);

/** The machine-readable day for <time datetime>: "2026-12-07". */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "7 December 2026": the written date of prose, headings and bylines. */
export function longDate(date: DateInput): string {
  const day = utcDate(date);
  return `${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "7 December": a date whose year the reader already knows. */
export function dayMonth(date: DateInput): string {
  const day = utcDate(date);
  return `${day.getUTCDate()} ${MONTH_NAMES[day.getUTCMonth()]}`;
}

/** "Monday": the weekday of a day. */
export function weekdayName(date: DateInput): string {
  return WEEKDAY_NAMES[utcDate(date).getUTCDay()]!;
}

/** "Monday 7 December 2026" (no comma, as British style writes it). */
export function weekdayDate(date: DateInput): string {
  return `${weekdayName(date)} ${longDate(date)}`;
}

/** "Monday 7 December": the weekday with a date whose year the reader knows. */
export function weekdayDayMonth(date: DateInput): string {
  return `${weekdayName(date)} ${dayMonth(date)}`;
}

/** "7 Dec 2026": tables, lists and the admin, where space is short. */
export function shortDate(date: DateInput): string {
  const day = utcDate(date);
  return `${day.getUTCDate()} ${abbreviation(MONTH_NAMES[day.getUTCMonth()]!)} ${day.getUTCFullYear()}`;
}

/** "Mon 7 Dec": a day in a table whose year the caption gives. */
export function shortWeekdayDayMonth(date: DateInput): string {
  const day = utcDate(date);
  return `${abbreviation(weekdayName(day))} ${day.getUTCDate()} ${abbreviation(MONTH_NAMES[day.getUTCMonth()]!)}`;
}

/** "7 Dec": a day in a table whose year the caption gives. */
export function shortDayMonth(date: DateInput): string {
  const day = utcDate(date);
  return `${day.getUTCDate()} ${abbreviation(MONTH_NAMES[day.getUTCMonth()]!)}`;
}

/** "December 2026", for a month written "2026-12" or any date in it. */
export function monthYear(month: DateInput): string {
  const text = typeof month === 'string' && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month;
  const day = utcDate(text);
  return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/**
 * A span of days, the shared parts written once: "23–29 November 2026",
 * "30 November – 6 December 2026", "28 December 2026 – 3 January 2027".
 */
export function dateRange(first: DateInput, last: DateInput): string {
  const [a, b] = [utcDate(first), utcDate(last)];
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${longDate(a)} – ${longDate(b)}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) return `${dayMonth(a)} – ${longDate(b)}`;
  return `${a.getUTCDate()}–${longDate(b)}`;
}

/**
 * "14:32 UTC": the UTC time of an instant, to the minute (rounded down, as almanacs print it).
 * Pages built ahead of time write this; the visitor's time goes beside it (visitorTime).
 */
export function utcTime(instant: DateInput): string {
  const at = utcDate(instant);
  return `${clock(at.getUTCHours(), at.getUTCMinutes())} UTC`;
}

/** "7 December 2026, 14:32 UTC": an instant with its date. */
export function utcMoment(instant: DateInput): string {
  return `${longDate(instant)}, ${utcTime(instant)}`;
}

/** "7 Dec 2026, 14:32 UTC": an instant with its date, where space is short. */
export function shortUtcMoment(instant: DateInput): string {
  return `${shortDate(instant)}, ${utcTime(instant)}`;
}

/**
 * The visitor's own clock for an instant, with its zone named: "15:32 CET"; with the day in front
 * ("Tue 8 Dec, 00:30 CET") when asked, or when the visitor's day is not the UTC day. Null for a
 * zone that keeps UTC at that moment (London in winter, Reykjavik, UTC itself): the UTC time
 * beside it already says it all.
 *
 * Self-contained on purpose (no names from this module's scope): LocalTimes.astro writes its
 * source into the page as an inline script, so static pages add the visitor's time before they
 * paint without loading a bundle.
 */
export function visitorTime(
  iso: string,
  options: { timeZone?: string; withDay?: boolean } = {},
): string | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const parts: Record<string, string> = {};
  new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  })
    .formatToParts(at)
    .forEach((part) => {
      parts[part.type] = part.value;
    });
  const localMinutes = Number(parts.hour) * 60 + Number(parts.minute);
  const localDay = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const utcDay = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const offset = (localDay - utcDay) / 60000 + localMinutes - (at.getUTCHours() * 60 + at.getUTCMinutes());
  if (offset === 0) return null;
  const time = `${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
  if (!options.withDay && localDay === utcDay) return time;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${parts.weekday} ${Number(parts.day)} ${months[Number(parts.month) - 1]}, ${time}`;
}

/**
 * "14:32 UTC (15:32 CET)": a time the site shows, with the visitor's beside UTC; "14:32 UTC" for
 * a visitor whose clock reads UTC. `utcText` is the UTC wording the caller already has (with or
 * without its date), so the day is only repeated where the visitor's differs.
 */
export function timeBesideUtc(
  iso: string,
  options: { timeZone?: string; utcText?: string; withDay?: boolean } = {},
): string {
  const utc = options.utcText ?? utcTime(iso);
  const local = visitorTime(iso, options);
  return local ? `${utc} (${local})` : utc;
}

/**
 * Fills every `<time datetime=… data-local>` of a page with the visitor's time beside the UTC
 * text it holds: "14:32 UTC" reads "14:32 UTC (15:32 CET)". `data-local="day"` asks for the day
 * too. Self-contained like visitorTime, which it is handed (LocalTimes.astro); running it twice
 * adds nothing twice.
 */
export function writeVisitorTimes(root: ParentNode, local: typeof visitorTime): void {
  root.querySelectorAll('time[data-local]').forEach((time) => {
    if (time.getAttribute('data-local-done') !== null) return;
    const text = local(time.getAttribute('datetime') ?? '', {
      withDay: time.getAttribute('data-local') === 'day',
    });
    time.setAttribute('data-local-done', '');
    if (!text) return;
    // Inside the <time>, whose datetime still names the instant, so a grid or a table cell keeps
    // one item; the class lets a layout put it on a line of its own.
    const beside = time.ownerDocument.createElement('span');
    beside.className = 'visitor-time';
    beside.textContent = ` (${text})`;
    time.append(beside);
  });
}

/** The copyright line's year: the year of the build's day ("2026-12-07" → "2026"). */
export function copyrightYear(buildDay: string): string {
  return buildDay.slice(0, 4);
}
