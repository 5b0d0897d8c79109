/**
 * The one scale every percentage on the site is read on (docs/scores.md): the word on a meter
 * or bar, its colour, the row of the interpretation table, the heading of a description and
 * which family of sentences a reading draws from all come from the same row here, so they
 * can never disagree.
 *
 * The spec gives six levels with colour changes at 80, 70, 60, 50 and 40, and separately
 * four interpretation bands cut at 90, 75 and 60. Those two cuts do not nest (a 72 would be
 * "Very Good" on the meter and "Good Match" in the text), so the rows follow the six levels and
 * the interpretation names are given per level; "Perfect Match" keeps its top slice
 * (90 and above) inside Excellent.
 */
import type { CompatibilityLevel } from '../astrology/contract';

/** The names of the rows of the interpretation table, best first (also a description's heading). */
export const MATCH_LABELS = [
  'Perfect Match',
  'Excellent Match',
  'Very Good Match',
  'Good Match',
  'Moderate Match',
  'Challenging Match',
  'Difficult Match',
] as const;
export type MatchLabel = (typeof MATCH_LABELS)[number];

/**
 * The coarse family of wording: high (80 and above), mid (60–79), low (below 60). These are the
 * cuts of the love-by-name paragraphs (docs/constants.md#love-calculator-by-name), and every text with three variants
 * (category lines, name summaries, numerology) uses them too.
 */
export type ScoreTier = 'high' | 'mid' | 'low';

export interface ScoreBand {
  min: number;
  max: number;
  level: CompatibilityLevel;
  label: MatchLabel;
  tier: ScoreTier;
  /** Meter and bar colour (night-sky palette); one colour per level. */
  colour: string;
}

export const SCORE_SCALE: readonly ScoreBand[] = [
  { min: 90, max: 100, level: 'Excellent', label: 'Perfect Match', tier: 'high', colour: '#3ccf91' },
  { min: 80, max: 89, level: 'Excellent', label: 'Excellent Match', tier: 'high', colour: '#3ccf91' },
  { min: 70, max: 79, level: 'Very Good', label: 'Very Good Match', tier: 'mid', colour: '#8fd16a' },
  { min: 60, max: 69, level: 'Good', label: 'Good Match', tier: 'mid', colour: '#f5c66b' },
  { min: 50, max: 59, level: 'Moderate', label: 'Moderate Match', tier: 'low', colour: '#f0a35a' },
  { min: 40, max: 49, level: 'Challenging', label: 'Challenging Match', tier: 'low', colour: '#f29bb5' },
  { min: 0, max: 39, level: 'Difficult', label: 'Difficult Match', tier: 'low', colour: '#ef4b5f' },
];

/** The row for a percentage; fractions are rounded first, anything out of 0–100 is clamped. */
export function scoreBand(score: number): ScoreBand {
  const value = Math.min(100, Math.max(0, Math.round(score)));
  return SCORE_SCALE.find((band) => value >= band.min)!;
}

/** The level word shown on meters and bars. */
export function scoreLevel(score: number): CompatibilityLevel {
  return scoreBand(score).level;
}

/** The colour of a bar or meter for this score. */
export function scoreColour(score: number): string {
  return scoreBand(score).colour;
}

/** The interpretation-table row name for this score. */
export function matchLabel(score: number): MatchLabel {
  return scoreBand(score).label;
}

/** Which family of wording a reading of this score uses. */
export function scoreTier(score: number): ScoreTier {
  return scoreBand(score).tier;
}

/** The rows a calculator whose results lie within [min, max] can ever show. */
export function bandsWithin(min: number, max: number): ScoreBand[] {
  return SCORE_SCALE.filter((band) => band.max >= min && band.min <= max);
}

/** A score key as the calculators label it: "longTerm" → "Long-Term", "trust" → "Trust". */
export function scoreLabel(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).replace(/([A-Z])/g, '-$1');
}
