import type { Article, ArticleInput, ArticlePage, ArticleQuery, ArticleSort, ArticleSummary } from './types';

export function toSummary(article: Article): ArticleSummary {
  const { id, title, slug, status, category_id, tags, published_at, created_at, updated_at } = article;
  return { id, title, slug, status, category_id, tags, published_at, created_at, updated_at };
}

/** Search text without the characters PostgREST's or=() and array syntax treat as separators. */
export function searchTerm(text: string | undefined): string {
  return (text ?? '')
    .replace(/[,()*%\\{}"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const compare: Record<ArticleSort, (a: Article, b: Article) => number> = {
  updated: (a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id),
  // Unpublished articles (no date) last, as the Supabase query orders them (nullslast).
  published: (a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || a.id.localeCompare(b.id),
  title: (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
};

/** The same query on rows held in memory (the local preview), with the Supabase query's meaning. */
export function pageArticles(all: Article[], query: ArticleQuery): ArticlePage {
  const needle = searchTerm(query.search).toLowerCase();
  const matching = all.filter(
    (article) =>
      (!query.status || article.status === query.status) &&
      (!query.categoryId || article.category_id === query.categoryId) &&
      (!needle ||
        article.title.toLowerCase().includes(needle) ||
        article.slug.toLowerCase().includes(needle) ||
        article.tags.some((tag) => tag.toLowerCase() === needle)),
  );
  matching.sort(compare[query.sort ?? 'updated']);
  const start = Math.max(0, query.page) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize).map(toSummary), total: matching.length };
}

/**
 * New HTML without new Markdown (an AI rewrite, a script) makes the kept Markdown stale: drop it,
 * so the editor opens the HTML that is actually published.
 */
export function withMarkdownRule<T extends Partial<ArticleInput>>(input: T): T {
  if (input.content !== undefined && input.content_markdown === undefined)
    return { ...input, content_markdown: null };
  return input;
}
