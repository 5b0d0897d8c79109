/**
 * The house systems a chart can be drawn in, their names, and which house a longitude is in
 * (docs/birth-chart.md#houses). Kept apart from houses.ts, which computes the cusps, so the
 * birth chart form and the tables can use them without loading the ephemeris.
 */
import { normalizeDegrees } from './angles';

export const HOUSE_SYSTEMS = [
  'placidus',
  'koch',
  'whole-sign',
  'equal',
  'porphyry',
  'regiomontanus',
  'campanus',
  'topocentric',
  'alcabitius',
] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];
export const DEFAULT_HOUSE_SYSTEM: HouseSystem = 'placidus';

/** How each system is named to a reader. */
export const HOUSE_SYSTEM_NAMES: Record<HouseSystem, string> = {
  placidus: 'Placidus',
  koch: 'Koch',
  'whole-sign': 'Whole Sign',
  equal: 'Equal',
  porphyry: 'Porphyry',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
  topocentric: 'Topocentric',
  alcabitius: 'Alcabitius',
};

/**
 * Systems that do not exist beyond the polar circles: the semi-arcs they divide are undefined
 * where some degrees never rise or set. Topocentric houses stand in for Placidus' (their poles
 * approximate its semi-arc divisions), so they go with it; the Swiss Ephemeris computes them
 * there, but its cusps then run backwards (Tromsø, 21 December 1990, 12:00: 337.6°, 265.0°, 266.9°).
 * (Regiomontanus and Campanus fall back only when their cusps come out of order: houses.ts.)
 */
export const UNDEFINED_BEYOND_POLAR_CIRCLES: readonly HouseSystem[] = ['placidus', 'koch', 'topocentric'];

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

export function isHouseSystem(value: unknown): value is HouseSystem {
  return typeof value === 'string' && (HOUSE_SYSTEMS as readonly string[]).includes(value);
}
