/**
 * A natal chart: the ten planets with their motion, and, when asked, the nodes, Lilith, Chiron
 * and the Part of Fortune; the angles and houses (in the system asked for) when time and place
 * are known. docs/birth-chart.md describes every point and house system.
 */
import type { AstroTime } from 'astronomy-engine';
import {
  CHART_POINTS,
  type ChartFacts,
  type ChartPointName,
  type HouseSystemFacts,
  type PlanetName,
  type PointPosition,
} from './contract';
import { DEG, normalizeDegrees, round, signOfLongitude } from './angles';
import { ASTEROIDS, asteroidLongitude, asteroidsAvailable } from './asteroids';
import { chironAvailable, chironLongitude } from './chiron';
import { astroTime, planetLongitude, PLANETS } from './ephemeris';
import { DEFAULT_HOUSE_SYSTEM, HOUSE_SYSTEM_NAMES, houseOf, type HouseSystem } from './house-systems';
import {
  ascendant,
  houseCusps,
  houseFrame,
  midheaven,
  polarCircleLatitude,
  polarFallbackReason,
  vertex,
  type HouseFrame,
} from './houses';
import { meanLilith, meanNode, trueLilith, trueNode } from './lunar-points';
import { meanAyanamsa, toSidereal, trueAyanamsa } from './sidereal';
import type { Ayanamsa } from './chart-options';
import { POINT_LABELS } from './point-names';
import { planetMotion, type Station } from './stations';

export interface ChartInput {
  utc: Date;
  /** Present only when both the birth time and the birth place are known. */
  location?: { latitude: number; longitude: number };
}

export interface ChartOptions {
  /** The house system of the cusps (default Placidus); above the polar circles see houses.ts. */
  houseSystem?: HouseSystem;
  /** Count every longitude in the sidereal zodiac of this ayanamsa (sidereal.ts); tropical without. */
  sidereal?: Ayanamsa;
  /**
   * Also compute the nodes, Lilith, Chiron and the Part of Fortune (the birth chart does);
   * 'positions' leaves out their speeds, for a chart that is only an input to a composite.
   */
  points?: boolean | 'positions';
  /**
   * With `points`: also true Lilith, the asteroids, the Vertex and the Anti-Vertex (the birth
   * chart draws them; the couple charts keep to the points above).
   */
  morePoints?: boolean;
}

/** Full-precision chart used by the engine; `toChartFacts` rounds it for the wire. */
export interface NatalChart {
  longitudes: Record<PlanetName, number>;
  retrograde: Record<PlanetName, boolean>;
  /** Degrees per day. */
  speeds: Record<PlanetName, number>;
  /** Stations within 12 hours of the moment (stations.ts). */
  stations: Partial<Record<PlanetName, Station>>;
  ascendant?: number;
  mc?: number;
  houses?: number[];
  /** The system of `houses`, and the one asked for when the polar fallback replaced it. */
  houseSystem?: HouseSystem;
  houseSystemRequested?: HouseSystem;
  /** The sidereal frame of the angles (for rising times and composite houses). */
  frame?: HouseFrame;
  /** With `points: true`: longitudes of the extra points (no Part of Fortune without the time). */
  points?: Partial<Record<ChartPointName, number>>;
  /** Degrees per day of the extra points that move (nodes, Lilith, Chiron). */
  pointSpeeds?: Partial<Record<ChartPointName, number>>;
  /**
   * In the sidereal zodiac: the ayanamsa, and what was subtracted from every tropical longitude
   * (the ayanamsa of the mean equinox plus the nutation, sidereal.ts). `frame` stays tropical.
   */
  sidereal?: { ayanamsa: Ayanamsa; mean: number; offset: number };
}

/** The mean node regresses and the mean apogee advances at these rates (degrees per day). */
const MEAN_NODE_SPEED = -0.0529538;
const MEAN_APOGEE_SPEED = 0.111404;

