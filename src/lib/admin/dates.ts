import { MONTH_NAMES } from '../content/dates';

/**
 * The admin's one date format (docs/admin.md#dates): day, short month and year, and for a moment
 * the time on the 24-hour clock, always in UTC and said so ("12 Nov 2026, 14:05 UTC"), so two
 * people in different places read the same time, and the automation's days (UTC) line up with it.
 */
function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const two = (value: number) => String(value).padStart(2, '0');

/** "12 Nov 2026"; "—" when there is no date. */
export function adminDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** "12 Nov 2026, 14:05 UTC"; "—" when there is no date. */
export function adminDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '—';
  return `${adminDate(date)}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`;
}
