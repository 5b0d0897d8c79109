import { z } from 'zod';
import { MAX_TAGS } from '../content/article-limits';
import { SLUG_PATTERN } from './slug';

/**
 * The one shape of a blog article (the Supabase `articles` table), for everything that writes or
 * reads one: the admin's editor and lists, the AI generator's "save as draft", automation's saved
 * drafts, the celebrity drafts, and the build that turns published rows into blog posts.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An ISO date-time as PostgREST writes it. */
export const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a timestamp');

/** What every writer fills in: checked before a record is stored. */
export const articleInputSchema = z.object({
  title: z.string().trim().min(1, 'An article needs a title.'),
  slug: z.string().regex(SLUG_PATTERN, 'A slug is lower-case letters, digits and single hyphens.'),
  /** The body as HTML (rendered from the editor's Markdown, then sanitised): what is published. */
  content: z.string(),
  /**
   * The Markdown the editor wrote, reopened in the editor. Absent or null for rows written before
   * it was kept, or by code that only produces HTML; those open their HTML.
   */
  content_markdown: z.string().nullable().optional(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  cover_image_alt: z.string().nullable(),
  category_id: z.string().nullable(),
  tags: z.array(z.string()).max(MAX_TAGS, `At most ${MAX_TAGS} tags.`),
  seo_title: z.string(),
  seo_description: z.string(),
  keywords: z.array(z.string()),
  status: z.enum(ARTICLE_STATUSES),
  published_at: timestamp.nullable(),
  author_name: z.string().nullable(),
  reading_time: z.number().int().nonnegative(),
  word_count: z.number().int().nonnegative(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

/** The record to store, or an error that says which field is wrong (`what` names the record). */
export function checkedArticleInput(input: unknown, what = 'The article'): ArticleInput {
  return sayFirstIssue(articleInputSchema.safeParse(input), what);
}

/** The changed fields of an update, checked the same way. */
export function checkedArticleChanges(input: unknown, what = 'The article'): Partial<ArticleInput> {
  return sayFirstIssue(articleInputSchema.partial().safeParse(input), what);
}

function sayFirstIssue<T>(result: z.ZodSafeParseResult<T>, what: string): T {
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`${what} cannot be saved: ${issue.path.join('.')}: ${issue.message}`);
}

/** A stored article, as the admin shows and edits it. */
export const articleSchema = articleInputSchema.extend({
  id: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Article = z.infer<typeof articleSchema>;

/**
 * A row as PostgREST hands it to the build (`select=*,category:categories(slug,name)`): the same
 * fields, as lenient as the SQL columns (nullable, any status string: the build skips what it
 * cannot publish and says why). Columns the build does not use pass through unchecked.
 */
export const articleRowSchema = articleSchema
  .omit({ content_markdown: true, reading_time: true, word_count: true })
  .extend({
    title: z.string(),
    slug: z.string(),
    content: z.string().nullable(),
    excerpt: z.string().nullable().optional(),
    cover_image_url: z.string().nullable().optional(),
    cover_image_alt: z.string().nullable().optional(),
    category_id: z.string().nullable().optional(),
    /** The embedded parent row; null without one. */
    category: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
    tags: z.array(z.string()).nullable().optional(),
    seo_title: z.string().nullable().optional(),
    seo_description: z.string().nullable().optional(),
    keywords: z.array(z.string()).nullable().optional(),
    status: z.string(),
    author_name: z.string().nullable().optional(),
    created_at: timestamp.nullable().optional(),
    updated_at: timestamp.nullable().optional(),
  });
export type ArticleRow = z.infer<typeof articleRowSchema>;
