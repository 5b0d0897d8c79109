/** How chart positions and points are labelled in the wheel and the tables. */
import { formatDegree, possessive as namePossessive } from '../astrology/narrative/grammar';
import type { ZodiacSign } from '../astrology/zodiac';

/** "12°34′ Aries". */
export function formatPosition(degree: number, sign: ZodiacSign): string {
  return `${formatDegree(degree)} ${sign}`;
}

/** "Sun", "Ascendant", "MC" → the label a table or a tip shows ("Midheaven" for MC). */
export function pointLabel(point: string): string {
  return point === 'MC' ? 'Midheaven' : point;
}

/**
 * "Lena's", "James's" (the Chicago style, which reads the same for every name); "Your" for the
 * visitor, whom an unnamed result calls "You" (docs/readings.md).
 */
export function possessive(name: string): string {
  return name === 'You' ? 'Your' : namePossessive(name);
}
