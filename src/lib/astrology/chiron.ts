/**
 * Chiron's apparent geocentric longitude, 1800–2100 (docs/birth-chart.md#chiron). Chiron is not
 * in astronomy-engine, and integrating its orbit on each request would cost far more than the
 * chart's CPU budget, so scripts/make-chiron-table.ts integrates it once (from JPL Horizons'
 * published state vectors) into chiron-table.json: its heliocentric position every 32 days.
 * Here the table is interpolated (cubic Lagrange, good to 0.01″) and the position is seen from
 * the Earth the way astronomy-engine sees the planets: light time, aberration, precession and
 * nutation, on the true ecliptic of date.
 */
import type { AstroTime } from 'astronomy-engine';
import table from './chiron-table.json';
import { seenFromEarth } from './small-bodies';

interface ChironTable {
  firstTt: number;
  stepDays: number;
  x: number[];
  y: number[];
  z: number[];
}

const TABLE = table as ChironTable;
const SAMPLES = TABLE.x.length;

/** The first and last moments (TT days from J2000) the table can serve, cubic neighbours included. */
export const CHIRON_RANGE = {
  firstTt: TABLE.firstTt + TABLE.stepDays,
  lastTt: TABLE.firstTt + (SAMPLES - 3) * TABLE.stepDays,
};

/** Whether Chiron can be computed at this moment (the table covers 1800–2100 with a margin). */
export function chironAvailable(time: AstroTime): boolean {
  return time.tt >= CHIRON_RANGE.firstTt && time.tt <= CHIRON_RANGE.lastTt;
}

/** Chiron's heliocentric J2000 position at a TT moment, interpolated from the table. */
export function chironHeliocentric(tt: number): [number, number, number] {
  const position = (tt - TABLE.firstTt) / TABLE.stepDays;
  const i = Math.min(SAMPLES - 3, Math.max(1, Math.floor(position)));
  const u = position - i;
  // Lagrange weights of the samples i−1, i, i+1, i+2 at the fraction u past sample i.
  const w = [
    (-u * (u - 1) * (u - 2)) / 6,
    ((u + 1) * (u - 1) * (u - 2)) / 2,
    (-(u + 1) * u * (u - 2)) / 2,
    ((u + 1) * u * (u - 1)) / 6,
  ];
  const at = (column: number[]) =>
    w[0]! * column[i - 1]! + w[1]! * column[i]! + w[2]! * column[i + 1]! + w[3]! * column[i + 2]!;
  return [at(TABLE.x), at(TABLE.y), at(TABLE.z)];
}

/** Chiron's apparent geocentric ecliptic longitude of date, degrees [0, 360) (small-bodies.ts). */
export function chironLongitude(time: AstroTime): number {
  if (!chironAvailable(time)) throw new RangeError('Chiron is computed from 1800 to 2100 only');
  return seenFromEarth(chironHeliocentric, time);
}
