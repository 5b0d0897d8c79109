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

/** A timestamp's instant (PostgREST and the build write different ISO forms of the same time); null last. */
const instant = (value: string | null) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

/** The orders of the list, as the Supabase query sorts (docs/admin.md#the-repositorys-articles). */
export const compareArticles: Record<ArticleSort, (a: ArticleSummary, b: ArticleSummary) => number> = {
  updated: (a, b) => instant(b.updated_at) - instant(a.updated_at) || a.id.localeCompare(b.id),
  // Unpublished articles (no date) last, as the Supabase query orders them (nullslast).
  published: (a, b) => instant(b.published_at) - instant(a.published_at) || a.id.localeCompare(b.id),
  title: (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
};

/** Whether a row matches the list's filters, with the Supabase query's meaning (title or slug contain the term, or a tag is it). */
export function matchesQuery(
  article: ArticleSummary,
  query: Omit<ArticleQuery, 'offset' | 'limit'>,
): boolean {
  const needle = searchTerm(query.search).toLowerCase();
  return (
    (!query.status || article.status === query.status) &&
    (!query.categoryId || article.category_id === query.categoryId) &&
    (!needle ||
      article.title.toLowerCase().includes(needle) ||
      article.slug.toLowerCase().includes(needle) ||
      article.tags.some((tag) => tag.toLowerCase() === needle))
  );
}

/** The same query on rows held in memory (the local preview), with the Supabase query's meaning. */
export function pageArticles(all: Article[], query: ArticleQuery): ArticlePage {
  const matching = all.map(toSummary).filter((article) => matchesQuery(article, query));
  matching.sort(compareArticles[query.sort ?? 'updated']);
  const start = Math.max(0, query.offset);
  return { rows: matching.slice(start, start + query.limit), total: matching.length };
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
