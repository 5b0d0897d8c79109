/** Birth dates and times as the forms send them: "YYYY-MM-DD" and "HH:MM". */

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The birth years the engine, the forms and the request schemas accept (docs/atlas.md): the
 * clock history (instant.ts) and the ephemeris cover 1800 to 2100. Birth dates are also held to
 * today by the forms and schemas.
 */
export const MIN_BIRTH_YEAR = 1800;
export const MAX_BIRTH_YEAR = 2100;

/** Parses "YYYY-MM-DD" into a date that exists on the calendar (no 31 February), or null. */
export function parseIsoDate(value: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/**
 * True when the date is after today everywhere on Earth: the latest time zone (UTC+14)
 * reaches a new date first, so a date is only "future" once it is later than that.
 */
export function isFutureDate(date: CivilDate, now: Date): boolean {
  const latestToday = new Date(now.getTime() + 14 * 3600_000);
  const todayKey =
    latestToday.getUTCFullYear() * 10_000 + (latestToday.getUTCMonth() + 1) * 100 + latestToday.getUTCDate();
  return date.year * 10_000 + date.month * 100 + date.day > todayKey;
}

export interface CivilTime {
  hour: number;
  minute: number;
}

/** Parses "HH:MM" (or "HH:MM:SS", seconds ignored) on the 24-hour clock, or null. */
export function parseClockTime(value: string): CivilTime | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value);
  if (!match) return null;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}
