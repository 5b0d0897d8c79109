import type { GeneratedArticle } from '@/lib/generator/contract';
import { validateArticle } from '@/admin/lib/article-rules';

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
