/**
 * The weekly and monthly horoscopes over a year for all twelve signs (docs/horoscopes.md#the-rules):
 * within their word range, no sentence shared by two signs in the same week or month, none
 * repeated by a sign from one week or month to the next, every sentence through the grammar check.
 */
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { addDays, nextMonth } from '@/lib/horoscope/days';
import { MONTH_WORDS, PeriodHoroscopes, WEEK_WORDS, type PeriodReading } from '@/lib/horoscope/periods';
import { SkyAlmanac } from '@/lib/horoscope/sky-day';
import { engineSky } from '@/lib/horoscope/sky-source';
import { proseProblems } from '../astrology/support/prose-checks';
import { AMERICAN_SPELLING } from '../../support/prose-style';

const periods = new PeriodHoroscopes(new SkyAlmanac(engineSky));
const MONDAYS = Array.from({ length: 52 }, (_, index) => addDays('2026-06-01', index * 7));
const MONTHS = Array.from({ length: 12 }, (_, index) => index).reduce<string[]>(
  (months) => [...months, months.length === 0 ? '2026-06' : nextMonth(months[months.length - 1]!)],
  [],
);
const weeks = MONDAYS.map((monday) => ZODIAC_SIGNS.map((sign) => periods.week(sign, monday)));
const months = MONTHS.map((month) => ZODIAC_SIGNS.map((sign) => periods.month(sign, month)));

function sharedBySigns(groups: PeriodReading[][]): string[] {
  const shared: string[] = [];
  for (const group of groups) {
    const seen = new Map<string, string>();
    for (const reading of group)
      for (const sentence of reading.sentences) {
        const other = seen.get(sentence);
        if (other && other !== reading.sign)
          shared.push(`${reading.first} ${other} and ${reading.sign}: ${sentence}`);
        seen.set(sentence, reading.sign);
      }
  }
  return shared;
}

function repeatedNext(groups: PeriodReading[][]): string[] {
  const repeats: string[] = [];
  for (let index = 1; index < groups.length; index += 1)
    for (const [position, reading] of groups[index]!.entries()) {
      const before = new Set(groups[index - 1]![position]!.sentences);
      for (const sentence of reading.sentences)
        if (before.has(sentence)) repeats.push(`${reading.sign} ${reading.first}: ${sentence}`);
    }
  return repeats;
}

const problemsOf = (groups: PeriodReading[][]) => {
  const problems = new Set<string>();
  for (const reading of groups.flat())
    for (const paragraph of reading.paragraphs) {
      for (const problem of proseProblems(paragraph)) problems.add(problem);
      if (AMERICAN_SPELLING.test(paragraph)) problems.add(`American spelling: ${paragraph}`);
    }
  return [...problems];
};

/** A week or a month is not one day: its sentences never say "today", "tonight" or "tomorrow". */
const dayWords = (groups: PeriodReading[][]) =>
  groups
    .flat()
    .flatMap((reading) =>
      reading.sentences.filter((sentence) => /\b(today|tonight|tomorrow)\b/i.test(sentence)),
    );

describe('the weekly horoscopes, 52 weeks for every sign', () => {
  it(`have ${WEEK_WORDS.min} to ${WEEK_WORDS.max} words`, () => {
    const outside = weeks
      .flat()
      .filter((reading) => reading.words < WEEK_WORDS.min || reading.words > WEEK_WORDS.max)
      .map((reading) => `${reading.sign} ${reading.first}: ${reading.words}`);
    expect(outside).toEqual([]);
  });
  it('give no two signs the same sentence in a week, and no sign the same sentence two weeks running', () => {
    expect(sharedBySigns(weeks)).toEqual([]);
    expect(repeatedNext(weeks)).toEqual([]);
  });
  it('pass the grammar check', () => expect(problemsOf(weeks)).toEqual([]));
  it('speak of the week, never of "today"', () => expect(dayWords(weeks)).toEqual([]));
  it('show the Moon for each of the seven days', () => {
    for (const reading of weeks[0]!) expect(reading.moonDays.map((item) => item.day)).toHaveLength(7);
  });
});

describe('the monthly horoscopes, 12 months for every sign', () => {
  it(`have ${MONTH_WORDS.min} to ${MONTH_WORDS.max} words`, () => {
    const outside = months
      .flat()
      .filter((reading) => reading.words < MONTH_WORDS.min || reading.words > MONTH_WORDS.max)
      .map((reading) => `${reading.sign} ${reading.first}: ${reading.words}`);
    expect(outside).toEqual([]);
  });
  it('give no two signs the same sentence in a month, and no sign the same sentence two months running', () => {
    expect(sharedBySigns(months)).toEqual([]);
    expect(repeatedNext(months)).toEqual([]);
  });
  it('pass the grammar check', () => expect(problemsOf(months)).toEqual([]));
  it('speak of the month, never of "today"', () => expect(dayWords(months)).toEqual([]));
  it('name the New and Full Moons of the month', () => {
    for (const reading of months.flat())
      expect(reading.listed.filter(({ fact }) => fact.kind === 'lunation').length).toBeGreaterThanOrEqual(2);
  });
});
