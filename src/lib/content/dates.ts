/** A date as the legal pages print it (MM/DD/YYYY, as the spec writes them), read in UTC. */
export function formatLegalDate(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month}/${day}/${date.getUTCFullYear()}`;
}

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

/**
 * A date as prose prints it, the American way like the rest of the site's copy ("July 4, 1990";
 * docs/site.md#copy): a Date read in UTC, or an ISO day without any time-zone shift.
 */
export function longDate(date: Date | string): string {
  const day = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return `${MONTH_NAMES[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** The machine-readable form for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
