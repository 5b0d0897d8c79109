import { MONTH_NAMES } from '../content/dates';
/**
 * The date-of-birth answer (docs/constants.md#quiz): three selects whose strings are reported only
 * once day, month and year are all chosen. The day select offers only the days the chosen month
 * has in the chosen year (no 31 February; 29 February in leap years only): docs/decisions.md#a-date-of-birth-that-exists.
 */
export interface DateOfBirth {
  day: string;
  month: string;
  year: string;
}

export const FIRST_BIRTH_YEAR = 1920;
export const ADULT_AGE = 18;

export { MONTH_NAMES };

/**
 * The year select's choices: only years an adult can be born in, newest first, from the year an
 * 18-year-old was born (this year − 18) down to 1920. "This year" is the build's (the page passes
 * it in, so the server's HTML and the island agree; the daily rebuild keeps it current). The list starts among the years most of our
 * visitors were born in, not at this year, which only a baby could pick; someone who turns 18
 * later this year can still choose their year, and the adults-only check then stops them.
 */
export function birthYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear - ADULT_AGE; year >= FIRST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * The days month `month` (1–12) has in `year`; with no month yet 31, and February without a year
 * 29, so that no day a visitor might still need is hidden before the year is chosen.
 */
export function daysInMonth(month: number | undefined, year: number | undefined): number {
  if (!month || month < 1 || month > 12) return 31;
  if (month === 2 && !year) return 29;
  // Day 0 of the next month is the last day of this one (UTC: no time zone moves it).
  return new Date(Date.UTC(year ?? 2001, month, 0)).getUTCDate();
}

/** The day select's choices for what has been chosen so far. */
export function dayChoices(partial: Partial<DateOfBirth>): string[] {
  const count = daysInMonth(Number(partial.month) || undefined, Number(partial.year) || undefined);
  return Array.from({ length: count }, (_, index) => String(index + 1));
}

/**
 * The selects after a change: a day the new month or year does not have is cleared (never moved
 * to another day behind the visitor's back), and `cleared` says so, for a note beside the select.
 */
export function fitDayToMonth(partial: Partial<DateOfBirth>): {
  dob: Partial<DateOfBirth>;
  cleared: boolean;
} {
  const day = Number(partial.day);
  if (!partial.day || day <= dayChoices(partial).length) return { dob: partial, cleared: false };
  return { dob: { ...partial, day: '' }, cleared: true };
}

/** The complete value, or null while any of the three selects is still empty or the day does not exist. */
export function completeDob(partial: Partial<DateOfBirth>): DateOfBirth | null {
  const { day, month, year } = partial;
  if (!day || !month || !year) return null;
  if (fitDayToMonth(partial).cleared) return null;
  return { day, month, year };
}

/** Whole years of age on `today` (local calendar), birthdays counted from the given month/day. */
export function ageOn(dob: DateOfBirth, today: Date): number {
  const year = Number(dob.year);
  const month = Number(dob.month);
  const day = Number(dob.day);
  let age = today.getFullYear() - year;
  const thisMonth = today.getMonth() + 1;
  if (thisMonth < month || (thisMonth === month && today.getDate() < day)) age -= 1;
  return age;
}

/** docs/decisions.md#adults-only: the quiz is for adults only. */
export function isUnderAge(dob: DateOfBirth, today: Date): boolean {
  return ageOn(dob, today) < ADULT_AGE;
}

/** A stored value that looks like a date-of-birth answer. */
export function isDateOfBirth(value: unknown): value is DateOfBirth {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.day === 'string' && typeof record.month === 'string' && typeof record.year === 'string'
  );
}
