import { shortDate, shortUtcMoment } from '../content/dates';

/**
 * The admin's dates (docs/admin.md#dates), in the site's one style (src/lib/content/dates.ts): day,
 * short month and year, and for a moment the time on the 24-hour clock, always in UTC and said so
 * ("12 Nov 2026, 14:05 UTC"), so two people in different places read the same time, and the
 * automation's days (UTC) line up with it.
 */
function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 Nov 2026"; "—" when there is no date. */
export function adminDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  return shortDate(date);
}

/** "12 Nov 2026, 14:05 UTC"; "—" when there is no date. */
export function adminDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  return shortUtcMoment(date);
}
