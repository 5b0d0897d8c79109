/** Small angle helpers shared by the chart, house and aspect code. */
import { ZODIAC_SIGNS, type ZodiacSign } from './zodiac';

export const DEG = Math.PI / 180;

/** Any angle folded into [0, 360). */
export function normalizeDegrees(angle: number): number {
  const folded = angle % 360;
  return folded < 0 ? folded + 360 : folded;
}

/** The shortest distance between two longitudes, 0–180°, correct across 0°/360°. */
export function separation(a: number, b: number): number {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return d > 180 ? 360 - d : d;
}

/** The tropical sign and the degree within it (0–30) of an ecliptic longitude. */
export function signOfLongitude(longitude: number): { sign: ZodiacSign; degree: number } {
  const lon = normalizeDegrees(longitude);
  const index = Math.min(11, Math.floor(lon / 30));
  return { sign: ZODIAC_SIGNS[index]!, degree: lon - index * 30 };
}

/** Rounds for the wire: results are compared byte for byte, so every figure is rounded once. */
export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
