/**
 * Solar arc directions (docs/predictive.md#solar-arc-directions): every natal point, the angles
 * and cusps too, moved forward by the same arc, the progressed Sun's distance from the natal Sun
 * for the date (about a degree a year).
 */
import { normalizeDegrees } from '../angles';
import type { NatalChart } from '../chart';
import type { ChartPointName, PlanetName } from '../contract';

const move = (longitude: number, arc: number) => normalizeDegrees(longitude + arc);

/** The natal chart with every longitude moved by `arc`: directed points have no motion of their own. */
export function directChart(natal: NatalChart, arc: number): NatalChart {
  const map = <K extends string>(values: Partial<Record<K, number>>) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, move(value as number, arc)]),
    ) as Record<K, number>;
  const longitudes = map<PlanetName>(natal.longitudes);
  const still = Object.fromEntries(Object.keys(natal.longitudes).map((planet) => [planet, false])) as Record<
    PlanetName,
    boolean
  >;
  return {
    longitudes,
    retrograde: still,
    // Everything directed moves together at the Sun's pace, forward.
    speeds: Object.fromEntries(Object.keys(natal.longitudes).map((planet) => [planet, 1])) as Record<
      PlanetName,
      number
    >,
    stations: {},
    ...(natal.ascendant !== undefined ? { ascendant: move(natal.ascendant, arc) } : {}),
    ...(natal.mc !== undefined ? { mc: move(natal.mc, arc) } : {}),
    ...(natal.houses ? { houses: natal.houses.map((cusp) => move(cusp, arc)) } : {}),
    ...(natal.houseSystem ? { houseSystem: natal.houseSystem } : {}),
    ...(natal.houseSystemRequested ? { houseSystemRequested: natal.houseSystemRequested } : {}),
    ...(natal.points ? { points: map<ChartPointName>(natal.points) } : {}),
    ...(natal.sidereal ? { sidereal: natal.sidereal } : {}),
  };
}
