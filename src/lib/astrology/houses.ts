/**
 * Ascendant, Midheaven and house cusps from local sidereal time and the true obliquity of the
 * ecliptic (spherical astronomy as in Meeus, "Astronomical Algorithms", and the Swiss
 * Ephemeris documentation of the house systems). The five systems and the polar rule are
 * described in docs/birth-chart.md#houses.
 */
import { e_tilt, SiderealTime, type AstroTime } from 'astronomy-engine';
import { DEG, normalizeDegrees } from './angles';
import {
  ascensionalDifference,
  declinationOfRightAscension,
  eclipticPointOnCircle,
  longitudeOfRightAscension,
  rightAscensionOf,
  type HouseFrame,
} from './celestial-sphere';
import { intermediateCusps, SPATIAL_SYSTEMS, type SpatialSystem } from './celestial-houses';
import { DEFAULT_HOUSE_SYSTEM, UNDEFINED_BEYOND_POLAR_CIRCLES, type HouseSystem } from './house-systems';

export type { HouseFrame };
export function houseFrame(time: AstroTime, latitude: number, longitude: number): HouseFrame {
  const ramc = normalizeDegrees(SiderealTime(time) * 15 + longitude);
  return { ramc, obliquity: e_tilt(time).tobl, latitude };
}

/** The Midheaven: the ecliptic point culminating on the local meridian. */
export function midheaven({ ramc, obliquity }: HouseFrame): number {
  return longitudeOfRightAscension(ramc, obliquity);
}

/**
 * The Ascendant: the ecliptic point on the eastern horizon. The classic formula gives one of
 * the two points where the ecliptic meets the horizon; outside the polar circles it is always
 * the eastern one, but above them it can be the western one (Tromsø, 21 December 1990, 12:00
 * gave 7°33′ Virgo for 7°33′ Pisces). The point is east when its hour angle lies between 180°
 * and 360° (it has yet to culminate), else its opposite is.
 */
export function ascendant({ ramc, obliquity, latitude }: HouseFrame): number {
  const r = ramc * DEG;
  const e = obliquity * DEG;
  const phi = latitude * DEG;
  const candidate = normalizeDegrees(
    Math.atan2(Math.cos(r), -(Math.sin(r) * Math.cos(e) + Math.tan(phi) * Math.sin(e))) / DEG,
  );
  const hourAngle = (ramc - rightAscensionOf(candidate, obliquity)) * DEG;
  return Math.sin(hourAngle) > 0 ? normalizeDegrees(candidate + 180) : candidate;
}

/**
 * The Vertex: where the prime vertical (the great circle through the east and west points and the
 * zenith) meets the ecliptic in the west. The prime vertical is the horizon of the colatitude
 * turned half a day, so its eastern point is the Ascendant's formula at RAMC + 180° and latitude
 * 90° − φ (eclipticPointOnCircle, Meeus eq. 14.2), and the Vertex is the point opposite it.
 */
export function vertex({ ramc, obliquity, latitude }: HouseFrame): number {
  return eclipticPointOnCircle(ramc + 180, obliquity, 90 - latitude);
}

/**
 * The latitude beyond which Placidus and Koch are undefined: 90° minus the obliquity (the
 * polar circle, about 66.56°), where some ecliptic degrees never rise or set.
 */
export function polarCircleLatitude(obliquity: number): number {
  return 90 - obliquity;
}

/** Whether the quadrant systems built on semi-arcs (Placidus, Koch) exist at this latitude. */
export function semiArcSystemsDefined(frame: HouseFrame): boolean {
  return Math.abs(frame.latitude) < polarCircleLatitude(frame.obliquity);
}

/**
 * The ecliptic longitude of an intermediate Placidus cusp: the point that has covered
 * `fraction` of its diurnal semi-arc from the meridian (houses 11, 12) or of its nocturnal
 * semi-arc from the lower meridian (houses 2, 3). Solved by fixed-point iteration on the
 * right ascension, which converges in a handful of steps inside the polar circles.
 */
function placidusCusp(frame: HouseFrame, fraction: number, belowHorizon: boolean): number {
  const { ramc, obliquity, latitude } = frame;
  let ra = belowHorizon ? ramc + 180 - fraction * 90 : ramc + fraction * 90;
  for (let step = 0; step < 50; step += 1) {
    const ad = ascensionalDifference(declinationOfRightAscension(ra, obliquity), latitude);
    const next = belowHorizon ? ramc + 180 - fraction * (90 - ad) : ramc + fraction * (90 + ad);
    const done = Math.abs(next - ra) < 1e-9;
    ra = next;
    if (done) break;
  }
  return longitudeOfRightAscension(ra, obliquity);
}

const opposite = (longitude: number) => normalizeDegrees(longitude + 180);

