/**
 * Solar and lunar returns (docs/predictive.md#returns): the moment the Sun (or the Moon) comes
 * back to its natal longitude, apparent and in the chart's zodiac like every place in it, found to
 * well under a second by the secant method (crossing.ts) from a first guess within a day or two.
 */
import { normalizeDegrees } from '../angles';
import type { Ayanamsa } from '../chart-options';
import { timeOfLongitude } from './crossing';
import { TROPICAL_YEAR_DAYS } from './progression';
import { longitudeAt } from './zodiac';

const DAY_MS = 86_400_000;
const SUN_SPEED = 0.9856;
const MOON_SPEED = 13.176;
/** The Sun comes back to a sidereal place once a sidereal year: 20 minutes later than to a tropical one. */
const SIDEREAL_YEAR_DAYS = 365.25636;

/**
 * The solar return of a year: the Sun's passage over its natal longitude nearest the birthday in
 * that year (it falls within a day or so of the birthday: the calendar year and the Sun's year
 * differ by hours, which leap days take back; in the sidereal zodiac it drifts a day later every
 * seventy years or so).
 */
export function solarReturnInstant(
  natalSun: number,
  birthMs: number,
  year: number,
  sidereal?: Ayanamsa,
): number {
  const birthYear = new Date(birthMs).getUTCFullYear();
  const yearDays = sidereal ? SIDEREAL_YEAR_DAYS : TROPICAL_YEAR_DAYS;
  const guess = birthMs + (year - birthYear) * yearDays * DAY_MS;
  return timeOfLongitude((ms) => longitudeAt('Sun', ms, sidereal), natalSun, guess, SUN_SPEED);
}

/** The first lunar return at or after `fromMs`: the Moon's next passage over its natal longitude. */
export function lunarReturnInstant(natalMoon: number, fromMs: number, sidereal?: Ayanamsa): number {
  const moonAt = (ms: number) => longitudeAt('Moon', ms, sidereal);
  const ahead = normalizeDegrees(natalMoon - moonAt(fromMs));
  const found = timeOfLongitude(moonAt, natalMoon, fromMs + (ahead / MOON_SPEED) * DAY_MS, MOON_SPEED);
  // The guess is within a few days of the passage it aims at and the passages are 27 days
  // apart, so this holds; the check keeps a rounding at `fromMs` itself from going back a month.
  return found < fromMs ? timeOfLongitude(moonAt, natalMoon, found + 27.3 * DAY_MS, MOON_SPEED) : found;
}
