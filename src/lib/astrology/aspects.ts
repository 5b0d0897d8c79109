/**
 * Aspects between two sets of chart points (synastry, or transits to a natal chart).
 *
 * The model, documented once here:
 * - Aspects: conjunction 0°, sextile 60°, square 90°, trine 120°, opposition 180°.
 * - Orb by planet class: luminaries (Sun, Moon) 8°, personal planets (Mercury, Venus, Mars) 6°,
 *   social planets (Jupiter, Saturn) 5°, outer planets (Uranus, Neptune, Pluto) 3°, angles
 *   (Ascendant, MC) 5°. A pair allows the mean of its two orbs, times 1 for conjunctions and
 *   oppositions, 0.85 for trines and squares, 0.6 for sextiles.
 * - Weight = nature × tightness × importance(A) × importance(B), where tightness falls
 *   linearly from 1 (exact) to 0 (edge of orb), nature is +1 trine, +0.7 sextile, −0.8 square,
 *   −0.5 opposition, and for a conjunction +0.9 with no hard planet (Mars, Saturn, Uranus,
 *   Pluto) in the pair, +0.2 with one and −0.5 with two.
 */
import type { AspectFact, AspectName } from './contract';
import { round, separation } from './angles';

export type PointName = string;

interface AspectDefinition {
  name: AspectName;
  angle: number;
  orbFactor: number;
}

export const ASPECTS: readonly AspectDefinition[] = [
  { name: 'conjunction', angle: 0, orbFactor: 1 },
  { name: 'sextile', angle: 60, orbFactor: 0.6 },
  { name: 'square', angle: 90, orbFactor: 0.85 },
  { name: 'trine', angle: 120, orbFactor: 0.85 },
  { name: 'opposition', angle: 180, orbFactor: 1 },
];

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
  Ascendant: 5,
  MC: 5,
  Descendant: 5,
};

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
};

const HARD_PLANETS = new Set(['Mars', 'Saturn', 'Uranus', 'Pluto']);

/** The orb allowed for an aspect between two points. */
export function allowedOrb(a: PointName, b: PointName, aspect: AspectDefinition): number {
  const mean = ((CLASS_ORB[a] ?? 3) + (CLASS_ORB[b] ?? 3)) / 2;
  return mean * aspect.orbFactor;
}

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
      return -0.5;
    case 'conjunction': {
      const hard = Number(HARD_PLANETS.has(a)) + Number(HARD_PLANETS.has(b));
      return hard === 0 ? 0.9 : hard === 1 ? 0.2 : -0.5;
    }
  }
}

/** The aspect between two longitudes, if any falls within orb. */
export function findAspect(a: PointName, lonA: number, b: PointName, lonB: number): AspectFact | null {
  const distance = separation(lonA, lonB);
  for (const aspect of ASPECTS) {
    const orb = Math.abs(distance - aspect.angle);
    const allowed = allowedOrb(a, b, aspect);
    if (orb > allowed) continue;
    const tightness = 1 - orb / allowed;
    const weight =
      aspectNature(a, b, aspect.name) * tightness * (IMPORTANCE[a] ?? 0.4) * (IMPORTANCE[b] ?? 0.4);
    return { from: a, to: b, aspect: aspect.name, orb: round(orb, 2), weight: round(weight, 3) };
  }
  return null;
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

/** The aspects among one chart's own points (natal aspects), each pair once, strongest first. */
export function aspectsWithin(points: ReadonlyArray<[PointName, number]>): AspectFact[] {
  const found: AspectFact[] = [];
  points.forEach(([a, lonA], index) => {
    for (const [b, lonB] of points.slice(index + 1)) {
      const aspect = findAspect(a, lonA, b, lonB);
      if (aspect) found.push(aspect);
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

/** Jupiter to Pluto: planets slow enough that everyone born within a year or more shares their places. */
export const SLOW_PLANETS: ReadonlySet<string> = new Set(['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

/**
 * A contact between two slow planets (Saturn–Saturn for people of an age, Pluto–Neptune, and
 * so on) depends only on the two birth years, so it describes a generation, not a couple.
 */
export function isGenerational(aspect: Pick<AspectFact, 'from' | 'to'>): boolean {
  return SLOW_PLANETS.has(aspect.from) && SLOW_PLANETS.has(aspect.to);
}
