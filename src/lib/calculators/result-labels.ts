/**
 * The labels a result shows around the reading: the people in the heading, the contacts in a
 * "Why" line, the single-reading titles. They follow the reading's voice (docs/readings.md):
 * without names, "You" and "your partner", and the form's defaults never appear as names.
 */
import type { AspectFact, PersonSummary } from '../astrology/contract';
import { ASPECT_WORD, capitalize } from '../astrology/narrative/grammar';
import { pairVoice } from '../astrology/narrative/voice';

/**
 * The two people as the heading names them: the names given, else "You" and "your partner":
 * ["Ada", "Ben"], ["You", "your partner"], ["You", "Ben"], ["Ada", "your partner"].
 */
export function pairHeadingNames(person1: PersonSummary, person2: PersonSummary): [string, string] {
  const { b } = pairVoice(person1, person2);
  return [person1.named ? person1.name : 'You', b.subject];
}

/**
 * The two Sun signs under the heading, one labelled line each, so a partner named like a sign is
 * never misread: ["Maria — Sun in Leo", "Leo — Sun in Aquarius"], ["You — Sun in Aries",
 * "Your partner — Sun in Scorpio"] (docs/readings.md#two-pages-one-couple).
 */
export function pairSignLines(person1: PersonSummary, person2: PersonSummary): [string, string] {
  const [first, second] = pairHeadingNames(person1, person2);
  return [
    `${capitalize(first)} — Sun in ${person1.zodiacSign}`,
    `${capitalize(second)} — Sun in ${person2.zodiacSign}`,
  ];
}

/** One contact behind a score: "your Venus trine your partner's Mars (orb 1.2°)", "(orb 0.4°, out of sign)". */
export function contactLine(aspect: AspectFact, person1: PersonSummary, person2: PersonSummary): string {
  const { a, b } = pairVoice(person1, person2);
  const orb = `${aspect.approximate ? 'about ' : ''}${aspect.orb.toFixed(1)}°`;
  const outOfSign = aspect.outOfSign ? ', out of sign' : '';
  return `${a.possessive} ${aspect.from} ${ASPECT_WORD[aspect.aspect]} ${b.possessive} ${aspect.to} (orb ${orb}${outOfSign})`;
}

/** The contacts behind a score as one line: "Your Venus trine your partner's Mars (orb 1.2°); your …". */
export function contactsLine(
  aspects: readonly AspectFact[],
  person1: PersonSummary,
  person2: PersonSummary,
): string {
  return capitalize(aspects.map((aspect) => contactLine(aspect, person1, person2)).join('; '));
}

/** "Lea, your marriage window" or "Your marriage window". */
export function singleReadingTitle(kind: 'marriage' | 'psychic', person: PersonSummary): string {
  const title = kind === 'marriage' ? 'your marriage window' : 'a glimpse of your soulmate';
  return person.named ? `${person.name}, ${title}` : capitalize(title);
}
