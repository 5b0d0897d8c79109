/**
 * Transit positions for searches over many dates: the marriage timing (docs/engine.md).
 *
 * - Exact longitudes are memoised for the Worker's life. Every search started in the same month
 *   samples the same instants (they follow the calendar, not the person), so after the first
 *   request of a month the next ones compute almost nothing.
 * - Venus counts only within 2° of a natal point, so it is first estimated cheaply: its exact
 *   direction every 24 days, interpolated through 8 of those nodes (Lagrange). The estimate
 *   stays within 64″ of the exact longitude from 1900 to 2150 (the Moon's pull on the Earth,
 *   a 27-day wobble, keeps it from getting closer); the search computes Venus exactly only
 *   where the estimate comes within its orb plus VENUS_ESTIMATE_MARGIN of a natal point, so its
 *   results are the same as with Venus computed at every sample.
 */
import type { PlanetName } from './contract';
import { DEG, normalizeDegrees } from './angles';
import { astroTime, planetEclipticVector, planetLongitude } from './ephemeris';

/** How far, in degrees, the Venus estimate may be from the exact longitude (with room to spare). */
export const VENUS_ESTIMATE_MARGIN = 0.1;

const DAY_MS = 86_400_000;
const NODE_STEP_MS = 24 * DAY_MS;
const NODES_PER_ESTIMATE = 8;
/** Where the node grids start (J2000); any fixed instant would do. Searches over an interpolated track align their samples to it. */
export const NODE_EPOCH_MS = Date.UTC(2000, 0, 1, 12);
/** A memo starts afresh past this many entries; one search month needs about 700. */
const MEMO_LIMIT = 20_000;

function remember<V>(memo: Map<number, V>, key: number, compute: () => V): V {
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const value = compute();
  memo.set(key, value);
  return value;
}

const exactMemos = new Map<PlanetName, Map<number, number>>();

/** The apparent longitude of a planet at an instant (UTC milliseconds), computed once per Worker. */
export function transitLongitude(planet: PlanetName, utcMs: number): number {
  let memo = exactMemos.get(planet);
  if (!memo) exactMemos.set(planet, (memo = new Map()));
  return remember(memo, utcMs, () => planetLongitude(planet, astroTime(new Date(utcMs))));
}

/** A body's apparent ecliptic direction as a vector of date (the Sun's as a unit vector). */
function eclipticDirection(planet: PlanetName, utcMs: number): { x: number; y: number } {
  const time = astroTime(new Date(utcMs));
  if (planet === 'Sun' || planet === 'Moon') {
    const longitude = planetLongitude(planet, time) * DEG;
    return { x: Math.cos(longitude), y: Math.sin(longitude) };
  }
  return planetEclipticVector(planet, time);
}

type Direction = { x: number; y: number };
const nodeMemos = new Map<PlanetName, Map<number, Map<number, Direction>>>();

/** The memo of one body's nodes on one grid (no closure or key string per call: searches call this thousands of times). */
function nodesOf(planet: PlanetName, stepMs: number): Map<number, Direction> {
  let byStep = nodeMemos.get(planet);
  if (!byStep) nodeMemos.set(planet, (byStep = new Map()));
  let nodes = byStep.get(stepMs);
  if (!nodes) byStep.set(stepMs, (nodes = new Map()));
  return nodes;
}

function nodeAt(planet: PlanetName, stepMs: number, nodes: Map<number, Direction>, index: number): Direction {
  const known = nodes.get(index);
  if (known) return known;
  if (nodes.size >= MEMO_LIMIT) nodes.clear();
  const direction = eclipticDirection(planet, NODE_EPOCH_MS + index * stepMs);
  nodes.set(index, direction);
  return direction;
}

/**
 * A body's longitude at an instant, interpolated (Lagrange, through 8 nodes) from its exact
 * direction on a fixed grid of `stepMs`; the nodes are memoised for the Worker's life, so after
 * the first search over a stretch of time the estimate costs no ephemeris call. On a node itself
 * it is that node's exact longitude. How close it comes between nodes depends on the step: each
 * caller pins its own (tests/unit/astrology/transits.test.ts, personal-sky.test.ts).
 */
export function interpolatedLongitude(planet: PlanetName, stepMs: number, utcMs: number): number {
  const nodes = nodesOf(planet, stepMs);
  const at = (utcMs - NODE_EPOCH_MS) / stepMs;
  if (Number.isInteger(at)) {
    const { x, y } = nodeAt(planet, stepMs, nodes, at);
    return normalizeDegrees(Math.atan2(y, x) / DEG);
  }
  const first = Math.floor(at) - (NODES_PER_ESTIMATE / 2 - 1);
  let x = 0;
  let y = 0;
  for (let i = 0; i < NODES_PER_ESTIMATE; i += 1) {
    let weight = 1;
    for (let j = 0; j < NODES_PER_ESTIMATE; j += 1) if (j !== i) weight *= (at - first - j) / (i - j);
    const node = nodeAt(planet, stepMs, nodes, first + i);
    x += weight * node.x;
    y += weight * node.y;
  }
  return normalizeDegrees(Math.atan2(y, x) / DEG);
}

/** Venus's longitude at an instant to within VENUS_ESTIMATE_MARGIN, at a fraction of the cost. */
export function estimatedVenusLongitude(utcMs: number): number {
  return interpolatedLongitude('Venus', NODE_STEP_MS, utcMs);
}
