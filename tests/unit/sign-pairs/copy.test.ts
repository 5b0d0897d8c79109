import { describe, expect, it } from 'vitest';
import { pairValues, sampleValues } from '@/lib/sign-pairs/copy';
import type { SignFigures } from '@/lib/sign-pairs/build';
import { pairOf } from '@/lib/sign-pairs/pairs';
import { DIMENSION_KEYS, type PairStatistics } from '@/lib/sign-pairs/statistics';

const statistics: PairStatistics = {
  couples: 1000,
  overall: { median: 67.5, q1: 61, q3: 75 },
  histogram: [],
  dimensions: DIMENSION_KEYS.map((key, index) => ({ key, mean: 70 - index * 1.04 })).sort(
    (a, b) => b.mean - a.mean,
  ),
  contacts: { venusMars: 0.381, sunMoon: 0.4985, either: 0.686 },
};
const figures: SignFigures = {
  definition: { seed: 1, firstYear: 1950, lastYear: 2005, peoplePerSign: 600, couplesPerPair: 1000 },
  statistics,
  overview: { medianRange: { low: 67, high: 76 }, typicalSpread: 14, signShare: 0.0415 },
};

describe('pairValues', () => {
  it('rounds the figures for display and names the strongest and weakest dimensions', () => {
    const values = pairValues(pairOf('Scorpio', 'Taurus'), figures);
    expect(values).toMatchObject({
      pair: 'Taurus and Scorpio',
      couples: '1,000',
      median: '68',
      q1: '61',
      q3: '75',
      spread: '14',
      strongest: 'Emotional',
      strongestMean: '70',
      weakest: 'Long-Term',
      weakestMean: '61',
      venusMars: '38',
      sunMoon: '50',
      either: '69',
      signShare: '4',
      rest: '96',
    });
  });

  it('shares the sample-wide values with the hub', () => {
    expect(sampleValues(figures)).toMatchObject({
      people: '600',
      firstYear: '1950',
      medianLow: '67',
      medianHigh: '76',
    });
  });
});
