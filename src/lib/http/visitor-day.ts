/**
 * The one window a request may name as the visitor's "today" (docs/security.md#bounds). Time
 * zones run from UTC−12 to UTC+14, so anyone's calendar day is the UTC date or one day either
 * side of it. A function that computes for "the visitor's day" takes no other day, so no request
 * can make it compute a sky nobody is living in (the year 9999 once cost 80 s of CPU).
 */
const DAY_MS = 86_400_000;

/** How many days either side of the UTC date a visitor's day may lie. */
export const VISITOR_DAY_REACH_DAYS = 1;

export const VISITOR_DAY_MESSAGE = `must be today in your time zone (within ${VISITOR_DAY_REACH_DAYS} day of the UTC date)`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a real calendar day written YYYY-MM-DD, or null. */
function dayStart(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : time;
}

/** True when `day` (YYYY-MM-DD) is someone's today at `now`, somewhere on Earth. */
export function isVisitorDay(day: string, now: Date | number): boolean {
  const time = dayStart(day);
  if (time === null) return false;
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.abs(Math.round((time - today) / DAY_MS)) <= VISITOR_DAY_REACH_DAYS;
}
