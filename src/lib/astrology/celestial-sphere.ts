/**
 * Conversions between ecliptic longitude and right ascension for points on the ecliptic, and the
 * semi-arc quantities the house systems are built from (Meeus, "Astronomical Algorithms", ch. 13).
 * Angles in degrees.
 */
import { DEG, normalizeDegrees } from './angles';

export interface HouseFrame {
  /** Right ascension of the Midheaven (local apparent sidereal time as an angle), degrees. */
  ramc: number;
  /** True obliquity of the ecliptic, degrees. */
  obliquity: number;
  /** Geographic latitude, degrees north. */
  latitude: number;
}

/** The ecliptic longitude whose right ascension is `ra` (on the ecliptic, latitude 0). */
export function longitudeOfRightAscension(ra: number, obliquity: number): number {
  const r = ra * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(obliquity * DEG)) / DEG);
}

/** The right ascension of an ecliptic longitude. */
export function rightAscensionOf(longitude: number, obliquity: number): number {
  const l = longitude * DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquity * DEG), Math.cos(l)) / DEG);
}

/** Declination of an ecliptic point of right ascension `ra`. */
export function declinationOfRightAscension(ra: number, obliquity: number): number {
  return Math.atan(Math.tan(obliquity * DEG) * Math.sin(ra * DEG)) / DEG;
}

/** Declination of an ecliptic longitude. */
export function declinationOf(longitude: number, obliquity: number): number {
  return Math.asin(Math.sin(obliquity * DEG) * Math.sin(longitude * DEG)) / DEG;
}

/** The ascensional difference of a point of declination `declination`, degrees (clamped at the poles). */
export function ascensionalDifference(declination: number, latitude: number): number {
  const x = Math.tan(latitude * DEG) * Math.tan(declination * DEG);
  return Math.asin(Math.max(-1, Math.min(1, x))) / DEG;
}

/**
 * The ecliptic point on the eastern half of a great circle through the north and south points
 * of the horizon whose pole stands `pole` degrees above the equator, when the equator point
 * 90° before it has right ascension `ra` (Meeus eq. 14.2 with φ replaced by the pole). With
 * `ra` = RAMC and `pole` = the latitude this is the Ascendant; the cusps of Regiomontanus,
 * Campanus and Topocentric houses are such points (celestial-houses.ts). Outside the polar
 * circles the arctangent's branch is the eastern point.
 */
export function eclipticPointOnCircle(ra: number, obliquity: number, pole: number): number {
  const r = ra * DEG;
  const e = obliquity * DEG;
  return normalizeDegrees(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(pole * DEG) * Math.sin(e))) / DEG,
  );
}
