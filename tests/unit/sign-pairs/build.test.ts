import { describe, expect, it } from 'vitest';
import { computeCompatibility, scoreCouple } from '@/lib/astrology/compatibility';
import { preparePerson } from '@/lib/astrology/person';
import { computeSignPairFigures, figuresOf } from '@/lib/sign-pairs/build';
import { pairOf, SIGN_PAIRS } from '@/lib/sign-pairs/pairs';
import { samplePeople, type SampleDefinition } from '@/lib/sign-pairs/sample';

const small: SampleDefinition = {
  seed: 11,
  firstYear: 1950,
  lastYear: 2005,
  peoplePerSign: 30,
  couplesPerPair: 80,
};
const pairs = [pairOf('Aries', 'Aries'), pairOf('Taurus', 'Scorpio'), pairOf('Gemini', 'Pisces')];

describe('computeSignPairFigures', () => {
  const figures = computeSignPairFigures(small, pairs);

  it('gives the same numbers for the same sample', () => {
    const again = computeSignPairFigures(small, pairs);
    expect([...again.byPair]).toEqual([...figures.byPair]);
    expect(again.overview).toEqual(figures.overview);
  });

  it('gives other numbers for another seed', () => {
    const other = computeSignPairFigures({ ...small, seed: 12 }, pairs);
    expect([...other.byPair]).not.toEqual([...figures.byPair]);
  });

  it('gives sane statistics for every pair asked', () => {
    expect([...figures.byPair.keys()]).toEqual(pairs.map((pair) => pair.slug));
    for (const pair of pairs) {
      const { statistics } = figuresOf(figures, pair);
      expect(statistics.couples).toBe(small.couplesPerPair);
      const { q1, median, q3 } = statistics.overall;
      expect(5).toBeLessThanOrEqual(q1);
      expect(q1).toBeLessThanOrEqual(median);
      expect(median).toBeLessThanOrEqual(q3);
      expect(q3).toBeLessThanOrEqual(99);
      expect(statistics.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(small.couplesPerPair);
      for (const share of Object.values(statistics.contacts)) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
      expect(statistics.contacts.either).toBeGreaterThanOrEqual(
        Math.max(statistics.contacts.venusMars, statistics.contacts.sunMoon),
      );
      // Real skies: couples differ, so the middle half is not a single score.
      expect(q3).toBeGreaterThan(q1);
    }
    expect(figures.overview.signShare).toBeGreaterThanOrEqual(0);
    expect(figures.overview.signShare).toBeLessThanOrEqual(1);
  });

  it('throws for a pair it was not asked to compute', () => {
    expect(() =>
      figuresOf(
        figures,
        SIGN_PAIRS.find((pair) => pair.slug === 'leo-and-leo')!,
      ),
    ).toThrow(/leo-and-leo/);
  });
});

describe('the sample is scored exactly as the calculator scores', () => {
  it('gives a sampled couple the scores the birth-date calculator gives the same two people', () => {
    const people = samplePeople(small);
    for (const [a, b] of [
      [people.Taurus[0]!, people.Scorpio[1]!],
      [people.Leo[2]!, people.Aquarius[3]!],
    ] as const) {
      const fromCalculator = computeCompatibility({ person1: a, person2: b }).compatibility;
      const chart = (person: typeof a) =>
        preparePerson(person, 'Sampled person', { resolveCity: null }).chart;
      expect(scoreCouple(chart(a), chart(b)).sheet.scores).toEqual(fromCalculator);
    }
  });
});
