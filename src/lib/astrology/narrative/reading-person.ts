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
}

export type PersonalPlanet = 'Moon' | 'Mercury' | 'Venus' | 'Mars';
const PERSONAL: readonly PersonalPlanet[] = ['Moon', 'Mercury', 'Venus', 'Mars'];

export interface ReadingPerson {
  party: Party;
  sun: ZodiacSign;
  placements: Record<PersonalPlanet, Placement>;
  /** Birth time unknown and the Moon changed sign that day: between which signs, and when. */
  moonChange?: { from: ZodiacSign; to: ZodiacSign; time: string };
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
}

export function readingPerson(person: PreparedPerson, party: Party, dominantElement: Element): ReadingPerson {
  const { chart, daySpan } = person;
  const placements = {} as Record<PersonalPlanet, Placement>;
  for (const planet of PERSONAL) {
    const sign = signOfLongitude(chart.longitudes[planet]).sign;
    placements[planet] = {
      sign,
      signs: daySpan ? signsDuring(planet, daySpan, chart.longitudes[planet]) : [sign],
    };
  }
  const moonIngress = daySpan ? ingressDuring('Moon', daySpan, chart.longitudes.Moon) : undefined;
  return {
    party,
    sun: person.sign,
    placements,
    ...(moonIngress && daySpan
      ? {
          moonChange: {
            from: moonIngress.from,
            to: moonIngress.to,
            time: clockTimeOn(daySpan, moonIngress.at),
          },
        }
      : {}),
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

/** "Cancer", or "Cancer or Leo" when the planet changed sign on an untimed birth day. */
export function placementSigns(placement: Placement): string {
  return placement.signs.join(' or ');
}
