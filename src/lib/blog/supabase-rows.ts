import { z } from 'zod';

/**
 * The rows PostgREST returns for the blog's tables (CONTRACTS.md). Columns the blog does not
 * use are allowed through untouched; those it uses are checked, nullable where SQL allows.
 */
const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a timestamp');

export const categoryRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  sort_order: z.number().int().nullable().optional(),
  created_at: timestamp.nullable().optional(),
  updated_at: timestamp.nullable().optional(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const articleRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string().nullable(),
  excerpt: z.string().nullable().optional(),
  cover_image_url: z.string().nullable().optional(),
  cover_image_alt: z.string().nullable().optional(),
  category_id: z.string().nullable().optional(),
  /** The embedded parent row of `select=*,category:categories(slug,name)`; null without one. */
  category: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
  tags: z.array(z.string()).nullable().optional(),
  seo_title: z.string().nullable().optional(),
  seo_description: z.string().nullable().optional(),
  keywords: z.array(z.string()).nullable().optional(),
  status: z.string(),
  published_at: timestamp.nullable(),
  author_name: z.string().nullable().optional(),
  created_at: timestamp.nullable().optional(),
  updated_at: timestamp.nullable().optional(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;
