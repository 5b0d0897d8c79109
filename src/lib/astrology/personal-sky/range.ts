/**
 * The transits between two dates (docs/personal-sky.md#transits-between-two-dates): the Sun,
 * Mercury, Venus, Mars and Jupiter to Pluto, to every natal planet, the angles and the lunar
 * nodes, in the five major aspects; each a window from entering YEAR_ORB (1°) to leaving it,
 * with every exact pass. The South Node takes the conjunction only: its other aspects are the
 * North Node's (a square to one is a square to both, a trine to one a sextile to the other).
 */
import type { PlanetName } from '../contract';
import { wrap180 } from '../sky/positions';
import { interpolatedLongitude } from '../transits';
import type { MajorTransit, NatalPosition } from './types';
import { YEAR_ORB } from './orbs';
import { aspectOfSide, contactWindows, SIDES, type Contact } from './year';

const HOUR = 3_600_000;

/** The bodies of the list, Sun to Pluto (the Moon would fill it with a contact every few hours). */
export const RANGE_BODIES: readonly PlanetName[] = [
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

/**
 * Grid steps for each body's track, and how far outside the dates a window may reach (the
 * longest a body stays within 1° of a point, at a station). Tracks interpolated on these grids
 * stay within 0.03″ of the exact positions (Mercury's two-day grid within 0.02″; tests pin them).
 */
const TRACKS: Record<Exclude<PlanetName, 'Moon'>, { stepMs: number; reachDays: number }> = {
  Sun: { stepMs: 96 * HOUR, reachDays: 5 },
  Mercury: { stepMs: 48 * HOUR, reachDays: 40 },
  Venus: { stepMs: 96 * HOUR, reachDays: 60 },
  Mars: { stepMs: 96 * HOUR, reachDays: 120 },
  Jupiter: { stepMs: 96 * HOUR, reachDays: 200 },
  Saturn: { stepMs: 96 * HOUR, reachDays: 400 },
  Uranus: { stepMs: 192 * HOUR, reachDays: 800 },
  Neptune: { stepMs: 192 * HOUR, reachDays: 800 },
  Pluto: { stepMs: 192 * HOUR, reachDays: 800 },
};

export function rangeTrack(planet: Exclude<PlanetName, 'Moon'>) {
  const { stepMs, reachDays } = TRACKS[planet];
  return { stepMs, reachDays, lon: (ms: number) => interpolatedLongitude(planet, stepMs, ms) };
}

function contactsFor(planet: PlanetName, natal: readonly NatalPosition[]): Contact[] {
  return natal.flatMap((position) =>
    (position.point === 'South Node' ? [0] : SIDES).map((side) => {
      const aspect = aspectOfSide(side);
      const kind = position.point === planet && side === 0 ? ('return' as const) : ('transit' as const);
      return { point: position.point, longitude: position.longitude, side, aspect, kind };
    }),
  );
}

/**
 * The contacts a body can reach within [from, to): those whose orb overlaps the stretch of the
 * zodiac the body covers then (its track's samples a step either side, unwrapped, widened by
 * what it can move past a sample at a turn). Only these are searched over the long reach the
 * windows' edges need, so a month's list does not time every contact of five years.
 */
function reachable(
  contacts: readonly Contact[],
  lon: (ms: number) => number,
  stepMs: number,
  from: number,
  to: number,
) {
  let previous = lon(from - stepMs);
  let low = previous;
  let high = previous;
  let unwrapped = previous;
  for (let ms = from; ms <= to + stepMs; ms += stepMs) {
    const next = lon(ms);
    unwrapped += wrap180(next - previous);
    previous = next;
    low = Math.min(low, unwrapped);
    high = Math.max(high, unwrapped);
  }
  const margin = YEAR_ORB + 0.5;
  return contacts.filter((contact) => {
    const target = contact.longitude + contact.side;
    // The target's turn of the circle nearest the covered stretch.
    const near = target + 360 * Math.round((low + high) / 2 / 360 - target / 360);
    return [near - 360, near, near + 360].some((value) => value >= low - margin && value <= high + margin);
  });
}

/** Every window overlapping [from, to), by its first exact pass. */
export function rangeTransits(natal: readonly NatalPosition[], from: number, to: number): MajorTransit[] {
  return RANGE_BODIES.flatMap((planet) => {
    const track = rangeTrack(planet as Exclude<PlanetName, 'Moon'>);
    const contacts = reachable(contactsFor(planet, natal), track.lon, track.stepMs, from, to);
    return contactWindows(planet, contacts, from, to, track);
  }).sort((a, b) => a.exact[0]!.localeCompare(b.exact[0]!) || a.id.localeCompare(b.id));
}
