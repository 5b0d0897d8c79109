import { describe, expect, it } from 'vitest';
import library from '../../../content/astrology/marriage.json';
import { resolveBirthCity } from '@/lib/astrology/gazetteer';
import { MONTH_NAMES } from '@/lib/content/dates';
import { predictMarriage } from '@/lib/astrology/marriage';
import { hemisphereOf, searchWindow, seasonOf, type CalendarMonth } from '@/lib/astrology/marriage-window';

const NOW = new Date('2026-11-22T02:00:00Z');
/** "December 2025" → { year: 2025, monthIndex: 11 }. */
const monthOf = (timeframe: string): CalendarMonth => {
  const [name, year] = timeframe.split(' ');
  return { year: Number(year), monthIndex: MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]) };
};
const month = (year: number, monthIndex: number): CalendarMonth => ({ year, monthIndex });
const born = (iso: string) => {
  const [year, monthNumber, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month: monthNumber, day };
};

describe('seasons follow the hemisphere of the birth place', () => {
  it('reads December as winter in the north and summer in the south', () => {
    const months = [11, 0, 2, 5, 8];
    expect(months.map((m) => seasonOf(m, 'northern'))).toEqual([
      'Winter',
      'Winter',
      'Spring',
      'Summer',
      'Autumn',
    ]);
    expect(months.map((m) => seasonOf(m, 'southern'))).toEqual([
      'Summer',
      'Summer',
      'Autumn',
      'Winter',
      'Spring',
    ]);
  });
  it('takes the hemisphere from the latitude', () => {
    expect([-33.87, 0, 59.44].map(hemisphereOf)).toEqual(['southern', 'northern', 'northern']);
  });
  it('gives a Sydney birth the southern season of its window, and says so', () => {
    const result = predictMarriage(
      { name: 'Ana', birthDate: '1999-12-31', birthTime: '23:59', birthCity: 'Sydney' },
      new Date('2025-01-15T12:00:00Z'),
      resolveBirthCity,
    );
    // Pinned window (marriage-pinned.test.ts): December 2025, summer in Sydney.
    expect(result.prediction).toMatchObject({ timeframe: 'December 2025', season: 'Summer' });
    expect(result.notes.at(-1)).toMatch(
      /seasons are those of the southern hemisphere, where you were born\.$/,
    );
  });
  it('keeps northern seasons without a birth place, and says why', () => {
    const result = predictMarriage({ birthDate: '1985-03-09' }, NOW, resolveBirthCity);
    const { monthIndex } = monthOf(result.prediction!.timeframe);
    expect(result.prediction!.season).toBe(seasonOf(monthIndex, 'northern'));
    expect(result.notes.at(-1)).toMatch(/northern hemisphere \(no birth place was found to go by\)\.$/);
  });
});

describe('the search keeps to the ages 18 to 100', () => {
  it('searches all 54 months for an adult', () => {
    const window = searchWindow(NOW, born('1990-06-21'));
    expect(window.months).toHaveLength(54);
    expect(window.months[0]).toEqual(month(2027, 4));
    expect(window.months.at(-1)).toEqual(month(2031, 9));
    expect(window.limitedBy).toBeUndefined();
  });
  it('starts with the first whole month after the 18th birthday', () => {
    const window = searchWindow(NOW, born('2010-03-15'));
    expect(window.months[0]).toEqual(month(2028, 3));
    expect(window.months.at(-1)).toEqual(month(2031, 9));
    expect(window.limitedBy).toBe('under-18');
  });
  it('keeps the birthday month when the birthday is on the 1st', () => {
    expect(searchWindow(NOW, born('2010-04-01')).months[0]).toEqual(month(2028, 3));
  });
  it('reads a 29 February birthday as 1 March in a common year', () => {
    // 18 on 1 March 2030 (2030 has no 29 February), so March 2030 is the first month.
    expect(searchWindow(NOW, born('2012-02-29')).months[0]).toEqual(month(2030, 2));
  });
  it('ends with the last whole month at 100', () => {
    const window = searchWindow(NOW, born('1929-03-15'));
    expect(window.months[0]).toEqual(month(2027, 4));
    expect(window.months.at(-1)).toEqual(month(2030, 1));
    expect(window.limitedBy).toBe('over-100');
  });
  it('keeps no month for a child, and says from when a search can reach 18', () => {
    const window = searchWindow(NOW, born('2016-05-10'));
    expect(window.months).toEqual([]);
    // 18 on 10 May 2034, first whole month June 2034, within 59 months of a search from July 2029.
    expect(window.reopens).toEqual(month(2029, 6));
  });
  it('keeps no month for someone over 100 for the whole search', () => {
    const window = searchWindow(NOW, born('1921-08-02'));
    expect(window.months).toEqual([]);
    expect(window.limitedBy).toBe('over-100');
  });
});

describe('marriage readings at the edges of age', () => {
  it('never names a month before the 18th birthday, and notes the later start', () => {
    const result = predictMarriage({ birthDate: '2010-03-15', birthCity: 'Berlin' }, NOW, resolveBirthCity);
    const { year, monthIndex } = monthOf(result.prediction!.timeframe);
    // April 2028 is the first whole month at 18.
    expect(year * 12 + monthIndex).toBeGreaterThanOrEqual(2028 * 12 + 3);
    expect(result.notes.at(-1)).toMatch(
      /^The search covers April 2028 to October 2031, starting after your 18th birthday;/,
    );
  });
  it('gives a child a kind message and a month to come back instead of a date', () => {
    const result = predictMarriage({ name: 'Mia', birthDate: '2016-05-10' }, NOW, resolveBirthCity);
    expect(result.prediction).toBeNull();
    expect(result.reading).toContain('Come back from July 2029');
    expect(result.reading).not.toMatch(/\{\w+\}/);
    expect([result.keyInfluences, result.preparation, result.aspects]).toEqual([[], [], []]);
    expect(result.charts.person.planets).toHaveLength(10);
  });
  it('gives someone over 100 a kind message instead of a date', () => {
    const result = predictMarriage({ birthDate: '1921-08-02', birthCity: 'Vienna' }, NOW, resolveBirthCity);
    expect(result.prediction).toBeNull();
    expect(result.reading).toBe(library.ageOver100);
    expect(result.notes.join(' ')).not.toMatch(/The search covers/);
  });
  it('ends the search for a 97-year-old at the last month at 100', () => {
    const result = predictMarriage({ birthDate: '1929-03-15' }, NOW, resolveBirthCity);
    expect(result.prediction).not.toBeNull();
    expect(result.prediction!.year).toBeLessThanOrEqual(2030);
    expect(result.notes.at(-1)).toMatch(
      /^The search covers May 2027 to February 2030, ending with the last month in which you are 100;/,
    );
  });
});
