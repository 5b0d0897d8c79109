import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_RANGE_MESSAGE,
  birthDateProblem,
  localIsoDate,
  MIN_BIRTH_DATE,
} from '@/lib/calculators/validation';

describe('the birth-date range of the calculator forms', () => {
  const today = '2026-03-15';

  it('accepts 1 January 1800 through today, and leaves an empty date to the Missing Information toast', () => {
    expect(MIN_BIRTH_DATE).toBe('1800-01-01');
    for (const date of ['1800-01-01', '1853-03-30', '1985-07-04', today, ''])
      expect(birthDateProblem(date, today)).toBeNull();
  });

  it('gives one plain message for a date before 1800, after today, or not on the calendar', () => {
    for (const date of ['1799-12-31', '2026-03-16', '2100-01-01', '1990-02-30', '20255-01-01'])
      expect(birthDateProblem(date, today)).toBe(BIRTH_DATE_RANGE_MESSAGE);
    expect(BIRTH_DATE_RANGE_MESSAGE).toBe('Enter a date from 1800 to today.');
  });

  it('takes today from the visitor’s own calendar', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
