import { describe, expect, it } from 'vitest';
import { createSiteContent } from '@/admin/data/site-content';
import { REPOSITORY_ARTICLES_PATH, repositoryArticle, statusAtBuild } from '@/lib/blog/repository-articles';

const file = {
  builtAt: '2026-11-25T10:00:00.000Z',
  articles: [
    {
      slug: 'venus-signs-in-love',
      title: 'Venus Signs in Love',
      status: 'published',
      category: 'zodiac-signs',
      categoryName: 'Zodiac signs',
      tags: ['venus'],
      publishedAt: '2026-09-09T00:00:00.000Z',
      updatedAt: '2026-09-09T00:00:00.000Z',
      filePath: 'content/blog/venus-signs-in-love.mdx',
    },
  ],
};

function fakeFetch(answers: (() => Response)[]) {
  const asked: string[] = [];
  const fetchFile = (async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const answer = answers.shift();
    if (!answer) throw new TypeError('offline');
    return answer();
  }) as typeof fetch;
  return { asked, fetchFile };
}

describe('the build files the admin reads', () => {
  it('reads the repository articles once and keeps them', async () => {
    const { asked, fetchFile } = fakeFetch([() => Response.json(file)]);
    const site = createSiteContent(fetchFile);
    expect(await site.repositoryArticles()).toEqual(file.articles);
    expect(await site.repositoryArticles()).toEqual(file.articles);
    expect(asked).toEqual([REPOSITORY_ARTICLES_PATH]);
  });

  it('says what failed: a file in the wrong form, a missing file, no answer; and tries again next time', async () => {
    const { fetchFile } = fakeFetch([
      () => Response.json({ builtAt: 'yesterday', articles: 'none' }),
      () => new Response('Not found', { status: 404 }),
      () => Response.json(file),
    ]);
    const site = createSiteContent(fetchFile);
    await expect(site.repositoryArticles()).rejects.toThrow(
      "The repository's articles could not be read: the build's file is not in the expected form.",
    );
    await expect(site.repositoryArticles()).rejects.toThrow(
      "The repository's articles could not be loaded: the site answered 404.",
    );
    expect(await site.repositoryArticles()).toHaveLength(1);
    const offline = createSiteContent(fakeFetch([]).fetchFile);
    await expect(offline.repositoryArticles()).rejects.toThrow('the site did not answer');
  });
});

describe('a repository article as of the build', () => {
  const builtAt = new Date('2026-11-25T10:00:00Z');
  it('is a draft, scheduled (dated after the build) or published', () => {
    expect(statusAtBuild({ draft: true, publishedAt: new Date('2026-01-01') }, builtAt)).toBe('draft');
    expect(statusAtBuild({ draft: false, publishedAt: new Date('2026-12-01') }, builtAt)).toBe('scheduled');
    expect(statusAtBuild({ draft: false, publishedAt: new Date('2026-11-25T10:00:00Z') }, builtAt)).toBe(
      'published',
    );
  });

  it('carries its category name, its last change and its file', () => {
    const row = repositoryArticle(
      {
        id: 'saturn-return',
        filePath: 'content/blog/saturn-return.mdx',
        data: {
          title: 'Saturn return',
          slug: 'saturn-return',
          category: 'zodiac-signs',
          tags: ['saturn'],
          publishedAt: new Date('2026-03-01T00:00:00Z'),
          updatedAt: new Date('2026-04-02T00:00:00Z'),
          draft: false,
        },
      },
      new Map([['zodiac-signs', 'Zodiac signs']]),
      builtAt,
    );
    expect(row).toEqual({
      slug: 'saturn-return',
      title: 'Saturn return',
      status: 'published',
      category: 'zodiac-signs',
      categoryName: 'Zodiac signs',
      tags: ['saturn'],
      publishedAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-04-02T00:00:00.000Z',
      filePath: 'content/blog/saturn-return.mdx',
    });
  });
});
