/**
 * Times and dates as the reader's own day names them (docs/personal-sky.md#the-reading): "this
 * evening", "tomorrow", "last Friday", "on 23 December", in the site's date style
 * (src/lib/content/dates.ts). Exact clock times stay in the table.
 *
 * A reading names a few dozen instants, so the zone's offset is looked up once per hour of UTC
 * (zones change offset on the hour) and the rest is arithmetic: luxon's per-call formatting
 * cost more than the rest of the reading together.
 */
import { IANAZone } from 'luxon';
import { dayMonth, longDate, weekdayName } from '@/lib/content/dates';

const HOUR = 3_600_000;
const DAY = 86_400_000;
export interface ReaderDay {
  /** The reader's IANA zone. */
  zone: string;
  /** The reader's day, [start, end) in ms. */
  dayStart: number;
  dayEnd: number;
}

const offsets = new Map<string, Map<number, number>>();

/** The instant as the reader's wall clock reads it, in ms since the epoch of that clock. */
function localMs(ms: number, { zone }: ReaderDay): number {
  let memo = offsets.get(zone);
  if (!memo) offsets.set(zone, (memo = new Map()));
  if (memo.size > 5_000) memo.clear();
  const hour = Math.floor(ms / HOUR);
  let offset = memo.get(hour);
  if (offset === undefined) {
    offset = IANAZone.create(zone).offset(hour * HOUR) * 60_000;
    memo.set(hour, offset);
  }
  return ms + offset;
}

/** The reader's day number of an instant (days since 1970-01-01 on their clock). */
export const localDay = (ms: number, reader: ReaderDay) => Math.floor(localMs(ms, reader) / DAY);

/** The same after "from" or "until": "the small hours", "midday", "this evening". */
function barePart(ms: number, reader: ReaderDay): string {
  const hour = new Date(localMs(ms, reader)).getUTCHours();
  if (hour < 5) return 'the small hours';
  if (hour < 8) return 'early this morning';
  if (hour < 12) return 'this morning';
  if (hour < 14) return 'midday';
  if (hour < 18) return 'this afternoon';
  if (hour < 21) return 'this evening';
  return 'late tonight';
}

/** Where in the reader's day an instant falls: "in the small hours", "this evening". */
export function dayPart(ms: number, reader: ReaderDay): string {
  const part = barePart(ms, reader);
  return part === 'the small hours' ? 'in the small hours' : part === 'midday' ? 'around midday' : part;
}

/** Whole days from the reader's today to the day of `ms` (negative in the past). */
export const daysAway = (ms: number, reader: ReaderDay) =>
  localDay(ms, reader) - localDay(reader.dayStart, reader);

/**
 * A date on its own, after "from" or "until": the part of today, "tomorrow", "yesterday",
 * "Friday" or "last Friday" within the week, else "23 December" (with the year when it is more
 * than half a year away).
 */
export function datePhrase(ms: number, reader: ReaderDay): string {
  const away = daysAway(ms, reader);
  if (away === 0) return barePart(ms, reader);
  if (away === 1) return 'tomorrow';
  if (away === -1) return 'yesterday';
  // The reader's wall clock as a UTC date: the site's date style reads it as written.
  const local = new Date(localMs(ms, reader));
  if (Math.abs(away) < 7) return `${away < 0 ? 'last ' : ''}${weekdayName(local)}`;
  return Math.abs(away) > 183 ? longDate(local) : dayMonth(local);
}

/** A date as a phrase that follows a verb: "this evening", "tomorrow", "last Friday", "on 23 December". */
export function whenPhrase(ms: number, reader: ReaderDay): string {
  const away = daysAway(ms, reader);
  if (away === 0) return dayPart(ms, reader);
  const date = datePhrase(ms, reader);
  return Math.abs(away) === 1 || (away < 0 && away > -7) ? date : `on ${date}`;
}

/** How close, in words: "a fifth of a degree". */
export function closeness(degrees: number): string {
  if (degrees < 0.08) return 'a twentieth of a degree';
  if (degrees < 0.15) return 'a tenth of a degree';
  if (degrees < 0.27) return 'a fifth of a degree';
  if (degrees < 0.4) return 'a third of a degree';
  if (degrees < 0.6) return 'half a degree';
  if (degrees < 0.85) return 'three quarters of a degree';
  return 'a degree';
}

/** Whether an instant falls within the reader's day. */
export const isToday = (ms: number, { dayStart, dayEnd }: ReaderDay) => ms >= dayStart && ms < dayEnd;
