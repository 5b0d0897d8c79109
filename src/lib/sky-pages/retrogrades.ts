/**
 * The retrograde pages' facts (docs/sky-pages.md#retrogrades): every loop of a planet from the
 * sky-events engine, which years a loop belongs to, and the solar houses a loop touches for
 * each sign. No astronomy here: the stations and shadows are the engine's (docs/sky-events.md).
 */
import type { RetrogradePeriod } from '@/lib/astrology/sky';
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import { solarHouse } from '@/lib/horoscope/weights';
import { yearStartMs } from './years';

export type RetrogradePlanet = RetrogradePeriod['body'];

/** The planets that station, in the engine's order: each has a page. */
export const RETROGRADE_PLANETS: readonly RetrogradePlanet[] = [
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
];

/** "/mercury-retrograde". */
export const retrogradePath = (planet: RetrogradePlanet): string => `/${planet.toLowerCase()}-retrograde`;
/** "/mercury-retrograde/2027". */
export const retrogradeYearPath = (planet: RetrogradePlanet, year: number): string =>
  `${retrogradePath(planet)}/${year}`;

export function planetBySlug(slug: string): RetrogradePlanet | undefined {
  return RETROGRADE_PLANETS.find((planet) => retrogradePath(planet) === `/${slug}`);
}

/** A loop's id, stable across builds: "mercury-2026-10-24" (the UTC day of its retrograde station). */
export const loopId = (loop: RetrogradePeriod): string =>
  `${loop.body.toLowerCase()}-${loop.stationRetrograde.utc.slice(0, 10)}`;

/**
 * Does the planet move backwards at some time in the year? A loop belongs to every year its
 * retrograde (station retrograde to station direct, UTC) overlaps; its shadows are shown with it
 * but do not make it a year's.
 */
export function isRetrogradeIn(loop: RetrogradePeriod, year: number): boolean {
  return loop.stationRetrograde.time < yearStartMs(year + 1) && loop.stationDirect.time >= yearStartMs(year);
}

/**
 * The signs the loop covers, in zodiac order from the direct station's degree to the retrograde
 * station's (the arc the planet crosses three times: before, during and after the retrograde).
 */
export function loopSigns(loop: RetrogradePeriod): ZodiacSign[] {
  const signs: ZodiacSign[] = [loop.stationDirect.sign];
  let index = ZODIAC_SIGNS.indexOf(loop.stationDirect.sign);
  while (ZODIAC_SIGNS[index] !== loop.stationRetrograde.sign) {
    index = (index + 1) % 12;
    signs.push(ZODIAC_SIGNS[index]!);
  }
  return signs;
}

/** The solar houses a loop touches for one sign (docs/horoscopes.md#the-method). */
export interface LoopHouses {
  /** Where the planet turns retrograde, and where most readings start. */
  turns: number;
  /** Where it turns direct again, when that is another house (the loop crosses a sign's edge). */
  backInto?: number;
}

export function loopHouses(loop: RetrogradePeriod, sign: ZodiacSign): LoopHouses {
  const turns = solarHouse(sign, loop.stationRetrograde.sign);
  const direct = solarHouse(sign, loop.stationDirect.sign);
  return direct === turns ? { turns } : { turns, backInto: direct };
}

/** Degrees the planet walks back, station to station. */
export function loopArc(loop: RetrogradePeriod): number {
  return (loop.stationRetrograde.longitude - loop.stationDirect.longitude + 360) % 360;
}
