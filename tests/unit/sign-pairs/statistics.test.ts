import { describe, expect, it } from 'vitest';
import type { AspectFact, ScoreKey } from '@/lib/astrology/contract';
import { SCORE_KEYS } from '@/lib/astrology/contract';
import {
  coupleOutcome,
  histogram,
  pairStatistics,
  sampleOverview,
  type CoupleOutcome,
} from '@/lib/sign-pairs/statistics';

/** A couple whose eleven scores are all `overall`, except the ones given. */
function couple(
  overall: number,
  extra: Partial<Record<ScoreKey, number>> = {},
  contacts = {},
): CoupleOutcome {
  const scores = Object.fromEntries(SCORE_KEYS.map((key) => [key, overall])) as Record<ScoreKey, number>;
  return { scores: { ...scores, ...extra }, venusMars: false, sunMoon: false, ...contacts };
}

const aspect = (from: string, to: string): AspectFact => ({ from, to, aspect: 'trine', orb: 1, weight: 0.5 });

describe('coupleOutcome', () => {
  it('finds a Venus–Mars or Sun–Moon contact whichever person holds which planet', () => {
    const scores = couple(60).scores;
    expect(coupleOutcome(scores, [aspect('Mars', 'Venus')])).toMatchObject({
      venusMars: true,
      sunMoon: false,
    });
    expect(coupleOutcome(scores, [aspect('Sun', 'Moon')])).toMatchObject({ venusMars: false, sunMoon: true });
    expect(coupleOutcome(scores, [aspect('Moon', 'Sun'), aspect('Venus', 'Mars')])).toMatchObject({
      venusMars: true,
      sunMoon: true,
    });
    expect(coupleOutcome(scores, [aspect('Sun', 'Sun'), aspect('Venus', 'Venus')])).toMatchObject({
      venusMars: false,
      sunMoon: false,
    });
  });
});

describe('pairStatistics', () => {
  it('gives the median and quartiles of the overall scores', () => {
    const stats = pairStatistics([40, 50, 60, 70, 80].map((score) => couple(score)));
    expect(stats.couples).toBe(5);
    expect(stats.overall).toEqual({ median: 60, q1: 50, q3: 70 });
  });

  it('ranks the ten dimensions by their mean, strongest first, without the overall score', () => {
    const stats = pairStatistics([
      couple(60, { trust: 80, lifestyle: 30 }),
      couple(60, { trust: 70, lifestyle: 40 }),
    ]);
    expect(stats.dimensions).toHaveLength(10);
    expect(stats.dimensions.map((entry) => entry.key)).not.toContain('overall');
    expect(stats.dimensions[0]).toEqual({ key: 'trust', mean: 75 });
    expect(stats.dimensions.at(-1)).toEqual({ key: 'lifestyle', mean: 35 });
  });

  it('counts the share of couples with each contact and with either', () => {
    const stats = pairStatistics([
      couple(60, {}, { venusMars: true }),
      couple(60, {}, { sunMoon: true }),
      couple(60, {}, { venusMars: true, sunMoon: true }),
      couple(60),
    ]);
    expect(stats.contacts).toEqual({ venusMars: 0.5, sunMoon: 0.5, either: 0.75 });
  });

  it('refuses an empty sample', () => {
    expect(() => pairStatistics([])).toThrow();
  });
});

describe('histogram', () => {
  it('puts every score in one five-point bin from 25 to 100, the few below 25 in the first', () => {
    const bins = histogram([5, 25, 29, 30, 64, 65, 99, 100]);
    expect(bins).toHaveLength(15);
    expect(bins[0]).toEqual({ from: 25, to: 30, count: 3 });
    expect(bins[1]).toEqual({ from: 30, to: 35, count: 1 });
    expect(bins.find((bin) => bin.from === 60)?.count).toBe(1);
    expect(bins.find((bin) => bin.from === 65)?.count).toBe(1);
    expect(bins.at(-1)).toEqual({ from: 95, to: 100, count: 2 });
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(8);
  });
});

describe('sampleOverview', () => {
  const group = (scores: number[]) => {
    const outcomes = scores.map((score) => couple(score));
    return { outcomes, statistics: pairStatistics(outcomes) };
  };

  it('says the signs explain nothing when every pairing scores alike', () => {
    const overview = sampleOverview([group([50, 60, 70]), group([50, 60, 70])]);
    expect(overview.signShare).toBe(0);
    expect(overview.medianRange).toEqual({ low: 60, high: 60 });
    expect(overview.typicalSpread).toBe(10);
  });

  it('says the signs explain everything when couples differ only between pairings', () => {
    const overview = sampleOverview([group([50, 50]), group([70, 70])]);
    expect(overview.signShare).toBe(1);
    expect(overview.medianRange).toEqual({ low: 50, high: 70 });
  });

  it('gives the between-pairing share of the variation in between', () => {
    // Grand mean 60; total sum of squares 2·(15² + 5²) = 500; between 4·10² = 400.
    expect(sampleOverview([group([45, 55]), group([65, 75])]).signShare).toBeCloseTo(0.8, 10);
  });
});
