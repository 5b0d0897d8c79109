/** How chart points are named in text (no ephemeris here: the browser loads this). */

/** How a chart point is named in a sentence: "the Sun", "the Moon", "the Ascendant", but "Venus". */
export function pointInSentence(point: string): string {
  return point === 'Sun' || point === 'Moon' || point === 'Ascendant' || point === 'MC'
    ? `the ${point}`
    : point;
}

/** The same at the start of a sentence: "The Moon", "Venus". */
export function pointOpeningSentence(point: string): string {
  const named = pointInSentence(point);
  return named.charAt(0).toUpperCase() + named.slice(1);
}
