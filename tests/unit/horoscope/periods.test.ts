/**
 * The week and month horoscopes' rules (docs/horoscopes.md#weeks-and-months), on sample weeks and
 * months for all twelve signs (the bench reads a whole year): every statement of where a body is
 * holds in the ephemeris; every station, lunation, eclipse and planet ingress of the span is read
 * or ranked out by a stated rule; no sentence of a week comes back in its month; the month has its
 * shape (halves, turning point, its second act, best days for love, work and rest); times in the
 * reader's day, no clock time; grammar and British spelling.
 */
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@/lib/astrology/zodiac';
import { addDays, monthEnd, weekStart } from '@/lib/horoscope/days';
import { isDayOff } from '@/lib/horoscope/calendar';
import { MONTH_WORDS, WEEK_WORDS } from '@/lib/horoscope/periods';
import { claimProblems, clockTimes, coverageProblems, weekCopies } from '@/lib/horoscope/quality';
import { crossOverlap } from '@/lib/horoscope/overlap';
import { proseProblems } from '../astrology/support/prose-checks';
import { AMERICAN_SPELLING } from '../../support/prose-style';
import { almanac, MONDAYS, MONTHS, periods } from './support/samples';

const weeks = MONDAYS.flatMap((monday) => ZODIAC_SIGNS.map((sign) => periods.week(sign, monday)));
const months = MONTHS.flatMap((month) => ZODIAC_SIGNS.map((sign) => periods.month(sign, month)));
const weeksOfMonth = (sign: (typeof ZODIAC_SIGNS)[number], month: string, first: string) => {
  const found = [];
  for (let monday = weekStart(first); monday <= monthEnd(month); monday = addDays(monday, 7))
    found.push(periods.week(sign, monday));
  return found;
};

