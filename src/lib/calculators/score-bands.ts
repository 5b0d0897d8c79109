/**
 * How a percentage is named and coloured (document 2 §9): levels and colours change at 80,
 * 70, 60, 50 and 40; the interpretation table uses 90, 75 and 60.
 */
import type { CompatibilityLevel } from '../astrology/contract';

const BANDS: ReadonlyArray<readonly [min: number, level: CompatibilityLevel, colour: string]> = [
  [80, 'Excellent', '#3ccf91'],
  [70, 'Very Good', '#8fd16a'],
  [60, 'Good', '#f5c66b'],
  [50, 'Moderate', '#f0a35a'],
  [40, 'Challenging', '#f29bb5'],
  [-Infinity, 'Difficult', '#ef4b5f'],
];

function band(score: number) {
  return BANDS.find(([min]) => score >= min)!;
}

export function scoreLevel(score: number): CompatibilityLevel {
  return band(score)[1];
}

/** The colour of a bar or meter for this score (night-sky palette). */
export function scoreColour(score: number): string {
  return band(score)[2];
}

/** A score key as the calculators label it: "longTerm" → "Long-Term", "trust" → "Trust". */
export function scoreLabel(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).replace(/([A-Z])/g, '-$1');
}

export interface InterpretationBand {
  min: number;
  max: number;
  label: 'Perfect Match' | 'Excellent Match' | 'Good Match' | 'Challenging';
}

export const INTERPRETATION_BANDS: readonly InterpretationBand[] = [
  { min: 90, max: 100, label: 'Perfect Match' },
  { min: 75, max: 89, label: 'Excellent Match' },
  { min: 60, max: 74, label: 'Good Match' },
  { min: 0, max: 59, label: 'Challenging' },
];

export function interpretationLabel(score: number): InterpretationBand['label'] {
  return (INTERPRETATION_BANDS.find((entry) => score >= entry.min) ?? INTERPRETATION_BANDS[3]!).label;
}
