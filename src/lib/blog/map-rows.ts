import { sanitizeHtml } from '../content/sanitize';
import { htmlToText, truncateAtWord } from '../content/text';
import { anchorHeadings, type BodyHeading } from './headings';
import { countHtmlWords } from './reading-time';
import { isValidSlug, slugify } from './slug';
import type { ArticleRow, CategoryRow } from './supabase-rows';

/** The front-matter shape of a blog post, before the collection schema parses it. */
export interface PostData {
  title: string;
  slug: string;
  excerpt: string;
  cover?: string;
  coverAlt?: string;
  category?: string;
  tags: string[];
  author?: string;
  publishedAt: string;
  updatedAt?: string;
  draft: boolean;
  seoTitle?: string;
  seoDescription?: string;
  keywords: string[];
  source: 'supabase';
  wordCount: number;
}

export interface MappedPost {
  id: string;
  data: PostData;
  /** Sanitised HTML body with anchored headings. */
  html: string;
  headings: BodyHeading[];
}

export interface CategoryData {
  slug: string;
  name: string;
  description: string;
  order: number;
}

/** Why a row was left out, for the build log. */
export interface Skipped {
  id: string;
  reason: string;
}

const EXCERPT_LENGTH = 180;

/** Trims text to a word boundary, with an ellipsis when it was cut. */
export function shorten(text: string, max = EXCERPT_LENGTH): string {
  return truncateAtWord(text, max, { ending: '…', min: max / 2 });
}

/** The slug a row is published under: its own when valid, otherwise one made from it or the title. */
function rowSlug(row: ArticleRow): string {
  const own = row.slug.trim();
  if (isValidSlug(own)) return own;
  return slugify(own) || slugify(row.title);
}

/** Only http(s) images go into the page; anything else falls back to the default cover. */
function safeImageUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

function cleanList(values: readonly string[] | null | undefined): string[] {
  return [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
}

/**
 * Turns one published article row into a blog post, or says why it cannot be one. Rows that
 * are not published yet are refused even though Row Level Security already hides them.
 */
export function mapArticleRow(row: ArticleRow, now: Date): MappedPost | Skipped {
  if (row.status !== 'published') return { id: row.id, reason: `status is ${row.status}` };
  if (!row.published_at) return { id: row.id, reason: 'no published_at' };
  const publishedAt = new Date(row.published_at);
  if (publishedAt.getTime() > now.getTime())
    return { id: row.id, reason: `scheduled for ${row.published_at}` };
  const slug = rowSlug(row);
  if (!slug) return { id: row.id, reason: 'no usable slug or title' };
  const title = row.title.trim();
  if (!title) return { id: row.id, reason: 'empty title' };

  const { html, headings } = anchorHeadings(withoutTitleHeading(sanitizeHtml(row.content ?? ''), title));
  const wordCount = countHtmlWords(html);
  if (wordCount === 0) return { id: row.id, reason: 'empty content after sanitising' };

  const cover = safeImageUrl(row.cover_image_url);
  const updated =
    row.updated_at && Date.parse(row.updated_at) > publishedAt.getTime()
      ? new Date(row.updated_at).toISOString()
      : undefined;
  const data: PostData = {
    title,
    slug,
    excerpt: shorten(row.excerpt?.trim() || row.seo_description?.trim() || headlessText(html)),
    tags: cleanList(row.tags),
    publishedAt: publishedAt.toISOString(),
    draft: false,
    keywords: cleanList(row.keywords),
    source: 'supabase',
    wordCount,
  };
  if (cover) {
    data.cover = cover;
    data.coverAlt = row.cover_image_alt?.trim() || title;
  }
  if (row.author_name?.trim()) data.author = row.author_name.trim();
  if (row.category?.slug) data.category = slugify(row.category.slug);
  if (updated) data.updatedAt = updated;
  if (row.seo_title?.trim()) data.seoTitle = row.seo_title.trim();
  if (row.seo_description?.trim()) data.seoDescription = row.seo_description.trim();
  return { id: slug, data, html, headings };
}

/** Bodies often open with the title as a heading; the page already shows it as its h1. */
function withoutTitleHeading(html: string, title: string): string {
  const first = /^\s*<h2>([\s\S]*?)<\/h2>/.exec(html);
  if (!first || htmlToText(first[1] ?? '').toLowerCase() !== title.toLowerCase()) return html;
  return html.slice(first[0].length);
}

/** The body's text without its headings, for an excerpt when the row has none. */
function headlessText(html: string): string {
  return htmlToText(html.replace(/<h[2-6][^>]*>[\s\S]*?<\/h[2-6]>/g, ' '));
}

export function mapCategoryRow(row: CategoryRow): { id: string; data: CategoryData } | Skipped {
  const slug = isValidSlug(row.slug.trim()) ? row.slug.trim() : slugify(row.slug || row.name);
  if (!slug || !row.name.trim()) return { id: row.id, reason: 'no usable slug or name' };
  return {
    id: slug,
    data: {
      slug,
      name: row.name.trim(),
      description: row.description?.trim() ?? '',
      order: row.sort_order ?? 100,
    },
  };
}

export function isSkipped<T extends object>(result: T | Skipped): result is Skipped {
  return 'reason' in result;
}
