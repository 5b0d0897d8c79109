import { describe, expect, it, vi } from 'vitest';
import articlesReply from './fixtures/articles-reply.json';
import categoriesReply from './fixtures/categories-reply.json';
import missingTable from './fixtures/error-missing-table.json';
import badKey from './fixtures/error-bad-key.json';
import { loadSupabaseBlog } from '@/lib/blog/supabase-blog';
import { PAGE_SIZE, SupabaseReadError } from '@/lib/blog/supabase-fetch';
import { addSupabaseRows } from '@/collections/supabase-loader';
import type { LoaderContext } from 'astro/loaders';

const URL_BASE = 'https://abcdefghijklmnop.supabase.co';
const KEY = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.anon-key-for-tests';
const NOW = new Date('2025-06-01T00:00:00Z');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** A fetch that answers like PostgREST from the recorded replies. */
function recordedFetch(replies: { articles?: Response | unknown; categories?: Response | unknown } = {}) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname === '/rest/v1/published_articles') {
      const reply = replies.articles ?? articlesReply;
      return reply instanceof Response ? reply : json(reply);
    }
    if (url.pathname === '/rest/v1/categories') {
      const reply = replies.categories ?? categoriesReply;
      return reply instanceof Response ? reply : json(reply);
    }
    return json({ message: 'not found' }, 404);
  });
}

