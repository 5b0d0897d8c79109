import { describe, expect, it } from 'vitest';
import {
  isValidSlug,
  lengthAdvice,
  parseTags,
  SEO_DESCRIPTION_RANGE,
  SEO_TITLE_RANGE,
  slugify,
  validateArticle,
} from '@/admin/lib/article-rules';
import { articleFromForm, EMPTY_FORM } from '@/admin/screens/articles/form';
import { renderMarkdownReport } from '@/admin/lib/markdown';
import { bodyWithProse, keepsProse, proseAboutTags } from '../blog/fixtures/prose-about-tags';

describe('slug rule', () => {
  it('lower-cases, removes punctuation and joins words with hyphens', () => {
    expect(slugify('Mercury Retrograde: What It Really Means!')).toBe(
      'mercury-retrograde-what-it-really-means',
    );
    expect(slugify("Venus's   love -- style")).toBe('venuss-love-style');
    expect(slugify('  ')).toBe('');
  });

  it('accepts only slug-shaped values', () => {
    expect(isValidSlug('venus-sign')).toBe(true);
    for (const bad of ['Venus', 'venus--sign', '-venus', 'venus sign', 'vénus', ''])
      expect(isValidSlug(bad)).toBe(false);
  });
});

describe('article validation', () => {
  const base = {
    title: 'Title',
    slug: 'title',
    tags: [] as string[],
    status: 'draft' as const,
    publishAt: '',
  };
  const now = new Date('2026-03-01T12:00:00Z');

  it('needs a title and a valid slug', () => {
    expect(validateArticle({ ...base, title: ' ' }, now)).toEqual({ title: 'Give the article a title.' });
    expect(validateArticle({ ...base, slug: '' }, now).slug).toBe('The slug cannot be empty.');
    expect(validateArticle({ ...base, slug: 'Bad Slug' }, now).slug).toMatch(/lower-case/);
    expect(validateArticle(base, now)).toEqual({});
  });

  it('allows at most 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, index) => `t${index}`);
    expect(validateArticle({ ...base, tags }, now).tags).toBe('Use at most 10 tags (you have 11).');
    expect(validateArticle({ ...base, tags: tags.slice(0, 10) }, now)).toEqual({});
  });

  it('needs a future date to schedule', () => {
    expect(validateArticle({ ...base, status: 'scheduled' }, now).publishAt).toBe(
      'Choose the date and time to publish.',
    );
    expect(
      validateArticle({ ...base, status: 'scheduled', publishAt: '2026-02-01T10:00' }, now).publishAt,
    ).toBe('A scheduled date must be in the future.');
    expect(validateArticle({ ...base, status: 'scheduled', publishAt: '2026-04-01T10:00' }, now)).toEqual({});
  });

  it('parses tags without duplicates or blanks', () => {
    expect(parseTags(' venus, Love ,, love, mars ')).toEqual(['venus', 'Love', 'mars']);
  });

  it('gives SEO length guidance for 50–60 and 150–160 characters', () => {
    expect(lengthAdvice('', SEO_TITLE_RANGE)).toBe('empty');
    expect(lengthAdvice('x'.repeat(49), SEO_TITLE_RANGE)).toBe('short');
    expect(lengthAdvice('x'.repeat(55), SEO_TITLE_RANGE)).toBe('good');
    expect(lengthAdvice('x'.repeat(61), SEO_TITLE_RANGE)).toBe('long');
    expect(lengthAdvice('x'.repeat(160), SEO_DESCRIPTION_RANGE)).toBe('good');
  });

  it('renders the Markdown body safely and counts reading time at 200 words a minute', () => {
    const body = `## Heading\n\n${'word '.repeat(401)}\n\n<script>alert(1)</script><a href="javascript:alert(1)">x</a>`;
    const input = articleFromForm(
      { ...EMPTY_FORM, title: ' T ', slug: 't', body, tags: 'a, b', status: 'published' },
      null,
      'Editor',
      now,
    );
    expect(input.content).toContain('<h2>Heading</h2>');
    expect(input.content).not.toMatch(/script|javascript/);
    expect(input.word_count).toBe(403);
    expect(input.reading_time).toBe(3);
    expect(input.published_at).toBe(now.toISOString());
    expect(input.tags).toEqual(['a', 'b']);
    expect(input.title).toBe('T');
  });
});

describe('the article editor keeps prose about tags', () => {
  it.each(proseAboutTags)('stores every word, and keeps the Markdown as typed: %s', (prose) => {
    const body = bodyWithProse(prose);
    const input = articleFromForm({ ...EMPTY_FORM, title: 'T', slug: 't', body }, null, 'Editor');
    expect(keepsProse(input.content, prose)).toBe(true);
    expect(input.content_markdown).toBe(body);
    expect(renderMarkdownReport(body).removed).toEqual([]);
  });

  it('says in words what it removes from the body before saving', () => {
    const report = renderMarkdownReport('Hello\n\n<script>track()</script>\n\nworld');
    expect(report.html).toBe('<p>Hello</p>\n<p>world</p>\n');
    expect(report.removed).toEqual([
      'A <script> element with everything inside it: “<script>track()</script>”.',
    ]);
  });
});

describe('a fenced code block in the body', () => {
  it('is shown as code, with no notice about a class the editor never wrote', () => {
    const report = renderMarkdownReport('Before.\n\n```js\nconst moon = "<full>";\n```\n\nAfter.');
    expect(report.removed).toEqual([]);
    expect(report.html).toContain('<pre><code>const moon = "&lt;full&gt;";\n</code></pre>');
    expect(report.html).not.toContain('class=');
  });
});
