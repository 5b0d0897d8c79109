/**
 * Writes src/lib/astrology/chiron-table.json: Chiron's heliocentric position (J2000 equator,
 * AU) every STEP_DAYS from 1799 to 2101, which chiron.ts interpolates at run time.
 *
 * Method (docs/birth-chart.md#chiron): astronomy-engine's GravitySimulator (the Sun and the
 * eight planets pulling on a massless body) integrates Chiron from a state at 2000-01-01 TDB.
 * That state starts as JPL Horizons' published heliocentric ICRF state vector of 2060 Chiron,
 * then is adjusted by least squares (a few thousand km, a few mm/s) so that the integration
 * passes through JPL's published positions of 2010, 2020, 2030 and 2040 too: our force model
 * is not JPL's, and unadjusted the gap grows to 7″ by 2040. Run with
 * `npx tsx scripts/make-chiron-table.ts` (about 15 seconds: the fit, then 110,000 one-day steps).
 * The unit tests check the table against those JPL positions and against positions published
 * from the Swiss Ephemeris.
 */
import { writeFileSync } from 'node:fs';
import { AstroTime, Body, GravitySimulator, StateVector } from 'astronomy-engine';

type Vec3 = [number, number, number];

/** JPL Horizons, target 2060 Chiron, centre @sun, ICRF, AU and AU/day, at JD 2451544.5 TDB. */
const SEED = {
  tt: 2451544.5 - 2451545.0,
  position: [-3.532082802845036, -8.673587566387649, -2.935491685233997] as Vec3,
  velocity: [4.97067843310663e-3, -3.627773229067521e-3, -8.262541278709376e-4] as Vec3,
};

/** JPL Horizons positions of the same solution at 00:00 TDB on 1 January 2010, 2020, 2030, 2040. */
export const JPL_CHECKS: ReadonlyArray<{ tt: number; position: Vec3 }> = [
  { tt: 2455197.5 - 2451545, position: [13.19148992863117, -9.058771972133892, -2.018744306999665] },
  { tt: 2458849.5 - 2451545, position: [18.74979015626275, 0.9060856547258316, 1.445166327129911] },
  { tt: 2462502.5 - 2451545, position: [13.13185175469694, 10.45171373019759, 4.086005508618447] },
  { tt: 2466154.5 - 2451545, position: [-1.878330124332237, 10.99286850835428, 3.325776674355994] },
];

/** Table span, in TT days from J2000: 1799-11-01 to 2101-03-01, a margin past 1800–2100. */
const FIRST_TT = -73_135;
const LAST_TT = 37_010;
/** Sampling interval of the table; cubic interpolation between samples is good to 0.01″. */
const STEP_DAYS = 32;
/** Integration step (days): halving it moves positions by 0.2″ at 2040, 0.6″ at 2100 and 2″ at 1800. */
const INTEGRATION_DAYS = 1;
/** Positions are kept to 1e-8 AU (1.5 km, under 0.001″ at Chiron's distance). */
const DECIMALS = 8;

/**
 * The moment at a TT day count. astronomy-engine's AstroTime.FromTerrestrialTime (2.1.19)
 * iterates on UT until TT is within 1e-12 days, with no limit; at TT −16384 (1955-02-22) it
 * flips forever between two doubles 4e-12 and 2e-12 days either side, so the backward pass hung
 * there. This is the same iteration and tolerance, but after ten rounds it takes the nearest
 * candidate (0.2 µs off); everywhere else it returns exactly what FromTerrestrialTime returns.
 */
function timeAt(tt: number): AstroTime {
  let time = new AstroTime(tt);
  let best = time;
  for (let round = 0; round < 10; round += 1) {
    const error = tt - time.tt;
    if (Math.abs(error) < 1e-12) return time;
    if (Math.abs(error) < Math.abs(tt - best.tt)) best = time;
    time = time.AddDays(error);
  }
  return best;
}

function simulator(state: readonly number[]): GravitySimulator {
  const start = timeAt(SEED.tt);
  const [x, y, z, vx, vy, vz] = state as [number, number, number, number, number, number];
  return new GravitySimulator(Body.Sun, start, [new StateVector(x, y, z, vx, vy, vz, start)]);
}

