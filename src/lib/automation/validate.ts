import { isValidSlug } from '../blog/slug';
import { countHtmlWords } from '../blog/reading-time';
import { sanitizeHtml } from '../content/sanitize';
import { htmlToText } from '../content/text';
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from '../seo/limits';
import { MAX_SLUG_CHARS, MAX_TAGS } from '../content/article-limits';

/**
 * Checks of a generated draft against the site's SEO and content rules (docs/constants.md#article-generator, and
 * the admin's article rules): a blocking check failing means the draft must not be published
 * automatically; the others are advice for the editor who reviews it.
 */
export interface DraftForValidation {
  title: string;
  slug: string;
  content: string;
  seo_title: string;
  seo_description: string;
  tags: readonly string[];
  word_count?: number;
}

export interface ValidationCheck {
  id:
    | 'title'
    | 'content'
    | 'meta-title'
    | 'meta-description'
    | 'word-count'
    | 'slug'
    | 'headings'
    | 'sanitised'
    | 'tags'
    | 'keyword';
  label: string;
  ok: boolean;
  detail: string;
  blocking: boolean;
}

/** Accepted spread around the target word count. */
export const WORD_COUNT_TOLERANCE = { below: 0.8, above: 1.3 } as const;

const inRange = (length: number, range: { min: number; max: number }) =>
  length >= range.min && length <= range.max;

function headingProblems(html: string): string | null {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((match) => Number(match[1]));
  if (levels.includes(1)) return 'The body has an h1; the page already shows the title as its h1.';
  if (levels.filter((level) => level === 2).length < 2) return 'Use at least two h2 sections.';
  for (let index = 1; index < levels.length; index += 1) {
    if (levels[index]! > levels[index - 1]! + 1)
      return `An h${levels[index]} follows an h${levels[index - 1]} (skipped a level).`;
  }
  return null;
}

export function validateDraft(
  draft: DraftForValidation,
  target: { keyword: string; wordCount: number },
): ValidationCheck[] {
  const words = draft.word_count ?? countHtmlWords(draft.content);
  const low = Math.round(target.wordCount * WORD_COUNT_TOLERANCE.below);
  const high = Math.round(target.wordCount * WORD_COUNT_TOLERANCE.above);
  const metaTitle = draft.seo_title.trim();
  const metaDescription = draft.seo_description.trim();
  const headings = headingProblems(draft.content);
  const clean = sanitizeHtml(draft.content) === draft.content;
  const keyword = target.keyword.trim().toLowerCase();
  const keywordSeen = keyword !== '' && `${draft.title} ${metaTitle}`.toLowerCase().includes(keyword);
  return [
    {
      id: 'title',
      label: 'Title',
      ok: draft.title.trim() !== '',
      detail: draft.title.trim() ? draft.title.trim() : 'Generated content missing title',
      blocking: true,
    },
    {
      id: 'content',
      label: 'Main content',
      ok: htmlToText(draft.content) !== '',
      detail: htmlToText(draft.content) ? `${words} words` : 'Generated content missing main content',
      blocking: true,
    },
    {
      id: 'slug',
      label: 'Slug',
      ok: isValidSlug(draft.slug) && draft.slug.length <= MAX_SLUG_CHARS,
      detail: draft.slug || '(empty)',
      blocking: true,
    },
    {
      id: 'sanitised',
      label: 'Safe HTML',
      ok: clean,
      detail: clean
        ? 'Nothing for the sanitiser to remove.'
        : 'The body holds markup the sanitiser removes (scripts, frames, handlers or unsafe links).',
      blocking: true,
    },
    {
      id: 'meta-title',
      label: 'Meta title length',
      ok: inRange(metaTitle.length, META_TITLE_LENGTH),
      detail: `${metaTitle.length} characters (${META_TITLE_LENGTH.min}–${META_TITLE_LENGTH.max})`,
      blocking: false,
    },
    {
      id: 'meta-description',
      label: 'Meta description length',
      ok: inRange(metaDescription.length, META_DESCRIPTION_LENGTH),
      detail: `${metaDescription.length} characters (${META_DESCRIPTION_LENGTH.min}–${META_DESCRIPTION_LENGTH.max})`,
      blocking: false,
    },
    {
      id: 'word-count',
      label: 'Length against the target',
      ok: words >= low && words <= high,
      detail: `${words} words for a target of ${target.wordCount} (${low}–${high} accepted)`,
      blocking: false,
    },
    {
      id: 'headings',
      label: 'Headings',
      ok: headings === null,
      detail: headings ?? 'Sections use h2 and h3 in order.',
      blocking: false,
    },
    {
      id: 'tags',
      label: 'Tags',
      ok: draft.tags.length <= MAX_TAGS,
      detail: `${draft.tags.length} of at most ${MAX_TAGS}`,
      blocking: false,
    },
    {
      id: 'keyword',
      label: 'Keyword in the title',
      ok: keywordSeen,
      detail: keywordSeen
        ? `“${target.keyword.trim()}” appears in the title.`
        : `Put “${target.keyword.trim()}” in the title or meta title.`,
      blocking: false,
    },
  ];
}

export const passesAll = (checks: readonly ValidationCheck[]) => checks.every((check) => check.ok);
export const blockingFailures = (checks: readonly ValidationCheck[]) =>
  checks.filter((check) => check.blocking && !check.ok);
