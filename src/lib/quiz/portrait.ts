import type { QuizAnswers } from './machine';

/**
 * Which veiled portrait the quiz's portrait-ready step shows (docs/funnel.md, "Art"): one that
 * matches the visitor's answers, the gender they are interested in and the age range they chose.
 * No preference, or no answer, gets a portrait that reads as neither.
 */
export const PORTRAIT_GENDERS = ['woman', 'man', 'neutral'] as const;
export const PORTRAIT_AGES = ['younger', 'older'] as const;

export type PortraitGender = (typeof PORTRAIT_GENDERS)[number];
export type PortraitAge = (typeof PORTRAIT_AGES)[number];
export type VeiledPortraitKey = `${PortraitGender}-${PortraitAge}`;

/** Every key, so the page can hand the island one image for each. */
export const VEILED_PORTRAIT_KEYS: readonly VeiledPortraitKey[] = PORTRAIT_GENDERS.flatMap((gender) =>
  PORTRAIT_AGES.map((age) => `${gender}-${age}` as const),
);

/** The quiz's `interest` values (content/quiz) and the portrait they lead to. */
const GENDER_BY_INTEREST: ReadonlyMap<string, PortraitGender> = new Map([
  ['female', 'woman'],
  ['male', 'man'],
]);
/** `ageRange` values whose portrait shows an older face; the rest (and none) a younger one. */
const OLDER_AGE_RANGES: ReadonlySet<string> = new Set(['40-50', '50+']);

export function veiledPortraitKey(answers: QuizAnswers): VeiledPortraitKey {
  const interest = typeof answers.interest === 'string' ? answers.interest : '';
  const ageRange = typeof answers.ageRange === 'string' ? answers.ageRange : '';
  const gender = GENDER_BY_INTEREST.get(interest) ?? 'neutral';
  const age: PortraitAge = OLDER_AGE_RANGES.has(ageRange) ? 'older' : 'younger';
  return `${gender}-${age}`;
}

/** A built portrait image as the quiz shows it (src, sizes and alt text from the build). */
export interface SketchImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}
