/**
 * Writes src/lib/astrology/asteroid-tables.json: the heliocentric positions (J2000 equator, AU) of
 * Ceres, Pallas, Juno and Vesta every STEP_DAYS from 1799 to 2101, which small-bodies.ts
 * interpolates at run time (docs/birth-chart.md#the-asteroids).
 *
 * Method: astronomy-engine's GravitySimulator (the Sun and the eight planets pulling on a massless
 * body) integrates each asteroid in 1-day steps. Our force model leaves out what JPL's has (the
 * largest asteroids' pull on one another, Ceres' on Pallas the most), so one orbit integrated from
 * one published state drifts: from JPL Horizons' osculating elements of J2000.0 (below) the places
 * came within 2″ in 2000 but 42′ (Pallas) by 1800. So the span is cut into SEGMENTS pieces of
 * about fifty years; each is integrated from its own state at its middle, fitted by least squares
 * (Gauss–Newton, partial derivatives by finite differences) to the Swiss Ephemeris' heliocentric
 * places every 128 days over the piece and a margin either side
 * (tests/unit/astrology/fixtures/swiss-ephemeris-asteroids-helio.json, from JPL's own asteroid
 * integration; its `about` says how it was made). The J2000 elements give the first guess: one
 * integration over the whole span, read at each piece's middle. Neighbouring pieces meet within
 * a few arcseconds. The tests compare the result with the Swiss Ephemeris' apparent geocentric
 * places at other moments (the toolkit fixture's grid).
 * Run with `npx tsx scripts/make-asteroid-tables.ts` (a few minutes).
 */
import { writeFileSync } from 'node:fs';
import reference from '../tests/unit/astrology/fixtures/swiss-ephemeris-asteroids-helio.json';
import {
  AstroTime,
  Body,
  GravitySimulator,
  MassProduct,
  RotateVector,
  Rotation_ECL_EQJ,
  StateVector,
  Vector,
} from 'astronomy-engine';

type Vec3 = [number, number, number];

/** Osculating elements: a (AU), e, i, Ω, ω, M (degrees) at 2451545.0 TDB, J2000 ecliptic. */
interface Elements {
  a: number;
  e: number;
  i: number;
  node: number;
  perihelion: number;
  meanAnomaly: number;
}

const KM_PER_AU = 149597870.7;

/**
 * JPL Horizons, EPHEM_TYPE=ELEMENTS, centre @sun, J2000 ecliptic, at 2000-01-01 12:00 TDB (as
 * published, with their source, in the open-source "ephemeris/asteroids" modules of
 * ceres.js, pallas.js, juno.js and vesta.js, retrieved from Horizons 2025-12-19; a in km there).
 */
export const JPL_ELEMENTS: Record<'Ceres' | 'Pallas' | 'Juno' | 'Vesta', Elements> = {
  Ceres: {
    a: 4.138619138911831e8 / KM_PER_AU,
    e: 0.07837562647163041,
    i: 10.58336045805628,
    node: 80.49435747295276,
    perihelion: 73.92286274285223,
    meanAnomaly: 6.176654513180486,
  },
  Pallas: {
    a: 4.147335391694663e8 / KM_PER_AU,
    e: 0.2296435321725964,
    i: 34.8461400333228,
    node: 173.197799126349,
    perihelion: 310.2656378931236,
    meanAnomaly: 352.9602856376183,
  },
  Juno: {
    a: 3.991323402397366e8 / KM_PER_AU,
    e: 0.2584434725349585,
    i: 12.96742544139138,
    node: 170.1725855275966,
    perihelion: 248.031724336219,
    meanAnomaly: 240.2686465739974,
  },
  Vesta: {
    a: 3.532805978206285e8 / KM_PER_AU,
    e: 0.09002244561937413,
    i: 7.133935828421654,
    node: 103.9514370845001,
    perihelion: 149.5866679599199,
    meanAnomaly: 341.0238343838706,
  },
};

const SEED_TT = 0; // 2000-01-01 12:00 TDB
const FIRST_TT = -73_200;
const LAST_TT = 37_140;
/** Sampling interval; small-bodies.ts interpolates with six neighbours (quintic), under 0.1″. */
const STEP_DAYS = 32;
const INTEGRATION_DAYS = 0.5;
/** Positions kept to 1e-6 AU (150 km: under 0.2″ at the asteroids' least distance from the Earth). */
const DECIMALS = 6;
const DEG = Math.PI / 180;

