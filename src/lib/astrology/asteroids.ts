/**
 * Ceres, Pallas, Juno and Vesta, 1800–2100 (docs/birth-chart.md#the-asteroids): their
 * heliocentric positions every 32 days, integrated once by scripts/make-asteroid-tables.ts in
 * fifty-year pieces, each fitted to the Swiss Ephemeris' (JPL's) heliocentric places, interpolated
 * with six neighbours (under 0.1″) and seen from the Earth like Chiron (small-bodies.ts).
 */
import type { AstroTime } from 'astronomy-engine';
import tables from './asteroid-tables.json';
import { interpolateTable, seenFromEarth, type PositionTable } from './small-bodies';

export const ASTEROIDS = ['Ceres', 'Pallas', 'Juno', 'Vesta'] as const;
export type Asteroid = (typeof ASTEROIDS)[number];

interface AsteroidTables {
  firstTt: number;
  stepDays: number;
  bodies: Record<Asteroid, Pick<PositionTable, 'x' | 'y' | 'z'>>;
}

const DATA = tables as AsteroidTables;
const TABLES = Object.fromEntries(
  ASTEROIDS.map((name) => [name, { firstTt: DATA.firstTt, stepDays: DATA.stepDays, ...DATA.bodies[name] }]),
) as Record<Asteroid, PositionTable>;
const SAMPLES = DATA.bodies.Ceres.x.length;

/** The moments (TT days from J2000) the tables serve with three samples either side. */
export const ASTEROID_RANGE = {
  firstTt: DATA.firstTt + 3 * DATA.stepDays,
  lastTt: DATA.firstTt + (SAMPLES - 4) * DATA.stepDays,
};

/** Whether the asteroids can be computed at this moment (1800–2100 with a margin). */
export function asteroidsAvailable(time: AstroTime): boolean {
  return time.tt >= ASTEROID_RANGE.firstTt && time.tt <= ASTEROID_RANGE.lastTt;
}

/** An asteroid's heliocentric J2000 position (AU) at a TT moment. */
export function asteroidHeliocentric(asteroid: Asteroid, tt: number): [number, number, number] {
  return interpolateTable(TABLES[asteroid], tt, 6);
}

/** An asteroid's apparent geocentric ecliptic longitude of date, degrees [0, 360). */
export function asteroidLongitude(asteroid: Asteroid, time: AstroTime): number {
  if (!asteroidsAvailable(time)) throw new RangeError('The asteroids are computed from 1800 to 2100 only');
  return seenFromEarth((tt) => asteroidHeliocentric(asteroid, tt), time);
}