/** Position errors (AU, x y z per check) of an integration from `state` at JPL's check epochs. */
function residuals(state: readonly number[]): number[] {
  const sim = simulator(state);
  let tt = SEED.tt;
  const out: number[] = [];
  for (const check of JPL_CHECKS) {
    let position: Vec3 = [0, 0, 0];
    while (tt < check.tt) {
      tt = Math.min(tt + 1, check.tt);
      const [body] = sim.Update(timeAt(tt));
      position = [body!.x, body!.y, body!.z];
    }
    out.push(...position.map((value, k) => value - check.position[k]!));
  }
  return out;
}

/** Solves the 6×6 normal equations by Gaussian elimination. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  for (let i = 0; i < n; i += 1) {
    for (let k = i + 1; k < n; k += 1) {
      const factor = matrix[k]![i]! / matrix[i]![i]!;
      for (let j = i; j < n; j += 1) matrix[k]![j]! -= factor * matrix[i]![j]!;
      vector[k]! -= factor * vector[i]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let sum = vector[i]!;
    for (let j = i + 1; j < n; j += 1) sum -= matrix[i]![j]! * x[j]!;
    x[i] = sum / matrix[i]![i]!;
  }
  return x;
}

/** Gauss–Newton on the six components of the 2000 state, against JPL's later positions. */
function fittedSeed(): number[] {
  let state = [...SEED.position, ...SEED.velocity];
  for (let iteration = 0; iteration < 2; iteration += 1) {
    const base = residuals(state);
    const jacobian = state.map((_, k) => {
      const h = k < 3 ? 1e-6 : 1e-9;
      const moved = [...state];
      moved[k]! += h;
      return residuals(moved).map((value, i) => (value - base[i]!) / h);
    });
    const normal = jacobian.map((row) =>
      jacobian.map((col) => row.reduce((sum, v, n) => sum + v * col[n]!, 0)),
    );
    const rhs = jacobian.map((row) => -row.reduce((sum, v, n) => sum + v * base[n]!, 0));
    const step = solve(normal, rhs);
    state = state.map((value, k) => value + step[k]!);
  }
  return state;
}

function integrate(seed: readonly number[], direction: 1 | -1): Map<number, Vec3> {
  const sim = simulator(seed);
  const samples = new Map<number, Vec3>();
  const end = direction > 0 ? LAST_TT : FIRST_TT;
  // Sample epochs are whole multiples of STEP_DAYS from FIRST_TT, so both directions share them.
  let nextSample =
    FIRST_TT +
    (direction > 0
      ? Math.ceil((SEED.tt - FIRST_TT) / STEP_DAYS) * STEP_DAYS
      : Math.floor((SEED.tt - FIRST_TT) / STEP_DAYS) * STEP_DAYS);
  let tt = SEED.tt;
  while (direction > 0 ? nextSample <= end : nextSample >= end) {
    const next =
      direction > 0
        ? Math.min(tt + INTEGRATION_DAYS, nextSample)
        : Math.max(tt - INTEGRATION_DAYS, nextSample);
    const [state] = sim.Update(timeAt(next));
    tt = next;
    if (tt === nextSample) {
      samples.set(tt, [state!.x, state!.y, state!.z]);
      nextSample += direction * STEP_DAYS;
    }
  }
  return samples;
}

const seed = fittedSeed();
console.log(`fitted 2000 state: ${JSON.stringify(seed)}`);
const all = new Map([...integrate(seed, -1), ...integrate(seed, 1)]);
const epochs = [...all.keys()].sort((a, b) => a - b);
const round = (value: number) => Number(value.toFixed(DECIMALS));
const table = {
  about:
    'Heliocentric J2000-equator position of 2060 Chiron in AU, every stepDays from firstTt (TT days from J2000). Made by scripts/make-chiron-table.ts from JPL Horizons state vector of 2000-01-01 TDB; do not edit.',
  firstTt: epochs[0],
  stepDays: STEP_DAYS,
  x: epochs.map((tt) => round(all.get(tt)![0])),
  y: epochs.map((tt) => round(all.get(tt)![1])),
  z: epochs.map((tt) => round(all.get(tt)![2])),
};
writeFileSync(
  new URL('../src/lib/astrology/chiron-table.json', import.meta.url),
  `${JSON.stringify(table)}\n`,
);
console.log(`${epochs.length} samples from TT ${epochs[0]} to ${epochs[epochs.length - 1]}`);
