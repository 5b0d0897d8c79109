/**
 * Aspects between two sets of chart points (synastry, or transits to a natal chart), and among
 * one chart's own points (the birth chart).
 *
 * The model, documented once here (the orb table is also in docs/birth-chart.md#aspects):
 * - Major aspects: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°.
 *   Orb by planet class: luminaries (Sun, Moon) 8°, personal planets (Mercury, Venus, Mars) 6°,
 *   social planets (Jupiter, Saturn) 5°, outer planets (Uranus, Neptune, Pluto) and Chiron 3°,
 *   angles (Ascendant, MC) 5°. A pair allows the mean of its two orbs, times 1 for
 *   conjunctions and oppositions, 0.85 for trines and squares, 0.6 for sextiles. The lunar
 *   nodes and Lilith are points, not bodies: any pair with one of them allows 2° at most
 *   (times the same factors).
 * - Minor aspects (the birth chart only, `aspects: 'all'`): quincunx 150° with 3° (2.5° without a
 *   luminary), semi-sextile 30°, semi-square 45° and sesquiquadrate 135° with 2° (1.5° without a
 *   luminary); none with the nodes, Lilith or the angles.
 * - Weight = nature × tightness × importance(A) × importance(B), where tightness falls
 *   linearly from 1 (exact) to 0 (edge of orb), nature is +1 trine, +0.7 sextile, −0.8 square,
 *   −0.5 opposition, +0.2 semi-sextile, −0.3 quincunx, −0.4 semi-square and sesquiquadrate,
 *   and for a conjunction the mean of the two bodies' tones (CONJUNCTION_TONE): a conjunction
 *   blends its planets, so it is as good or as hard as they are (docs/scores.md#conjunctions).
 *   An opposition to an angle is read as the conjunction with the angle across the chart
 *   (opposite the Ascendant is on the Descendant).
 * - Applying or separating (when both points' speeds are known): applying while the orb
 *   shrinks. Out of sign: an aspect whose two signs are not the aspect's number of signs apart
 *   (29° Sagittarius trine 1° Virgo).
 */
import type { AspectFact, AspectName, MajorAspectName } from './contract';
import { round, separation, signOfLongitude } from './angles';
import { signDistance } from './zodiac';

export type PointName = string;

export interface AspectDefinition {
  name: AspectName;
  angle: number;
  /** Major aspects: the share of the pair's class orb allowed. */
  orbFactor: number;
  /** Minor aspects: a fixed orb (with a luminary in the pair; 0.5° less without one). */
  fixedOrb?: number;
}

/** The five major aspects, typed as such (the sky engine and the personal sky use only these). */
export const ASPECTS: readonly (AspectDefinition & { name: MajorAspectName })[] = [
  { name: 'conjunction', angle: 0, orbFactor: 1 },
  { name: 'sextile', angle: 60, orbFactor: 0.6 },
  { name: 'square', angle: 90, orbFactor: 0.85 },
  { name: 'trine', angle: 120, orbFactor: 0.85 },
  { name: 'opposition', angle: 180, orbFactor: 1 },
];

export const MINOR_ASPECTS: readonly AspectDefinition[] = [
  { name: 'semi-sextile', angle: 30, orbFactor: 0, fixedOrb: 2 },
  { name: 'semi-square', angle: 45, orbFactor: 0, fixedOrb: 2 },
  { name: 'sesquiquadrate', angle: 135, orbFactor: 0, fixedOrb: 2 },
  { name: 'quincunx', angle: 150, orbFactor: 0, fixedOrb: 3 },
];

/** Every aspect the birth chart looks for, majors first. */
export const ALL_ASPECTS: readonly AspectDefinition[] = [...ASPECTS, ...MINOR_ASPECTS];

const CLASS_ORB: Record<string, number> = {
  Sun: 8,
  Moon: 8,
  Mercury: 6,
  Venus: 6,
  Mars: 6,
  Jupiter: 5,
  Saturn: 5,
  Uranus: 3,
  Neptune: 3,
  Pluto: 3,
  Chiron: 3,
  Ascendant: 5,
  MC: 5,
  Descendant: 5,
};

/** Points (not bodies) that take small orbs and only the major aspects. */
const SMALL_ORB_POINTS: ReadonlySet<string> = new Set([
  'North Node',
  'South Node',
  'Mean North Node',
  'Mean South Node',
  'Lilith',
  'True Lilith',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
  'Vertex',
]);
const SMALL_POINT_ORB = 2;

