/**
 * The major transits of the coming twelve months (docs/personal-sky.md#orbs): Jupiter
 * through Pluto to the personal planets and the angles, and the returns (the Sun's, Jupiter's,
 * Saturn's), each from entering YEAR_ORB to leaving it, with every exact pass in between.
 */
import { ASPECTS } from '../aspects';
import type { MajorAspectName, PlanetName } from '../contract';
import { wrap180 } from '../sky/positions';
import { searchAngle, type Crossing } from '../sky/crossings';
import { NODE_EPOCH_MS } from '../transits';
import { idDate, momentOf } from '../sky/moments';
import { OUTER_PLANETS, PERSONAL_POINTS, RETURNS, YEAR_ORB } from './orbs';
import { yearLongitude, yearStepMs } from './tracks';
import type { MajorTransit, NatalPoint, NatalPosition } from './types';

const DAY = 86_400_000;
export const SIDES = [0, 60, 90, 120, 180, 240, 270, 300];
const EDGES = [-YEAR_ORB, 0, YEAR_ORB];

/** How far before and after the year a window may reach: the longest a planet stays within 1°. */
const REACH_DAYS: Partial<Record<PlanetName, number>> = {
  Sun: 5,
  Jupiter: 200,
  Saturn: 400,
  Uranus: 800,
  Neptune: 800,
  Pluto: 800,
};

export interface Contact {
  point: NatalPoint;
  longitude: number;
  side: number;
  aspect: MajorAspectName;
  kind: MajorTransit['kind'];
}

export const aspectOfSide = (side: number): MajorAspectName =>
  ASPECTS.find((aspect) => aspect.angle === Math.min(side, 360 - side))!.name;

/** The contacts one transiting body is searched for. */
function contactsFor(planet: PlanetName, natal: readonly NatalPosition[]): Contact[] {
  const own = natal.find((position) => position.point === planet);
  const returns: Contact[] =
    RETURNS.includes(planet) && own
      ? [{ point: planet, longitude: own.longitude, side: 0, aspect: 'conjunction', kind: 'return' }]
      : [];
  if (planet === 'Sun') return returns;
  const personal = natal.filter((position) => PERSONAL_POINTS.includes(position.point));
  return [
    ...personal.flatMap((position) =>
      SIDES.map((side) => ({
        point: position.point,
        longitude: position.longitude,
        side,
        aspect: aspectOfSide(side),
        kind: 'transit' as const,
      })),
    ),
    ...returns,
  ];
}

/** How a body's windows are searched: how far past the span a window may reach, and its track. */
export interface WindowSearch {
  reachDays: number;
  lon: (ms: number) => number;
  stepMs: number;
}

/**
 * One body's windows over [from, to) for the given contacts: from entering YEAR_ORB to leaving it,
 * each contact's crossings walked in time order; only windows with an exact pass count.
 */
export function contactWindows(
  planet: PlanetName,
  contacts: readonly Contact[],
  from: number,
  to: number,
  { reachDays, lon, stepMs }: WindowSearch,
): MajorTransit[] {
  if (contacts.length === 0) return [];
  const reach = reachDays * DAY;
  const searchFrom = from - reach;
  const searchTo = to + reach;
  const targets = contacts.flatMap((contact) => EDGES.map((edge) => contact.longitude + contact.side + edge));
  const { crossings } = searchAngle(lon, searchFrom, searchTo, targets, {
    stepMs,
    gridOriginMs: NODE_EPOCH_MS,
    sampled: lon,
    turns: planet !== 'Sun',
    turnPrecisionMs: 60_000,
  });
  // Each contact's crossings in time order, bucketed once rather than filtered per contact.
  const byContact: Crossing[][] = contacts.map(() => []);
  for (const crossing of crossings) byContact[Math.floor(crossing.index / EDGES.length)]!.push(crossing);
  const windows: MajorTransit[] = [];
  contacts.forEach((contact, c) => {
    const offset = (ms: number) => wrap180(lon(ms) - contact.longitude - contact.side);
    let inside = Math.abs(offset(searchFrom)) < YEAR_ORB;
    let start = searchFrom;
    let exact: number[] = [];
    const close = (end: number) => {
      if (exact.length > 0 && end >= from && start < to) {
        windows.push({
          id: `${planet}-${contact.kind === 'return' ? 'return' : contact.aspect}-${contact.point}-${idDate(exact[0]!)}`
            .toLowerCase()
            .replaceAll(' ', '-'),
          transiting: planet,
          natal: contact.point,
          aspect: contact.aspect,
          kind: contact.kind,
          start: momentOf(start).utc,
          exact: exact.map((time) => momentOf(time).utc),
          end: momentOf(end).utc,
        });
      }
      exact = [];
    };
    for (const crossing of byContact[c]!) {
      const edge = EDGES[crossing.index % EDGES.length]!;
      if (edge === 0) {
        exact.push(crossing.time);
      } else if (!inside) {
        inside = true;
        start = crossing.time;
      } else {
        inside = false;
        close(crossing.time);
      }
    }
    if (inside) close(searchTo);
  });
  return windows;
}

/** One body's windows over [from, to) to the personal points, and its return. */
function windowsOf(
  planet: PlanetName,
  natal: readonly NatalPosition[],
  from: number,
  to: number,
): MajorTransit[] {
  return contactWindows(planet, contactsFor(planet, natal), from, to, {
    reachDays: REACH_DAYS[planet]!,
    lon: yearLongitude(planet),
    stepMs: yearStepMs(planet),
  });
}

/** The year's major transits overlapping [from, to), by their first exact pass. */
export function yearTransits(natal: readonly NatalPosition[], from: number, to: number): MajorTransit[] {
  return (['Sun', ...OUTER_PLANETS] as PlanetName[])
    .flatMap((planet) => windowsOf(planet, natal, from, to))
    .sort((a, b) => a.exact[0]!.localeCompare(b.exact[0]!) || a.id.localeCompare(b.id));
}
