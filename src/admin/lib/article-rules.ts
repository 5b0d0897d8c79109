import { isValidSlug, slugify } from '@/lib/blog/slug';
import { MAX_TAGS } from '@/lib/content/article-limits';
import type { ArticleStatus } from '../data/types';
import { RECORDS } from '@/lib/admin/record-rules';

export { slugify, isValidSlug };

/** The article limits (docs/constants.md#article-generator) live in src/lib, shared with the AI generator. */
export { MAX_TAGS, SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE } from '@/lib/content/article-limits';

export type LengthAdvice = 'empty' | 'short' | 'good' | 'long';

/** What each advice says, the same on every screen that shows an SEO length. */
const ADVICE: Record<LengthAdvice, string> = {
  empty: 'empty: search engines will pick their own text',
  short: 'a little short',
  good: 'a good length',
  long: 'too long: search engines will cut it',
};

/** An SEO field's length and its advice: "57 characters (aim for 50–60): a good length." */
export function lengthNote(text: string, range: readonly [number, number]): string {
  return `${text.trim().length} characters (aim for ${range[0]}–${range[1]}): ${ADVICE[lengthAdvice(text, range)]}.`;
}

export function lengthAdvice(text: string, [min, max]: readonly [number, number]): LengthAdvice {
  const length = text.trim().length;
  if (length === 0) return 'empty';
  if (length < min) return 'short';
  if (length > max) return 'long';
  return 'good';
}

/** Tags from a comma-separated field: trimmed, de-duplicated (case-insensitive), empty ones dropped. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export interface ArticleDraftFields {
  title: string;
  slug: string;
  tags: string[];
  status: ArticleStatus;
  /** The date-time input's value (local time), or ''. */
  publishAt: string;
}

/** Field errors keyed by field name; an empty object means the article may be saved. */
export function validateArticle(fields: ArticleDraftFields, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.title.trim() === '') errors.title = 'Give the article a title.';
  if (fields.slug === '') errors.slug = 'The slug cannot be empty.';
  else if (!isValidSlug(fields.slug)) errors.slug = 'Use lower-case letters, digits and single hyphens only.';
  if (fields.tags.length > MAX_TAGS)
    errors.tags = `Use at most ${MAX_TAGS} tags (you have ${fields.tags.length}).`;
  if (fields.status === 'scheduled') {
    const when = fields.publishAt ? new Date(fields.publishAt) : null;
    if (!when || Number.isNaN(when.getTime())) errors.publishAt = 'Choose the date and time to publish.';
    else if (when.getTime() <= now.getTime()) errors.publishAt = 'A scheduled date must be in the future.';
  }
  return errors;
}

/** The words for a slug another article has (src/lib/admin/record-rules.ts, shared with both data layers). */
export const SLUG_TAKEN = RECORDS.article.taken;
