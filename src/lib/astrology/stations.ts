/**
 * Planetary motion: speed along the ecliptic, retrograde or direct, and stations (the moments a
 * planet stands still before turning). One module so that the birth chart, the daily sky and
 * the horoscopes agree on when a planet is stationary (docs/birth-chart.md#stations).
 *
 * A planet is marked stationary (S) in a chart when a station falls within STATION_WINDOW_HOURS
 * of the moment: near a station its speed is close to zero for hours, and the sign of a
 * rounded speed would flip between R and D for births minutes apart.
 */
import type { AstroTime } from 'astronomy-engine';
import type { PlanetName } from './contract';
import { astroTime, planetLongitude } from './ephemeris';
import { turningPoints } from './sky/stations';

/** The planets that can be retrograde (the Sun and Moon never are). */
export type MovingPlanet = Exclude<PlanetName, 'Sun' | 'Moon'>;

/** How close (either side) a station must be for the planet to count as stationary. */
export const STATION_WINDOW_HOURS = 12;

/** Half-interval of the three samples a motion is measured from, in days. */
const SAMPLE_DAYS = 0.5;

export type StationKind = 'retrograde' | 'direct';

export interface Station {
  /** 'retrograde': the planet stops and turns backwards (SR); 'direct': it stops and turns forwards (SD). */
  kind: StationKind;
  at: Date;
}

export interface PlanetMotion {
  /** Degrees per day along the ecliptic; negative when retrograde. */
  speed: number;
  retrograde: boolean;
  /** A station within STATION_WINDOW_HOURS of the moment, when there is one. */
  station?: Station;
}

/** The signed shortest difference b − a of two longitudes, in (−180, 180]. */
function difference(a: number, b: number): number {
  let d = b - a;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/** The speed of a planet at a moment (degrees per day), by central difference over ±`halfDays`. */
export function planetSpeed(planet: PlanetName, time: AstroTime, halfDays = SAMPLE_DAYS): number {
  return (
    difference(
      planetLongitude(planet, time.AddDays(-halfDays)),
      planetLongitude(planet, time.AddDays(halfDays)),
    ) /
    (2 * halfDays)
  );
}

const DAY_MS = 86_400_000;

/** Bisection on the sign of the speed between two moments known to bracket a station. */
function refineStation(planet: PlanetName, start: number, end: number): number {
  let [low, high] = [start, end];
  const lowSign = Math.sign(planetSpeed(planet, astroTime(new Date(low)), 1 / 24));
  while (high - low > 60_000) {
    const middle = (low + high) / 2;
    if (Math.sign(planetSpeed(planet, astroTime(new Date(middle)), 1 / 24)) === lowSign) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Speed, retrograde flag and any near station of a planet at a moment. `longitude` is the
 * planet's longitude at the moment when already known (the chart has it), which saves a call.
 * Three samples (−12 h, now, +12 h) give the speed and its change; a parabola through them
 * puts the station, and a bisection pins it to the minute when it is near enough to matter.
 */
export function planetMotion(
  planet: PlanetName,
  time: AstroTime,
  longitude = planetLongitude(planet, time),
): PlanetMotion {
  const before = planetLongitude(planet, time.AddDays(-SAMPLE_DAYS));
  const after = planetLongitude(planet, time.AddDays(SAMPLE_DAYS));
  const first = difference(before, longitude);
  const second = difference(longitude, after);
  const speed = (first + second) / (2 * SAMPLE_DAYS);
  if (planet === 'Sun' || planet === 'Moon') return { speed, retrograde: false };
  const acceleration = (second - first) / SAMPLE_DAYS ** 2;
  const retrograde = speed < 0;
  if (acceleration === 0) return { speed, retrograde };
  const offsetDays = -speed / acceleration;
  // The parabola is only trusted near the samples; a station further out is not "near".
  if (Math.abs(offsetDays) > (2 * STATION_WINDOW_HOURS) / 24) return { speed, retrograde };
  const now = time.date.getTime();
  const guess = now + offsetDays * DAY_MS;
  const span = 3 * 3_600_000;
  const at = refineStation(planet, guess - span, guess + span);
  if (Math.abs(at - now) > STATION_WINDOW_HOURS * 3_600_000) return { speed, retrograde };
  // Turning retrograde means the speed goes from positive to negative: it is decreasing.
  const kind: StationKind = acceleration < 0 ? 'retrograde' : 'direct';
  return { speed, retrograde, station: { kind, at: new Date(at) } };
}

/**
 * Every station of a planet between two moments, in time order, to the minute. The sky-events
 * engine finds them (sky/stations.ts, tested against the Swiss Ephemeris): one way to find the
 * stations of a span, for the calendars of the sky and for anything else that lists them.
 */
export function stationsBetween(planet: MovingPlanet, start: Date, end: Date): Station[] {
  return turningPoints(planet, start.getTime(), end.getTime()).map((turn) => ({
    kind: turn.kind === 'max' ? 'retrograde' : 'direct',
    at: new Date(turn.time),
  }));
}
