/**
 * Jupiter, Saturn, Uranus and Neptune from the VSOP87B series (Bretagnon and Francou 1988),
 * every term of 1e-7 or more (vsop87-outer.json, made by scripts/make-vsop87-outer.ts):
 * astronomy-engine's own shorter series leave them up to 8–19″ from the Swiss Ephemeris over
 * 1800–2100, these within 1–4″ (docs/engine.md#the-outer-planets). The heliocentric position and
 * velocity come from one pass over the series (the velocity is its derivative), on the J2000
 * equator as astronomy-engine keeps its vectors.
 */
import series from './vsop87-outer.json';

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

/** A planet's heliocentric position (AU) and velocity (AU a day) at TT days from J2000. */
export function vsopState(planet: VsopPlanet, tt: number): HelioState {
  const tau = tt / DAYS_PER_MILLENNIUM;
  const { L, B, R } = SERIES[planet];
  const [l, dl] = evaluate(L, tau);
  const [b, db] = evaluate(B, tau);
  const [r, dr] = evaluate(R, tau);
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
