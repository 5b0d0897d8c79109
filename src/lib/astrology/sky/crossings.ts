/**
 * The one search behind every event (docs/sky-events.md#how-events-are-found): an angle that
 * moves smoothly in time (a longitude, or the distance between two bodies) is sampled on a
 * fixed grid, unwrapped into a continuous curve, cut into pieces on which it only rises or only
 * falls (its turning points, the stations, are found exactly), and every target degree a piece
 * passes is homed in on to well under a second. Nothing can be missed as long as the angle
 * moves less than 180° in one step and turns at most once in two steps.
 */
import { wrap180 } from './positions';

/** An angle in degrees at an instant (ms); read modulo 360. */
export type AngleAt = (ms: number) => number;

export interface Crossing {
  /** When the angle passes the target (ms). */
  time: number;
  /** The target passed, in [0, 360). */
  target: number;
  /** Its place in the `targets` list the search was given. */
  index: number;
  /** True when the angle was rising through it. */
  rising: boolean;
}

export interface TurningPoint {
  time: number;
  /** The unwrapped angle there. */
  value: number;
  /** 'max': the angle stops rising and falls (a retrograde station); 'min': the reverse. */
  kind: 'max' | 'min';
}

export interface SearchOptions {
  /** Grid spacing (ms); the grid is aligned to whole multiples of it, so searches share samples. */
  stepMs: number;
  /** Where the grid's multiples are counted from (ms; default 0): an interpolated track's node epoch, so samples fall on its nodes. */
  gridOriginMs?: number;
  /** Reads the angle on the grid (memoised); defaults to `exact`. */
  sampled?: AngleAt;
  /** May the angle turn round? Skip the turning-point search when it cannot (the Moon against anything). */
  turns: boolean;
  /**
   * How closely turning points are timed (ms; default 200). A station is an event and needs the
   * default; for a pair's angle the turn only splits the search, and a minute is plenty: the angle
   * then strays from its extreme by well under a thousandth of an arcsecond.
   */
  turnPrecisionMs?: number;
}

/** Where the search stops homing in: the bracket is narrower than this (ms). */
const TIME_PRECISION_MS = 200;
/** Half the span of the slope estimate used to find a turning point (ms). */
const SLOPE_HALF_SPAN_MS = 45 * 60_000;

interface Knot {
  time: number;
  value: number;
}

/** The angle near a known unwrapped value, unwrapped to lie within 180° of it. */
function unwrapNear(exact: AngleAt, ms: number, near: number): number {
  return near + wrap180(exact(ms) - near);
}

/** The samples from one step before `from` to one step past `to`, unwrapped. */
function sampleGrid(exact: AngleAt, from: number, to: number, options: SearchOptions): Knot[] {
  const read = options.sampled ?? exact;
  const { stepMs, gridOriginMs = 0 } = options;
  const knots: Knot[] = [];
  const first = gridOriginMs + Math.floor((from - gridOriginMs) / stepMs) * stepMs - stepMs;
  for (let time = first; time <= to + stepMs; time += stepMs) {
    const raw = read(time);
    const previous = knots.at(-1);
    knots.push({ time, value: previous ? previous.value + wrap180(raw - previous.value) : raw });
  }
  return knots;
}

