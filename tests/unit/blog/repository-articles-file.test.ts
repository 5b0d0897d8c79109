import { describe, expect, it } from 'vitest';
import { repositoryArticlesFile, type BlogEntryFields } from '@/lib/blog/repository-articles';

const builtAt = new Date('2026-11-25T10:00:00Z');
const entry = (id: string, data: Partial<BlogEntryFields>) => ({
  id,
  filePath: `content/blog/${id}.mdx`,
  data: {
    title: id,
    slug: id,
    tags: [],
    publishedAt: new Date('2026-03-01T00:00:00Z'),
    draft: false,
    ...data,
  },
});

describe('the repository articles file (a public address)', () => {
  it('lists the published articles and leaves out drafts and posts dated after the build', () => {
    const file = repositoryArticlesFile(
      [
        entry('on-the-site', {}),
        entry('secret-draft', { draft: true }),
        entry('next-full-moon', { publishedAt: new Date('2026-12-01T00:00:00Z') }),
        entry('due-at-the-build', { publishedAt: builtAt }),
      ],
      new Map(),
      builtAt,
    );
    expect(file.builtAt).toBe('2026-11-25T10:00:00.000Z');
    expect(file.articles.map((article) => [article.slug, article.status])).toEqual([
      ['on-the-site', 'published'],
      ['due-at-the-build', 'published'],
    ]);
    expect(JSON.stringify(file)).not.toMatch(/secret-draft|next-full-moon/);
  });
});
