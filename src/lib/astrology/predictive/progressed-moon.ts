/**
 * The progressed Moon (docs/predictive.md#the-progressed-moon): the sign it is in and the real
 * dates it entered and leaves it (about two and a half years a sign), and its phase in the
 * progressed lunation cycle (its distance ahead of the progressed Sun, in eight phases of 45°,
 * about thirty years round), read in words from content/astrology/progressions.json.
 */
import { z } from 'zod';
import library from '../../../../content/astrology/progressions.json';
import { normalizeDegrees, round, signOfLongitude } from '../angles';
import { astroTime, planetLongitude } from '../ephemeris';
import type { Ayanamsa } from '../chart-options';
import { houseOf } from '../house-systems';
import { formatDegree, ordinal } from '../narrative/grammar';
import { ZODIAC_SIGNS, type ZodiacSign } from '../zodiac';
import { MONTH_NAMES } from '../../content/dates';
import { timeOfLongitude } from './crossing';
import { realInstant } from './progression';
import { longitudeAt } from './zodiac';
import { PROGRESSED_PHASES, type ProgressedMoonFacts, type ProgressedPhaseName } from './types';

const text = z.string().trim().min(20);
const words = z
  .strictObject({
    moonSigns: z.strictObject(Object.fromEntries(ZODIAC_SIGNS.map((sign) => [sign, text]))),
    phases: z.strictObject(Object.fromEntries(PROGRESSED_PHASES.map((phase) => [phase, text]))),
    phaseNames: z.strictObject(
      Object.fromEntries(PROGRESSED_PHASES.map((phase) => [phase, z.string().min(3)])),
    ),
    framing: text,
  })
  .parse(library) as {
  moonSigns: Record<ZodiacSign, string>;
  phases: Record<ProgressedPhaseName, string>;
  phaseNames: Record<ProgressedPhaseName, string>;
  framing: string;
};

export const PROGRESSION_FRAMING = words.framing;
/** "Balsamic", "First Quarter": how a phase is named on the page. */
export const PHASE_NAMES: Readonly<Record<ProgressedPhaseName, string>> = words.phaseNames;

/** The Moon's and the Sun's mean daily motions, and the Moon's gain on the Sun (degrees a day). */
const MOON_SPEED = 13.176;
const ELONGATION_SPEED = 12.19;
const DAY_MS = 86_400_000;

// The Moon's distance from the Sun is the same in either zodiac.
const elongationAt = (ms: number) => {
  const time = astroTime(new Date(ms));
  return normalizeDegrees(planetLongitude('Moon', time) - planetLongitude('Sun', time));
};

/** The progressed moment when `read` (moving forward at about `speed` a day) was last at `from` and next at `to`. */
function between(
  read: (ms: number) => number,
  now: number,
  value: number,
  from: number,
  to: number,
  speed: number,
) {
  const behind = normalizeDegrees(value - from);
  const ahead = normalizeDegrees(to - value);
  return {
    start: timeOfLongitude(read, from, now - (behind / speed) * DAY_MS, speed),
    end: timeOfLongitude(read, to, now + (ahead / speed) * DAY_MS, speed),
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthYear = (ms: number) => {
  const at = new Date(ms);
  return `${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
};

/**
 * The progressed Moon at a progressed moment: sign, degree, natal house, the dates of its sign
 * and of its phase, and the reading. Dates are the real ones (a progressed day is a year).
 */
export function progressedMoon(
  birthMs: number,
  progressedMs: number,
  moon: number,
  sun: number,
  natalHouses?: readonly number[],
  sidereal?: Ayanamsa,
): ProgressedMoonFacts {
  const { sign, degree } = signOfLongitude(moon);
  const signStart = ZODIAC_SIGNS.indexOf(sign) * 30;
  const moonAt = (ms: number) => longitudeAt('Moon', ms, sidereal);
  const signSpan = between(moonAt, progressedMs, moon, signStart, signStart + 30, MOON_SPEED);
  const angle = normalizeDegrees(moon - sun);
  const index = Math.min(7, Math.floor(angle / 45));
  const phase = PROGRESSED_PHASES[index]!;
  const phaseSpan = between(elongationAt, progressedMs, angle, index * 45, index * 45 + 45, ELONGATION_SPEED);
  const real = (ms: number) => realInstant(birthMs, ms);
  const house = natalHouses ? houseOf(moon, natalHouses) : undefined;
  const where = house ? `, in your natal ${ordinal(house)} house` : '';
  return {
    sign,
    degree: round(degree, 4),
    ...(house ? { house } : {}),
    entered: isoDay(real(signSpan.start)),
    leaves: isoDay(real(signSpan.end)),
    phase: {
      name: phase,
      angle: round(angle, 4),
      began: isoDay(real(phaseSpan.start)),
      ends: isoDay(real(phaseSpan.end)),
    },
    reading: [
      `Your progressed Moon is at ${formatDegree(degree)} ${sign}${where}. It entered ${sign} in ${monthYear(real(signSpan.start))} and moves on in ${monthYear(real(signSpan.end))}.`,
      words.moonSigns[sign],
      `Its cycle with the progressed Sun is in the ${PHASE_NAMES[phase]} phase, from ${monthYear(real(phaseSpan.start))} to ${monthYear(real(phaseSpan.end))}. ${words.phases[phase]}`,
    ],
  };
}
