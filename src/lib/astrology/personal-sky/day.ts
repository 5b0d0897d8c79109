/** Today's transits to a natal chart: every contact in orb during the visitor's day, with exact times. */
import { separation, signOfLongitude } from '../angles';
import { ASPECTS } from '../aspects';
import type { MajorAspectName, PlanetName } from '../contract';
import { PLANETS } from '../ephemeris';
import { searchAngle } from '../sky/crossings';
import { NODE_EPOCH_MS } from '../transits';
import { momentOf } from '../sky/moments';
import { DAY_ORB, NATAL_WEIGHT, TRANSIT_WEIGHT } from './orbs';
import { DAY_STEP_MS, dayLongitude } from './tracks';
import type { DayTransit, NatalPosition } from './types';

/** The eight angles a body can stand from a point at an exact aspect (both sides of the circle). */
const SIDES = [0, 60, 90, 120, 180, 240, 270, 300];
const aspectOfSide = (side: number): MajorAspectName =>
  ASPECTS.find((aspect) => aspect.angle === Math.min(side, 360 - side))!.name;

/** Exact times today, per transiting body, natal point and aspect. */
function exactToday(planet: PlanetName, natal: readonly NatalPosition[], start: number, end: number) {
  const targets = natal.flatMap((point) => SIDES.map((side) => point.longitude + side));
  const lon = dayLongitude(planet);
  const { crossings } = searchAngle(lon, start, end, targets, {
    stepMs: DAY_STEP_MS,
    gridOriginMs: NODE_EPOCH_MS,
    sampled: lon,
    turns: planet !== 'Sun' && planet !== 'Moon',
    turnPrecisionMs: 60_000,
  });
  const exact = new Map<string, number>();
  for (const crossing of crossings) {
    const point = natal[Math.floor(crossing.index / SIDES.length)]!;
    const aspect = aspectOfSide(SIDES[crossing.index % SIDES.length]!);
    exact.set(`${point.point}/${aspect}`, crossing.time);
  }
  return exact;
}

/**
 * Every transit of the ten bodies to the natal points within its orb (DAY_ORB) at the reference
 * instant or exact during [start, end), strongest first.
 */
export function dayTransits(
  natal: readonly NatalPosition[],
  start: number,
  end: number,
  reference: number,
): DayTransit[] {
  const found: DayTransit[] = [];
  for (const planet of PLANETS) {
    const lon = dayLongitude(planet);
    const now = lon(reference);
    const soon = lon(reference + 3_600_000);
    const exact = exactToday(planet, natal, start, end);
    for (const point of natal) {
      for (const aspect of ASPECTS) {
        const orb = Math.abs(separation(now, point.longitude) - aspect.angle);
        const exactAt = exact.get(`${point.point}/${aspect.name}`);
        if (orb > DAY_ORB[planet] && exactAt === undefined) continue;
        const applying = Math.abs(separation(soon, point.longitude) - aspect.angle) < orb;
        const tightness = Math.max(0, 1 - orb / DAY_ORB[planet]);
        const { sign, degree } = signOfLongitude(now);
        found.push({
          transiting: planet,
          natal: point.point,
          aspect: aspect.name,
          orb,
          applying,
          ...(exactAt === undefined ? {} : { exact: momentOf(exactAt).utc }),
          sign,
          degree,
          weight:
            (0.25 + tightness + (exactAt === undefined ? 0 : 0.5)) *
            TRANSIT_WEIGHT[planet] *
            NATAL_WEIGHT[point.point],
        });
      }
    }
  }
  return found.sort((a, b) => b.weight - a.weight || a.orb - b.orb);
}