function signedDifference(a: number, b: number): number {
  let d = b - a;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/** Speed in degrees per day of a point computed by `at`, by central difference over ±12 hours. */
function speedOf(at: (time: AstroTime) => number, time: AstroTime): number {
  return signedDifference(at(time.AddDays(-0.5)), at(time.AddDays(0.5)));
}

/** The Sun's altitude at the birthplace, degrees, from its longitude and the sidereal frame. */
export function sunAltitude(sunLongitude: number, frame: HouseFrame): number {
  const e = frame.obliquity * DEG;
  const l = sunLongitude * DEG;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const declination = Math.asin(Math.sin(e) * Math.sin(l));
  const hourAngle = frame.ramc * DEG - ra;
  const phi = frame.latitude * DEG;
  const sinAltitude =
    Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return Math.asin(sinAltitude) / DEG;
}

/** Whether the Sun is above the horizon (a day chart), from its altitude at the birthplace. */
export function isDayChart(sunLongitude: number, frame: HouseFrame): boolean {
  return sunAltitude(sunLongitude, frame) > 0;
}

/**
 * Beyond the polar circles the wheel's horizon (the Ascendant–Descendant line) can put the Sun on
 * the wrong side of the real one: the ecliptic meets the horizon at a shallow angle there, and a
 * degree of it can stand above the line and below the horizon. When it does, this sentence says
 * so (docs/birth-chart.md#houses); `sun` and `asc` are tropical like the frame.
 */
export function sunSideNote(sun: number, asc: number, frame: HouseFrame): string | undefined {
  const altitude = sunAltitude(sun, frame);
  // Houses 7–12 (the upper half of the wheel) lie between the Descendant and the Ascendant.
  const drawnAbove = normalizeDegrees(sun - asc) > 180;
  if (drawnAbove === altitude > 0) return undefined;
  const where = drawnAbove ? 'above' : 'below';
  const was = altitude > 0 ? 'above' : 'below';
  const degrees = Math.abs(altitude).toFixed(1);
  return `The wheel draws the Sun ${where} the horizon line, but at this latitude it was ${degrees}° ${was} the horizon when you were born: beyond the polar circles the zodiac crosses the horizon at a shallow angle, so the Ascendant–Descendant line cannot put every point on its true side. The Part of Fortune is read as a ${altitude > 0 ? 'day' : 'night'} chart, from the Sun's real altitude.`;
}

/** Part of Fortune: Asc + Moon − Sun by day, Asc + Sun − Moon by night. */
export function partOfFortune(asc: number, sun: number, moon: number, day: boolean): number {
  return normalizeDegrees(day ? asc + moon - sun : asc + sun - moon);
}

function extraPoints(
  time: AstroTime,
  withSpeeds: boolean,
  more: boolean,
): Pick<NatalChart, 'points' | 'pointSpeeds'> {
  const north = trueNode(time);
  const meanNorth = meanNode(time);
  const points: Partial<Record<ChartPointName, number>> = {
    'North Node': north,
    'South Node': normalizeDegrees(north + 180),
    'Mean North Node': meanNorth,
    'Mean South Node': normalizeDegrees(meanNorth + 180),
    Lilith: meanLilith(time),
    ...(more ? { 'True Lilith': trueLilith(time) } : {}),
  };
  const chironHere = chironAvailable(time.AddDays(-1)) && chironAvailable(time.AddDays(1));
  const asteroidsHere = more && asteroidsAvailable(time.AddDays(-1)) && asteroidsAvailable(time.AddDays(1));
  if (asteroidsHere) for (const asteroid of ASTEROIDS) points[asteroid] = asteroidLongitude(asteroid, time);
  if (!withSpeeds) {
    if (chironHere) points.Chiron = chironLongitude(time);
    return { points };
  }
  const nodeSpeed = speedOf(trueNode, time);
  const pointSpeeds: Partial<Record<ChartPointName, number>> = {
    'North Node': nodeSpeed,
    'South Node': nodeSpeed,
    'Mean North Node': MEAN_NODE_SPEED,
    'Mean South Node': MEAN_NODE_SPEED,
    Lilith: MEAN_APOGEE_SPEED,
    ...(more ? { 'True Lilith': speedOf(trueLilith, time) } : {}),
  };
  if (chironHere) {
    points.Chiron = chironLongitude(time);
    pointSpeeds.Chiron = speedOf(chironLongitude, time);
  }
  if (asteroidsHere)
    for (const asteroid of ASTEROIDS)
      pointSpeeds[asteroid] = speedOf((t) => asteroidLongitude(asteroid, t), time);
  return { points, pointSpeeds };
}

export function computeChart({ utc, location }: ChartInput, options: ChartOptions = {}): NatalChart {
  const time = astroTime(utc);
  const longitudes = {} as Record<PlanetName, number>;
  const retrograde = {} as Record<PlanetName, boolean>;
  const speeds = {} as Record<PlanetName, number>;
  const stations: Partial<Record<PlanetName, Station>> = {};
  for (const planet of PLANETS) {
    longitudes[planet] = planetLongitude(planet, time);
    const motion = planetMotion(planet, time, longitudes[planet]);
    speeds[planet] = motion.speed;
    retrograde[planet] = motion.retrograde;
    if (motion.station) stations[planet] = motion.station;
  }
  const chart: NatalChart = { longitudes, retrograde, speeds, stations };
  if (options.points)
    Object.assign(chart, extraPoints(time, options.points === true, options.morePoints === true));
  if (options.sidereal) toSiderealChart(chart, time, options.sidereal);
  if (location)
    castAngles(
      chart,
      houseFrame(time, location.latitude, location.longitude),
      options.houseSystem ?? DEFAULT_HOUSE_SYSTEM,
      options.morePoints === true,
    );
  return chart;
}

/**
 * A chart's angles, cusps and the points that need them, from its frame (the sky's turn at the
 * place, which is tropical like every frame), in the chart's own zodiac: Whole Sign houses are
 * counted from the rising sign of that zodiac, the other systems' cusps move with it. Used for
 * the birth moment and for the progressed angles of a progressed frame (predictive/progression.ts).
 */
export function castAngles(
  chart: NatalChart,
  frame: HouseFrame,
  requested: HouseSystem,
  withVertex: boolean,
): void {
  const offset = chart.sidereal?.offset ?? 0;
  const inZodiac = (longitude: number) => normalizeDegrees(longitude - offset);
  const asc = inZodiac(ascendant(frame));
  const { cusps, system, fallbackFrom } = houseCusps(frame, requested);
  Object.assign(chart, {
    ascendant: asc,
    mc: inZodiac(midheaven(frame)),
    houses:
      system === 'whole-sign'
        ? Array.from({ length: 12 }, (_, index) => normalizeDegrees(Math.floor(asc / 30) * 30 + index * 30))
        : cusps.map(inZodiac),
    houseSystem: system,
    frame,
    ...(fallbackFrom ? { houseSystemRequested: fallbackFrom } : {}),
  });
  if (chart.points) Object.assign(chart.points, anglePoints(chart, frame, withVertex));
}

/**
 * The points that need the birth time and place: the Part of Fortune, the Vertex and the
 * Anti-Vertex, in the chart's zodiac (day or night from the Sun's real altitude, which the
 * tropical frame gives from the Sun's tropical place).
 */
export function anglePoints(
  chart: Pick<NatalChart, 'longitudes' | 'ascendant' | 'sidereal'>,
  frame: HouseFrame,
  withVertex: boolean,
): Partial<Record<ChartPointName, number>> {
  const offset = chart.sidereal?.offset ?? 0;
  const { Sun: sun, Moon: moon } = chart.longitudes;
  const asc = chart.ascendant ?? normalizeDegrees(ascendant(frame) - offset);
  const fortune = partOfFortune(asc, sun, moon, isDayChart(normalizeDegrees(sun + offset), frame));
  if (!withVertex) return { 'Part of Fortune': fortune };
  const vx = normalizeDegrees(vertex(frame) - offset);
  return { 'Part of Fortune': fortune, Vertex: vx, 'Anti-Vertex': normalizeDegrees(vx + 180) };
}

/**
 * The chart's planets and points in the sidereal zodiac of `ayanamsa`: every longitude less the
 * ayanamsa (and the nutation, sidereal.ts), before the angles are cast (castAngles shifts them
 * alike). Speeds are kept (the ayanamsa moves 0.00014° a day).
 */
function toSiderealChart(chart: NatalChart, time: AstroTime, ayanamsa: Ayanamsa): void {
  const offset = trueAyanamsa(ayanamsa, time);
  const shift = (longitude: number) => toSidereal(longitude, offset);
  chart.longitudes = Object.fromEntries(
    Object.entries(chart.longitudes).map(([planet, longitude]) => [planet, shift(longitude)]),
  ) as Record<PlanetName, number>;
  chart.sidereal = { ayanamsa, mean: meanAyanamsa(ayanamsa, time), offset };
  if (chart.points)
    chart.points = Object.fromEntries(
      Object.entries(chart.points).map(([point, longitude]) => [point, shift(longitude)]),
    );
}

function pointFacts(longitude: number) {
  const { sign, degree } = signOfLongitude(longitude);
  return { longitude: round(longitude, 4), sign, degree: round(degree, 4) };
}

/** The sentence a chart shows when the polar fallback replaced the system asked for. */
export function polarFallbackNote(requested: HouseSystem, used: HouseSystem, obliquity?: number): string {
  const circle = polarCircleLatitude(obliquity ?? 23.44);
  const degrees = Math.floor(circle);
  const minutes = Math.floor((circle - degrees) * 60);
  const where = `the polar circles (latitude ${degrees}°${String(minutes).padStart(2, '0')}′), where some degrees of the zodiac never rise or set`;
  return polarFallbackReason(requested) === 'undefined'
    ? `${HOUSE_SYSTEM_NAMES[requested]} houses are undefined beyond ${where}, so this chart uses ${HOUSE_SYSTEM_NAMES[used]} houses.`
    : `${HOUSE_SYSTEM_NAMES[requested]} houses fall out of zodiacal order at this hour beyond ${where}, so this chart uses ${HOUSE_SYSTEM_NAMES[used]} houses.`;
}

function houseSystemFacts(chart: NatalChart): HouseSystemFacts | undefined {
  if (!chart.houseSystem) return undefined;
  if (!chart.houseSystemRequested) return { system: chart.houseSystem };
  return {
    system: chart.houseSystem,
    requested: chart.houseSystemRequested,
    note: polarFallbackNote(chart.houseSystemRequested, chart.houseSystem, chart.frame?.obliquity),
  };
}

function pointPositions(chart: NatalChart): PointPosition[] | undefined {
  if (!chart.points) return undefined;
  const positions: PointPosition[] = [];
  // In the one order of CHART_POINTS (Chiron before the asteroids), however they were computed.
  for (const point of CHART_POINTS) {
    const longitude = chart.points[point];
    if (longitude === undefined) continue;
    const speed = chart.pointSpeeds?.[point];
    positions.push({
      point,
      label: POINT_LABELS[point],
      ...pointFacts(longitude),
      // Mean Lilith always advances; the Part of Fortune and the Vertex have no motion of their own.
      ...(speed !== undefined && point !== 'Lilith' ? { retrograde: speed < 0 } : {}),
      ...(chart.houses ? { house: houseOf(longitude, chart.houses) } : {}),
    });
  }
  return positions;
}

/** The chart as the API answers it: longitudes and degrees to 4 decimals (about 0.4"). */
export function toChartFacts(chart: NatalChart): ChartFacts {
  const { houses } = chart;
  const systemFacts = houseSystemFacts(chart);
  const points = pointPositions(chart);
  return {
    planets: PLANETS.map((planet) => ({
      planet,
      ...pointFacts(chart.longitudes[planet]),
      retrograde: chart.retrograde[planet],
      ...(chart.stations[planet] ? { station: chart.stations[planet].kind } : {}),
      ...(houses ? { house: houseOf(chart.longitudes[planet], houses) } : {}),
    })),
    ...(chart.ascendant !== undefined ? { ascendant: pointFacts(chart.ascendant) } : {}),
    ...(chart.mc !== undefined ? { mc: pointFacts(chart.mc) } : {}),
    ...(houses ? { houses: houses.map((cusp) => round(cusp, 4)) } : {}),
    ...(systemFacts ? { houseSystem: systemFacts } : {}),
    ...(points ? { points } : {}),
  };
}