/** Cusps 1–12 from the Ascendant, the MC and the four intermediate cusps 11, 12, 2, 3. */
function quadrantCusps(asc: number, mc: number, c11: number, c12: number, c2: number, c3: number) {
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

function placidus(frame: HouseFrame): number[] {
  return quadrantCusps(
    ascendant(frame),
    midheaven(frame),
    placidusCusp(frame, 1 / 3, false),
    placidusCusp(frame, 2 / 3, false),
    placidusCusp(frame, 2 / 3, true),
    placidusCusp(frame, 1 / 3, true),
  );
}

/**
 * Koch (birthplace houses): the cusps are the degrees rising on the birthplace's horizon when
 * the Midheaven degree had covered a third and two thirds of its diurnal semi-arc since it
 * rose (12th and 11th) and will cover a third and two thirds of it before it sets (2nd, 3rd):
 * the Ascendant of the sidereal times RAMC ∓ k·SA/3, where SA is the MC degree's semi-arc.
 */
function koch(frame: HouseFrame): number[] {
  const mc = midheaven(frame);
  const semiArc =
    90 + ascensionalDifference(declinationOfRightAscension(frame.ramc, frame.obliquity), frame.latitude);
  const ascAt = (shift: number) => ascendant({ ...frame, ramc: normalizeDegrees(frame.ramc + shift) });
  return quadrantCusps(
    ascendant(frame),
    mc,
    ascAt((-2 * semiArc) / 3),
    ascAt(-semiArc / 3),
    ascAt(semiArc / 3),
    ascAt((2 * semiArc) / 3),
  );
}

/** Porphyry: each quadrant between the angles divided into three equal parts of longitude. */
function porphyry(frame: HouseFrame): number[] {
  const asc = ascendant(frame);
  const mc = midheaven(frame);
  const upper = normalizeDegrees(asc - mc); // MC → Ascendant
  const lower = 180 - upper; // Ascendant → IC
  return quadrantCusps(
    asc,
    mc,
    normalizeDegrees(mc + upper / 3),
    normalizeDegrees(mc + (2 * upper) / 3),
    normalizeDegrees(asc + lower / 3),
    normalizeDegrees(asc + (2 * lower) / 3),
  );
}

/** Equal: twelve houses of 30° from the Ascendant degree. */
function equal(frame: HouseFrame): number[] {
  const asc = ascendant(frame);
  return Array.from({ length: 12 }, (_, index) => normalizeDegrees(asc + index * 30));
}

/** Whole Sign: the rising sign is the 1st house, each following sign the next. */
function wholeSign(frame: HouseFrame): number[] {
  const start = Math.floor(ascendant(frame) / 30) * 30;
  return Array.from({ length: 12 }, (_, index) => normalizeDegrees(start + index * 30));
}

/** Regiomontanus, Campanus, Topocentric or Alcabitius (celestial-houses.ts). */
function spatial(system: SpatialSystem) {
  return (frame: HouseFrame): number[] => {
    const asc = ascendant(frame);
    const [c11, c12, c2, c3] = intermediateCusps(system, frame, asc) as [number, number, number, number];
    return quadrantCusps(asc, midheaven(frame), c11, c12, c2, c3);
  };
}

const SYSTEMS: Record<HouseSystem, (frame: HouseFrame) => number[]> = {
  placidus,
  koch,
  'whole-sign': wholeSign,
  equal,
  porphyry,
  ...(Object.fromEntries(SPATIAL_SYSTEMS.map((system) => [system, spatial(system)])) as Record<
    SpatialSystem,
    (frame: HouseFrame) => number[]
  >),
};

/**
 * The house system used above the polar circles when the one asked for (Placidus, Koch) is
 * undefined there: Porphyry, as the Swiss Ephemeris and astro.com do, since it keeps the
 * Ascendant and Midheaven as the cusps of the 1st and 10th houses like the systems it stands in for.
 */
export const POLAR_FALLBACK: HouseSystem = 'porphyry';

export interface HouseCusps {
  /** Cusps 1–12 as longitudes (index 0 is the 1st house). */
  cusps: number[];
  /** The system the cusps are in: the one asked for, or the polar fallback. */
  system: HouseSystem;
  /** Present when the system asked for is undefined at this latitude and the fallback was used. */
  fallbackFrom?: HouseSystem;
}

/**
 * Systems whose house circles exist everywhere, but whose cusps beyond the polar circles can come
 * out of zodiacal order (Regiomontanus at Tromsø, 21 December 1990, 12:00: 1st 337.6°, 2nd 286.6°,
 * 3rd 278.2°), which no wheel can draw: there they fall back too.
 */
const ORDER_CHECKED_BEYOND_POLAR_CIRCLES: readonly HouseSystem[] = ['regiomontanus', 'campanus'];

/** Whether twelve cusps run once round the zodiac in order (each house less than half of it). */
function inZodiacalOrder(cusps: readonly number[]): boolean {
  let total = 0;
  for (let index = 0; index < 12; index += 1) {
    const span = normalizeDegrees(cusps[(index + 1) % 12]! - cusps[index]!);
    if (span >= 180) return false;
    total += span;
  }
  return Math.abs(total - 360) < 1e-6;
}

/** Why a system fell back to Porphyry at a birthplace (chart.ts says it in words). */
export type PolarFallbackReason = 'undefined' | 'out-of-order';

/** The twelve cusps in a system, falling back to Porphyry above the polar circles when needed. */
export function houseCusps(frame: HouseFrame, system: HouseSystem = DEFAULT_HOUSE_SYSTEM): HouseCusps {
  const fallback = (): HouseCusps => ({
    cusps: SYSTEMS[POLAR_FALLBACK](frame),
    system: POLAR_FALLBACK,
    fallbackFrom: system,
  });
  if (UNDEFINED_BEYOND_POLAR_CIRCLES.includes(system) && !semiArcSystemsDefined(frame)) return fallback();
  const cusps = SYSTEMS[system](frame);
  if (
    ORDER_CHECKED_BEYOND_POLAR_CIRCLES.includes(system) &&
    !semiArcSystemsDefined(frame) &&
    !inZodiacalOrder(cusps)
  )
    return fallback();
  return { cusps, system };
}

/** Why `system` fell back at a birthplace beyond the polar circles. */
export function polarFallbackReason(system: HouseSystem): PolarFallbackReason {
  return UNDEFINED_BEYOND_POLAR_CIRCLES.includes(system) ? 'undefined' : 'out-of-order';
}
