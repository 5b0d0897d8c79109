/** How chart points and houses are named in text (no ephemeris here: the browser loads this). */

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

/** 1 → "1st", 2 → "2nd", 11 → "11th": house numbers as astrologers write them. */
export function houseOrdinal(house: number): string {
  const suffix = house >= 11 && house <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[house % 10] ?? 'th');
  return `${house}${suffix}`;
}
