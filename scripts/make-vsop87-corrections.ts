/**
 * Writes src/lib/astrology/vsop87-corrections.json: for Jupiter to Neptune, Chebyshev series over
 * 1799–2101 of what VSOP87B (outer-planets.ts) is short of a modern ephemeris, in heliocentric
 * longitude, latitude and distance (docs/engine.md#the-outer-planets). VSOP87 was fitted to JPL's
 * DE200 (1982); later ranging moved Uranus and Neptune by 1–4″ from it over 1800–2100, a slow drift
 * that a series of DEGREE + 1 terms follows to 0.1″.
 *
 * The reference is the Swiss Ephemeris' heliocentric geometric place (from JPL's DE431) every 128
 * days, tests/unit/astrology/fixtures/swiss-ephemeris-outer-helio.json (its `about` says how it was
 * made, outside this repository). The fit is ordinary least squares; the tests compare the result
 * with the Swiss Ephemeris' apparent geocentric places at other moments (toolkit fixture's grid).
 * Run with `npx tsx scripts/make-vsop87-corrections.ts` (a second).
 */
import { writeFileSync } from 'node:fs';
import reference from '../tests/unit/astrology/fixtures/swiss-ephemeris-outer-helio.json';
import { VSOP_PLANETS, vsopSpherical, type VsopPlanet } from '../src/lib/astrology/outer-planets';

/** Enough for Uranus's and Neptune's slow drifts; more terms only chase the series' own truncation. */
const DEGREE = 24;
const DEG = Math.PI / 180;

interface Reference {
  firstTt: number;
  stepDays: number;
  bodies: Record<VsopPlanet, { lon: number[]; lat: number[]; dist: number[] }>;
}
const { firstTt, stepDays, bodies } = reference as Reference;
const count = bodies.Jupiter.lon.length;
const lastTt = firstTt + (count - 1) * stepDays;

/** Chebyshev polynomials T0…Tn at x in [−1, 1]. */
function chebyshev(x: number, n: number): number[] {
  const t = [1, x];
  for (let k = 2; k <= n; k += 1) t.push(2 * x * t[k - 1]! - t[k - 2]!);
  return t.slice(0, n + 1);
}

/** Least squares through the normal equations (Chebyshev columns keep them well conditioned). */
function fit(rows: number[][], values: number[]): number[] {
  const n = rows[0]!.length;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  rows.forEach((row, r) => {
    for (let i = 0; i < n; i += 1) {
      for (let j = 0; j < n; j += 1) a[i]![j]! += row[i]! * row[j]!;
      a[i]![n]! += row[i]! * values[r]!;
    }
  });
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

const wrap = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;
const round = (value: number, digits: number) => Number(value.toPrecision(digits));
const corrections: Record<string, { lon: number[]; lat: number[]; dist: number[] }> = {};
for (const planet of VSOP_PLANETS) {
  const rows: number[][] = [];
  const [dLon, dLat, dDist]: number[][] = [[], [], []];
  const body = bodies[planet];
  for (let i = 0; i < count; i += 1) {
    const tt = firstTt + i * stepDays;
    rows.push(chebyshev((2 * (tt - firstTt)) / (lastTt - firstTt) - 1, DEGREE));
    const [l, b, r] = vsopSpherical(planet, tt);
    dLon.push(wrap(body.lon[i]! - l / DEG) * 3600);
    dLat.push((body.lat[i]! - b / DEG) * 3600);
    dDist.push((body.dist[i]! - r) * 1e6);
  }
  // Arcseconds for the angles, 1e-6 AU for the distance.
  const coefficients = [dLon, dLat, dDist].map((values) => fit(rows, values).map((c) => round(c, 6)));
  corrections[planet] = { lon: coefficients[0]!, lat: coefficients[1]!, dist: coefficients[2]! };
  const residual = dLon.map((value, r) =>
    Math.abs(value - rows[r]!.reduce((s, t, k) => s + t * coefficients[0]![k]!, 0)),
  );
  console.log(
    `${planet}: longitude ${Math.max(...dLon.map(Math.abs)).toFixed(2)}″ → ${Math.max(...residual).toFixed(2)}″`,
  );
}
writeFileSync(
  new URL('../src/lib/astrology/vsop87-corrections.json', import.meta.url),
  `${JSON.stringify({
    about:
      'Chebyshev coefficients (T0 first) over TT days firstTt…lastTt from J2000 of the Swiss Ephemeris (DE431) minus VSOP87B: heliocentric longitude and latitude in arcseconds, distance in 1e-6 AU. Made by scripts/make-vsop87-corrections.ts; do not edit.',
    firstTt,
    lastTt,
    planets: corrections,
  })}\n`,
);
