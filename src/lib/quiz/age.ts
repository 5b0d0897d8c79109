import { MONTH_NAMES } from '../content/dates';
/**
 * The date-of-birth answer (docs/constants.md#quiz): three selects whose strings are reported only
 * once day, month and year are all chosen. There is no check that the date exists.
 */
export interface DateOfBirth {
  day: string;
  month: string;
  year: string;
}

export const FIRST_BIRTH_YEAR = 1920;
export const ADULT_AGE = 18;

export { MONTH_NAMES };

/** Years from the current one down to 1920. */
export function birthYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= FIRST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

/** The complete value, or null while any of the three selects is still empty. */
export function completeDob(partial: Partial<DateOfBirth>): DateOfBirth | null {
  const { day, month, year } = partial;
  if (!day || !month || !year) return null;
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

/** docs/decisions.md 9: the quiz is for adults only. */
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