const LUMINARIES: ReadonlySet<string> = new Set(['Sun', 'Moon']);
const ANGLES: ReadonlySet<string> = new Set(['Ascendant', 'MC', 'Descendant']);

/** How much a point counts in a relationship reading. */
export const IMPORTANCE: Record<string, number> = {
  Sun: 1,
  Moon: 1,
  Venus: 1,
  Mars: 0.9,
  Ascendant: 0.8,
  Descendant: 0.8,
  Mercury: 0.7,
  Saturn: 0.7,
  Jupiter: 0.6,
  MC: 0.5,
  Uranus: 0.4,
  Neptune: 0.4,
  Pluto: 0.4,
  'North Node': 0.4,
  Chiron: 0.3,
  Lilith: 0.3,
};

/**
 * What each body brings to a conjunction, from +1 (benefic) to −1 (malefic): the benefics
 * Venus and Jupiter, the luminaries, then Mercury and the angles, which take the colour of
 * what they meet; Neptune blurs, Mars and Uranus disrupt, Saturn and Pluto weigh. No two of
 * these cancel exactly, so no conjunction weighs nothing (tests/unit/astrology/aspects.test.ts).
 */
export const CONJUNCTION_TONE: Record<string, number> = {
  Jupiter: 0.9,
  Venus: 0.85,
  Moon: 0.5,
  Sun: 0.45,
  Ascendant: 0.35,
  Descendant: 0.35,
  MC: 0.3,
  'North Node': 0.2,
  'Part of Fortune': 0.2,
  Mercury: 0.1,
  'South Node': -0.15,
  Neptune: -0.25,
  Chiron: -0.4,
  Lilith: -0.48,
  Mars: -0.55,
  Uranus: -0.65,
  Saturn: -0.75,
  Pluto: -0.8,
};

/** The orb allowed for an aspect between two points; 0 when the pair does not take it. */
export function allowedOrb(a: PointName, b: PointName, aspect: AspectDefinition): number {
  const small = SMALL_ORB_POINTS.has(a) || SMALL_ORB_POINTS.has(b);
  if (aspect.fixedOrb !== undefined) {
    if (small || ANGLES.has(a) || ANGLES.has(b)) return 0;
    return LUMINARIES.has(a) || LUMINARIES.has(b) ? aspect.fixedOrb : aspect.fixedOrb - 0.5;
  }
  const mean = small ? SMALL_POINT_ORB : ((CLASS_ORB[a] ?? 3) + (CLASS_ORB[b] ?? 3)) / 2;
  return mean * aspect.orbFactor;
}

/** The point across the chart from each angle (the IC takes the MC's tone). */
const OPPOSITE_ANGLE: Record<string, string> = { Ascendant: 'Descendant', Descendant: 'Ascendant', MC: 'MC' };

/** Positive for a harmonious contact, negative for a tense one. */
export function aspectNature(a: PointName, b: PointName, aspect: AspectName): number {
  switch (aspect) {
    case 'trine':
      return 1;
    case 'sextile':
      return 0.7;
    case 'square':
      return -0.8;
    case 'opposition':
      // Opposite an angle is on the angle across the chart: a partner's Sun opposite your
      // Ascendant sits on your Descendant, which astrologers read as that conjunction.
      if (OPPOSITE_ANGLE[a]) return aspectNature(OPPOSITE_ANGLE[a], b, 'conjunction');
      if (OPPOSITE_ANGLE[b]) return aspectNature(a, OPPOSITE_ANGLE[b], 'conjunction');
      return -0.5;
    case 'semi-sextile':
      return 0.2;
    case 'quincunx':
      return -0.3;
    case 'semi-square':
    case 'sesquiquadrate':
      return -0.4;
    case 'conjunction':
      return ((CONJUNCTION_TONE[a] ?? 0) + (CONJUNCTION_TONE[b] ?? 0)) / 2;
  }
}

/**
 * The aspect between two longitudes, if any falls within orb: the majors by default, or
 * another set (ALL_ASPECTS for the birth chart).
 */
