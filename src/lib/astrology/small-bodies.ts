/**
 * Bodies astronomy-engine does not have (Chiron, the asteroids), from tables of their
 * heliocentric positions integrated once by a script (docs/birth-chart.md#chiron,
 * docs/birth-chart.md#the-asteroids): interpolation, and the place seen from the Earth the way
 * astronomy-engine sees the planets (light time, aberration, precession, nutation), on the true
 * ecliptic of date.
 */
import { Body, C_AUDAY, Ecliptic, HelioVector, Vector, type AstroTime } from 'astronomy-engine';
import { normalizeDegrees } from './angles';

export type Vec3 = [number, number, number];

export interface PositionTable {
  firstTt: number;
  stepDays: number;
  x: number[];
  y: number[];
  z: number[];
}

/**
 * Lagrange interpolation of a table at TT `tt` with `order` neighbours (4: cubic, 6: quintic),
 * centred on the interval the moment falls in.
 */
export function interpolateTable(table: PositionTable, tt: number, order: 4 | 6): Vec3 {
  const samples = table.x.length;
  const half = order / 2;
  const position = (tt - table.firstTt) / table.stepDays;
  const first = Math.min(samples - order, Math.max(0, Math.floor(position) - half + 1));
  const weights: number[] = [];
  for (let j = 0; j < order; j += 1) {
    let weight = 1;
    for (let m = 0; m < order; m += 1) if (m !== j) weight *= (position - (first + m)) / (j - m);
    weights.push(weight);
  }
  const at = (column: number[]) => weights.reduce((sum, weight, j) => sum + weight * column[first + j]!, 0);
  return [at(table.x), at(table.y), at(table.z)];
}

/**
 * The apparent geocentric ecliptic longitude of date of a body whose heliocentric J2000
 * position `heliocentric` gives. Light leaves the body at t − τ; seeing it from where the Earth
 * was at t − τ applies the annual aberration at the same time (astronomy-engine's own method).
 */
export function seenFromEarth(heliocentric: (tt: number) => Vec3, time: AstroTime): number {
  let lightTime = 0;
  let vector: Vec3 = [0, 0, 0];
  for (let iteration = 0; iteration < 3; iteration += 1) {
    const emitted = time.AddDays(-lightTime);
    const body = heliocentric(emitted.tt);
    const earth = HelioVector(Body.Earth, emitted);
    vector = [body[0] - earth.x, body[1] - earth.y, body[2] - earth.z];
    lightTime = Math.hypot(...vector) / C_AUDAY;
  }
  return normalizeDegrees(Ecliptic(new Vector(vector[0], vector[1], vector[2], time)).elon);
}
