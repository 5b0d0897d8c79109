/**
 * Ascendant, Midheaven and Placidus house cusps from local sidereal time and the true
 * obliquity of the ecliptic (the standard spherical-astronomy formulas, as in Meeus,
 * "Astronomical Algorithms", and the Swiss Ephemeris documentation of the Placidus system).
 */
import { e_tilt, SiderealTime, type AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angles';

export interface HouseFrame {
  /** Right ascension of the Midheaven (local apparent sidereal time as an angle), degrees. */
  ramc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Geographic latitude, degrees north. */
  latitude: number;
}

export function houseFrame(time: AstroTime, latitude: number, longitude: number): HouseFrame {
  const ramc = normalizeDegrees(SiderealTime(time) * 15 + longitude);
  return { ramc, obliquity: e_tilt(time).tobl, latitude };
}

/** The Midheaven: the ecliptic point culminating on the local meridian. */
export function midheaven({ ramc, obliquity }: HouseFrame): number {
  const r = ramc * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * DEG)) / DEG);
}

/** The Ascendant: the ecliptic point rising on the eastern horizon. */
export function ascendant({ ramc, obliquity, latitude }: HouseFrame): number {
  const r = ramc * DEG;
  const e = obliquity * DEG;
  const phi = latitude * DEG;
  const asc = Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(phi) * Math.sin(e))) / DEG;
  return normalizeDegrees(asc);
}

/** Beyond this latitude some ecliptic points never rise or set and Placidus is undefined. */
export const PLACIDUS_MAX_LATITUDE = 66;

/**
 * The ecliptic longitude of an intermediate Placidus cusp: the point that has covered
 * `fraction` of its diurnal semi-arc from the meridian (houses 11, 12) or of its nocturnal
 * semi-arc from the lower meridian (houses 2, 3). Solved by fixed-point iteration on the
 * right ascension, which converges in a handful of steps outside the polar circles.
 */
function placidusCusp(frame: HouseFrame, fraction: number, belowHorizon: boolean): number {
  const e = frame.obliquity * DEG;
  const tanPhi = Math.tan(frame.latitude * DEG);
  const ramc = frame.ramc;
  let ra = belowHorizon ? ramc + 180 - fraction * 90 : ramc + fraction * 90;
  for (let step = 0; step < 50; step += 1) {
    const declination = Math.atan(Math.tan(e) * Math.sin(ra * DEG));
    const ascensionalDifference = Math.asin(Math.max(-1, Math.min(1, tanPhi * Math.tan(declination)))) / DEG;
    const next = belowHorizon
      ? ramc + 180 - fraction * (90 - ascensionalDifference)
      : ramc + fraction * (90 + ascensionalDifference);
    if (Math.abs(next - ra) < 1e-9) {
      ra = next;
      break;
    }
    ra = next;
  }
  const r = ra * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(e)) / DEG);
}

/** Placidus cusps 1–12 as longitudes (index 0 is the 1st house), or undefined near the poles. */
export function placidusCusps(frame: HouseFrame): number[] | undefined {
  if (Math.abs(frame.latitude) > PLACIDUS_MAX_LATITUDE) return undefined;
  const asc = ascendant(frame);
  const mc = midheaven(frame);
  const c11 = placidusCusp(frame, 1 / 3, false);
  const c12 = placidusCusp(frame, 2 / 3, false);
  const c2 = placidusCusp(frame, 2 / 3, true);
  const c3 = placidusCusp(frame, 1 / 3, true);
  const opposite = (lon: number) => normalizeDegrees(lon + 180);
  return [
    asc,
    c2,
    c3,
    opposite(mc),
    opposite(c11),
    opposite(c12),
    opposite(asc),
    opposite(c2),
    opposite(c3),
    mc,
    c11,
    c12,
  ];
}

/** The house (1–12) a longitude falls in, given the twelve cusps in order; works across 0° Aries. */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let index = 0; index < 12; index += 1) {
    const start = cusps[index]!;
    const end = cusps[(index + 1) % 12]!;
    const span = normalizeDegrees(end - start);
    if (normalizeDegrees(longitude - start) < span) return index + 1;
  }
  return 1;
}