export function findAspect(
  a: PointName,
  lonA: number,
  b: PointName,
  lonB: number,
  aspects: readonly AspectDefinition[] = ASPECTS,
): AspectFact | null {
  const distance = separation(lonA, lonB);
  for (const aspect of aspects) {
    const orb = Math.abs(distance - aspect.angle);
    const allowed = allowedOrb(a, b, aspect);
    if (allowed <= 0 || orb > allowed) continue;
    const tightness = 1 - orb / allowed;
    const weight =
      aspectNature(a, b, aspect.name) * tightness * (IMPORTANCE[a] ?? 0.4) * (IMPORTANCE[b] ?? 0.4);
    return { from: a, to: b, aspect: aspect.name, orb: round(orb, 2), weight: round(weight, 3) };
  }
  return null;
}

const ASPECT_ANGLE = new Map(ALL_ASPECTS.map((aspect) => [aspect.name, aspect.angle]));

/**
 * Whether two longitudes in an aspect stand in signs that do not match it: a trine between
 * 29° Sagittarius and 1° Virgo joins signs four apart, not three. Only aspects that are whole
 * numbers of signs (not the semi-square and sesquiquadrate) can be out of sign.
 */
export function isOutOfSign(aspect: AspectName, lonA: number, lonB: number): boolean {
  const angle = ASPECT_ANGLE.get(aspect)!;
  if (angle % 30 !== 0) return false;
  return signDistance(signOfLongitude(lonA).sign, signOfLongitude(lonB).sign) !== angle / 30;
}

/**
 * 'applying' while the orb shrinks, 'separating' while it grows, from the two points' speeds
 * (degrees per day). The separation's rate is the difference of the speeds, signed by which
 * point is ahead.
 */
export function aspectMotion(
  aspect: AspectName,
  lonA: number,
  speedA: number,
  lonB: number,
  speedB: number,
): 'applying' | 'separating' {
  let ahead = lonB - lonA;
  if (ahead > 180) ahead -= 360;
  if (ahead <= -180) ahead += 360;
  const distance = Math.abs(ahead);
  const distanceRate = Math.sign(ahead || 1) * (speedB - speedA);
  const orbRate = Math.sign(distance - ASPECT_ANGLE.get(aspect)! || 1) * distanceRate;
  return orbRate < 0 ? 'applying' : 'separating';
}

/** Every aspect from each point of `first` to each point of `second`, strongest first. */
export function aspectsBetween(
  first: ReadonlyArray<[PointName, number]>,
  second: ReadonlyArray<[PointName, number]>,
): AspectFact[] {
  const found: AspectFact[] = [];
  for (const [a, lonA] of first) {
    for (const [b, lonB] of second) {
      const aspect = findAspect(a, lonA, b, lonB);
      if (aspect) found.push(aspect);
    }
  }
  return found.sort(strongestFirst);
}

/** Strongest contact first; ties broken by orb, then by name, so the order never varies. */
function strongestFirst(x: AspectFact, y: AspectFact): number {
  return (
    Math.abs(y.weight) - Math.abs(x.weight) ||
    x.orb - y.orb ||
    x.from.localeCompare(y.from) ||
    x.to.localeCompare(y.to)
  );
}

export interface WithinOptions {
  /** 'major' (default) or 'all', which adds the four minor aspects. */
  aspects?: 'major' | 'all';
  /** Degrees per day of the points that move (planets, nodes): aspects then say applying or separating. */
  speeds?: Readonly<Record<string, number>>;
}

/**
 * The aspects among one chart's own points (natal aspects), each pair once, strongest first.
 * With options (the birth chart): minor aspects, applying or separating, and the out-of-sign flag.
 */
export function aspectsWithin(
  points: ReadonlyArray<[PointName, number]>,
  options: WithinOptions = {},
): AspectFact[] {
  const set = options.aspects === 'all' ? ALL_ASPECTS : ASPECTS;
  const found: AspectFact[] = [];
  points.forEach(([a, lonA], index) => {
    for (const [b, lonB] of points.slice(index + 1)) {
      const aspect = findAspect(a, lonA, b, lonB, set);
      if (!aspect) continue;
      if (options.aspects === 'all' && isOutOfSign(aspect.aspect, lonA, lonB)) aspect.outOfSign = true;
      const speedA = options.speeds?.[a];
      const speedB = options.speeds?.[b];
      if (speedA !== undefined && speedB !== undefined)
        aspect.motion = aspectMotion(aspect.aspect, lonA, speedA, lonB, speedB);
      found.push(aspect);
    }
  });
  return found.sort(strongestFirst);
}

