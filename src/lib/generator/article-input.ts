import { checkedArticleInput, type ArticleInput } from '../blog/article-schema';
import { MAX_TAGS } from '../content/article-limits';
import type { GeneratedArticle } from './contract';

/**
 * A generated article as an articles-table record (the one article schema): the AI generator's
 * "save as draft" and automation's saved drafts. The body is taken as it is: automation's
 * validation must still see unsafe markup the model wrote, to fail the job instead of hiding it.
 */
export function articleFromGenerated(
  article: GeneratedArticle,
  options: {
    slug?: string;
    status?: 'draft' | 'published';
    authorName?: string | null;
    now?: Date;
  } = {},
): ArticleInput {
  const status = options.status ?? 'draft';
  return checkedArticleInput(
    {
      title: article.title.trim(),
      slug: options.slug ?? article.slug,
      content: article.content,
      excerpt: article.excerpt.trim(),
      cover_image_url: null,
      cover_image_alt: null,
      category_id: null,
      tags: article.tags.slice(0, MAX_TAGS),
      seo_title: article.seo.metaTitle.trim(),
      seo_description: article.seo.metaDescription.trim(),
      keywords: article.seo.keywords,
      status,
      published_at: status === 'published' ? (options.now ?? new Date()).toISOString() : null,
      author_name: options.authorName || null,
      reading_time: article.readingTime,
      word_count: article.wordCount,
    },
    'The generated article',
  );
}
