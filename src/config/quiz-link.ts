/**
 * Every call to take the soulmate quiz leads to our own quiz, in the same tab (docs/decisions.md,
 * "One quiz"): one quiz on the whole site. The link says which button brought the visitor
 * (`?source=landing-hero`), and the quiz sends that tag with its lead (src/islands/quiz/lead.ts).
 */
export const QUIZ_PATH = '/soulmate-quiz';

/** A tag as the lead function accepts it: letters, digits, dashes and underscores. */
export const QUIZ_SOURCE = /^[a-z0-9_-]{1,40}$/i;

/** The quiz's address, tagged with where the link is ("landing-hero", "blog", a calculator's tag). */
export function quizLink(source?: string): string {
  if (!source) return QUIZ_PATH;
  if (!QUIZ_SOURCE.test(source))
    throw new Error(`A quiz link's source must match ${QUIZ_SOURCE}: "${source}"`);
  return `${QUIZ_PATH}?source=${source}`;
}

/** The tag a quiz page was opened with, or null (a missing, empty or malformed one). */
export function quizSourceOf(search: string): string | null {
  const source = new URLSearchParams(search).get('source');
  return source && QUIZ_SOURCE.test(source) ? source : null;
}