/** Position and velocity (J2000 ecliptic, AU and AU/day) of a Kepler orbit about the Sun. */
function stateOf(el: Elements): [Vec3, Vec3] {
  const gm = MassProduct(Body.Sun);
  const M = el.meanAnomaly * DEG;
  let E = M;
  for (let k = 0; k < 30; k += 1) E -= (E - el.e * Math.sin(E) - M) / (1 - el.e * Math.cos(E));
  const b = el.a * Math.sqrt(1 - el.e ** 2);
  const xOrbit = el.a * (Math.cos(E) - el.e);
  const yOrbit = b * Math.sin(E);
  const edot = Math.sqrt(gm / el.a ** 3) / (1 - el.e * Math.cos(E));
  const vxOrbit = -el.a * Math.sin(E) * edot;
  const vyOrbit = b * Math.cos(E) * edot;
  const [O, w, i] = [el.node * DEG, el.perihelion * DEG, el.i * DEG];
  const rotate = (x: number, y: number): Vec3 => [
    (Math.cos(O) * Math.cos(w) - Math.sin(O) * Math.sin(w) * Math.cos(i)) * x +
      (-Math.cos(O) * Math.sin(w) - Math.sin(O) * Math.cos(w) * Math.cos(i)) * y,
    (Math.sin(O) * Math.cos(w) + Math.cos(O) * Math.sin(w) * Math.cos(i)) * x +
      (-Math.sin(O) * Math.sin(w) + Math.cos(O) * Math.cos(w) * Math.cos(i)) * y,
    Math.sin(w) * Math.sin(i) * x + Math.cos(w) * Math.sin(i) * y,
  ];
  return [rotate(xOrbit, yOrbit), rotate(vxOrbit, vyOrbit)];
}

/** The same moment iteration as make-chiron-table.ts (FromTerrestrialTime can loop forever). */
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

function integrate(seed: StateVector[], direction: 1 | -1, samples: Map<number, Vec3[]>): void {
  const sim = new GravitySimulator(Body.Sun, timeAt(SEED_TT), seed);
  const end = direction > 0 ? LAST_TT : FIRST_TT;
  let nextSample =
    FIRST_TT +
    (direction > 0
      ? Math.ceil((SEED_TT - FIRST_TT) / STEP_DAYS) * STEP_DAYS
      : Math.floor((SEED_TT - FIRST_TT) / STEP_DAYS) * STEP_DAYS);
  let tt = SEED_TT;
  while (direction > 0 ? nextSample <= end : nextSample >= end) {
    const next =
      direction > 0
        ? Math.min(tt + INTEGRATION_DAYS, nextSample)
        : Math.max(tt - INTEGRATION_DAYS, nextSample);
    const bodies = sim.Update(timeAt(next));
    tt = next;
    if (tt === nextSample) {
      samples.set(
        tt,
        bodies.map((body): Vec3 => [body.x, body.y, body.z]),
      );
      nextSample += direction * STEP_DAYS;
    }
  }
}

const names = Object.keys(JPL_ELEMENTS) as Array<keyof typeof JPL_ELEMENTS>;
const eclToEqj = Rotation_ECL_EQJ();
const toEquator = (v: Vec3, time: AstroTime): Vec3 => {
  const p = RotateVector(eclToEqj, new Vector(v[0], v[1], v[2], time));
  return [p.x, p.y, p.z];
};

/** The first guess: each asteroid integrated over the whole span from its J2000 elements. */
function firstGuess(): Map<number, Vec3[]> {
  const start = timeAt(SEED_TT);
  const seed = names.map((name) => {
    const [r, v] = stateOf(JPL_ELEMENTS[name]);
    const [p, q] = [toEquator(r, start), toEquator(v, start)];
    return new StateVector(p[0], p[1], p[2], q[0], q[1], q[2], start);
  });
  const samples = new Map<number, Vec3[]>();
  integrate(seed, -1, samples);
  integrate(seed, 1, samples);
  return samples;
}

