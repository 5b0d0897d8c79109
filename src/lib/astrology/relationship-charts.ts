/**
 * The two charts astrologers draw for a couple (docs/birth-chart.md#composite-and-davison):
 * - Composite: each point at the midpoint of the two people's places (the nearer midpoint, on
 *   the shorter arc). Its Midheaven is the midpoint of the two Midheavens; its Ascendant and
 *   house cusps are derived from that Midheaven at the mean of the two birth latitudes, so the
 *   angles and houses belong to one sky (the midpoint of two Ascendants need not rise with the
 *   midpoint of two MCs).
 * - Davison: a real chart cast for the moment halfway between the two births and the place
 *   halfway between the two birthplaces (mean latitude, longitude halfway along the shorter way
 *   round), with every point and house of a natal chart.
 */
import type { ChartPointName, PlanetName } from './contract';
import { DEG, normalizeDegrees } from './angles';
import { anglePoints, computeChart, type ChartInput, type ChartOptions, type NatalChart } from './chart';
import { PLANETS } from './ephemeris';
import { DEFAULT_HOUSE_SYSTEM } from './house-systems';
import { ascendant, houseCusps, type HouseFrame } from './houses';

/** The midpoint of two longitudes on the shorter arc between them. */
export function midpoint(a: number, b: number): number {
  let difference = normalizeDegrees(b - a);
  if (difference > 180) difference -= 360;
  return normalizeDegrees(a + difference / 2);
}

/** The right ascension of the Midheaven whose ecliptic longitude is `mc`. */
function ramcOf(mc: number, obliquity: number): number {
  const l = mc * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquity * DEG), Math.cos(l)) / DEG);
}

export interface CompositeOptions extends Pick<ChartOptions, 'houseSystem'> {
  /** The two birth latitudes: with both charts' Midheavens, they give the composite houses. */
  latitudes?: [number, number];
}

/**
 * Points that belong to a chart's own angles and lights: the composite computes them from its
 * Ascendant, Sun and Moon (the midpoint of the two natal Parts of Fortune can lie 180° from the
 * composite's own, when one person was born by day and the other by night).
 */
const FROM_COMPOSITE_ANGLES: ReadonlySet<ChartPointName> = new Set([
  'Part of Fortune',
  'Vertex',
  'Anti-Vertex',
]);

/** The composite (midpoint) chart of two natal charts. */
export function compositeChart(a: NatalChart, b: NatalChart, options: CompositeOptions = {}): NatalChart {
  const longitudes = {} as Record<PlanetName, number>;
  const speeds = {} as Record<PlanetName, number>;
  const retrograde = {} as Record<PlanetName, boolean>;
  for (const planet of PLANETS) {
    longitudes[planet] = midpoint(a.longitudes[planet], b.longitudes[planet]);
    speeds[planet] = (a.speeds[planet] + b.speeds[planet]) / 2;
    retrograde[planet] = speeds[planet] < 0;
  }
  const chart: NatalChart = { longitudes, speeds, retrograde, stations: {} };
  if (a.points && b.points) {
    const points: Partial<Record<ChartPointName, number>> = {};
    for (const [point, longitude] of Object.entries(a.points) as Array<[ChartPointName, number]>) {
      const other = b.points[point];
      if (other !== undefined && !FROM_COMPOSITE_ANGLES.has(point))
        points[point] = midpoint(longitude, other);
    }
    chart.points = points;
  }
  if (a.mc === undefined || b.mc === undefined || !a.frame || !b.frame || !options.latitudes) return chart;
  const mc = midpoint(a.mc, b.mc);
  const obliquity = (a.frame.obliquity + b.frame.obliquity) / 2;
  const frame: HouseFrame = {
    ramc: ramcOf(mc, obliquity),
    obliquity,
    latitude: (options.latitudes[0] + options.latitudes[1]) / 2,
  };
  const { cusps, system, fallbackFrom } = houseCusps(frame, options.houseSystem ?? DEFAULT_HOUSE_SYSTEM);
  const composite: NatalChart = {
    ...chart,
    mc,
    ascendant: ascendant(frame),
    houses: cusps,
    houseSystem: system,
    frame,
    ...(fallbackFrom ? { houseSystemRequested: fallbackFrom } : {}),
  };
  // The composite's own Part of Fortune: its Ascendant, Sun and Moon, by day or night in its own sky.
  if (composite.points) Object.assign(composite.points, anglePoints(composite, frame, false));
  return composite;
}

/** The moment and place halfway between two births. */
export function davisonInput(a: ChartInput, b: ChartInput): ChartInput {
  const utc = new Date((a.utc.getTime() + b.utc.getTime()) / 2);
  if (!a.location || !b.location) return { utc };
  const longitude = midpoint(normalizeDegrees(a.location.longitude), normalizeDegrees(b.location.longitude));
  return {
    utc,
    location: {
      latitude: (a.location.latitude + b.location.latitude) / 2,
      longitude: longitude > 180 ? longitude - 360 : longitude,
    },
  };
}

/** The Davison relationship chart: a natal chart of the midpoint moment and place. */
export function davisonChart(a: ChartInput, b: ChartInput, options: ChartOptions = {}): NatalChart {
  return computeChart(davisonInput(a, b), options);
}
