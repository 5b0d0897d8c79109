import type { CompatibilityResult } from '../contract';

/** Every piece of text a pair result shows a visitor, in reading order (for the variety checks). */
export function resultTexts(result: CompatibilityResult): string[] {
  return [
    ...[result.person1.signNote, result.person2.signNote].filter((note): note is string => Boolean(note)),
    result.description,
    ...(result.timeNote ? [result.timeNote] : []),
    ...Object.values(result.categories).map((category) => category.description),
    ...Object.values(result.areas),
    ...result.strengths,
    ...result.challenges,
    result.summary,
    result.advice,
    ...(result.fit ? [...result.fit.strengths, ...result.fit.challenges, result.fit.advice] : []),
    ...result.notes,
  ];
}

/**
 * The text one page shows: the birth-date pages read the ten categories and the fit lists, the
 * eleven-score pages the summary, the areas and their lists (docs/readings.md#two-pages-one-couple).
 */
export function pageTexts(result: CompatibilityResult, tenDimensions: boolean): string[] {
  const notes = [
    ...[result.person1.signNote, result.person2.signNote].filter((note): note is string => Boolean(note)),
    ...(result.timeNote ? [result.timeNote] : []),
  ];
  if (tenDimensions) {
    const fit = result.fit ?? result;
    return [
      ...notes,
      result.description,
      ...Object.values(result.categories).map((category) => category.description),
      ...fit.strengths,
      ...fit.challenges,
      fit.advice,
      ...result.notes,
    ];
  }
  return [
    ...notes,
    result.summary,
    ...Object.values(result.areas),
    ...result.strengths,
    ...result.challenges,
    result.advice,
    ...result.notes,
  ];
}
