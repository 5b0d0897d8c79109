/**
 * Writes src/lib/astrology/asteroid-tables.json: the heliocentric positions (J2000 equator, AU) of
 * Ceres, Pallas, Juno and Vesta every STEP_DAYS from 1799 to 2101, which small-bodies.ts
 * interpolates at run time (docs/birth-chart.md#the-asteroids).
 *
 * Method, as for Chiron (make-chiron-table.ts): astronomy-engine's GravitySimulator (the Sun and
 * the eight planets pulling on a massless body) integrates each asteroid in 1-day steps, back from
 * and on from its state at 2000-01-01 12:00 TDB. That state comes from JPL Horizons' published
 * osculating heliocentric ecliptic elements of J2000.0 (below), turned into a position and
 * velocity with the Sun's GM and rotated from the J2000 ecliptic to the J2000 equator. The force
 * model leaves out the asteroids' pull on one another (Ceres' on Pallas is the largest); the
 * tests measure what that costs against the Swiss Ephemeris over 1800–2100.
 * Run with `npx tsx scripts/make-asteroid-tables.ts` (about a minute).
 */
import { writeFileSync } from 'node:fs';
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
const INTEGRATION_DAYS = 1;
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
const start = timeAt(SEED_TT);
const seed = names.map((name) => {
  const [r, v] = stateOf(JPL_ELEMENTS[name]);
  const p = RotateVector(eclToEqj, new Vector(r[0], r[1], r[2], start));
  const q = RotateVector(eclToEqj, new Vector(v[0], v[1], v[2], start));
  return new StateVector(p.x, p.y, p.z, q.x, q.y, q.z, start);
});
const samples = new Map<number, Vec3[]>();
integrate(seed, -1, samples);
integrate(seed, 1, samples);
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
      'Heliocentric J2000-equator positions of Ceres, Pallas, Juno and Vesta in AU, every stepDays from firstTt (TT days from J2000). Made by scripts/make-asteroid-tables.ts from JPL Horizons osculating elements of J2000.0; do not edit.',
    firstTt: epochs[0],
    stepDays: STEP_DAYS,
    bodies: tables,
  })}\n`,
);
console.log(`${epochs.length} samples from TT ${epochs[0]} to ${epochs[epochs.length - 1]}`);
