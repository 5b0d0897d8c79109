/** How chart positions and points are labelled in the wheel and the tables. */
import { formatDegree, possessive as namePossessive } from '../astrology/narrative/grammar';
import type { ZodiacSign } from '../astrology/zodiac';
import type { ChartPointName } from '../astrology/contract';
import { POINT_LABELS } from '../astrology/point-names';
import { utcMoment } from '../content/dates';

/** "12°34′ Aries". */
export function formatPosition(degree: number, sign: ZodiacSign): string {
  return `${formatDegree(degree)} ${sign}`;
}

/**
 * "Sun", "Ascendant", "MC", "North Node" → the label a table or a tip shows: "Midheaven" for
 * MC, and the extra points named so a reader knows which node and which Lilith they are.
 */
export function pointLabel(point: string): string {
  if (point === 'MC') return 'Midheaven';
  return POINT_LABELS[point as ChartPointName] ?? point;
}

/**
 * "Lena's", "James's" (the Chicago style, which reads the same for every name); "Your" for the
 * visitor, whom an unnamed result calls "You" (docs/readings.md).
 */
export function possessive(name: string): string {
  return name === 'You' ? 'Your' : namePossessive(name);
}

/** An instant in UTC as a chart names it: "14 January 1989, 15:27 UTC". */
export function formatUtcMoment(iso: string): string {
  return utcMoment(iso);
}

/** A place on the globe to a hundredth of a degree: "46.11° N, 37.07° W". */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}
