import { describe, expect, it } from 'vitest';
import { birthMomentInZone, isValidTimeZone } from '../../../src/lib/astrology/birth-moment';
import { isFutureDate, parseClockTime, parseIsoDate } from '../../../src/lib/astrology/birth-date';

const moment = (date: string, time: string, zone: string) =>
  birthMomentInZone(parseIsoDate(date)!, parseClockTime(time)!, zone);

describe('local birth time to UTC with the IANA rules', () => {
  it('uses daylight saving time in force at the birth (Chicago, June 1963: CDT, UTC−5)', () => {
    const m = moment('1963-06-09', '00:00', 'America/Chicago');
    expect(m.utc.toISOString()).toBe('1963-06-09T05:00:00.000Z');
    expect(m.adjustment).toBeUndefined();
  });
  it('knows historical oddities: British Standard Time kept UTC+1 through the winter of 1969–70', () => {
    expect(moment('1970-01-15', '12:00', 'Europe/London').utc.toISOString()).toBe('1970-01-15T11:00:00.000Z');
    expect(moment('1975-01-15', '12:00', 'Europe/London').utc.toISOString()).toBe('1975-01-15T12:00:00.000Z');
  });
  it('reads a spring-forward gap time on the offset before the change and says so', () => {
    // 14 March 2021, New York: clocks jumped from 02:00 EST to 03:00 EDT; 02:30 never happened.
    const m = moment('2021-03-14', '02:30', 'America/New_York');
    expect(m.adjustment).toBe('gap');
    expect(m.utc.toISOString()).toBe('2021-03-14T07:30:00.000Z');
  });
  it('takes the first occurrence of an ambiguous fall-back time and says so', () => {
    // 7 November 2021, New York: 01:30 happened at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
    const m = moment('2021-11-07', '01:30', 'America/New_York');
    expect(m.adjustment).toBe('ambiguous');
    expect(m.utc.toISOString()).toBe('2021-11-07T05:30:00.000Z');
    expect(m.offsetMinutes).toBe(-240);
  });
  it('handles a southern-hemisphere zone whose DST runs over new year', () => {
    expect(moment('2020-01-10', '09:00', 'Australia/Sydney').utc.toISOString()).toBe(
      '2020-01-09T22:00:00.000Z',
    );
  });
  it('recognises IANA zone names', () => {
    expect(isValidTimeZone('Europe/Tallinn')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('birth date and time parsing', () => {
  it('accepts real dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1999-02-29')).toBeNull();
    expect(parseIsoDate('2001-02-31')).toBeNull();
    expect(parseIsoDate('2001-13-01')).toBeNull();
    expect(parseIsoDate('01/02/2001')).toBeNull();
  });
  it('calls a date future only once it is past today in the latest time zone', () => {
    const earlyUtc = new Date('2026-11-22T02:00:00Z'); // 16:00 on the 22nd in Kiribati (UTC+14)
    expect(isFutureDate({ year: 2026, month: 11, day: 22 }, earlyUtc)).toBe(false);
    expect(isFutureDate({ year: 2026, month: 11, day: 23 }, earlyUtc)).toBe(true);
    const lateUtc = new Date('2026-11-22T12:00:00Z'); // already 02:00 on the 23rd in Kiribati
    expect(isFutureDate({ year: 2026, month: 11, day: 23 }, lateUtc)).toBe(false);
    expect(isFutureDate({ year: 2026, month: 11, day: 24 }, lateUtc)).toBe(true);
  });
  it('parses 24-hour times', () => {
    expect(parseClockTime('23:59')).toEqual({ hour: 23, minute: 59 });
    expect(parseClockTime('24:00')).toBeNull();
    expect(parseClockTime('7:30')).toBeNull();
  });
});
