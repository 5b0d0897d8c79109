/**
 * Document 3 §9's limits for an article, shared by the admin's article rules and the AI
 * generator: at most 10 tags; meta title 50–60 characters; meta description 150–160.
 */
export const MAX_TAGS = 10;
/** An article without an excerpt shows the first 200 characters of its text, cut at a word. */
export const EXCERPT_FALLBACK_LENGTH = 200;
export const SEO_TITLE_RANGE = [50, 60] as const;
export const SEO_DESCRIPTION_RANGE = [150, 160] as const;
