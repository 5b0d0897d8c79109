/**
 * Which of a span's events leads a sign's reading (docs/horoscopes.md#the-ranking-rule). Three
 * tiers, then weight (weights.ts), then time:
 *
 * 1. the headline kinds: a lunation (New, Full or quarter Moon; an eclipse with it), a station,
 *    a planet entering an angular house of the sign (its 1st, 4th, 7th or 10th), and an exact
 *    aspect between two planets one of which rules the sign;
 * 2. the other planet events: ingresses into the other houses, aspects between other planets;
 * 3. the Moon passing through: its change of sign, its aspects, its void of course.
 *
 * Inside a tier the sign's ruler adds weight, so the Moon's contact with the ruler leads the
 * Moon's contacts (for Cancer, whose ruler is the Moon, every Moon contact stays in tier 3); a
 * station in an angular house adds more (a planet turning in the sign's own sign, or at its
 * root, partner or career point, is the day's news ahead of an aspect to the ruler).
 */
import type { ZodiacSign } from '@/lib/astrology/zodiac';
import type { Body, SkyFact } from './sky';
import { factWeight, solarHouse } from './weights';

/** Each sign's rulers: the traditional one first, and the modern one for Scorpio, Aquarius and Pisces. */
export const RULERS: Record<ZodiacSign, readonly Body[]> = {
  Aries: ['Mars'],
  Taurus: ['Venus'],
  Gemini: ['Mercury'],
  Cancer: ['Moon'],
  Leo: ['Sun'],
  Virgo: ['Mercury'],
  Libra: ['Venus'],
  Scorpio: ['Mars', 'Pluto'],
  Sagittarius: ['Jupiter'],
  Capricorn: ['Saturn'],
  Aquarius: ['Saturn', 'Uranus'],
  Pisces: ['Jupiter', 'Neptune'],
};

/** The houses that, in astrology's oldest rule, make a placement strong: the 1st, 4th, 7th and 10th. */
export const ANGULAR_HOUSES: ReadonlySet<number> = new Set([1, 4, 7, 10]);

export type Tier = 1 | 2 | 3;

export interface Rank {
  tier: Tier;
  weight: number;
  /** Why it sits in its tier, in the words of the rule (for the docs' table and the bench). */
  reason:
    | 'lunation'
    | 'station'
    | 'angular ingress'
    | 'ruler aspect'
    | 'ingress'
    | 'aspect'
    | 'moon ingress'
    | 'moon aspect'
    | 'void';
}

const RULER_BONUS = 2;
/** A planet turning in the sign's 1st, 4th, 7th or 10th house leads the day over an aspect to the ruler. */
const ANGULAR_STATION_BONUS = 4;

export const isRuler = (sign: ZodiacSign, body: Body) => RULERS[sign].includes(body);

/** The rank of one event for one sign. */
export function rankFact(sign: ZodiacSign, fact: SkyFact): Rank {
  const weight = factWeight(fact);
  switch (fact.kind) {
    case 'lunation':
      return { tier: 1, weight, reason: 'lunation' };
    case 'station': {
      const angular = ANGULAR_HOUSES.has(solarHouse(sign, fact.sign)) ? ANGULAR_STATION_BONUS : 0;
      return {
        tier: 1,
        weight: weight + angular + (isRuler(sign, fact.body) ? RULER_BONUS : 0),
        reason: 'station',
      };
    }
    case 'ingress':
      if (fact.body === 'Moon') return { tier: 3, weight: 3, reason: 'moon ingress' };
      return ANGULAR_HOUSES.has(solarHouse(sign, fact.sign))
        ? { tier: 1, weight, reason: 'angular ingress' }
        : { tier: 2, weight: weight + (isRuler(sign, fact.body) ? RULER_BONUS : 0), reason: 'ingress' };
    case 'void':
      return { tier: 3, weight: 3, reason: 'void' };
    case 'aspect': {
      const ruler = fact.bodies.some((body) => isRuler(sign, body));
      if (fact.bodies[0] === 'Moon')
        return {
          tier: 3,
          weight: weight + (ruler && sign !== 'Cancer' ? RULER_BONUS : 0),
          reason: 'moon aspect',
        };
      return ruler
        ? { tier: 1, weight: weight + RULER_BONUS, reason: 'ruler aspect' }
        : { tier: 2, weight, reason: 'aspect' };
    }
  }
}

/** Heaviest first: tier, then weight, then the earlier event. */
export function compareRanks(a: { rank: Rank; time: number }, b: { rank: Rank; time: number }): number {
  return a.rank.tier - b.rank.tier || b.rank.weight - a.rank.weight || a.time - b.time;
}

/** A span's events for a sign, heaviest first. */
export function rankedFacts(
  sign: ZodiacSign,
  facts: readonly SkyFact[],
): Array<{ fact: SkyFact; rank: Rank }> {
  return facts
    .map((fact) => ({ fact, rank: rankFact(sign, fact), time: fact.time }))
    .sort(compareRanks)
    .map(({ fact, rank }) => ({ fact, rank }));
}
