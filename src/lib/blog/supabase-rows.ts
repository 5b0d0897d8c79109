import { z } from 'zod';
import { timestamp } from './article-schema';

/**
 * The rows PostgREST returns for the blog's tables (supabase/migrations/). Columns the blog does not
 * use are dropped unchecked; those it uses are checked, nullable where SQL allows.
 */

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

/** The article rows: the one article schema, as lenient as the SQL columns. */
export { articleRowSchema, type ArticleRow } from './article-schema';
