/**
 * The "Why:" line under each dimension of a compatibility result (docs/readings.md#why-lines):
 * the factors its sentence explains, and only those: the two placements a category is read from,
 * the Suns' modes, the count of easy and tense contacts, the contact that moves the score most.
 */
import type { AspectFact } from '../contract';
import { signModality } from '../zodiac';
import { ASPECT_WORD } from './grammar';
import { placementSigns, type Couple, type PersonalPlanet } from './reading-person';

/** A dimension's sentence and its "Why:" line, which cites the factors the sentence explains. */
export interface DimensionText {
  text: string;
  why?: string;
}

/** "your Moon sextile Ben's Saturn (orb 1.3°)", "(orb about 3.1°)" for an untimed Moon, "(orb 0.4°, out of sign)". */
export function contactFactor(aspect: AspectFact, { first, second }: Couple): string {
  const orb = `${aspect.approximate ? 'about ' : ''}${aspect.orb.toFixed(1)}°`;
  const outOfSign = aspect.outOfSign ? ', out of sign' : '';
  return `${first.party.possessive} ${aspect.from} ${ASPECT_WORD[aspect.aspect]} ${second.party.possessive} ${aspect.to} (orb ${orb}${outOfSign})`;
}

/** "your Moon in Libra, Ben's in Leo" (with the hours of a sign change on an untimed day). */
export function placementFactor(planet: PersonalPlanet, { first, second }: Couple): string {
  return `${first.party.possessive} ${planet} in ${placementSigns(first.placements[planet])}, ${second.party.possessive} in ${placementSigns(second.placements[planet])}`;
}

/** "your Sun in Pisces (mutable), Ben's in Scorpio (fixed)". */
export function modeFactor({ first, second }: Couple): string {
  return `${first.party.possessive} Sun in ${first.sun} (${signModality(first.sun)}), ${second.party.possessive} in ${second.sun} (${signModality(second.sun)})`;
}

/** The factors as one line, first letter capitalised: "Your Moon in Libra, Ben's in Leo; your Moon sextile …". */
export function whyLine(factors: ReadonlyArray<string | undefined>): string | undefined {
  const line = factors.filter(Boolean).join('; ');
  return line ? line.charAt(0).toUpperCase() + line.slice(1) : undefined;
}
