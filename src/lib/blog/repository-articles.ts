import { z } from 'zod';
import { ARTICLE_STATUSES, timestamp, type ArticleStatus } from './article-schema';
import { SLUG_PATTERN } from './slug';

/**
 * The blog's own MDX articles (content/blog/) as the admin lists them (docs/admin.md#the-repositorys-articles):
 * their list fields only, no body. The build writes them to one JSON file, because the admin is a
 * client-only island that cannot read the content collections itself. The file is a public
 * address like any other built file, so it lists only what the blog itself shows: the articles
 * published as of the build, never a draft's or a scheduled post's title.
 */
export const REPOSITORY_ARTICLES_PATH = '/admin-data/repository-articles.json';

export const repositoryArticleSchema = z.object({
  slug: z.string().regex(SLUG_PATTERN),
  title: z.string(),
  /** As of the build: a draft, dated after the build (scheduled), or on the site. */
  status: z.enum(ARTICLE_STATUSES),
  /** The category's slug and name, or null. */
  category: z.string().nullable(),
  categoryName: z.string().nullable(),
  tags: z.array(z.string()),
  publishedAt: timestamp,
  /** Its last change: the update date, else the publication date. */
  updatedAt: timestamp,
  /** Where the file lives, from the repository's root. */
  filePath: z.string().min(1),
});
export type RepositoryArticle = z.infer<typeof repositoryArticleSchema>;

export const repositoryArticlesFileSchema = z.object({
  builtAt: timestamp,
  articles: z.array(repositoryArticleSchema),
});
export type RepositoryArticlesFile = z.infer<typeof repositoryArticlesFileSchema>;

/** The fields of a blog entry this list reads (the collection's schema, src/collections/blog.ts). */
export interface BlogEntryFields {
  title: string;
  slug: string;
  category?: string | undefined;
  tags: string[];
  publishedAt: Date;
  updatedAt?: Date | undefined;
  draft: boolean;
}

/** Where the build put the post, as the blog shows it (src/collections/blog-queries.ts postHref). */
export function repositoryArticleHref(slug: string): string {
  return `/blog/post/${slug}`;
}

/** A post's status when the site is built: the rule of src/lib/blog/visibility.ts, in the admin's words. */
export function statusAtBuild(
  entry: Pick<BlogEntryFields, 'draft' | 'publishedAt'>,
  builtAt: Date,
): ArticleStatus {
  if (entry.draft) return 'draft';
  return entry.publishedAt.getTime() > builtAt.getTime() ? 'scheduled' : 'published';
}

/** One list row from a content-collection entry; `categoryNames` maps category slugs to names. */
export function repositoryArticle(
  entry: { id: string; filePath: string; data: BlogEntryFields },
  categoryNames: ReadonlyMap<string, string>,
  builtAt: Date,
): RepositoryArticle {
  const { data } = entry;
  return {
    slug: entry.id,
    title: data.title,
    status: statusAtBuild(data, builtAt),
    category: data.category ?? null,
    categoryName: data.category ? (categoryNames.get(data.category) ?? null) : null,
    tags: data.tags,
    publishedAt: data.publishedAt.toISOString(),
    updatedAt: (data.updatedAt ?? data.publishedAt).toISOString(),
    filePath: entry.filePath,
  };
}

/**
 * The file the build writes: the published articles only (a draft or a post dated after the
 * build stays in the repository, unlisted, until a build publishes it).
 */
export function repositoryArticlesFile(
  entries: readonly { id: string; filePath: string; data: BlogEntryFields }[],
  categoryNames: ReadonlyMap<string, string>,
  builtAt: Date,
): RepositoryArticlesFile {
  return {
    builtAt: builtAt.toISOString(),
    articles: entries
      .map((entry) => repositoryArticle(entry, categoryNames, builtAt))
      .filter((article) => article.status === 'published'),
  };
}
