/**
 * How much each event counts in a reading, and which way it leans (docs/horoscopes.md). Sun-sign
 * astrologers weigh the personal bodies (the Moon, the Sun, Mercury, Venus, Mars) above the
 * social ones (Jupiter, Saturn) and those above the generational ones (Uranus, Neptune, Pluto):
 * the slower a body, the more people share its every move and the less it says about one day.
 */
import { ZODIAC_SIGNS, type ZodiacSign } from '@/lib/astrology/zodiac';
import type { Body, SkyFact } from './sky';

export const BODY_WEIGHT: Record<Body, number> = {
  Moon: 3,
  Sun: 3,
  Mercury: 3,
  Venus: 3,
  Mars: 3,
  Jupiter: 2,
  Saturn: 2,
  Uranus: 1,
  Neptune: 1,
  Pluto: 1,
};

/** The 1st house of a whole-sign solar chart is the reader's own sign: the house any sign falls in. */
export function solarHouse(sunSign: ZodiacSign, sign: ZodiacSign): number {
  return ((ZODIAC_SIGNS.indexOf(sign) - ZODIAC_SIGNS.indexOf(sunSign) + 12) % 12) + 1;
}

/** A Moon aspect passes in hours: it counts half as much as the same contact between two planets. */
const MOON_ASPECT_FACTOR = 0.5;

/** How much an event counts in a day's reading. */
export function factWeight(fact: SkyFact): number {
  switch (fact.kind) {
    case 'lunation':
      return (fact.phase === 'new' || fact.phase === 'full' ? 10 : 6) + (fact.eclipse ? 4 : 0);
    case 'station':
      return 4 + 2 * BODY_WEIGHT[fact.body];
    case 'ingress':
      return fact.body === 'Moon' ? 0 : 3 + 2 * BODY_WEIGHT[fact.body];
    case 'void':
      return 0;
    case 'aspect': {
      const [a, b] = fact.bodies;
      const strength =
        fact.aspect === 'conjunction' || fact.aspect === 'opposition'
          ? 1
          : fact.aspect === 'sextile'
            ? 0
            : 0.5;
      const weight = BODY_WEIGHT[a] + BODY_WEIGHT[b] + strength;
      return a === 'Moon' || b === 'Moon' ? weight * MOON_ASPECT_FACTOR : weight;
    }
  }
}

export type Tone = 'easy' | 'tense' | 'neutral';

/** The bodies whose conjunctions astrologers read as a strain (the malefics and Pluto). */
const HARD_BODIES: ReadonlySet<Body> = new Set(['Mars', 'Saturn', 'Pluto']);
/** The bodies whose conjunctions read as a help (the benefics). */
const SOFT_BODIES: ReadonlySet<Body> = new Set(['Venus', 'Jupiter']);

/** Which way an event leans: trines and sextiles ease, squares and oppositions strain. */
export function factTone(fact: SkyFact): Tone {
  if (fact.kind === 'aspect') {
    if (fact.aspect === 'trine' || fact.aspect === 'sextile') return 'easy';
    if (fact.aspect === 'square' || fact.aspect === 'opposition') return 'tense';
    if (fact.bodies.some((body) => HARD_BODIES.has(body))) return 'tense';
    if (fact.bodies.some((body) => SOFT_BODIES.has(body))) return 'easy';
    return 'neutral';
  }
  if (fact.kind === 'station') return fact.direction === 'retrograde' ? 'tense' : 'easy';
  return 'neutral';
}

/** The aspect family a text is written for: a blend, an easy flow or a friction. */
export type AspectFamily = 'conjunction' | 'flow' | 'friction';

export function aspectFamily(aspect: string): AspectFamily {
  if (aspect === 'conjunction') return 'conjunction';
  return aspect === 'trine' || aspect === 'sextile' ? 'flow' : 'friction';
}
