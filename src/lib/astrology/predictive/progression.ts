/**
 * Secondary progressions (docs/predictive.md#secondary-progressions): each day after birth
 * stands for a year of life, the year being 365.2422 days (the tropical year), and the target
 * date is read at 12:00 UTC. The progressed planets are the real sky of the progressed moment;
 * the progressed angles come from the natal ones by the solar arc in longitude (default) or by
 * Naibod's mean rate in right ascension.
 */
import { normalizeDegrees } from '../angles';
import type { NatalChart } from '../chart';
import { castAngles, computeChart } from '../chart';
import type { Ayanamsa } from '../chart-options';
import { rightAscensionOf, type HouseFrame } from '../celestial-sphere';
import { DEFAULT_HOUSE_SYSTEM } from '../house-systems';
import { wrap180 } from '../sky/positions';
import type { ProgressedAngleMethod } from './types';
import { longitudeAt } from './zodiac';

export const TROPICAL_YEAR_DAYS = 365.2422;
const DAY_MS = 86_400_000;
/** The mean Sun's daily motion in right ascension, Naibod's rate for the Midheaven: 0°59′08.33″. */
export const NAIBOD_RATE = 0.98564733;

/** The instant a "YYYY-MM-DD" target date stands for: its noon in UTC. */
export function targetInstant(date: string): number {
  return Date.parse(`${date}T12:00:00Z`);
}

/** The progressed moment of a target instant: a day after birth for each year of life. */
export function progressedInstant(birthMs: number, targetMs: number): number {
  return birthMs + (targetMs - birthMs) / TROPICAL_YEAR_DAYS;
}

/** The real instant a progressed moment stands for (the inverse of progressedInstant). */
export function realInstant(birthMs: number, progressedMs: number): number {
  return birthMs + (progressedMs - birthMs) * TROPICAL_YEAR_DAYS;
}

/** Years of life between birth and a target instant. */
export function ageInYears(birthMs: number, targetMs: number): number {
  return (targetMs - birthMs) / DAY_MS / TROPICAL_YEAR_DAYS;
}

/** The solar arc: how far the progressed Sun has moved from the natal Sun (degrees, positive). */
export function solarArc(natalSun: number, progressedSun: number): number {
  return normalizeDegrees(wrap180(progressedSun - natalSun));
}

/**
 * The solar arc for a target instant, from the progressed Sun alone (solar arc directions need no
 * more), in the natal chart's zodiac.
 */
export function solarArcAt(natal: NatalChart, birthMs: number, targetMs: number): number {
  const progressedSun = longitudeAt('Sun', progressedInstant(birthMs, targetMs), natal.sidereal?.ayanamsa);
  return solarArc(natal.longitudes.Sun, progressedSun);
}

/**
 * The progressed angles' frame: the natal one with its Midheaven moved, at the birth latitude
 * and the natal obliquity. Solar arc: the Midheaven moves in longitude by the solar arc.
 * Naibod: the right ascension of the Midheaven moves by the mean Sun's rate for each year.
 */
export function progressedFrame(
  natalFrame: HouseFrame,
  natalMc: number,
  method: ProgressedAngleMethod,
  arc: number,
  age: number,
): HouseFrame {
  const ramc =
    method === 'naibod'
      ? normalizeDegrees(natalFrame.ramc + NAIBOD_RATE * age)
      : rightAscensionOf(normalizeDegrees(natalMc + arc), natalFrame.obliquity);
  return { ...natalFrame, ramc };
}

export interface ProgressedChart {
  chart: NatalChart;
  progressedMs: number;
  age: number;
  arc: number;
  method?: ProgressedAngleMethod;
}

/**
 * The progressed chart of a natal chart for a target instant: planets and points of the
 * progressed moment in the natal chart's zodiac, and with a natal frame (birth time and place)
 * the progressed angles, cusps (in the natal chart's house system), Part of Fortune and Vertex.
 */
export function progressChart(
  natal: NatalChart,
  birthMs: number,
  targetMs: number,
  method: ProgressedAngleMethod = 'solar-arc',
): ProgressedChart {
  const progressedMs = progressedInstant(birthMs, targetMs);
  const sidereal: Ayanamsa | undefined = natal.sidereal?.ayanamsa;
  const chart = computeChart(
    { utc: new Date(progressedMs) },
    { points: true, morePoints: true, ...(sidereal ? { sidereal } : {}) },
  );
  const age = ageInYears(birthMs, targetMs);
  const arc = solarArc(natal.longitudes.Sun, chart.longitudes.Sun);
  if (!natal.frame || natal.mc === undefined) return { chart, progressedMs, age, arc };
  // The frame is tropical: the Midheaven moved in the chart's zodiac is turned back into it.
  const tropicalMc = natal.mc + (chart.sidereal?.offset ?? 0);
  const frame = progressedFrame(natal.frame, tropicalMc, method, arc, age);
  castAngles(chart, frame, natal.houseSystemRequested ?? natal.houseSystem ?? DEFAULT_HOUSE_SYSTEM, true);
  return { chart, progressedMs, age, arc, method };
}
