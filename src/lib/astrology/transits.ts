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
/** Where the node grid starts (J2000); any fixed instant would do. */
const NODE_EPOCH_MS = Date.UTC(2000, 0, 1, 12);
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

const venusNodes = new Map<number, { x: number; y: number }>();
const venusNode = (index: number) =>
  remember(venusNodes, index, () =>
    planetEclipticVector('Venus', astroTime(new Date(NODE_EPOCH_MS + index * NODE_STEP_MS))),
  );

/** Venus's longitude at an instant to within VENUS_ESTIMATE_MARGIN, at a fraction of the cost. */
export function estimatedVenusLongitude(utcMs: number): number {
  const at = (utcMs - NODE_EPOCH_MS) / NODE_STEP_MS;
  const first = Math.floor(at) - (NODES_PER_ESTIMATE / 2 - 1);
  let x = 0;
  let y = 0;
  for (let i = 0; i < NODES_PER_ESTIMATE; i += 1) {
    let weight = 1;
    for (let j = 0; j < NODES_PER_ESTIMATE; j += 1) if (j !== i) weight *= (at - first - j) / (i - j);
    const node = venusNode(first + i);
    x += weight * node.x;
    y += weight * node.y;
  }
  return normalizeDegrees(Math.atan2(y, x) / DEG);
}