describe('loadSupabaseBlog against recorded PostgREST replies', () => {
  it('asks PostgREST for the published_articles view with the category embedded, with both auth headers', async () => {
    const fetch = recordedFetch();
    await loadSupabaseBlog({ url: `${URL_BASE}/`, anonKey: KEY, fetch }, NOW);
    const [articleCall] = fetch.mock.calls.filter(([input]) => String(input).includes('/published_articles'));
    const url = new URL(String(articleCall![0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${URL_BASE}/rest/v1/published_articles`);
    expect(url.searchParams.get('select')).toBe('*,category:categories(slug,name)');
    expect(url.searchParams.get('order')).toBe('published_at.desc');
    expect(url.searchParams.get('offset')).toBe('0');
    expect(url.searchParams.get('limit')).toBe(String(PAGE_SIZE));
    const headers = new Headers(articleCall![1]!.headers);
    expect(headers.get('apikey')).toBe(KEY);
    expect(headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('maps a full row to a post with sanitised, anchored HTML', async () => {
    const { posts } = await loadSupabaseBlog({ url: URL_BASE, anonKey: KEY, fetch: recordedFetch() }, NOW);
    const venus = posts.find((post) => post.id === 'venus-retrograde-old-flames')!;
    expect(venus.data).toMatchObject({
      title: 'Venus Retrograde and Old Flames',
      slug: 'venus-retrograde-old-flames',
      excerpt: 'Why past loves resurface when Venus turns retrograde, and how to answer them.',
      cover: 'https://abcdefghijklmnop.supabase.co/storage/v1/object/public/media/venus.jpg',
      coverAlt: 'Venus rising over a dark sea',
      category: 'relationships',
      tags: ['venus', 'retrograde', 'exes'],
      author: 'Mira Kask',
      publishedAt: '2025-03-02T09:30:00.000Z',
      updatedAt: '2025-03-05T08:00:00.000Z',
      draft: false,
      seoTitle: 'Venus Retrograde: Why Old Flames Come Back',
      seoDescription: 'What Venus retrograde means for exes and how to handle a message from the past.',
      keywords: ['venus retrograde', 'ex'],
      source: 'supabase',
    });
    expect(venus.html).not.toMatch(/<script|<iframe|onclick|javascript:/i);
    expect(venus.html).toContain(
      '<a href="/compatibility/zodiac-compatibility">zodiac compatibility calculator</a>',
    );
    expect(venus.html).toContain('<a>Read more</a>');
    // The leading h1 repeating the title is dropped: the page shows the title as its own h1.
    expect(venus.html.startsWith('<p>When Venus appears')).toBe(true);
    expect(venus.headings.map((h) => h.slug)).toEqual(['why-exes-text-now', 'what-to-do', 'what-to-do-2']);
    expect(venus.data.wordCount).toBeGreaterThan(30);
  });

  it('repairs a bad slug, drops an unsafe cover and writes an excerpt from the body', async () => {
    const { posts } = await loadSupabaseBlog({ url: URL_BASE, anonKey: KEY, fetch: recordedFetch() }, NOW);
    const moon = posts.find((post) => post.data.title.startsWith('Moon Signs'))!;
    expect(moon.id).toBe('moon-signs-the-sign-nobody-asks-about');
    expect(moon.data.cover).toBeUndefined();
    expect(moon.data.category).toBeUndefined();
    expect(moon.data.author).toBeUndefined();
    expect(moon.data.excerpt).toBe('Your Moon sign describes what you need to feel safe.');
    expect(moon.data.tags).toEqual([]);
  });

  it('leaves out scheduled, draft and empty rows and says why', async () => {
    const { posts, skipped } = await loadSupabaseBlog(
      { url: URL_BASE, anonKey: KEY, fetch: recordedFetch() },
      NOW,
    );
    expect(posts.map((post) => post.id)).toEqual([
      'venus-retrograde-old-flames',
      'moon-signs-the-sign-nobody-asks-about',
    ]);
    expect(skipped.map((skip) => skip.reason)).toEqual([
      'no usable slug or name',
      'scheduled for 2099-01-01T00:00:00+00:00',
      'status is draft',
      'empty content after sanitising',
    ]);
  });

  it('keeps the newest of two rows sharing a slug', async () => {
    const older = {
      ...articlesReply[0],
      id: 'older',
      title: 'Older copy',
      published_at: '2024-01-01T00:00:00+00:00',
    };
    const { posts, skipped } = await loadSupabaseBlog(
      { url: URL_BASE, anonKey: KEY, fetch: recordedFetch({ articles: [articlesReply[0], older] }) },
      NOW,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.data.title).toBe('Venus Retrograde and Old Flames');
    expect(skipped.some((skip) => skip.reason.includes('already used'))).toBe(true);
  });

  it('maps categories and repairs their slugs', async () => {
    const { categories } = await loadSupabaseBlog(
      { url: URL_BASE, anonKey: KEY, fetch: recordedFetch() },
      NOW,
    );
    expect(categories).toEqual([
      {
        id: 'relationships',
        data: {
          slug: 'relationships',
          name: 'Relationships',
          description: 'Dating, commitment and communication through an astrological lens.',
          order: 1,
        },
      },
      { id: 'moon-magic', data: { slug: 'moon-magic', name: 'Moon Magic', description: '', order: 100 } },
    ]);
  });

  it('reads page after page until a short page', async () => {
    const row = articlesReply[0]!;
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...row, id: `id-${from + i}`, slug: `post-${from + i}` }));
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/categories')) return json([]);
      const offset = Number(url.searchParams.get('offset'));
      return json(offset === 0 ? page(0, PAGE_SIZE) : page(PAGE_SIZE, 3));
    });
    const { posts } = await loadSupabaseBlog({ url: URL_BASE, anonKey: KEY, fetch }, NOW);
    expect(posts).toHaveLength(PAGE_SIZE + 3);
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/published_articles'))).toHaveLength(
      2,
    );
  });

  it('fails the build with PostgREST’s own reason on an error reply', async () => {
    await expect(
      loadSupabaseBlog(
        { url: URL_BASE, anonKey: KEY, fetch: recordedFetch({ articles: json(missingTable, 404) }) },
        NOW,
      ),
    ).rejects.toThrow(
      /published_articles: HTTP 404: PGRST205 · Could not find the table 'public.published_articles'/,
    );
    await expect(
      loadSupabaseBlog(
        { url: URL_BASE, anonKey: KEY, fetch: recordedFetch({ categories: json(badKey, 401) }) },
        NOW,
      ),
    ).rejects.toBeInstanceOf(SupabaseReadError);
  });

  it('refuses a reply that is not a list of rows', async () => {
    await expect(
      loadSupabaseBlog(
        { url: URL_BASE, anonKey: KEY, fetch: recordedFetch({ articles: { rows: [] } }) },
        NOW,
      ),
    ).rejects.toThrow(/unexpected reply/);
    await expect(
      loadSupabaseBlog(
        { url: URL_BASE, anonKey: KEY, fetch: recordedFetch({ articles: [{ id: 1, title: 'x' }] }) },
        NOW,
      ),
    ).rejects.toThrow(/unexpected reply/);
  });
});

describe('addSupabaseRows (the loader step that fills Astro’s store)', () => {
  function fakeContext() {
    const entries = new Map<string, Record<string, unknown>>();
    const context = {
      store: { set: (entry: Record<string, unknown>) => (entries.set(entry.id as string, entry), true) },
      parseData: async ({ data }: { data: Record<string, unknown> }) => data,
      generateDigest: (value: unknown) => String(JSON.stringify(value).length),
      logger: { info: vi.fn(), warn: vi.fn() },
    } as unknown as LoaderContext;
    return { context, entries };
  }

  it('stores posts with their rendered HTML and headings, and logs what it left out', async () => {
    const blog = await loadSupabaseBlog({ url: URL_BASE, anonKey: KEY, fetch: recordedFetch() }, NOW);
    const { context, entries } = fakeContext();
    await addSupabaseRows(context, 'posts', blog);
    const venus = entries.get('venus-retrograde-old-flames') as {
      rendered: { html: string; metadata: { headings: unknown[] } };
    };
    expect(venus.rendered.html).toBe(blog.posts[0]!.html);
    expect(venus.rendered.metadata.headings).toHaveLength(3);
    expect(entries.size).toBe(2);
    expect(context.logger.warn).toHaveBeenCalledTimes(4);
  });

  it('stores categories by slug', async () => {
    const blog = await loadSupabaseBlog({ url: URL_BASE, anonKey: KEY, fetch: recordedFetch() }, NOW);
    const { context, entries } = fakeContext();
    await addSupabaseRows(context, 'categories', blog);
    expect([...entries.keys()]).toEqual(['relationships', 'moon-magic']);
  });
});

import { supabaseSourceFromEnv, withSupabase } from '@/collections/supabase-loader';

describe('withSupabase', () => {
  it('runs the file loader and adds nothing when Supabase is not configured', async () => {
    const files = { name: 'glob', load: vi.fn(async () => {}) };
    const set = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const loader = withSupabase(files, 'posts', () => null);
    await loader.load({
      store: { set },
      logger: { info: vi.fn(), warn: vi.fn() },
    } as unknown as LoaderContext);
    expect(files.load).toHaveBeenCalledTimes(1);
    expect(set).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('treats placeholder or missing settings as not configured', () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://your-project.supabase.co');
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', KEY);
    expect(supabaseSourceFromEnv()).toBeNull();
    vi.stubEnv('PUBLIC_SUPABASE_URL', URL_BASE);
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', '');
    expect(supabaseSourceFromEnv()).toBeNull();
    vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', KEY);
    expect(supabaseSourceFromEnv()).toEqual({ url: URL_BASE, anonKey: KEY });
    vi.unstubAllEnvs();
  });
});
