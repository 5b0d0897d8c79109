import type { Article, ArticleInput, ArticleStatus } from '@/admin/data/types';
import { parseTags } from '@/admin/lib/article-rules';
import { bodyStats } from '@/lib/blog/reading-time';
import { renderMarkdown } from '@/admin/lib/markdown';

/** What the editor's fields hold; the same shape is autosaved to the browser. */
export interface ArticleForm {
  title: string;
  slug: string;
  /** False until the slug is edited by hand: until then it follows the title. */
  slugEdited: boolean;
  body: string;
  excerpt: string;
  coverUrl: string;
  coverAlt: string;
  categoryId: string;
  tags: string;
  seoTitle: string;
  seoDescription: string;
  status: ArticleStatus;
  publishAt: string;
}

export const EMPTY_FORM: ArticleForm = {
  title: '',
  slug: '',
  slugEdited: false,
  body: '',
  excerpt: '',
  coverUrl: '',
  coverAlt: '',
  categoryId: '',
  tags: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  publishAt: '',
};

/** An ISO time as the value of a datetime-local input (local time, minutes). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

export function formFromArticle(article: Article): ArticleForm {
  return {
    title: article.title,
    slug: article.slug,
    slugEdited: true,
    // The Markdown the editor wrote; rows without it (older ones, HTML-only writers) open their HTML.
    body: article.content_markdown ?? article.content,
    excerpt: article.excerpt,
    coverUrl: article.cover_image_url ?? '',
    coverAlt: article.cover_image_alt ?? '',
    categoryId: article.category_id ?? '',
    tags: article.tags.join(', '),
    seoTitle: article.seo_title,
    seoDescription: article.seo_description,
    status: article.status,
    publishAt: toLocalInput(article.published_at),
  };
}

export function articleFromForm(
  form: ArticleForm,
  previous: Article | null,
  authorName: string,
  now: Date = new Date(),
): ArticleInput {
  const content = renderMarkdown(form.body);
  const { wordCount, readingTime } = bodyStats(content);
  let publishedAt: string | null = null;
  if (form.status === 'scheduled') publishedAt = new Date(form.publishAt).toISOString();
  if (form.status === 'published')
    publishedAt =
      previous?.status === 'published' && previous.published_at ? previous.published_at : now.toISOString();
  const tags = parseTags(form.tags);
  return {
    title: form.title.trim(),
    slug: form.slug,
    content,
    content_markdown: form.body,
    excerpt: form.excerpt.trim(),
    cover_image_url: form.coverUrl.trim() || null,
    cover_image_alt: form.coverAlt.trim() || null,
    category_id: form.categoryId || null,
    tags,
    seo_title: form.seoTitle.trim(),
    seo_description: form.seoDescription.trim(),
    keywords: previous?.keywords ?? tags,
    status: form.status,
    published_at: publishedAt,
    author_name: previous?.author_name ?? authorName,
    reading_time: readingTime,
    word_count: wordCount,
  };
}

/** Unsaved work is kept in this browser per article until it is saved or discarded. */
const AUTOSAVE_PREFIX = 'astrelle-admin-autosave:';

export function readAutosave(key: string): { form: ArticleForm; at: string } | null {
  try {
    const raw = localStorage.getItem(AUTOSAVE_PREFIX + key);
    return raw ? (JSON.parse(raw) as { form: ArticleForm; at: string }) : null;
  } catch {
    return null;
  }
}

export function writeAutosave(key: string, form: ArticleForm): void {
  try {
    localStorage.setItem(AUTOSAVE_PREFIX + key, JSON.stringify({ form, at: new Date().toISOString() }));
  } catch {
    // A full browser storage only costs the autosave, never the edit itself.
  }
}

export function clearAutosave(key: string): void {
  localStorage.removeItem(AUTOSAVE_PREFIX + key);
}
