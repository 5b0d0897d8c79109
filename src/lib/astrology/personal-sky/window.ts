/**
 * The span of one transit around a day (docs/personal-sky.md#the-reading): when the transiting
 * body comes within YEAR_ORB of the exact aspect, every exact pass, when it lets go, and any
 * station inside. The reading gives these dates, so a transit is never read as active on a day
 * before it begins. The Sun and the slow planets use the year's tracks, so their dates are the
 * year list's; Mercury, Venus and Mars tracks of their own, sampled daily or every other day.
 *
 * The reading needs a handful of windows per request, so this walks the track outwards from the
 * day only as far as the window reaches, instead of searching the whole span the year list
 * searches (sky/crossings.ts), and homes in on each edge, pass and station to the minute.
 */
import type { MajorAspectName, PlanetName } from '../contract';
import { wrap180 } from '../sky/positions';
import { ASPECTS } from '../aspects';
import { YEAR_ORB } from './orbs';
import { windowLongitude } from './tracks';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The walk's step: short enough that no window (a few days for the Sun, weeks for the slow
 * planets), pass or station hides between two samples.
 */
const WALK_HOURS: Record<Exclude<PlanetName, 'Moon'>, number> = {
  Sun: 6,
  Mercury: 12,
  Venus: 24,
  Mars: 24,
  Jupiter: 48,
  Saturn: 48,
  Uranus: 96,
  Neptune: 96,
  Pluto: 96,
};

/** How far either side of the day a window may reach: the longest a body stays within 1° of one degree. */
const REACH_DAYS: Record<Exclude<PlanetName, 'Moon'>, number> = {
  Sun: 3,
  Mercury: 45,
  Venus: 60,
  Mars: 100,
  Jupiter: 200,
  Saturn: 400,
  Uranus: 800,
  Neptune: 800,
  Pluto: 800,
};

export interface TransitWindow {
  /** Comes within YEAR_ORB (ms); the walk's edge when it was already inside then. */
  start: number;
  /** Each exact pass inside (ms): none for a near miss, three for a retrograde loop. */
  exact: number[];
  /** Lets go (ms). */
  end: number;
  /** Stations inside the window (ms), with the way the body turns. */
  stations: Array<{ time: number; turns: 'retrograde' | 'direct' }>;
  /** The closest the body comes (degrees): 0 once it perfects. */
  closest: number;
  /** The window began before the walk reached back (its start is the walk's edge). */
  openStart: boolean;
}

/** Where `test` turns true between a (false) and b (true), to the minute. */
function homeIn(a: number, b: number, test: (ms: number) => boolean): number {
  let [low, high] = [a, b];
  while (high - low > MINUTE) {
    const mid = (low + high) / 2;
    if (test(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** The turning point of `value` between a and c around b (value(b) beyond both), to the minute. */
function turningPoint(a: number, c: number, value: (ms: number) => number, sign: 1 | -1): number {
  let [low, high] = [a, c];
  while (high - low > MINUTE) {
    const left = low + (high - low) / 3;
    const right = high - (high - low) / 3;
    if (sign * value(left) < sign * value(right)) low = left;
    else high = right;
  }
  return (low + high) / 2;
}

/**
 * The window of `planet` making `aspect` to a natal longitude that contains `at`, or, when the
 * body is not within YEAR_ORB then, the next one to begin. Undefined for the Moon (its contacts
 * last hours) or when no window begins within reach.
 */
export function transitWindow(
  planet: PlanetName,
  natalLongitude: number,
  aspect: MajorAspectName,
  at: number,
): TransitWindow | undefined {
  if (planet === 'Moon') return undefined;
  const lon = windowLongitude(planet);
  const step = WALK_HOURS[planet] * 3_600_000;
  const reach = REACH_DAYS[planet] * DAY;
  const angle = ASPECTS.find((candidate) => candidate.name === aspect)!.angle;
  // The side of the circle the body stands on (a square can be 90° or 270° ahead).
  const sides = angle === 0 || angle === 180 ? [angle] : [angle, 360 - angle];
  const here = lon(at);
  const target =
    natalLongitude +
    sides.reduce((best, side) =>
      Math.abs(wrap180(here - natalLongitude - side)) < Math.abs(wrap180(here - natalLongitude - best))
        ? side
        : best,
    );
  const offset = (ms: number) => wrap180(lon(ms) - target);
  const inside = (ms: number) => Math.abs(offset(ms)) < YEAR_ORB;

  // The start: back from `at` while inside, else forwards to the next entry.
  let start: number;
  let openStart = false;
  if (inside(at)) {
    let t = at;
    while (inside(t - step) && at - (t - step) <= reach) t -= step;
    openStart = inside(t - step);
    start = openStart ? t : homeIn(t - step, t, inside);
  } else {
    let t = at;
    while (!inside(t + step) && t + step - at <= reach) t += step;
    if (!inside(t + step)) return undefined;
    start = homeIn(t, t + step, inside);
  }
  // The end, and on the way every pass (the offset changes sign) and station (its slope does).
  const exact: number[] = [];
  const stations: TransitWindow['stations'] = [];
  let closest = Math.abs(offset(start));
  let t = start;
  let previous = offset(t);
  let slope = 0;
  while (inside(t + step) && t + step - at <= reach) {
    const next = offset(t + step);
    if (Math.sign(next) !== Math.sign(previous) && next !== 0)
      exact.push(homeIn(t, t + step, (ms) => Math.sign(offset(ms)) === Math.sign(next)));
    const nextSlope = Math.sign(next - previous);
    if (slope !== 0 && nextSlope !== 0 && nextSlope !== slope) {
      const time = turningPoint(t - step, t + step, offset, slope > 0 ? 1 : -1);
      stations.push({ time, turns: slope > 0 ? 'retrograde' : 'direct' });
      closest = Math.min(closest, Math.abs(offset(time)));
    }
    slope = nextSlope || slope;
    closest = Math.min(closest, Math.abs(next));
    previous = next;
    t += step;
  }
  const end = inside(t + step) ? t : homeIn(t, t + step, (ms) => !inside(ms));
  if (Math.sign(offset(end)) !== Math.sign(previous) && exact.length === 0 && Math.abs(previous) < YEAR_ORB)
    exact.push(homeIn(t, end, (ms) => Math.sign(offset(ms)) !== Math.sign(previous)));
  return { start, exact, end, stations, closest: exact.length > 0 ? 0 : closest, openStart };
}
