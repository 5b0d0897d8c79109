/**
 * The reader's calendar the month's horoscope reads (src/lib/horoscope/calendar.ts): bank holidays
 * of England and Wales by the standing rules, checked against the dates GOV.UK publishes
 * (https://www.gov.uk/bank-holidays, 2026 and 2027), Easter by the Gregorian computus, named days.
 */
import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday, isDayOff, namedDay } from '@/lib/horoscope/calendar';
import { horoscopeLibrary } from '@/lib/horoscope/library';

describe("the reader's calendar", () => {
  it('finds Easter Sunday', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((year) => easterSunday(Number(year)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });

  it('lists the bank holidays of England and Wales, with days in lieu after a weekend Christmas', () => {
    expect([...bankHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      // Boxing Day 2026 is a Saturday: the Monday is the day off.
      '2026-12-28',
    ]);
    expect([...bankHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      // Christmas Day and Boxing Day 2027 fall at the weekend.
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it('counts weekends, bank holidays, Christmas Eve and New Year’s Eve as days off', () => {
    expect(
      ['2026-12-19', '2026-12-20', '2026-12-24', '2026-12-28', '2026-12-31', '2027-01-01'].map(isDayOff),
    ).toEqual([true, true, true, true, true, true]);
    expect(['2026-12-22', '2026-12-29', '2027-01-04'].map(isDayOff)).toEqual([false, false, false]);
  });

  it('names the days a reader plans around, Easter’s by their distance from Easter Sunday', () => {
    const names = horoscopeLibrary.periods.month.calendar;
    expect(namedDay('2026-12-24', names)?.name).toBe('Christmas Eve');
    expect(namedDay('2026-12-31', names)?.season).toBe('New Year');
    expect(namedDay('2027-03-26', names)?.name).toBe('Good Friday');
    expect(namedDay('2026-12-23', names)).toBeUndefined();
  });
});
