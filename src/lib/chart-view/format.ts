/** How chart positions and points are labelled in the wheel and the tables. */
import { formatDegree, possessive as namePossessive } from '../astrology/narrative/grammar';
import type { ZodiacSign } from '../astrology/zodiac';
import type { ChartPointName } from '../astrology/contract';
import { POINT_LABELS } from '../astrology/point-names';

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

/** A clock's offset from UTC: "UTC−10:00", "UTC+0:17" (local mean time before standard zones). */
export function offsetLabel(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  return `UTC${minutes < 0 ? '−' : '+'}${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
