import { describe, expect, it } from 'vitest';
import { blogRedirectLines } from '@/lib/blog/redirects';
import { neighbours, relatedPosts } from '@/lib/blog/related';

describe('blogRedirectLines', () => {
  const built = [
    'index.html',
    'blog.html',
    'blog/404.html',
    'blog/rss.xml',
    'blog/post/aries-love.html',
    'blog/post/tarot-lovers.html',
    'blog/category/tarot.html',
    'blog/category/tarot/page/2.html',
    'blog/page/2.html',
    'blog/category/tarot/rss.xml',
  ];

  it('redirects old-style addresses of built posts and serves the blog 404 page with status 404', () => {
    expect(blogRedirectLines(built)).toEqual([
      '# Blog (generated at build time by src/integrations/redirects.ts)',
      '/blog/aries-love  /blog/post/aries-love  301',
      '/blog/tarot-lovers  /blog/post/tarot-lovers  301',
      '/blog/404  /blog/_not-found  200',
    ]);
  });

  it('has no catch-all: unknown blog addresses fall through to the 404 file with status 404', () => {
    const lines = blogRedirectLines(built);
    expect(lines.filter((line) => /[:*]/.test(line.split(/\s+/)[0]!))).toEqual([]);
    expect(lines.some((line) => / 30[1-8]$/.test(line) && line.includes(' /blog/404 '))).toBe(false);
  });

  it('points /blog/404 at an address that can never be a built page', () => {
    const target = blogRedirectLines(built).at(-1)!.split(/\s+/)[1]!;
    const slugOrPage = /^\/blog\/[a-z0-9-]+$/; // post slugs; Astro never builds "_" pages
    expect(target).not.toMatch(slugOrPage);
    expect(built.map((path) => `/${path.replace(/\.html$/, '')}`)).not.toContain(target);
  });

  it('never lets a post shadow a real blog page of the same name', () => {
    const lines = blogRedirectLines([...built, 'blog/post/rss.xml', 'blog/post/404']);
    expect(lines).not.toContain('/blog/404  /blog/post/404  301');
    expect(lines).not.toContain('/blog/rss.xml  /blog/post/rss.xml  301');
    expect(lines).toContain('/blog/404  /blog/_not-found  200');
  });

  it('accepts leading slashes and duplicates, and adds no 404 rule without a blog 404 page', () => {
    expect(blogRedirectLines(['/blog/post/a-b/', 'blog/post/a-b.html'])).toEqual([
      '# Blog (generated at build time by src/integrations/redirects.ts)',
      '/blog/a-b  /blog/post/a-b  301',
    ]);
  });
});

describe('relatedPosts and neighbours', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const posts = [
    { id: 'a', category: 'tarot', tags: ['lovers', 'major-arcana'], publishedAt: day(1) },
    { id: 'b', category: 'tarot', tags: [], publishedAt: day(2) },
    { id: 'c', category: 'zodiac', tags: ['Lovers', 'major-arcana'], publishedAt: day(3) },
    { id: 'd', category: 'zodiac', tags: ['venus'], publishedAt: day(4) },
    { id: 'e', category: 'relationships', tags: [], publishedAt: day(5) },
  ];

  it('ranks shared tags (2 each) and the same category (3), newest first on ties, never the post itself', () => {
    const current = posts[0]!;
    expect(relatedPosts(current, posts).map((p) => p.id)).toEqual(['c', 'b', 'e']);
  });

  it('fills with the newest unrelated posts when few are related', () => {
    expect(relatedPosts({ id: 'x', tags: [], publishedAt: day(9) }, posts, 2).map((p) => p.id)).toEqual([
      'e',
      'd',
    ]);
  });

  it('finds the newer and older neighbour in a newest-first list', () => {
    const list = [...posts].reverse();
    expect(neighbours('c', list)).toEqual({ newer: posts[3], older: posts[1] });
    expect(neighbours('e', list).newer).toBeUndefined();
    expect(neighbours('a', list).older).toBeUndefined();
    expect(neighbours('zzz', list)).toEqual({});
  });
});

import { builtFileOf, declaredLastmod } from '@/lib/blog/lastmod';

describe('sitemap lastmod of built posts', () => {
  it('reads article:modified_time from a built page head', () => {
    const html =
      '<head><meta property="og:type" content="article"><meta property="article:modified_time" content="2025-03-05T08:00:00.000Z"></head>';
    expect(declaredLastmod(html)).toBe('2025-03-05T08:00:00.000Z');
    expect(declaredLastmod('<head></head>')).toBeUndefined();
    expect(declaredLastmod('<meta property="article:modified_time" content="not a date">')).toBeUndefined();
  });

  it('maps page URLs to their built files', () => {
    expect(builtFileOf('https://astrelle.app/blog/post/aries-love')).toBe('blog/post/aries-love.html');
    expect(builtFileOf('https://astrelle.app/')).toBe('index.html');
  });
});

import { isVisible } from '@/lib/blog/visibility';
import { paginate } from '@/lib/blog/pagination';

describe('post visibility', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('keeps drafts and future posts out of a production build', () => {
    expect(isVisible({ draft: true, publishedAt: new Date('2026-01-01') }, now, true)).toBe(false);
    expect(isVisible({ draft: false, publishedAt: new Date('2026-07-01') }, now, true)).toBe(false);
    expect(isVisible({ draft: false, publishedAt: new Date('2026-06-01T12:00:00Z') }, now, true)).toBe(true);
  });
  it('shows everything on the dev server', () => {
    expect(isVisible({ draft: true, publishedAt: new Date('2030-01-01') }, now, false)).toBe(true);
  });
});

describe('paginate', () => {
  it('puts page 1 at the base and later pages under /page/N', () => {
    const pages = paginate([1, 2, 3, 4, 5, 6, 7], 3, '/blog');
    expect(pages.map((page) => page.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(pages[0]).toMatchObject({ current: 1, total: 3, prevHref: undefined, nextHref: '/blog/page/2' });
    expect(pages[1]).toMatchObject({ prevHref: '/blog', nextHref: '/blog/page/3' });
    expect(pages[2]).toMatchObject({ prevHref: '/blog/page/2', nextHref: undefined });
  });
  it('always has one page, even when empty', () => {
    expect(paginate([], 6, '/blog/category/tarot')).toEqual([
      { items: [], current: 1, total: 1, prevHref: undefined, nextHref: undefined },
    ]);
  });
});