/** The instant in (a, b) where the slope of the angle changes sign, by bisection on the slope's sign. */
function turningTime(exact: AngleAt, a: number, b: number, risingFirst: boolean, precision: number): number {
  const slopeRising = (ms: number) =>
    wrap180(exact(ms + SLOPE_HALF_SPAN_MS) - exact(ms - SLOPE_HALF_SPAN_MS)) > 0;
  let low = a;
  let high = b;
  while (high - low > precision) {
    const middle = (low + high) / 2;
    if (slopeRising(middle) === risingFirst) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The knots with every turning point added, so that between two neighbours the angle is monotone. */
function monotoneKnots(
  exact: AngleAt,
  knots: Knot[],
  precision: number,
): { knots: Knot[]; turns: TurningPoint[] } {
  const out: Knot[] = [knots[0]!];
  const turns: TurningPoint[] = [];
  for (let i = 1; i < knots.length; i += 1) {
    const previous = knots[i - 1]!;
    const current = knots[i]!;
    const next = knots[i + 1];
    if (next) {
      const before = current.value - previous.value;
      const after = next.value - current.value;
      if (before * after < 0) {
        const time = turningTime(exact, previous.time, next.time, before > 0, precision);
        const value = unwrapNear(exact, time, current.value);
        const turn: TurningPoint = { time, value, kind: before > 0 ? 'max' : 'min' };
        turns.push(turn);
        // The turn lies between the previous knot and this one, or between this one and the next.
        if (time < current.time) out.push({ time, value }, current);
        else if (time > current.time) out.push(current, { time, value });
        else out.push(current);
        continue;
      }
    }
    out.push(current);
  }
  // A turn found from the knots either side of i may also be found from i+1's side: drop repeats.
  const unique = out.filter((knot, index) => index === 0 || knot.time > out[index - 1]!.time);
  return { knots: unique, turns: dedupeTurns(turns) };
}

function dedupeTurns(turns: TurningPoint[]): TurningPoint[] {
  return turns.filter((turn, index) => index === 0 || turn.time - turns[index - 1]!.time > 60_000);
}

/** The instant in [a, b] where the (monotone) angle equals `target`, by the Illinois method. */
function homeIn(exact: AngleAt, a: Knot, b: Knot, target: number): number {
  let t0 = a.time;
  let t1 = b.time;
  let f0 = a.value - target;
  let f1 = b.value - target;
  if (f0 === 0) return t0;
  if (f1 === 0) return t1;
  let side = 0;
  while (t1 - t0 > TIME_PRECISION_MS) {
    const t = t1 - (f1 * (t1 - t0)) / (f1 - f0);
    const inside = Math.min(Math.max(t, t0 + 1), t1 - 1);
    const f = unwrapNear(exact, inside, target) - target;
    if (f === 0) return inside;
    if (f * f1 > 0) {
      t1 = inside;
      f1 = f;
      if (side === -1) f0 /= 2;
      side = -1;
    } else {
      t0 = inside;
      f0 = f;
      if (side === 1) f1 /= 2;
      side = 1;
    }
  }
  return (t0 + t1) / 2;
}

/** The targets folded into [0, 360) and sorted, each with its place in the caller's list. */
interface SortedTargets {
  values: number[];
  indexes: number[];
}

function sortTargets(targets: readonly number[]): SortedTargets {
  const order = targets.map((_, index) => index).sort((a, b) => fold(targets[a]!) - fold(targets[b]!));
  return { values: order.map((index) => fold(targets[index]!)), indexes: order };
}

/** The first position in the sorted values at or above `value`. */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The targets (at any turn of the circle) strictly past `from` and up to `to`, in the order the
 * angle meets them, as [unwrapped value, index] pairs; a binary search per turn, so a search may
 * carry hundreds of targets (every natal point times every aspect) at little cost.
 */
function targetsBetween(from: number, to: number, sorted: SortedTargets): Array<[number, number]> {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const found: Array<[number, number]> = [];
  for (let turn = Math.floor(low / 360); turn * 360 <= high; turn += 1) {
    const base = turn * 360;
    for (let k = lowerBound(sorted.values, low - base); k < sorted.values.length; k += 1) {
      const value = base + sorted.values[k]!;
      if (value > high) break;
      // Half-open: a piece owns the target at its end, not at its start.
      if (value !== from) found.push([value, sorted.indexes[k]!]);
    }
  }
  return found.sort((x, y) => (to > from ? x[0] - y[0] : y[0] - x[0]));
}

/** Normalised to [0, 360). */
const fold = (degrees: number) => ((degrees % 360) + 360) % 360;

/** Every passage of the angle through one of `targets` with from ≤ time < to, in time order, and its turning points. */
export function searchAngle(
  exact: AngleAt,
  from: number,
  to: number,
  targets: readonly number[],
  options: SearchOptions,
): { crossings: Crossing[]; turns: TurningPoint[] } {
  const sampled = sampleGrid(exact, from, to, options);
  const { knots, turns } = options.turns
    ? monotoneKnots(exact, sampled, options.turnPrecisionMs ?? TIME_PRECISION_MS)
    : { knots: sampled, turns: [] };
  const sorted = sortTargets(targets);
  const crossings: Crossing[] = [];
  for (let i = 1; i < knots.length; i += 1) {
    const a = knots[i - 1]!;
    const b = knots[i]!;
    if (b.time < from || a.time >= to) continue;
    for (const [value, index] of targetsBetween(a.value, b.value, sorted)) {
      const time = homeIn(exact, a, b, value);
      if (time >= from && time < to)
        crossings.push({ time, target: fold(value), index, rising: b.value > a.value });
    }
  }
  return { crossings, turns: turns.filter((turn) => turn.time >= from && turn.time < to) };
}
