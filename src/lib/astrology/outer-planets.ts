/**
 * Jupiter, Saturn, Uranus and Neptune from the VSOP87B series (Bretagnon and Francou 1988),
 * every term of 1e-7 or more (vsop87-outer.json, made by scripts/make-vsop87-outer.ts):
 * astronomy-engine's own shorter series leave them up to 8–19″ from the Swiss Ephemeris over
 * 1800–2100, these within 1–4″ (docs/engine.md#the-outer-planets). The heliocentric position and
 * velocity come from one pass over the series (the velocity is its derivative), on the J2000
 * equator as astronomy-engine keeps its vectors. VSOP87 was fitted to DE200 (1982): its slow drift
 * from today's JPL ephemeris (1–4″ for Uranus and Neptune) is taken out by the Chebyshev series of
 * vsop87-corrections.json (scripts/make-vsop87-corrections.ts).
 */
import series from './vsop87-outer.json';
import corrections from './vsop87-corrections.json';

export const VSOP_PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;
export type VsopPlanet = (typeof VSOP_PLANETS)[number];

type Terms = number[][][];
const SERIES = series as unknown as Record<VsopPlanet, { L: Terms; B: Terms; R: Terms }>;

const DAYS_PER_MILLENNIUM = 365250;

/** A series' value and its rate (per millennium) at τ. */
function evaluate(powers: Terms, tau: number): [number, number] {
  let value = 0;
  let rate = 0;
  for (let power = 0; power < powers.length; power += 1) {
    const terms = powers[power];
    if (!terms) continue;
    let sum = 0;
    let sumRate = 0;
    for (const [a, b, c] of terms as Array<[number, number, number]>) {
      const angle = b + c * tau;
      sum += a * Math.cos(angle);
      sumRate -= a * c * Math.sin(angle);
    }
    const tauPower = tau ** power;
    value += sum * tauPower;
    rate += sumRate * tauPower + (power > 0 ? power * sum * tau ** (power - 1) : 0);
  }
  return [value, rate];
}

/**
 * The VSOP87 ecliptic of J2000 to astronomy-engine's J2000 equator (its VsopRotate: the
 * obliquity and the small frame tie between the two).
 */
function toEquator(x: number, y: number, z: number): [number, number, number] {
  return [
    x + 0.00000044036 * y - 0.000000190919 * z,
    -0.000000479966 * x + 0.917482137087 * y - 0.397776982902 * z,
    0.397776982902 * y + 0.917482137087 * z,
  ];
}

export interface HelioState {
  tt: number;
  position: [number, number, number];
  /** AU a day. */
  velocity: [number, number, number];
}

type Correction = { lon: number[]; lat: number[]; dist: number[] };
const CORRECTIONS = corrections as {
  firstTt: number;
  lastTt: number;
  planets: Record<VsopPlanet, Correction>;
};
const ARCSECOND = Math.PI / 180 / 3600;

/** A Chebyshev series' value at x in [−1, 1] (Clenshaw's recurrence). */
function chebyshevValue(coefficients: readonly number[], x: number): number {
  let next = 0;
  let current = 0;
  for (let k = coefficients.length - 1; k >= 1; k -= 1) {
    const previous = current;
    current = 2 * x * current - next + coefficients[k]!;
    next = previous;
  }
  return x * current - next + coefficients[0]!;
}

/**
 * The correction to VSOP87's longitude, latitude (radians) and distance (AU) at TT days from J2000:
 * none outside the span it was fitted over (1799–2101, beyond the engine's range).
 */
function correctionAt(planet: VsopPlanet, tt: number): [number, number, number] {
  const { firstTt, lastTt, planets } = CORRECTIONS;
  if (tt < firstTt || tt > lastTt) return [0, 0, 0];
  const x = (2 * (tt - firstTt)) / (lastTt - firstTt) - 1;
  const { lon, lat, dist } = planets[planet];
  return [
    chebyshevValue(lon, x) * ARCSECOND,
    chebyshevValue(lat, x) * ARCSECOND,
    chebyshevValue(dist, x) * 1e-6,
  ];
}

/** VSOP87B's own heliocentric longitude, latitude (radians, J2000 ecliptic) and distance (AU). */
export function vsopSpherical(planet: VsopPlanet, tt: number): [number, number, number] {
  const tau = tt / DAYS_PER_MILLENNIUM;
  const { L, B, R } = SERIES[planet];
  return [evaluate(L, tau)[0], evaluate(B, tau)[0], evaluate(R, tau)[0]];
}

/** A planet's heliocentric position (AU) and velocity (AU a day) at TT days from J2000. */
export function vsopState(planet: VsopPlanet, tt: number): HelioState {
  const tau = tt / DAYS_PER_MILLENNIUM;
  const { L, B, R } = SERIES[planet];
  // The correction drifts over decades: its rate (under 1e-4″ a day) is left out of the velocity.
  const [cl0, cb0, cr0] = correctionAt(planet, tt);
  const [l0, dl] = evaluate(L, tau);
  const [b0, db] = evaluate(B, tau);
  const [r0, dr] = evaluate(R, tau);
  const [l, b, r] = [l0 + cl0, b0 + cb0, r0 + cr0];
  const [cl, sl, cb, sb] = [Math.cos(l), Math.sin(l), Math.cos(b), Math.sin(b)];
  const x = r * cb * cl;
  const y = r * cb * sl;
  const z = r * sb;
  // d/dτ of the spherical-to-rectangular conversion, then per day.
  const vx = (dr * cb * cl - r * sb * db * cl - r * cb * sl * dl) / DAYS_PER_MILLENNIUM;
  const vy = (dr * cb * sl - r * sb * db * sl + r * cb * cl * dl) / DAYS_PER_MILLENNIUM;
  const vz = (dr * sb + r * cb * db) / DAYS_PER_MILLENNIUM;
  return { tt, position: toEquator(x, y, z), velocity: toEquator(vx, vy, vz) };
}
