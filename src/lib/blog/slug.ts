/**
 * Slug rule (docs/constants.md#article-generator): lower-case, punctuation removed, words joined with hyphens.
 * Accents are folded to their base letter so "Mercure rétrograde" becomes "mercure-retrograde".
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
}

/** A valid slug is already in slug form: what slugify would leave unchanged, and not empty. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
