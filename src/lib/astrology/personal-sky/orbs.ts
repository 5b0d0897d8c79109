/**
 * The orbs and weights of the personal sky (docs/personal-sky.md#orbs). Transits are timed, so
 * their orbs are narrower than a birth chart's: what matters is when a contact is close.
 */
import type { PlanetName } from '../contract';
import type { NatalPoint } from './types';

/** Today's list: a transit counts when the transiting body is within this of exact. */
export const DAY_ORB: Record<PlanetName, number> = {
  Moon: 3,
  Sun: 2,
  Mercury: 2,
  Venus: 2,
  Mars: 2,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 1.5,
  Neptune: 1.5,
  Pluto: 1.5,
};

/** The year's major transits run from entering this orb to leaving it. */
export const YEAR_ORB = 1;

/** Jupiter to Pluto: the transits that shape a year. */
export const OUTER_PLANETS: readonly PlanetName[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** The points they are read against: the personal planets and the angles. */
export const PERSONAL_POINTS: readonly NatalPoint[] = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Ascendant',
  'MC',
];

/** The returns listed among the year's transits: the solar return and Jupiter's and Saturn's. */
export const RETURNS: readonly PlanetName[] = ['Sun', 'Jupiter', 'Saturn'];

/** How much a transiting body weighs in today's reading: the slower, the longer it lasts. */
export const TRANSIT_WEIGHT: Record<PlanetName, number> = {
  Moon: 0.6,
  Sun: 0.8,
  Mercury: 0.7,
  Venus: 0.8,
  Mars: 0.9,
  Jupiter: 1,
  Saturn: 1.1,
  Uranus: 1.1,
  Neptune: 1.1,
  Pluto: 1.1,
};

/** How personal a natal point is. */
export const NATAL_WEIGHT: Record<NatalPoint, number> = {
  Sun: 1,
  Moon: 1,
  Ascendant: 1,
  MC: 0.9,
  Venus: 0.9,
  Mars: 0.9,
  Mercury: 0.8,
  Jupiter: 0.6,
  Saturn: 0.6,
  Uranus: 0.4,
  Neptune: 0.4,
  Pluto: 0.4,
  'North Node': 0.5,
  'South Node': 0.4,
};
