/**
 * What can still be said about a chart when the birth time is unknown: the engine reads the
 * chart at noon, but the birth could fall anywhere in the day, and the fast bodies move on
 * meanwhile (the Moon 12–15°, the Sun about 1°). These helpers find which signs a body
 * passed through during the birth day, so readings word such placements as approximate.
 */
import type { PlanetName } from './contract';
import type { CivilDate } from './birth-date';
import type { ZodiacSign } from './zodiac';
import { signOfLongitude } from './angles';
import { astroTime, planetLongitude } from './ephemeris';
import { clockAt, resolveInstant, type InstantPlace } from './instant';

/** The first and last instant of the civil birth day (UTC when the birth place is unknown). */
export interface BirthDaySpan {
  start: Date;
  end: Date;
  /** Where the day was read (its clocks, instant.ts), or undefined for UTC. */
  place?: InstantPlace;
}

/** The birth day from local midnight to the last millisecond before the next, on the place's clocks. */
export function birthDaySpan(date: CivilDate, place?: InstantPlace): BirthDaySpan {
  const midnight = (day: CivilDate) =>
    resolveInstant({ date: day, time: { hour: 0, minute: 0 }, ...(place ? { place } : {}) }).utc;
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  const end = midnight({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
  return {
    start: midnight(date),
    end: new Date(end.getTime() - 1),
    ...(place ? { place } : {}),
  };
}

/** The sign of a body at a moment; `offset` is the sidereal zodiac's (chart.ts), 0 for the tropical. */
const signAt = (planet: PlanetName, at: Date, offset = 0): ZodiacSign =>
  signOfLongitude(planetLongitude(planet, astroTime(at)) - offset).sign;

/** Fastest daily motion of the bodies checked here, in degrees, with a margin. */
const MAX_DAILY_MOTION: Partial<Record<PlanetName, number>> = {
  Sun: 1.1,
  Moon: 15.5,
  Mercury: 2.3,
  Venus: 1.3,
  Mars: 0.9,
  Jupiter: 0.3,
  Saturn: 0.15,
};

/**
 * Whether a body seen at `longitude` within the day (the chart's noon) is too far from a sign
 * boundary to have crossed it that day, which spares the ephemeris calls in most charts.
 */
function staysInSign(planet: PlanetName, longitude: number | undefined): boolean {
  const motion = MAX_DAILY_MOTION[planet];
  if (longitude === undefined || motion === undefined) return false;
  const within = longitude % 30;
  return Math.min(within, 30 - within) > motion;
}

/**
 * The signs a body stood in during the day, in order: one sign, or two when it changed sign
 * (no body used here crosses two boundaries in a day). `longitude` is its place at any moment
 * of the day, when already known.
 */
export function signsDuring(
  planet: PlanetName,
  span: BirthDaySpan,
  longitude?: number,
  offset = 0,
): ZodiacSign[] {
  if (staysInSign(planet, longitude)) return [signOfLongitude(longitude!).sign];
  const first = signAt(planet, span.start, offset);
  const last = signAt(planet, span.end, offset);
  return first === last ? [first] : [first, last];
}

/** A change of sign during the day: when, and between which signs. */
export interface Ingress {
  at: Date;
  from: ZodiacSign;
  to: ZodiacSign;
}

/** Bisection stops when the window is shorter than this: the time is shown to the minute. */
const INGRESS_PRECISION_MS = 30_000;

/**
 * When a body entered a new sign during the day, found by bisection on its sign. None of these
 * bodies crosses more than one sign line in a day (a retrograde one crosses backwards), so the
 * sign changes exactly once when the ends differ. `longitude` and `offset` are in the chart's
 * zodiac (offset: what the sidereal zodiac subtracts, 0 for the tropical).
 */
export function ingressDuring(
  planet: PlanetName,
  span: BirthDaySpan,
  longitude?: number,
  offset = 0,
): Ingress | undefined {
  if (staysInSign(planet, longitude)) return undefined;
  const from = signAt(planet, span.start, offset);
  const to = signAt(planet, span.end, offset);
  if (from === to) return undefined;
  let [low, high] = [span.start.getTime(), span.end.getTime()];
  while (high - low > INGRESS_PRECISION_MS) {
    const middle = (low + high) / 2;
    if (signAt(planet, new Date(middle), offset) === from) low = middle;
    else high = middle;
  }
  return { at: new Date(high), from, to };
}

/** The clock time of an instant on the birth day: "14:33 local time", or "14:33 UTC" without a place. */
export function clockTimeOn(span: BirthDaySpan, at: Date): string {
  return `${clockOn(span, at)} ${span.place ? 'local time' : 'UTC'}`;
}

/** "07:42": an instant on the birth place's own clock (UTC when the place is unknown). */
export function clockOn(span: BirthDaySpan, at: Date): string {
  const offset = span.place ? clockAt(span.place, at).offsetSeconds : 0;
  return new Date(at.getTime() + offset * 1000).toISOString().slice(11, 16);
}
