/** How chart points are named in text (no ephemeris here: the browser loads this). */
import { capitalize } from './narrative/grammar';

/** How a chart point is named in a sentence: "the Sun", "the Moon", "the Ascendant", but "Venus". */
export function pointInSentence(point: string): string {
  return point === 'Sun' || point === 'Moon' || point === 'Ascendant' || point === 'MC'
    ? `the ${point}`
    : point;
}

/** The same at the start of a sentence: "The Moon", "Venus". */
export function pointOpeningSentence(point: string): string {
  return capitalize(pointInSentence(point));
}
