import type { ArticleInput } from '@/admin/data/types';

/** A complete draft article as the admin's editor saves it; a test names only what it is about. */
export function articleInput(fields: Partial<ArticleInput> = {}): ArticleInput {
  return {
    title: 'Venus in retrograde',
    slug: 'venus-in-retrograde',
    content: '<h2>Old flames</h2><p>Why they call.</p>',
    content_markdown: '## Old flames\n\nWhy they call.',
    excerpt: 'Why old flames call when Venus turns.',
    cover_image_url: null,
    cover_image_alt: null,
    category_id: null,
    tags: ['venus'],
    seo_title: '',
    seo_description: '',
    keywords: [],
    status: 'draft',
    published_at: null,
    author_name: 'Ada Admin',
    reading_time: 1,
    word_count: 5,
    ...fields,
  };
}
