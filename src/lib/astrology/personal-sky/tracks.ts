/**
 * Transit positions for the personal sky, cheap enough for one request in a few milliseconds
 * (docs/engine.md). Everyone's transits run over the same sky, so positions are interpolated
 * from exact positions on fixed grids, memoised for the Worker's life (transits.ts): after the
 * first request of a day no request computes an ephemeris position for the transits at all.
 * Steps and their accuracy (tests/unit/astrology/personal-sky.test.ts): six hours for today's
 * sky, every body within 0.01″; four days for the year's Sun, Jupiter and Saturn and eight for
 * Uranus, Neptune and Pluto, within 0.5″.
 */
import type { PlanetName } from '../contract';
import { interpolatedLongitude } from '../transits';

const HOUR = 3_600_000;
export const DAY_STEP_MS = 6 * HOUR;

/** The year's grid step for a body. */
export function yearStepMs(planet: PlanetName): number {
  return planet === 'Uranus' || planet === 'Neptune' || planet === 'Pluto' ? 192 * HOUR : 96 * HOUR;
}

/** A body's longitude on today's grid. */
export const dayLongitude = (planet: PlanetName) => (ms: number) =>
  interpolatedLongitude(planet, DAY_STEP_MS, ms);

/**
 * The grid a transit's window is searched on (window.ts): the year's for the Sun and the slow
 * planets, so the reading's dates are the year list's; a day for Mercury, two for Venus and Mars.
 */
export function windowStepMs(planet: PlanetName): number {
  if (planet === 'Mercury') return 24 * HOUR;
  if (planet === 'Venus' || planet === 'Mars') return 48 * HOUR;
  return yearStepMs(planet);
}

/** A body's longitude on its window grid. */
export function windowLongitude(planet: PlanetName): (ms: number) => number {
  const step = windowStepMs(planet);
  return (ms: number) => interpolatedLongitude(planet, step, ms);
}

/** A body's longitude on the year's grid. */
export function yearLongitude(planet: PlanetName): (ms: number) => number {
  const step = yearStepMs(planet);
  return (ms: number) => interpolatedLongitude(planet, step, ms);
}
