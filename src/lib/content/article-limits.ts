/**
 * The limits of an article (docs/constants.md#article-generator), shared by the admin's rules
 * and the AI generator: at most 10 tags; meta title 50–60 characters; meta description 150–160.
 */
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '../seo/limits';

export const MAX_TAGS = 10;
/** An article without an excerpt shows the first 200 characters of its text, cut at a word. */
export const EXCERPT_FALLBACK_LENGTH = 200;
/** The articles table's limit on slugs. */
export const MAX_SLUG_CHARS = 120;
/** The site-wide snippet lengths (src/lib/seo/limits.ts) as the [min, max] pairs the editors take. */
export const SEO_TITLE_RANGE = [META_TITLE_LENGTH.min, META_TITLE_LENGTH.max] as const;
export const SEO_DESCRIPTION_RANGE = [META_DESCRIPTION_LENGTH.min, META_DESCRIPTION_LENGTH.max] as const;
