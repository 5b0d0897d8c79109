/**
 * Runs the engine over the fixed sample: every sampled person's chart is computed once, as the
 * calculators prepare a person, and every couple is scored by the calculators' own scoreCouple.
 * So a median of 70 here means what a 70 means in the birth-date calculator.
 */
import { scoreCouple } from '../astrology/compatibility';
import type { NatalChart } from '../astrology/chart';
import { preparePerson } from '../astrology/person';
import { ZODIAC_SIGNS, type ZodiacSign } from '../astrology/zodiac';
import { SIGN_PAIRS, type SignPair } from './pairs';
import { sampleCouples, samplePeople, type SampleDefinition } from './sample';
import {
  coupleOutcome,
  pairStatistics,
  sampleOverview,
  type CoupleOutcome,
  type PairStatistics,
  type SampleOverview,
} from './statistics';

export interface SignPairFigures {
  definition: SampleDefinition;
  /** Statistics by pair slug. */
  byPair: ReadonlyMap<string, PairStatistics>;
  overview: SampleOverview;
}

/** One pairing's statistics with what every pairing's page shares. */
export interface SignFigures {
  definition: SampleDefinition;
  statistics: PairStatistics;
  overview: SampleOverview;
}

export function figuresOf(all: SignPairFigures, pair: SignPair): SignFigures {
  const statistics = all.byPair.get(pair.slug);
  if (!statistics) throw new Error(`No statistics for ${pair.slug}`);
  return { definition: all.definition, statistics, overview: all.overview };
}

function sampleCharts(definition: SampleDefinition): Record<ZodiacSign, NatalChart[]> {
  const people = samplePeople(definition);
  return Object.fromEntries(
    ZODIAC_SIGNS.map((sign) => [
      sign,
      people[sign].map((person) => preparePerson(person, 'Sampled person', { resolveCity: null }).chart),
    ]),
  ) as Record<ZodiacSign, NatalChart[]>;
}

/** The statistics of every given pair (all 78 by default) over the sample. */
export function computeSignPairFigures(
  definition: SampleDefinition,
  pairs: readonly SignPair[] = SIGN_PAIRS,
): SignPairFigures {
  const charts = sampleCharts(definition);
  const groups = pairs.map((pair) => {
    const outcomes: CoupleOutcome[] = sampleCouples(pair, definition).map(([a, b]) => {
      const { aspects, sheet } = scoreCouple(charts[pair.first][a]!, charts[pair.second][b]!);
      return coupleOutcome(sheet.scores, aspects);
    });
    return { pair, outcomes, statistics: pairStatistics(outcomes) };
  });
  return {
    definition,
    byPair: new Map(groups.map(({ pair, statistics }) => [pair.slug, statistics])),
    overview: sampleOverview(groups),
  };
}