/** The points of a chart used in synastry: ten planets, plus Ascendant and MC when known. */
export function chartPoints(chart: {
  longitudes: Record<string, number>;
  ascendant?: number;
  mc?: number;
}): Array<[PointName, number]> {
  const points: Array<[PointName, number]> = Object.entries(chart.longitudes);
  if (chart.ascendant !== undefined) points.push(['Ascendant', chart.ascendant]);
  if (chart.mc !== undefined) points.push(['MC', chart.mc]);
  return points;
}

/**
 * The extra points whose aspects a chart lists, when it has them: Chiron, the true North Node
 * (the South Node's aspects mirror it), both Liliths, the four asteroids and the Vertex (the
 * Anti-Vertex mirrors it). All but Chiron take the small orb and only the major aspects.
 */
export const ASPECTED_EXTRA_POINTS = [
  'Chiron',
  'North Node',
  'Lilith',
  'True Lilith',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
  'Vertex',
] as const;

/**
 * The points whose aspects a full chart lists (the birth chart, the composite and Davison
 * charts): the ten planets, the extra points of ASPECTED_EXTRA_POINTS the chart has (the mean
 * node sits within 2° of the true one), and the Ascendant and MC when known.
 */
export function fullChartPoints(chart: {
  longitudes: Record<string, number>;
  ascendant?: number;
  mc?: number;
  points?: Partial<Record<string, number>>;
}): Array<[PointName, number]> {
  const points = chartPoints(chart);
  for (const name of ASPECTED_EXTRA_POINTS) {
    const longitude = chart.points?.[name];
    if (longitude !== undefined) points.push([name, longitude]);
  }
  return points;
}

/**
 * A full chart's aspects among its own points (fullChartPoints), majors and minors, strongest
 * first; applying or separating when the points' speeds are given. The Ascendant–MC angle is a
 * fact of the latitude, not an aspect anyone reads, and is left out.
 */
export function ownAspects(
  chart: Parameters<typeof fullChartPoints>[0],
  speeds?: Readonly<Record<string, number>>,
): AspectFact[] {
  return aspectsWithin(fullChartPoints(chart), { aspects: 'all', ...(speeds ? { speeds } : {}) }).filter(
    (aspect) => !(aspect.from === 'Ascendant' && aspect.to === 'MC'),
  );
}

/**
 * Synastry aspects marked the way the birth chart marks its own: applying or separating, as
 * chart programs read it between two charts (as if both people's points went on moving at
 * their speeds at birth: applying while the orb would shrink), and out of sign. `from` points
 * are the first chart's, `to` the second's; the angles have no speed and get no motion.
 */
export function markSynastryAspects(
  aspects: readonly AspectFact[],
  first: {
    longitudes: Record<string, number>;
    speeds: Record<string, number>;
    ascendant?: number;
    mc?: number;
  },
  second: {
    longitudes: Record<string, number>;
    speeds: Record<string, number>;
    ascendant?: number;
    mc?: number;
  },
): AspectFact[] {
  const place = (chart: typeof first, point: string) =>
    point === 'Ascendant' ? chart.ascendant : point === 'MC' ? chart.mc : chart.longitudes[point];
  return aspects.map((aspect) => {
    const lonA = place(first, aspect.from);
    const lonB = place(second, aspect.to);
    if (lonA === undefined || lonB === undefined) return aspect;
    const marked: AspectFact = { ...aspect };
    if (isOutOfSign(aspect.aspect, lonA, lonB)) marked.outOfSign = true;
    const speedA = first.speeds[aspect.from];
    const speedB = second.speeds[aspect.to];
    if (speedA !== undefined && speedB !== undefined)
      marked.motion = aspectMotion(aspect.aspect, lonA, speedA, lonB, speedB);
    return marked;
  });
}

/** Jupiter to Pluto: planets slow enough that everyone born within a year or more shares their places. */
export const SLOW_PLANETS: ReadonlySet<string> = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

/**
 * A contact between two slow planets (Saturn–Saturn for people of an age, Pluto–Neptune, and
 * so on) depends only on the two birth years, so it describes a generation, not a couple.
 */
export function isGenerational(aspect: Pick<AspectFact, 'from' | 'to'>): boolean {
  return SLOW_PLANETS.has(aspect.from) && SLOW_PLANETS.has(aspect.to);
}
