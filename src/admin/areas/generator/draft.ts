import type { ArticleInput } from '../../data/types';
import type { GeneratedArticle } from '../../../lib/generator/contract';
import { sanitizeHtml } from '../../../lib/content/sanitize';
import { MAX_TAGS, validateArticle } from '../../lib/article-rules';

/** The articles-table record of a generated article, saved as a draft (never published from here). */
export function draftFromGenerated(article: GeneratedArticle, authorName: string): ArticleInput {
  return {
    title: article.title.trim(),
    slug: article.slug,
    content: sanitizeHtml(article.content),
    excerpt: article.excerpt.trim(),
    cover_image_url: null,
    cover_image_alt: null,
    category_id: null,
    tags: article.tags.slice(0, MAX_TAGS),
    seo_title: article.seo.metaTitle.trim(),
    seo_description: article.seo.metaDescription.trim(),
    keywords: article.seo.keywords,
    status: 'draft',
    published_at: null,
    author_name: authorName || null,
    reading_time: article.readingTime,
    word_count: article.wordCount,
  };
}

/** Field errors of the article rules (title, slug, tags) for a generated article before saving. */
export function draftErrors(article: GeneratedArticle): Record<string, string> {
  return validateArticle({
    title: article.title,
    slug: article.slug,
    tags: article.tags,
    status: 'draft',
    publishAt: '',
  });
}
