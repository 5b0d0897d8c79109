/**
 * Solar and lunar returns (docs/predictive.md#returns): the moment the Sun (or the Moon) comes
 * back to its natal longitude, apparent and tropical like every place in the chart, found to
 * well under a second by the secant method (crossing.ts) from a first guess within a day or two.
 */
import { astroTime, planetLongitude } from '../ephemeris';
import { normalizeDegrees } from '../angles';
import { timeOfLongitude } from './crossing';
import { TROPICAL_YEAR_DAYS } from './progression';

const DAY_MS = 86_400_000;
const SUN_SPEED = 0.9856;
const MOON_SPEED = 13.176;

const sunAt = (ms: number) => planetLongitude('Sun', astroTime(new Date(ms)));
const moonAt = (ms: number) => planetLongitude('Moon', astroTime(new Date(ms)));

/**
 * The solar return of a year: the Sun's passage over its natal longitude nearest the birthday in
 * that year (it falls within a day or so of the birthday: the calendar year and the Sun's year
 * differ by hours, which leap days take back).
 */
export function solarReturnInstant(natalSun: number, birthMs: number, year: number): number {
  const birthYear = new Date(birthMs).getUTCFullYear();
  const guess = birthMs + (year - birthYear) * TROPICAL_YEAR_DAYS * DAY_MS;
  return timeOfLongitude(sunAt, natalSun, guess, SUN_SPEED);
}

/** The first lunar return at or after `fromMs`: the Moon's next passage over its natal longitude. */
export function lunarReturnInstant(natalMoon: number, fromMs: number): number {
  const ahead = normalizeDegrees(natalMoon - moonAt(fromMs));
  const found = timeOfLongitude(moonAt, natalMoon, fromMs + (ahead / MOON_SPEED) * DAY_MS, MOON_SPEED);
  // The guess is within a few days of the passage it aims at and the passages are 27 days
  // apart, so this holds; the check keeps a rounding at `fromMs` itself from going back a month.
  return found < fromMs ? timeOfLongitude(moonAt, natalMoon, found + 27.3 * DAY_MS, MOON_SPEED) : found;
}
