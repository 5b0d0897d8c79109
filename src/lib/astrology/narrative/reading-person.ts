/**
 * What the written reading needs to know about one person: how to address them, the signs of
 * the personal planets (with the other possible sign when the birth time is unknown and the
 * planet changed sign that day), houses when known, and the chart's leading element.
 */
import type { PreparedPerson } from '../person';
import type { Element, ZodiacSign } from '../zodiac';
import { signOfLongitude } from '../angles';
import { clockTimeOn, ingressDuring, signsDuring } from '../birth-day';
import type { Party } from './voice';

/** Where a planet stood: the chart's sign, and every sign it held that day when the time is unknown. */
export interface Placement {
  sign: ZodiacSign;
  /** In order of the day; two entries when the planet changed sign during the birth day. */
  signs: ZodiacSign[];
  /** Birth time unknown and the planet changed sign that day: between which signs, and when. */
  ingress?: SignChange;
}

/** A change of sign on an untimed birth day: "from Aquarius into Pisces at 12:50 UTC". */
export interface SignChange {
  from: ZodiacSign;
  to: ZodiacSign;
  /** "12:50 UTC" or "14:33 local time". */
  time: string;
}

export type PersonalPlanet = 'Moon' | 'Mercury' | 'Venus' | 'Mars';
const PERSONAL: readonly PersonalPlanet[] = ['Moon', 'Mercury', 'Venus', 'Mars'];

export interface ReadingPerson {
  party: Party;
  sun: ZodiacSign;
  placements: Record<PersonalPlanet, Placement>;
  /** Birth time unknown and the Moon changed sign that day: between which signs, and when. */
  moonChange?: SignChange;
  timeKnown: boolean;
  houses?: number[];
  /** Longitudes of the ten planets, and of the Ascendant and MC when known. */
  points: Record<string, number>;
  dominantElement: Element;
  birthDate: string;
}

/** The two people of a pair reading and how the couple is addressed. */
export interface Couple {
  first: ReadingPerson;
  second: ReadingPerson;
  both: Party;
  /** The partner's name is a sign's (Leo): signs are written after their planets (./sign-names.ts). */
  signNamed?: boolean;
}

export function readingPerson(person: PreparedPerson, party: Party, dominantElement: Element): ReadingPerson {
  const { chart, daySpan } = person;
  const placements = {} as Record<PersonalPlanet, Placement>;
  for (const planet of PERSONAL) {
    const longitude = chart.longitudes[planet];
    const sign = signOfLongitude(longitude).sign;
    const ingress = daySpan ? ingressDuring(planet, daySpan, longitude) : undefined;
    placements[planet] = {
      sign,
      signs: daySpan ? signsDuring(planet, daySpan, longitude) : [sign],
      ...(ingress && daySpan
        ? { ingress: { from: ingress.from, to: ingress.to, time: clockTimeOn(daySpan, ingress.at) } }
        : {}),
    };
  }
  const moonChange = placements.Moon.ingress;
  return {
    party,
    sun: person.sign,
    placements,
    ...(moonChange ? { moonChange } : {}),
    timeKnown: person.timeKnown,
    ...(chart.houses ? { houses: chart.houses } : {}),
    points: {
      ...chart.longitudes,
      ...(chart.ascendant !== undefined ? { Ascendant: chart.ascendant } : {}),
      ...(chart.mc !== undefined ? { MC: chart.mc } : {}),
    },
    dominantElement,
    birthDate: person.summary.birthDate,
  };
}

/**
 * The sign a contact was read in, and the other one it held that day when the birth time is
 * unknown: "Leo", "Leo (Cancer before 09:10 UTC)", "Cancer (Leo after 17:02 UTC)". Each sign
 * is named with its hours, never "Cancer or Leo" in one breath (docs/readings.md).
 */
export function placementSigns(placement: Placement): string {
  const change = placement.ingress;
  if (!change) return placement.sign;
  return placement.sign === change.to
    ? `${change.to} (${change.from} before ${change.time})`
    : `${change.from} (${change.to} after ${change.time})`;
}
