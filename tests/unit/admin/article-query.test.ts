import { describe, expect, it } from 'vitest';
import { pageArticles, searchTerm, withMarkdownRule } from '@/admin/data/article-query';
import { articleFromForm, EMPTY_FORM, formFromArticle } from '@/admin/screens/articles/form';
import type { Article } from '@/admin/data/types';

const article = (n: number, fields: Partial<Article> = {}): Article => ({
  id: `a${String(n).padStart(2, '0')}`,
  title: `Article ${n}`,
  slug: `article-${n}`,
  content: `<p>Body ${n}</p>`,
  excerpt: '',
  cover_image_url: null,
  cover_image_alt: null,
  category_id: n % 2 ? 'odd' : 'even',
  tags: n % 3 ? [] : ['moon'],
  seo_title: '',
  seo_description: '',
  keywords: [],
  status: n % 4 === 0 ? 'published' : 'draft',
  published_at: n % 4 === 0 ? `2026-01-${String(n).padStart(2, '0')}T00:00:00Z` : null,
  author_name: null,
  reading_time: 1,
  word_count: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: `2026-02-${String(n).padStart(2, '0')}T00:00:00Z`,
  ...fields,
});

const all = Array.from({ length: 25 }, (_, index) => article(index + 1));

describe('the articles list query in memory (local preview)', () => {
  it('pages newest edit first and counts every match', () => {
    const first = pageArticles(all, { offset: 0, limit: 10 });
    expect(first.total).toBe(25);
    expect(first.rows.map((row) => row.id).slice(0, 3)).toEqual(['a25', 'a24', 'a23']);
    expect(pageArticles(all, { offset: 20, limit: 10 }).rows).toHaveLength(5);
    expect(pageArticles(all, { offset: 30, limit: 10 })).toEqual({ rows: [], total: 25 });
  });

  it('filters by status and category, and finds title or slug text and exact tags', () => {
    expect(pageArticles(all, { status: 'published', categoryId: 'even', offset: 0, limit: 50 }).total).toBe(
      6,
    );
    expect(
      pageArticles(all, { search: 'ARTICLE-2', offset: 0, limit: 50 }).rows.map((row) => row.id),
    ).toEqual(['a25', 'a24', 'a23', 'a22', 'a21', 'a20', 'a02']);
    expect(pageArticles(all, { search: 'moon', offset: 0, limit: 50 }).total).toBe(8);
    expect(pageArticles(all, { search: 'moo', offset: 0, limit: 50 }).total).toBe(0);
  });

  it('sorts by publish date (undated last) and by title', () => {
    const published = pageArticles(all, { sort: 'published', offset: 0, limit: 50 }).rows;
    expect(published.slice(0, 2).map((row) => row.id)).toEqual(['a24', 'a20']);
    expect(published.at(-1)?.published_at).toBeNull();
    expect(pageArticles(all, { sort: 'title', offset: 0, limit: 3 }).rows.map((row) => row.title)).toEqual([
      'Article 1',
      'Article 10',
      'Article 11',
    ]);
  });

  it('returns rows without the body', () => {
    expect(pageArticles(all, { offset: 0, limit: 1 }).rows[0]).not.toHaveProperty('content');
  });

  it('strips the characters PostgREST reads as syntax from the search', () => {
    expect(searchTerm(' full, (moon)* {"x"} 100% \\ ')).toBe('full moon x 100');
  });
});

describe('the Markdown the editor wrote is kept', () => {
  it('saves the Markdown beside the sanitised HTML and reopens the Markdown', () => {
    const body = '## Full moon\n\nRelease what is **done**. <script>alert(1)</script>';
    const input = articleFromForm(
      { ...EMPTY_FORM, title: 'Full moon', slug: 'full-moon', body },
      null,
      'Ada',
    );
    expect(input.content_markdown).toBe(body);
    expect(input.content).toContain('<strong>done</strong>');
    expect(input.content).not.toContain('<script');
    const reopened = formFromArticle({ ...article(1), ...input });
    expect(reopened.body).toBe(body);
  });

  it('opens the HTML of a row without Markdown', () => {
    expect(formFromArticle(article(1)).body).toBe('<p>Body 1</p>');
    expect(formFromArticle(article(1, { content_markdown: null })).body).toBe('<p>Body 1</p>');
  });

  it('drops kept Markdown when only the HTML changes', () => {
    expect(withMarkdownRule({ content: '<p>New</p>' })).toEqual({
      content: '<p>New</p>',
      content_markdown: null,
    });
    expect(withMarkdownRule({ content: '<p>New</p>', content_markdown: 'New' })).toEqual({
      content: '<p>New</p>',
      content_markdown: 'New',
    });
    expect(withMarkdownRule({ title: 'Only the title' })).toEqual({ title: 'Only the title' });
  });
});