describe(`the weekly and monthly horoscopes, ${MONDAYS.length} weeks and ${MONTHS.length} months, every sign`, () => {
  it(`have ${WEEK_WORDS.min}–${WEEK_WORDS.max} words a week and ${MONTH_WORDS.min}–${MONTH_WORDS.max} a month`, () => {
    expect(
      weeks
        .filter((w) => w.words < WEEK_WORDS.min || w.words > WEEK_WORDS.max)
        .map((w) => `${w.sign} ${w.first}: ${w.words}`),
    ).toEqual([]);
    expect(
      months
        .filter((m) => m.words < MONTH_WORDS.min || m.words > MONTH_WORDS.max)
        .map((m) => `${m.sign} ${m.first}: ${m.words}`),
    ).toEqual([]);
  });

  it("keep each sign's wording mostly its own: the share of five-word runs in another sign's reading stays below its ceiling", () => {
    // The goal is 25%; these ceilings (docs/horoscopes.md#twelve-signs-one-week) hold the
    // measured figures (7 December week 45%, December 48%) from rising while the frames are rewritten.
    const worst = (readings: ReadonlyArray<{ paragraphs: string[] }>) =>
      Math.max(...crossOverlap(readings.map((reading) => reading.paragraphs.join(' '))));
    expect(worst(ZODIAC_SIGNS.map((sign) => periods.week(sign, '2026-12-07')))).toBeLessThanOrEqual(0.46);
    expect(worst(ZODIAC_SIGNS.map((sign) => periods.month(sign, '2026-12')))).toBeLessThanOrEqual(0.49);
  });

  it('say where the Moon and the planets are only as the ephemeris has them', () => {
    for (const reading of [...weeks, ...months]) {
      expect(reading.claims.length).toBeGreaterThan(0);
      expect(claimProblems(almanac, reading)).toEqual([]);
    }
  });

  it('read every station, lunation, eclipse and planet ingress of the span, or rank it out by a stated rule', () => {
    for (const reading of [...weeks, ...months]) {
      expect(coverageProblems(reading)).toEqual([]);
      // A week leaves only a quarter Moon among the must-read kinds to the table, and says why.
      for (const { fact, rule } of reading.rankedOut)
        if (fact.kind === 'lunation') expect(rule).toBe('quarter-moon');
      for (const { fact } of reading.listed.filter((item) => item.read))
        expect(reading.rankedOut.some((item) => item.fact === fact)).toBe(false);
    }
  });

  it('never repeat a sentence of a week in its month', () => {
    for (const month of months)
      expect(weekCopies(month, weeksOfMonth(month.sign, month.first.slice(0, 7), month.first))).toEqual([]);
  });

  it('give the month its shape: an opening, the halves either side of a turning point, and best days for love, work and rest', () => {
    for (const month of months) {
      const headings = month.sections.map((section) => section.heading);
      expect(headings[0]).toBeUndefined();
      expect(headings.filter((heading) => heading?.startsWith('The turning point'))).toHaveLength(1);
      expect(headings.at(-1)).toBe('Best days');
      const best = month.sections.at(-1)!.marked.join(' ');
      expect(best).toMatch(/love|romance|pleasure/i);
      expect(best).toMatch(/work/i);
      expect(best).toMatch(/rest/i);
    }
  });

  it("speak of times in the reader's day: no clock time, no UTC", () => {
    for (const reading of [...weeks, ...months]) {
      const text = reading.paragraphs.join(' ');
      expect(clockTimes(text), `${reading.sign} ${reading.first}`).toEqual([]);
      expect(text).not.toMatch(/\bUTC\b/);
    }
  });

  it('pass the grammar check, in British spelling, without the retired frames', () => {
    const problems = new Set<string>();
    for (const reading of [...weeks, ...months])
      for (const paragraph of reading.paragraphs) {
        for (const problem of proseProblems(paragraph)) problems.add(problem);
        if (AMERICAN_SPELLING.test(paragraph)) problems.add(`American spelling: ${paragraph}`);
        if (
          /work as a pair|\bties (your|the|what|how) [^.:;]{1,60}? to (your|the|what|how)\b/i.test(paragraph)
        )
          problems.add(`retired frame: ${paragraph}`);
      }
    expect([...problems]).toEqual([]);
  });

  it('lead the week with its story: two stations in one house come first, before the days', () => {
    // 7–13 December 2026: Saturn and Neptune turn direct in Aries within two days; for Aries and
    // Libra that is the week's news, ahead of the New Moon.
    for (const sign of ['Aries', 'Libra'] as const) {
      const week = periods.week(sign, '2026-12-07');
      const story = week.paragraphs[0]!;
      expect(week.sections[0]!.heading).toBeUndefined();
      expect(story).toMatch(
        /^[^.]*\.\s*Saturn[^.]*late on Thursday[^.]*Neptune does the same late on Saturday/,
      );
      expect(week.sections.slice(1, 4).map((section) => section.heading)).toEqual([
        'Monday and Tuesday',
        'Wednesday to Friday',
        'The weekend',
      ]);
    }
  });

  it("never list the Moon's route: at most one sentence about the Moon's sign in each part of the week", () => {
    for (const week of weeks)
      for (const section of week.sections.slice(1, 4)) {
        const moonSigns = section.marked
          .join(' ')
          .split(/(?<=[.;:])\s/)
          .filter((part) =>
            /\bMoon (is|enters|moves|crosses|reaches|keeps)\b.*\b(in|into|to|reaches) [A-Z]/.test(part),
          );
        expect(moonSigns.length, `${week.sign} ${week.first} ${section.heading}`).toBeLessThanOrEqual(2);
      }
  });

  it("give every best day for work on a working day, never a weekend, a bank holiday, Christmas Eve or New Year's Eve", () => {
    let work = 0;
    for (const month of months)
      for (const best of month.bestDays.filter((item) => item.kind === 'work')) {
        work += 1;
        expect(isDayOff(best.day), `${month.sign} ${best.day}`).toBe(false);
      }
    expect(work).toBeGreaterThan(months.length);
  });

  it('say what each best day is for, without aspect jargon', () => {
    for (const month of months) {
      const best = month.sections.at(-1)!.marked[0]!;
      expect(best).not.toMatch(/\b(trine|sextile|square|opposite|conjunct|house)\b/);
      expect(best.match(/\b\w+day \d{1,2} \w+, for /g)?.length).toBe(month.bestDays.length);
    }
  });

  it("write December around the reader's calendar: Christmas Eve's Full Moon, Mercury on Christmas Day, New Year's Eve", () => {
    for (const month of months.filter((item) => item.first === '2026-12-01')) {
      const text = month.paragraphs.join(' ');
      const headings = month.sections.map((section) => section.heading ?? '');
      expect(headings.some((heading) => heading.startsWith('Christmas, '))).toBe(true);
      expect(text).toMatch(
        /Full Moon on Christmas Eve|Moon is full on Christmas Eve|On Christmas Eve comes the Full Moon|Christmas Eve the Moon is full/,
      );
      expect(text).toMatch(/Mercury[^.]*Capricorn[^.]*Christmas Day|Christmas Day[^.]*Mercury[^.]*Capricorn/);
      expect(text).toMatch(/New Year's Eve/);
    }
  });

  it('use no frame twice on a page, and no sentence twice', () => {
    for (const reading of [...weeks, ...months]) {
      const seen = new Set<string>();
      for (const sentence of reading.sentences) {
        expect(seen.has(sentence), `${reading.sign} ${reading.first}: ${sentence}`).toBe(false);
        seen.add(sentence);
      }
    }
  });
});