/** The reference places on the J2000 equator, by asteroid, keyed by TT. */
interface Reference {
  firstTt: number;
  stepDays: number;
  bodies: Record<string, { lon: number[]; lat: number[]; dist: number[] }>;
}
const REFERENCE = reference as Reference;
function referencePlaces(name: string): Map<number, Vec3> {
  const { lon, lat, dist } = REFERENCE.bodies[name]!;
  const places = new Map<number, Vec3>();
  lon.forEach((l, i) => {
    const tt = REFERENCE.firstTt + i * REFERENCE.stepDays;
    const [a, b, r] = [l * DEG, lat[i]! * DEG, dist[i]!];
    places.set(
      tt,
      toEquator([r * Math.cos(b) * Math.cos(a), r * Math.cos(b) * Math.sin(a), r * Math.sin(b)], timeAt(tt)),
    );
  });
  return places;
}

/**
 * Integrates states (one per body) from `seedTt` to every moment of `wanted` (TT days on the
 * 1-day grid from seedTt), both ways, and returns each body's position there.
 */
function positionsAt(
  seedTt: number,
  states: Array<[Vec3, Vec3]>,
  wanted: readonly number[],
): Map<number, Vec3[]> {
  const start = timeAt(seedTt);
  const seed = states.map(([p, v]) => new StateVector(p[0], p[1], p[2], v[0], v[1], v[2], start));
  const found = new Map<number, Vec3[]>();
  for (const direction of [-1, 1] as const) {
    const targets = new Set(wanted.filter((tt) => (direction > 0 ? tt > seedTt : tt <= seedTt)));
    if (targets.size === 0) continue;
    const end = direction > 0 ? Math.max(...targets) : Math.min(...targets);
    const sim = new GravitySimulator(Body.Sun, start, seed);
    if (targets.has(seedTt))
      found.set(
        seedTt,
        states.map(([p]) => p),
      );
    for (
      let tt = seedTt + direction;
      direction > 0 ? tt <= end : tt >= end;
      tt += direction * INTEGRATION_DAYS
    ) {
      const bodies = sim.Update(timeAt(tt));
      if (targets.has(tt))
        found.set(
          tt,
          bodies.map((body): Vec3 => [body.x, body.y, body.z]),
        );
    }
  }
  return found;
}

/** Solves the normal equations of a least-squares problem (6 unknowns). */
function solve(jacobian: number[][], residual: number[]): number[] {
  const n = jacobian[0]!.length;
  const a = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n + 1 }, (_, j) =>
      jacobian.reduce((sum, row, r) => sum + row[i]! * (j < n ? row[j]! : residual[r]!), 0),
    ),
  );
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const factor = a[r]![col]! / a[col]![col]!;
      for (let c = col; c <= n; c += 1) a[r]![c]! -= factor * a[col]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

/** Finite-difference steps for position (AU) and velocity (AU a day). */
const NUDGE = [1e-7, 1e-7, 1e-7, 1e-9, 1e-9, 1e-9];
const nudged = ([p, v]: [Vec3, Vec3], k: number, by: number): [Vec3, Vec3] => {
  const state = [...p, ...v];
  state[k]! += by;
  return [state.slice(0, 3) as Vec3, state.slice(3) as Vec3];
};

/**
 * The state at `seedTt` whose integration best fits the reference places at `epochs`
 * (Gauss–Newton, all four asteroids at once: 4 × 7 bodies a pass). Returns the states and the
 * largest remaining gap seen from the Sun, arcseconds.
 */
function fitStates(
  seedTt: number,
  guesses: Array<[Vec3, Vec3]>,
  places: Array<Map<number, Vec3>>,
  epochs: readonly number[],
): { states: Array<[Vec3, Vec3]>; worst: number[] } {
  let states = guesses;
  let worst: number[] = [];
  for (let pass = 0; pass < 6; pass += 1) {
    const bodies = states.flatMap((state) => [state, ...NUDGE.map((by, k) => nudged(state, k, by))]);
    const found = positionsAt(seedTt, bodies, epochs);
    worst = [];
    let step = 0;
    states = states.map((state, a) => {
      const jacobian: number[][] = [];
      const residual: number[] = [];
      let gap = 0;
      for (const tt of epochs) {
        const at = found.get(tt)!;
        const base = at[a * 7]!;
        const truth = places[a]!.get(tt)!;
        gap = Math.max(
          gap,
          Math.hypot(truth[0] - base[0], truth[1] - base[1], truth[2] - base[2]) / Math.hypot(...truth),
        );
        for (let c = 0; c < 3; c += 1) {
          residual.push(truth[c]! - base[c]!);
          jacobian.push(NUDGE.map((by, k) => (at[a * 7 + 1 + k]![c]! - base[c]!) / by));
        }
      }
      worst.push((gap / DEG) * 3600);
      const delta = solve(jacobian, residual);
      step = Math.max(step, Math.hypot(...delta.slice(0, 3)));
      return delta.reduce((s, d, k) => nudged(s, k, d), state);
    });
    if (step < 1e-9) break;
  }
  return { states, worst };
}

