/** A generated celebrity draft as an ArticleInput, saved like any article (it then shows in Articles). */
import type { CelebrityArticleDraft } from '@/lib/celebrity/article-types';
import type { ArticlesRepository } from '@/admin/data/interfaces';
import type { Article, ArticleInput } from '@/admin/data/types';

export function draftToArticleInput(
  draft: CelebrityArticleDraft,
  slug: string,
  authorName: string | null,
): ArticleInput {
  return {
    title: draft.title,
    slug,
    content: draft.content,
    excerpt: draft.excerpt,
    cover_image_url: null,
    cover_image_alt: null,
    category_id: null,
    tags: draft.tags,
    seo_title: draft.seoTitle,
    seo_description: draft.seoDescription,
    keywords: draft.tags,
    status: 'draft',
    published_at: null,
    author_name: authorName,
    reading_time: draft.readingTime,
    word_count: draft.wordCount,
  };
}

/** The draft's slug, or the first free "-2", "-3" … variant when another article has it. */
export async function freeSlug(articles: ArticlesRepository, slug: string): Promise<string> {
  let candidate = slug;
  for (let suffix = 2; await articles.findBySlug(candidate); suffix += 1) candidate = `${slug}-${suffix}`;
  return candidate;
}

export async function saveCelebrityDraft(
  articles: ArticlesRepository,
  draft: CelebrityArticleDraft,
  authorName: string | null,
): Promise<Article> {
  return articles.create(draftToArticleInput(draft, await freeSlug(articles, draft.slug), authorName));
}
