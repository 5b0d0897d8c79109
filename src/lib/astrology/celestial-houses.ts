/**
 * The intermediate cusps (11, 12, 2, 3) of four more quadrant house systems
 * (docs/birth-chart.md#houses); houses.ts adds the angles and the opposite cusps.
 *
 * Regiomontanus, Campanus and Topocentric cusps are ecliptic points on great circles through the
 * north and south points of the horizon ("house circles"). Such a circle crossing the equator at
 * hour angle H east of the meridian has its pole tan P = tan φ · sin H above the equator, and
 * cuts the ecliptic at eclipticPointOnCircle(RAMC + H − 90°, ε, P):
 * - Regiomontanus: the equator divided into twelve, H = 30°, 60°, 120°, 150°;
 * - Campanus: the prime vertical divided into twelve: the circle through its point A = 30°, 60°…
 *   from the zenith crosses the equator at tan H = tan A · cos φ;
 * - Topocentric (Polich and Page): H = 30°, 60°…, with the poles tan P = tan φ · k/3, k = 1, 2
 *   counted from the meridian.
 * Alcabitius divides the Ascendant degree's diurnal and nocturnal semi-arcs into three in right
 * ascension, and takes the ecliptic points of those right ascensions.
 */
import { DEG, normalizeDegrees } from './angles';
import {
  ascensionalDifference,
  declinationOf,
  eclipticPointOnCircle,
  longitudeOfRightAscension,
  type HouseFrame,
} from './celestial-sphere';

export const SPATIAL_SYSTEMS = ['regiomontanus', 'campanus', 'topocentric', 'alcabitius'] as const;
export type SpatialSystem = (typeof SPATIAL_SYSTEMS)[number];

/** Hour angles east of the upper meridian of the house circles of cusps 11, 12, 2 and 3. */
const SEMI_QUADRANTS = [30, 60, 120, 150] as const;

function cuspOnCircle(frame: HouseFrame, hourAngle: number, pole: number): number {
  return eclipticPointOnCircle(frame.ramc + hourAngle - 90, frame.obliquity, pole);
}

function regiomontanus(frame: HouseFrame): number[] {
  const tanPhi = Math.tan(frame.latitude * DEG);
  return SEMI_QUADRANTS.map((h) => cuspOnCircle(frame, h, Math.atan(tanPhi * Math.sin(h * DEG)) / DEG));
}

function campanus(frame: HouseFrame): number[] {
  const phi = frame.latitude * DEG;
  return SEMI_QUADRANTS.map((a) => {
    // tan H = tan A · cos φ; atan2 keeps H in A's quadrant (120° and 150° lie past the east point).
    const h = Math.atan2(Math.sin(a * DEG) * Math.cos(phi), Math.cos(a * DEG)) / DEG;
    return cuspOnCircle(frame, h, Math.atan(Math.tan(phi) * Math.sin(h * DEG)) / DEG);
  });
}

function topocentric(frame: HouseFrame): number[] {
  const tanPhi = Math.tan(frame.latitude * DEG);
  // Cusps 11 and 3 lie a third of the way from the meridian, 12 and 2 two thirds.
  const thirds = [1, 2, 2, 1];
  return SEMI_QUADRANTS.map((h, index) =>
    cuspOnCircle(frame, h, Math.atan((tanPhi * thirds[index]!) / 3) / DEG),
  );
}

function alcabitius(frame: HouseFrame, asc: number): number[] {
  const { ramc, obliquity, latitude } = frame;
  const diurnal = 90 + ascensionalDifference(declinationOf(asc, obliquity), latitude);
  const nocturnal = 180 - diurnal;
  return [
    ramc + diurnal / 3,
    ramc + (2 * diurnal) / 3,
    ramc + diurnal + nocturnal / 3,
    ramc + diurnal + (2 * nocturnal) / 3,
  ].map((ra) => longitudeOfRightAscension(normalizeDegrees(ra), obliquity));
}

/** Cusps 11, 12, 2 and 3 of a system, given its frame and Ascendant. */
export function intermediateCusps(system: SpatialSystem, frame: HouseFrame, asc: number): number[] {
  switch (system) {
    case 'regiomontanus':
      return regiomontanus(frame);
    case 'campanus':
      return campanus(frame);
    case 'topocentric':
      return topocentric(frame);
    case 'alcabitius':
      return alcabitius(frame, asc);
  }
}
