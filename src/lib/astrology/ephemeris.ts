/**
 * Planet positions from astronomy-engine: tropical, geocentric, apparent ecliptic longitudes
 * of date (light time, aberration and nutation applied), the frame the Swiss Ephemeris uses
 * for astrology by default.
 */
import { AstroTime, Body, Ecliptic, EclipticGeoMoon, GeoVector, SunPosition } from 'astronomy-engine';
import type { PlanetName } from './contract';
import { normalizeDegrees } from './angles';

export const PLANETS: readonly PlanetName[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

const BODIES: Record<PlanetName, Body> = {
  Sun: Body.Sun,
  Moon: Body.Moon,
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
  Uranus: Body.Uranus,
  Neptune: Body.Neptune,
  Pluto: Body.Pluto,
};

/** Apparent ecliptic longitude of date of one body at a moment, in degrees [0, 360). */
export function planetLongitude(planet: PlanetName, time: AstroTime): number {
  if (planet === 'Sun') return normalizeDegrees(SunPosition(time).elon);
  if (planet === 'Moon') return normalizeDegrees(EclipticGeoMoon(time).lon);
  return normalizeDegrees(Ecliptic(GeoVector(BODIES[planet], time, true)).elon);
}

/**
 * The apparent ecliptic direction of a planet (not the Sun or Moon) as a vector of date, from
 * which `planetLongitude` takes its angle. Unlike the angle it is smooth across 0°/360°, so
 * searches interpolate it (transits.ts).
 */
export function planetEclipticVector(
  planet: Exclude<PlanetName, 'Sun' | 'Moon'>,
  time: AstroTime,
): { x: number; y: number } {
  const { vec } = Ecliptic(GeoVector(BODIES[planet], time, true));
  return { x: vec.x, y: vec.y };
}

/** An AstroTime for a UTC instant. */
export function astroTime(utc: Date): AstroTime {
  return new AstroTime(utc);
}