/** How many pieces the span is cut into, and how far past its ends each piece is fitted. */
const SEGMENTS = 6;
const MARGIN_DAYS = 730;

const guessSamples = firstGuess();
const places = names.map(referencePlaces);
const referenceEpochs = [...places[0]!.keys()];
const firstSample = FIRST_TT;
const lastSample = FIRST_TT + Math.floor((LAST_TT - FIRST_TT) / STEP_DAYS) * STEP_DAYS;
const allEpochs = Array.from(
  { length: (lastSample - firstSample) / STEP_DAYS + 1 },
  (_, i) => firstSample + i * STEP_DAYS,
);
const samples = new Map<number, Vec3[]>();
const perSegment = Math.ceil(allEpochs.length / SEGMENTS);
for (let segment = 0; segment < SEGMENTS; segment += 1) {
  const mine = allEpochs.slice(segment * perSegment, (segment + 1) * perSegment);
  const seedTt = mine[Math.floor(mine.length / 2)]!;
  // The first guess's state at the seed: its position, and its velocity from neighbours ±1 sample.
  const guesses = names.map((_, a): [Vec3, Vec3] => {
    const [before, here, after] = [-1, 0, 1].map((k) => guessSamples.get(seedTt + k * STEP_DAYS)![a]!);
    return [here!, [0, 1, 2].map((c) => (after![c]! - before![c]!) / (2 * STEP_DAYS)) as Vec3];
  });
  const from = mine[0]! - MARGIN_DAYS;
  const to = mine[mine.length - 1]! + MARGIN_DAYS;
  // Widening fits: the near years first, so the first guess's error never makes the problem nonlinear.
  let states = guesses;
  let worst: number[] = [];
  for (const reach of [3650, Infinity]) {
    const epochs = referenceEpochs.filter((tt) => tt >= from && tt <= to && Math.abs(tt - seedTt) <= reach);
    ({ states, worst } = fitStates(seedTt, states, places, epochs));
  }
  const found = positionsAt(seedTt, states, mine);
  for (const tt of mine) samples.set(tt, found.get(tt)!);
  console.log(
    `piece ${segment + 1}: TT ${mine[0]} to ${mine[mine.length - 1]}, largest gap ${names.map((n, a) => `${n} ${worst[a]!.toFixed(1)}″`).join(', ')}`,
  );
}
const epochs = [...samples.keys()].sort((a, b) => a - b);
const round = (value: number) => Number(value.toFixed(DECIMALS));
const tables = Object.fromEntries(
  names.map((name, index) => [
    name,
    {
      x: epochs.map((tt) => round(samples.get(tt)![index]![0])),
      y: epochs.map((tt) => round(samples.get(tt)![index]![1])),
      z: epochs.map((tt) => round(samples.get(tt)![index]![2])),
    },
  ]),
);
writeFileSync(
  new URL('../src/lib/astrology/asteroid-tables.json', import.meta.url),
  `${JSON.stringify({
    about:
      'Heliocentric J2000-equator positions of Ceres, Pallas, Juno and Vesta in AU, every stepDays from firstTt (TT days from J2000). Made by scripts/make-asteroid-tables.ts (fifty-year pieces, each fitted to the Swiss Ephemeris heliocentric places); do not edit.',
    firstTt: epochs[0],
    stepDays: STEP_DAYS,
    bodies: tables,
  })}\n`,
);
console.log(`${epochs.length} samples from TT ${epochs[0]} to ${epochs[epochs.length - 1]}`);
