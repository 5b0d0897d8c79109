// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  clock,
  parseClock,
  copyrightYear,
  dateRange,
  dayMonth,
  longDate,
  monthYear,
  shortDate,
  shortDayMonth,
  shortUtcMoment,
  shortWeekdayDayMonth,
  timeBesideUtc,
  utcMoment,
  utcTime,
  visitorTime,
  weekdayDate,
  weekdayDayMonth,
  writeVisitorTimes,
} from '@/lib/content/dates';

describe("the site's one written date", () => {
  it('puts the day before the month, in words, read in UTC', () => {
    expect(longDate('2026-12-07')).toBe('7 December 2026');
    // 23:30 UTC on the 6th is the 7th in Tokyo, and still the 6th here.
    expect(longDate(new Date('2026-12-07T08:30:00+09:00'))).toBe('6 December 2026');
    expect(longDate('2026-12-07T14:32:00Z')).toBe('7 December 2026');
    expect(dayMonth('2026-03-01')).toBe('1 March');
    expect(weekdayDate('2026-12-07')).toBe('Monday 7 December 2026');
    expect(weekdayDayMonth('2026-12-07')).toBe('Monday 7 December');
    expect(monthYear('2026-09')).toBe('September 2026');
  });

  it('abbreviates the same way whatever the ICU data (Sep, never Sept)', () => {
    expect(shortDate('2026-09-17T04:34:00Z')).toBe('17 Sep 2026');
    expect(shortDayMonth('2026-09-17')).toBe('17 Sep');
    expect(shortWeekdayDayMonth('2026-09-17')).toBe('Thu 17 Sep');
  });

  it('writes a span with its shared parts once', () => {
    expect(dateRange('2026-11-23', '2026-11-29')).toBe('23–29 November 2026');
    expect(dateRange('2026-11-30', '2026-12-06')).toBe('30 November – 6 December 2026');
    expect(dateRange('2026-12-28', '2027-01-03')).toBe('28 December 2026 – 3 January 2027');
  });

  it('takes the copyright year from the build day', () => {
    expect(copyrightYear('2026-12-07')).toBe('2026');
  });
});

describe("the site's one time style", () => {
  it('uses the 24-hour clock and names the zone', () => {
    expect(clock(9, 5)).toBe('09:05');
    expect(utcTime('2026-12-07T14:32:59Z')).toBe('14:32 UTC');
    expect(utcTime('2026-12-07T00:00:00Z')).toBe('00:00 UTC');
    expect(utcMoment('2026-12-07T14:32:00Z')).toBe('7 December 2026, 14:32 UTC');
    expect(shortUtcMoment('2026-12-07T14:32:00Z')).toBe('7 Dec 2026, 14:32 UTC');
  });

  it('reads a time typed on the 24-hour clock, and nothing else', () => {
    for (const typed of ['14:30', '1430', '14.30', ' 14h30 ']) expect(parseClock(typed)).toBe('14:30');
    expect(parseClock('9:05')).toBe('09:05');
    for (const typed of ['2:30 PM', '25:00', '14:60', '', 'noon']) expect(parseClock(typed)).toBeNull();
  });

  it("writes the visitor's time with its zone, and the day when it differs from UTC's", () => {
    expect(visitorTime('2026-12-07T14:32:00Z', { timeZone: 'Europe/Amsterdam' })).toBe('15:32 CET');
    expect(visitorTime('2026-07-07T14:32:00Z', { timeZone: 'Europe/London' })).toBe('15:32 BST');
    // 23:30 UTC on Monday is already Tuesday in Amsterdam, and still Monday evening in New York.
    expect(visitorTime('2026-12-07T23:30:00Z', { timeZone: 'Europe/Amsterdam' })).toBe(
      'Tue 8 Dec, 00:30 CET',
    );
    expect(visitorTime('2026-12-07T02:15:00Z', { timeZone: 'America/New_York' })).toBe(
      'Sun 6 Dec, 21:15 GMT-5',
    );
    expect(visitorTime('2026-12-07T14:32:00Z', { timeZone: 'Asia/Kolkata', withDay: true })).toBe(
      'Mon 7 Dec, 20:02 GMT+5:30',
    );
  });

  it('says nothing twice for a visitor whose clock reads UTC', () => {
    expect(visitorTime('2026-12-07T14:32:00Z', { timeZone: 'UTC' })).toBeNull();
    expect(visitorTime('2026-12-07T14:32:00Z', { timeZone: 'Europe/London' })).toBeNull();
    expect(timeBesideUtc('2026-12-07T14:32:00Z', { timeZone: 'UTC' })).toBe('14:32 UTC');
    expect(timeBesideUtc('2026-12-07T14:32:00Z', { timeZone: 'Europe/Berlin' })).toBe(
      '14:32 UTC (15:32 CET)',
    );
    expect(visitorTime('not a time')).toBeNull();
  });
});

describe('the visitor-time script of static pages', () => {
  const page = () => {
    document.body.innerHTML = `
      <p><time datetime="2026-12-07T14:32:00Z" data-local>14:32 UTC</time></p>
      <p><time datetime="2026-12-07T14:32:00Z" data-local="day">7 Dec 2026, 14:32 UTC</time></p>
      <p><time datetime="2026-12-07">7 December 2026</time></p>`;
    return [...document.querySelectorAll('time')].map((time) => time);
  };
  const inBerlin: typeof visitorTime = (iso, options) =>
    visitorTime(iso, { ...options, timeZone: 'Europe/Berlin' });

  it("puts the visitor's time inside each marked <time>, once", () => {
    const [bare, withDay, day] = page();
    writeVisitorTimes(document, inBerlin);
    writeVisitorTimes(document, inBerlin);
    expect(bare!.textContent).toBe('14:32 UTC (15:32 CET)');
    expect(withDay!.textContent).toBe('7 Dec 2026, 14:32 UTC (Mon 7 Dec, 15:32 CET)');
    expect(day!.textContent).toBe('7 December 2026');
  });

  it('runs from its own source, as LocalTimes.astro writes it into the page', () => {
    const [bare] = page();
    // What the inline script is: both functions' source, nothing from the module's scope.
    const source = `(${writeVisitorTimes.toString()})(document, (iso, o) => (${visitorTime.toString()})(iso, { ...o, timeZone: 'Asia/Tokyo' }))`;
    new Function(source)();
    expect(bare!.textContent).toBe('14:32 UTC (23:32 GMT+9)');
  });
});
