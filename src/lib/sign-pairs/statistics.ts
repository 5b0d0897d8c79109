/**
 * Statistics of a sample of couples' scores: for one pairing (median and quartiles of the
 * overall score, a histogram, each dimension's mean, the share of couples with a Venus–Mars or
 * Sun–Moon contact), and across all pairings (how far the pairings' medians lie apart and how
 * much of the variation in scores the pair of Sun signs explains). Plain numbers in, plain
 * numbers out; sample.ts draws the couples and build.ts runs the engine.
 */
import { bin, mean, quantileSorted } from 'd3-array';
import type { AspectFact, ScoreKey } from '../astrology/contract';
import { SCORE_KEYS } from '../astrology/contract';

export type DimensionKey = Exclude<ScoreKey, 'overall'>;
export const DIMENSION_KEYS = SCORE_KEYS.filter((key): key is DimensionKey => key !== 'overall');

/** What one couple contributes: its eleven scores and its two classic contacts. */
export interface CoupleOutcome {
  scores: Record<ScoreKey, number>;
  venusMars: boolean;
  sunMoon: boolean;
}

/** True when one person's `a` and the other's `b` make any aspect, whoever holds which. */
function hasContact(aspects: readonly AspectFact[], a: string, b: string): boolean {
  return aspects.some(({ from, to }) => (from === a && to === b) || (from === b && to === a));
}

/** A couple's outcome from the engine's scores and synastry aspects. */
export function coupleOutcome(
  scores: Record<ScoreKey, number>,
  aspects: readonly AspectFact[],
): CoupleOutcome {
  return {
    scores,
    venusMars: hasContact(aspects, 'Venus', 'Mars'),
    sunMoon: hasContact(aspects, 'Sun', 'Moon'),
  };
}

/** The histogram's range: overall scores run 5–99, but fewer than 1 in 10 000 sampled fall below 25. */
export const HISTOGRAM_DOMAIN: readonly [number, number] = [25, 100];
export const HISTOGRAM_STEP = 5;

export interface HistogramBin {
  /** Inclusive lower and exclusive upper score (the last bin includes 100). */
  from: number;
  to: number;
  count: number;
}

export interface PairStatistics {
  couples: number;
  overall: { median: number; q1: number; q3: number };
  histogram: HistogramBin[];
  /** Every dimension's mean score, highest first. */
  dimensions: Array<{ key: DimensionKey; mean: number }>;
  /** Shares (0–1) of couples with each contact, and with at least one of them. */
  contacts: { venusMars: number; sunMoon: number; either: number };
}

const share = (outcomes: readonly CoupleOutcome[], test: (outcome: CoupleOutcome) => boolean) =>
  outcomes.filter(test).length / outcomes.length;

/** Scores below the histogram's range are counted in its first bin. */
export function histogram(scores: readonly number[]): HistogramBin[] {
  const [low, high] = HISTOGRAM_DOMAIN;
  const thresholds: number[] = [];
  for (let edge = low + HISTOGRAM_STEP; edge < high; edge += HISTOGRAM_STEP) thresholds.push(edge);
  return bin()
    .domain([low, high])
    .thresholds(thresholds)(scores.map((score) => Math.min(high, Math.max(low, score))))
    .map((group) => ({ from: group.x0!, to: group.x1!, count: group.length }));
}

export function pairStatistics(outcomes: readonly CoupleOutcome[]): PairStatistics {
  if (outcomes.length === 0) throw new Error('pairStatistics needs at least one couple');
  const overall = outcomes.map((outcome) => outcome.scores.overall).sort((a, b) => a - b);
  const dimensions = DIMENSION_KEYS.map((key) => ({
    key,
    mean: mean(outcomes, (outcome) => outcome.scores[key])!,
  })).sort((a, b) => b.mean - a.mean);
  return {
    couples: outcomes.length,
    overall: {
      median: quantileSorted(overall, 0.5)!,
      q1: quantileSorted(overall, 0.25)!,
      q3: quantileSorted(overall, 0.75)!,
    },
    histogram: histogram(overall),
    dimensions,
    contacts: {
      venusMars: share(outcomes, (outcome) => outcome.venusMars),
      sunMoon: share(outcomes, (outcome) => outcome.sunMoon),
      either: share(outcomes, (outcome) => outcome.venusMars || outcome.sunMoon),
    },
  };
}

export interface SampleOverview {
  /** The lowest and highest median overall score of any pairing. */
  medianRange: { low: number; high: number };
  /** The median width of a pairing's middle half (q3 − q1). */
  typicalSpread: number;
  /**
   * The share (0–1) of the variation in overall scores that lies between pairings rather than
   * within them (η², between-group over total sum of squares): what the two Sun signs explain.
   */
  signShare: number;
}

/** How much the Sun signs decide, over every pairing's outcomes and statistics. */
export function sampleOverview(
  groups: ReadonlyArray<{ outcomes: readonly CoupleOutcome[]; statistics: PairStatistics }>,
): SampleOverview {
  if (groups.length === 0) throw new Error('sampleOverview needs at least one pairing');
  const scoresOf = (outcomes: readonly CoupleOutcome[]) => outcomes.map((outcome) => outcome.scores.overall);
  const all = groups.flatMap(({ outcomes }) => scoresOf(outcomes));
  const grand = mean(all)!;
  const total = all.reduce((sum, score) => sum + (score - grand) ** 2, 0);
  const between = groups.reduce(
    (sum, { outcomes }) => sum + outcomes.length * (mean(scoresOf(outcomes))! - grand) ** 2,
    0,
  );
  const medians = groups.map(({ statistics }) => statistics.overall.median);
  const spreads = groups
    .map(({ statistics }) => statistics.overall.q3 - statistics.overall.q1)
    .sort((a, b) => a - b);
  return {
    medianRange: { low: Math.min(...medians), high: Math.max(...medians) },
    typicalSpread: quantileSorted(spreads, 0.5)!,
    signShare: total === 0 ? 0 : between / total,
  };
}
