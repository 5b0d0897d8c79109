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
    ...result.notes,
  ];
}
