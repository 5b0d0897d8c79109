import { z } from 'zod';
import { timestamp } from './article-schema';
import { SLUG_PATTERN } from './slug';

/**
 * The blog's own categories (content/categories/*.yaml) as the admin lists them
 * (docs/admin.md#the-repositorys-categories). The build writes them to one JSON file, like the
 * repository's articles, because the admin is a client-only island that cannot read the content
 * collections. A database category with the same slug replaces the file on the site, and the build
 * then leaves the file out, so it is listed only once.
 */
export const REPOSITORY_CATEGORIES_PATH = '/admin-data/repository-categories.json';

export const repositoryCategorySchema = z.object({
  slug: z.string().regex(SLUG_PATTERN),
  name: z.string().min(1),
  description: z.string(),
  /** The site's order (the file's `order`). */
  order: z.number().int(),
  /** Where the file lives, from the repository's root. */
  filePath: z.string().min(1),
});
export type RepositoryCategory = z.infer<typeof repositoryCategorySchema>;

export const repositoryCategoriesFileSchema = z.object({
  builtAt: timestamp,
  categories: z.array(repositoryCategorySchema),
});
export type RepositoryCategoriesFile = z.infer<typeof repositoryCategoriesFileSchema>;
