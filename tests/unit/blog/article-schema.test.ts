import { describe, expect, it } from 'vitest';
import {
  articleRowSchema,
  checkedArticleChanges,
  checkedArticleInput,
  type ArticleInput,
} from '@/lib/blog/article-schema';

/** The one article schema: what the writers store, and what the build accepts from the database. */
const input: ArticleInput = {
  title: 'Venus in retrograde',
  slug: 'venus-in-retrograde',
  content: '<p>Old flames call.</p>',
  content_markdown: 'Old flames call.',
  excerpt: 'Why old flames call.',
  cover_image_url: null,
  cover_image_alt: null,
  category_id: null,
  tags: ['venus'],
  seo_title: '',
  seo_description: '',
  keywords: [],
  status: 'draft',
  published_at: null,
  author_name: null,
  reading_time: 1,
  word_count: 3,
};

describe('a record a writer stores', () => {
  it('passes as it is when it has the article shape', () => {
    expect(checkedArticleInput(input)).toEqual(input);
  });

  it('is refused with the field and the reason, before anything is stored', () => {
    expect(() => checkedArticleInput({ ...input, slug: 'Not A Slug' })).toThrow(
      'The article cannot be saved: slug: A slug is lower-case letters, digits and single hyphens.',
    );
    expect(() => checkedArticleInput({ ...input, title: '  ' }, 'The generated article')).toThrow(
      'The generated article cannot be saved: title: An article needs a title.',
    );
    expect(() =>
      checkedArticleInput({ ...input, tags: Array.from({ length: 11 }, (_, n) => `t${n}`) }),
    ).toThrow('tags: At most 10 tags.');
    expect(() => checkedArticleInput({ ...input, status: 'archived' })).toThrow('status');
  });

  it('checks only the fields an update changes', () => {
    expect(checkedArticleChanges({ seo_title: 'Venus' })).toEqual({ seo_title: 'Venus' });
    expect(() => checkedArticleChanges({ word_count: -1 })).toThrow('word_count');
  });
});

describe('a row the build reads', () => {
  it('may carry what SQL allows (nulls, any status, an unusable slug): the build skips with a reason', () => {
    const row = articleRowSchema.parse({
      id: 'a1',
      title: '',
      slug: 'Not A Slug',
      content: null,
      excerpt: null,
      tags: null,
      keywords: null,
      status: 'archived',
      published_at: null,
      reading_time: null,
      category: { slug: 'love', name: 'Love' },
    });
    expect(row).toMatchObject({ slug: 'Not A Slug', status: 'archived', category: { slug: 'love' } });
    // Columns the build does not use are dropped unchecked.
    expect(row).not.toHaveProperty('reading_time');
  });

  it('still refuses a row that is not an article at all', () => {
    expect(articleRowSchema.safeParse({ id: 'a1', title: 'x', slug: 'x', status: 'published' }).success).toBe(
      false,
    );
    expect(
      articleRowSchema.safeParse({
        id: 'a1',
        title: 'x',
        slug: 'x',
        content: '',
        status: 'published',
        published_at: 'soon',
      }).success,
    ).toBe(false);
  });
});
