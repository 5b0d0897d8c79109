/**
 * The Moon's nodes and Black Moon Lilith (docs/birth-chart.md#points), as the Swiss Ephemeris
 * defines them, on the true ecliptic and equinox of date like every other point of the chart.
 *
 * - Mean node: the polynomial of Chapront et al. for the mean longitude of the ascending node
 *   (Meeus, "Astronomical Algorithms", 2nd ed., eq. 47.7), plus the nutation in longitude.
 * - True node: the osculating node, where the plane of the Moon's instantaneous orbit (its
 *   geocentric position × velocity) cuts the ecliptic of date.
 * - Mean Lilith: the mean lunar apogee (Meeus eq. 47.7's mean perigee + 180°), which lies in
 *   the plane of the mean lunar orbit, projected onto the ecliptic through the mean node with
 *   the mean inclination 5.1453964°, plus the nutation in longitude.
 * - True Lilith: the osculating apogee, the far end of the Kepler ellipse that the Moon's
 *   geocentric position and velocity of the moment describe about the Earth–Moon mass, seen on
 *   the ecliptic of date.
 */
import {
  Body,
  e_tilt,
  GeoMoon,
  MassProduct,
  RotateVector,
  Rotation_EQJ_ECT,
  type AstroTime,
} from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angles';

/** Mean inclination of the lunar orbit to the ecliptic (ELP2000-82). */
const LUNAR_INCLINATION = 5.1453964;

/** Julian centuries of TT since J2000. */
const centuries = (time: AstroTime) => time.tt / 36525;

/** The nutation in longitude Δψ in degrees: mean points are moved onto the true equinox of date. */
const nutationInLongitude = (time: AstroTime) => e_tilt(time).dpsi / 3600;

function meanNodeOfDate(T: number): number {
  return 125.0445479 - 1934.1362891 * T + 0.0020754 * T ** 2 + T ** 3 / 467441 - T ** 4 / 60616000;
}

function meanPerigeeOfDate(T: number): number {
  return 83.3532465 + 4069.0137287 * T - 0.01032 * T ** 2 - T ** 3 / 80053 + T ** 4 / 18999000;
}

/** The mean ascending (north) node of the Moon, degrees [0, 360). */
export function meanNode(time: AstroTime): number {
  return normalizeDegrees(meanNodeOfDate(centuries(time)) + nutationInLongitude(time));
}

/** Black Moon Lilith: the mean lunar apogee projected onto the ecliptic, degrees [0, 360). */
export function meanLilith(time: AstroTime): number {
  const T = centuries(time);
  const node = meanNodeOfDate(T);
  const apogee = meanPerigeeOfDate(T) + 180;
  // The apogee's angle from the node along the orbit, seen on the ecliptic.
  const u = (apogee - node) * DEG;
  const projected = Math.atan2(Math.sin(u) * Math.cos(LUNAR_INCLINATION * DEG), Math.cos(u)) / DEG;
  return normalizeDegrees(node + projected + nutationInLongitude(time));
}

/** Half the interval (in days) over which the Moon's velocity is taken for the true node. */
const VELOCITY_HALF_STEP = 1 / 1440;

/** The Moon's geocentric position on the true ecliptic of date, AU. */
function moonEcliptic(time: AstroTime) {
  return RotateVector(Rotation_EQJ_ECT(time), GeoMoon(time));
}

/** The Moon's position (AU) and velocity (AU a day) on the true ecliptic of date. */
function moonState(time: AstroTime) {
  const p = moonEcliptic(time);
  const before = moonEcliptic(time.AddDays(-VELOCITY_HALF_STEP));
  const after = moonEcliptic(time.AddDays(VELOCITY_HALF_STEP));
  const scale = 1 / (2 * VELOCITY_HALF_STEP);
  const v = {
    x: (after.x - before.x) * scale,
    y: (after.y - before.y) * scale,
    z: (after.z - before.z) * scale,
  };
  return { p, v };
}

/** G(M_Earth + M_Moon), AU³ a day², the mass the Moon's osculating ellipse is drawn about. */
const EARTH_MOON_GM = MassProduct(Body.EMB);

/**
 * True (osculating) Black Moon Lilith: the apogee of the Moon's osculating orbit, degrees
 * [0, 360). The eccentricity vector e = v × h / μ − r / |r| points to the perigee; the apogee is
 * opposite, and its direction's longitude on the ecliptic of date is the point's.
 */
export function trueLilith(time: AstroTime): number {
  const { p, v } = moonState(time);
  const h = { x: p.y * v.z - p.z * v.y, y: p.z * v.x - p.x * v.z, z: p.x * v.y - p.y * v.x };
  const r = Math.hypot(p.x, p.y, p.z);
  const ex = (v.y * h.z - v.z * h.y) / EARTH_MOON_GM - p.x / r;
  const ey = (v.z * h.x - v.x * h.z) / EARTH_MOON_GM - p.y / r;
  return normalizeDegrees(Math.atan2(-ey, -ex) / DEG);
}

/** The true (osculating) ascending node of the Moon, degrees [0, 360). */
export function trueNode(time: AstroTime): number {
  const { p, v } = moonState(time);
  // The orbit's pole h = r × v; the ascending node lies along ẑ × h = (−h_y, h_x, 0).
  const hx = p.y * v.z - p.z * v.y;
  const hy = p.z * v.x - p.x * v.z;
  return normalizeDegrees(Math.atan2(hx, -hy) / DEG);
}
