// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_ID,
  ANON_KEY,
  SUPABASE_URL,
  createFakeSupabase,
  json,
  postgrestErrors,
  sessionReply,
  toolRow,
  type RecordedRequest,
} from '../backend/fake-supabase';
import type { AdminData } from '@/admin/data/interfaces';
import { seedSettings } from '@/admin/data/local/seed';
import { articleInput } from '../../support/article-input';

/**
 * The admin's Supabase adapter (src/admin/data/supabase.ts) with real supabase-js, signed in, talking
 * to recorded PostgREST and Storage replies: the exact requests it makes and how it reads the answers.
 */
const CATEGORY = '5b0a8f52-4a4b-4f3e-9d0e-6a2f1c3b4d01';
const ARTICLE = 'a7d1c2e3-1111-4c8a-9d7c-5e1b0f1c2a77';

function articleRow(fields: Record<string, unknown> = {}) {
  return {
    id: ARTICLE,
    title: 'Venus in retrograde',
    slug: 'venus-in-retrograde',
    content: '<h2>Old flames</h2><p>Why they call.</p>',
    content_markdown: '## Old flames\n\nWhy they call.',
    excerpt: 'Why old flames call when Venus turns.',
    cover_image_url: null,
    cover_image_alt: null,
    category_id: CATEGORY,
    tags: ['venus'],
    seo_title: null,
    seo_description: null,
    keywords: [],
    status: 'draft',
    published_at: null,
    author_id: ADMIN_ID,
    author_name: 'Ada Admin',
    reading_time: 1,
    word_count: 5,
    model: null,
    generation_params: null,
    usage: null,
    faq_schema: null,
    schema_markup: null,
    created_at: '2026-11-20T09:00:00.123456+00:00',
    updated_at: '2026-11-21T09:00:00.123456+00:00',
    ...fields,
  };
}

const input = articleInput({ category_id: CATEGORY });

/** PostgREST's reply to a list asked with Prefer: count=exact. */
const counted = (rows: unknown[], offset: number, total: number) =>
  json(200, rows, {
    'content-range': rows.length ? `${offset}-${offset + rows.length - 1}/${total}` : `*/${total}`,
  });

let server: ReturnType<typeof createFakeSupabase>;
let data: AdminData;
/** Storage object names are random; answer any upload into blog-images. */
let uploaded: RecordedRequest | null;

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  vi.stubEnv('PUBLIC_SUPABASE_URL', SUPABASE_URL);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', ANON_KEY);
  server = createFakeSupabase();
  uploaded = null;
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if ((init.method ?? 'GET') === 'POST' && url.pathname.startsWith('/storage/v1/object/blog-images/')) {
      await server.fetch(input, init);
      uploaded = server.requests.at(-1)!;
      return json(200, {
        Id: 'c0ffee00-0000-4000-8000-000000000001',
        Key: url.pathname.replace('/storage/v1/object/', ''),
      });
    }
    return server.fetch(input, init);
  };
  vi.stubGlobal('fetch', fetchImpl);
  localStorage.setItem('supabase-auth-token', JSON.stringify(sessionReply(Math.floor(Date.now() / 1000))));
  const { createSupabaseAdminData } = await import('@/admin/data/supabase');
  data = await createSupabaseAdminData();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const rest = (table: string) =>
  server.requests.filter((request) => request.url.pathname === `/rest/v1/${table}`);
const bodyOf = (request: RecordedRequest | undefined) =>
  JSON.parse(request?.body ?? 'null') as Record<string, unknown>;

describe('articles on Supabase', () => {
  it('asks for one page with filters, search, order and an exact count, and no article bodies', async () => {
    server.on(
      'GET',
      '/rest/v1/articles',
      counted([articleRow({ status: 'published', published_at: '2026-11-21T10:00:00+00:00' })], 20, 41),
    );
    const page = await data.articles.listPage({
      search: 'venus, (old)*',
      status: 'published',
      categoryId: CATEGORY,
      sort: 'published',
      offset: 20,
      limit: 20,
    });
    expect(page.total).toBe(41);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: ARTICLE, status: 'published', tags: ['venus'] });

    const request = rest('articles')[0]!;
    const params = request.url.searchParams;
    expect(params.get('select')).toBe(
      'id,title,slug,status,category_id,tags,published_at,created_at,updated_at',
    );
    expect(params.get('status')).toBe('eq.published');
    expect(params.get('category_id')).toBe(`eq.${CATEGORY}`);
    // The separators PostgREST's or=() would misread are gone from the term.
    expect(params.get('or')).toBe('(title.ilike.*venus old*,slug.ilike.*venus old*,tags.cs.{"venus old"})');
    expect(params.get('order')).toBe('published_at.desc.nullslast,id.asc');
    expect(params.get('offset')).toBe('20');
    expect(params.get('limit')).toBe('20');
    expect(request.headers.get('prefer')).toContain('count=exact');
    expect(request.headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it('orders by last edit by default and by title when asked, without filters it was not given', async () => {
    server.on('GET', '/rest/v1/articles', counted([], 0, 0));
    await data.articles.listPage({ offset: 0, limit: 20 });
    await data.articles.listPage({
      sort: 'title',
      status: '',
      categoryId: '',
      search: '  ',
      offset: 0,
      limit: 10,
    });
    const [first, second] = rest('articles').map((request) => request.url.searchParams);
    expect(first!.get('order')).toBe('updated_at.desc,id.asc');
    expect(second!.get('order')).toBe('title.asc,id.asc');
    for (const params of [first!, second!]) {
      expect(params.has('status')).toBe(false);
      expect(params.has('category_id')).toBe(false);
      expect(params.has('or')).toBe(false);
    }
  });

  it('answers a page past the end (416, PGRST103) with no rows and the real total', async () => {
    server.on(
      'GET',
      '/rest/v1/articles',
      json(416, {
        code: 'PGRST103',
        details: 'An offset of 40 was requested, but there are only 37 rows.',
        hint: null,
        message: 'Requested range not satisfiable',
      }),
    );
    server.on(
      'HEAD',
      '/rest/v1/articles',
      () => new Response(null, { status: 200, headers: { 'content-range': '*/37' } }),
    );
    expect(await data.articles.listPage({ status: 'draft', offset: 40, limit: 20 })).toEqual({
      rows: [],
      total: 37,
    });
    const head = rest('articles').find((request) => request.method === 'HEAD')!;
    expect(head.url.searchParams.get('status')).toBe('eq.draft');
  });

  it('creates with the Markdown beside the HTML, and reads both back', async () => {
    server.on('POST', '/rest/v1/articles', (request) =>
      json(201, articleRow(JSON.parse(request.body ?? '{}'))),
    );
    const created = await data.articles.create(input);
    expect(created).toMatchObject({
      id: ARTICLE,
      content_markdown: '## Old flames\n\nWhy they call.',
      seo_title: '',
      status: 'draft',
    });
    const request = rest('articles')[0]!;
    expect(request.headers.get('prefer')).toContain('return=representation');
    expect(bodyOf(request)).toMatchObject({
      slug: 'venus-in-retrograde',
      content: input.content,
      content_markdown: input.content_markdown,
    });
  });

  it('refuses a slug another article took meanwhile with the editor message (23505)', async () => {
    const clash = {
      code: '23505',
      details: 'Key (slug)=(venus-in-retrograde) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "articles_slug_key"',
    };
    server.on('POST', '/rest/v1/articles', json(409, clash));
    server.on('PATCH', '/rest/v1/articles', json(409, clash));
    await expect(data.articles.create(input)).rejects.toThrow(
      'Another article already uses this slug. Choose a different one.',
    );
    await expect(data.articles.update(ARTICLE, { slug: 'venus-in-retrograde' })).rejects.toThrow(
      'Another article already uses this slug.',
    );
  });

  it('updates by id; new HTML without Markdown drops the kept Markdown', async () => {
    server.on('PATCH', '/rest/v1/articles', (request) =>
      json(200, articleRow(JSON.parse(request.body ?? '{}'))),
    );
    const updated = await data.articles.update(ARTICLE, { title: 'Venus turns' });
    expect(updated.title).toBe('Venus turns');
    const [titleOnly, htmlOnly, both] = [
      rest('articles')[0]!,
      (await data.articles.update(ARTICLE, { content: '<p>Rewritten by the generator.</p>' }),
      rest('articles')[1]!),
      (await data.articles.update(ARTICLE, { content: '<p>Mine</p>', content_markdown: 'Mine' }),
      rest('articles')[2]!),
    ];
    expect(titleOnly.url.searchParams.get('id')).toBe(`eq.${ARTICLE}`);
    expect(bodyOf(titleOnly)).not.toHaveProperty('content_markdown');
    expect(bodyOf(htmlOnly)).toMatchObject({
      content: '<p>Rewritten by the generator.</p>',
      content_markdown: null,
    });
    expect(bodyOf(both)).toMatchObject({ content: '<p>Mine</p>', content_markdown: 'Mine' });
  });

  it('opens an old row without Markdown (null) as its HTML, and a missing id as none', async () => {
    server.on('GET', '/rest/v1/articles', articleRow({ content_markdown: null }));
    const article = await data.articles.get(ARTICLE);
    expect(article?.content_markdown).toBeNull();
    const { formFromArticle } = await import('@/admin/screens/articles/form');
    expect(formFromArticle(article!).body).toBe('<h2>Old flames</h2><p>Why they call.</p>');
    expect(rest('articles')[0]!.headers.get('accept')).toBe('application/vnd.pgrst.object+json');

    server.on('GET', '/rest/v1/articles', json(406, postgrestErrors.noRow));
    expect(await data.articles.get('gone')).toBeNull();
  });

  it('looks a slug up with one equality filter', async () => {
    server.on('GET', '/rest/v1/articles', counted([articleRow()], 0, 1));
    expect((await data.articles.findBySlug('venus-in-retrograde'))?.id).toBe(ARTICLE);
    expect(rest('articles')[0]!.url.searchParams.get('slug')).toBe('eq.venus-in-retrograde');
    server.on('GET', '/rest/v1/articles', counted([], 0, 0));
    expect(await data.articles.findBySlug('free-slug')).toBeNull();
  });

  it('deletes when a row went, and says so when Row Level Security let nothing go (an editor)', async () => {
    server.on('DELETE', '/rest/v1/articles', [{ id: ARTICLE }]);
    await data.articles.remove(ARTICLE);
    const request = rest('articles')[0]!;
    expect(request.url.searchParams.get('id')).toBe(`eq.${ARTICLE}`);
    expect(request.headers.get('prefer')).toContain('return=representation');

    server.on('DELETE', '/rest/v1/articles', []);
    await expect(data.articles.remove(ARTICLE)).rejects.toThrow(
      'No article was deleted: it may be gone already, or your role may not delete it',
    );
  });
});

describe('categories on Supabase', () => {
  it('creates a category after the highest sort order, not at the count', async () => {
    // Three rows left after a delete, the last one at 3: a count (3) would repeat it.
    server.on('GET', '/rest/v1/categories', counted([{ id: CATEGORY, sort_order: 3 }], 0, 3));
    server.on('POST', '/rest/v1/categories', (request) =>
      json(201, { id: 'new', ...JSON.parse(request.body ?? '{}') }),
    );
    await data.categories.create({ name: 'Moon phases', slug: 'moon-phases', description: '' });
    const read = rest('categories').find((request) => request.method === 'GET')!;
    expect(read.url.searchParams.get('order')).toBe('sort_order.desc');
    expect(read.url.searchParams.get('limit')).toBe('1');
    expect(bodyOf(rest('categories').find((request) => request.method === 'POST'))).toMatchObject({
      slug: 'moon-phases',
      sort_order: 4,
    });
  });

  it('refuses to delete a category articles still use, without sending the delete', async () => {
    server.on('GET', '/rest/v1/articles', counted([articleRow()], 0, 3));
    await expect(data.categories.remove(CATEGORY)).rejects.toThrow(
      'This category is used by 3 articles. Move them to another category first.',
    );
    expect(rest('articles')[0]!.url.searchParams.get('category_id')).toBe(`eq.${CATEGORY}`);
    expect(rest('categories').filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('reports the foreign key when an article took the category meanwhile (23001)', async () => {
    server.on('GET', '/rest/v1/articles', counted([], 0, 0));
    server.on(
      'DELETE',
      '/rest/v1/categories',
      json(409, {
        code: '23001',
        details: 'Key (id)=(x) is still referenced from table "articles".',
        hint: null,
        message:
          'update or delete on table "categories" violates RESTRICT setting of foreign key constraint "articles_category_id_fkey" on table "articles"',
      }),
    );
    await expect(data.categories.remove(CATEGORY)).rejects.toThrow(
      'This category is still in use and cannot be deleted',
    );
  });

  it('deletes an unused category', async () => {
    server.on('GET', '/rest/v1/articles', counted([], 0, 0));
    server.on('DELETE', '/rest/v1/categories', [{ id: CATEGORY }]);
    await data.categories.remove(CATEGORY);
    expect(rest('categories')[0]!.url.searchParams.get('id')).toBe(`eq.${CATEGORY}`);
  });
});

describe('media on Supabase', () => {
  const mediaRow = (fields: Record<string, unknown> = {}) => ({
    id: 'f4c3b2a1-0000-4000-8000-0000000000aa',
    bucket: 'blog-images',
    storage_path: '1763800000000-4fzzzxjy.png',
    url: `${SUPABASE_URL}/storage/v1/object/public/blog-images/1763800000000-4fzzzxjy.png`,
    alt: 'Moon over the sea',
    size: 2048,
    mime_type: 'image/png',
    width: null,
    height: null,
    uploaded_by: ADMIN_ID,
    created_at: '2026-11-21T08:00:00.000000+00:00',
    updated_at: '2026-11-21T08:00:00.000000+00:00',
    ...fields,
  });

  it('uploads to blog-images, records the library row, and reports progress', async () => {
    server.on('POST', '/rest/v1/media', (request) => json(201, mediaRow(JSON.parse(request.body ?? '{}'))));
    const progress: number[] = [];
    const bytes = new Uint8Array(2048);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]); // a PNG's signature: the bytes are checked
    const file = new File([bytes], 'Moon.PNG', { type: 'image/png' });
    const item = await data.media.upload(file, ' Moon over the sea ', (fraction) => progress.push(fraction));
    expect(uploaded?.url.pathname).toMatch(/^\/storage\/v1\/object\/blog-images\/moon-[a-z0-9]{10,}\.png$/);
    expect(uploaded?.headers.get('x-upsert')).toBe('false');
    const path = uploaded!.url.pathname.replace('/storage/v1/object/blog-images/', '');
    expect(item).toMatchObject({
      path,
      alt: 'Moon over the sea',
      size: 2048,
      url: `${SUPABASE_URL}/storage/v1/object/public/blog-images/${path}`,
      publicUrl: `${SUPABASE_URL}/storage/v1/object/public/blog-images/${path}`,
    });
    expect(bodyOf(rest('media')[0])).toMatchObject({
      bucket: 'blog-images',
      storage_path: path,
      mime_type: 'image/png',
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('refuses a file whose bytes are not the image its name claims, before anything is sent', async () => {
    const file = new File(['%PDF-1.7'], 'Moon.png', { type: 'image/png' });
    await expect(data.media.upload(file, '')).rejects.toThrow(/^Moon\.png is not really a PNG image/);
    expect(uploaded).toBeNull();
    expect(rest('media')).toEqual([]);
  });

  it('lists the library newest first', async () => {
    server.on('GET', '/rest/v1/media', counted([mediaRow()], 0, 1));
    expect(await data.media.list()).toEqual([
      {
        path: '1763800000000-4fzzzxjy.png',
        url: mediaRow().url,
        // Copy URL's address: Storage's public URL for the row's bucket and path.
        publicUrl: `${SUPABASE_URL}/storage/v1/object/public/blog-images/1763800000000-4fzzzxjy.png`,
        alt: 'Moon over the sea',
        size: 2048,
        created_at: '2026-11-21T08:00:00.000000+00:00',
      },
    ]);
    expect(rest('media')[0]!.url.searchParams.get('order')).toBe('created_at.desc');
  });

  it('deletes the library row, then the file', async () => {
    server.on('GET', '/rest/v1/media', counted([mediaRow()], 0, 1));
    server.on('DELETE', '/rest/v1/media', [{ id: mediaRow().id }]);
    server.on('DELETE', '/storage/v1/object/blog-images', [
      {
        name: '1763800000000-4fzzzxjy.png',
        bucket_id: 'blog-images',
        id: 'c0ffee00-0000-4000-8000-000000000001',
      },
    ]);
    await data.media.remove('1763800000000-4fzzzxjy.png');
    const order = server.requests
      .filter((request) => request.method === 'DELETE')
      .map((request) => request.url.pathname);
    expect(order).toEqual(['/rest/v1/media', '/storage/v1/object/blog-images']);
    expect(bodyOf(server.requests.at(-1))).toEqual({ prefixes: ['1763800000000-4fzzzxjy.png'] });
  });

  it('tells an editor the image was not deleted, and leaves the file alone', async () => {
    server.on('GET', '/rest/v1/media', counted([mediaRow()], 0, 1));
    server.on('DELETE', '/rest/v1/media', []);
    await expect(data.media.remove('1763800000000-4fzzzxjy.png')).rejects.toThrow('No image was deleted');
    expect(server.requests.some((request) => request.url.pathname.startsWith('/storage'))).toBe(false);
  });

  it('says so when a file without a library row was not removed by Storage (empty list)', async () => {
    server.on('GET', '/rest/v1/media', counted([], 0, 0));
    server.on('DELETE', '/storage/v1/object/blog-images', []);
    await expect(data.media.remove('orphan.png')).rejects.toThrow('No image was deleted');
  });
});

describe('compatibility tools on Supabase', () => {
  it('updates one record with updated_at stamped and reads the row back', async () => {
    server.on('PATCH', '/rest/v1/compatibility_tools', (request) =>
      json(200, toolRow('love-compatibility', JSON.parse(request.body ?? '{}'))),
    );
    const updated = await data.tools.update('love-compatibility', { headline: 'Two charts, one story' });
    expect(updated.headline).toBe('Two charts, one story');
    const request = rest('compatibility_tools')[0]!;
    expect(request.url.searchParams.get('id')).toBe('eq.love-compatibility');
    expect(bodyOf(request)).toMatchObject({ headline: 'Two charts, one story' });
    expect(typeof bodyOf(request).updated_at).toBe('string');
  });

  it('batch-updates and reports each row, a refused one with its message', async () => {
    server.on('PATCH', '/rest/v1/compatibility_tools', (request) =>
      request.url.searchParams.get('id') === 'eq.marriage-calculator'
        ? json(403, postgrestErrors.rlsViolation)
        : json(200, toolRow(request.url.searchParams.get('id')!.slice(3), JSON.parse(request.body ?? '{}'))),
    );
    const result = await data.tools.batchUpdate([
      { id: 'love-compatibility', changes: { is_active: false } },
      { id: 'marriage-calculator', changes: { headline: 'Will it last?' } },
    ]);
    expect(result.successes.map((success) => success.id)).toEqual(['love-compatibility']);
    expect(result.failures).toEqual([
      { id: 'marriage-calculator', error: 'Failed to update compatibility tool' },
    ]);
  });

  it('exports every record, inactive ones included, as version 1.0', async () => {
    server.on('GET', '/rest/v1/compatibility_tools', [
      toolRow('birthday-compatibility'),
      toolRow('love-meter-marriage', { is_active: false }),
    ]);
    const exported = await data.tools.exportData();
    expect(exported).toMatchObject({ version: '1.0', toolsCount: 2 });
    expect(exported.tools.map((entry) => entry.id)).toEqual([
      'birthday-compatibility',
      'love-meter-marriage',
    ]);
    expect(Number.isNaN(Date.parse(exported.exportDate))).toBe(false);
    const params = rest('compatibility_tools')[0]!.url.searchParams;
    expect(params.has('is_active')).toBe(false);
    expect(params.get('order')).toBe('name.asc');
  });

  it('names a missing table DATABASE_TABLE_MISSING for the export', async () => {
    server.on(
      'GET',
      '/rest/v1/compatibility_tools',
      json(404, {
        ...postgrestErrors.tableMissing,
        code: 'PGRST205',
        message: "Could not find the table 'public.compatibility_tools' in the schema cache",
      }),
    );
    await expect(data.tools.exportData()).rejects.toThrow('DATABASE_TABLE_MISSING');
  });
});

describe('site settings on Supabase', () => {
  it('saves figures, portal and social as public rows, updating what exists and inserting what does not', async () => {
    server.on('GET', '/rest/v1/site_settings', (request) =>
      request.url.searchParams.get('key') === 'eq.figures'
        ? json(200, {
            key: 'figures',
            value: { joinedToday: '456' },
            is_public: false,
            description: '',
            updated_by: null,
            updated_at: '2026-11-01T00:00:00+00:00',
          })
        : json(406, postgrestErrors.noRow),
    );
    server.on('PATCH', '/rest/v1/site_settings', (request) =>
      json(200, { key: 'figures', ...JSON.parse(request.body ?? '{}') }),
    );
    server.on('POST', '/rest/v1/site_settings', (request) => json(201, JSON.parse(request.body ?? '{}')));
    const form = seedSettings();
    await data.settings.save({
      figures: { ...form.figures, joinedToday: ' 512 ' },
      portal: { ...form.portal, checkoutUrl: 'https://my.astrelle.app/checkout' },
      social: { ...form.social, instagram: 'https://www.instagram.com/astrelle' },
    });
    const patch = rest('site_settings').find((request) => request.method === 'PATCH')!;
    const [post, socialPost] = rest('site_settings').filter((request) => request.method === 'POST');
    expect(patch.url.searchParams.get('key')).toBe('eq.figures');
    expect(bodyOf(patch)).toMatchObject({ value: { joinedToday: '512' }, is_public: true });
    expect(bodyOf(post!)).toMatchObject({
      key: 'portal',
      value: { checkoutUrl: 'https://my.astrelle.app/checkout' },
      is_public: true,
    });
    expect(bodyOf(socialPost!)).toMatchObject({
      key: 'social',
      value: { instagram: 'https://www.instagram.com/astrelle' },
      description: 'Social profiles',
      is_public: true,
    });
  });

  it('writes nothing when a field breaks the shared schema, and names every problem', async () => {
    const form = seedSettings();
    await expect(
      data.settings.save({
        ...form,
        figures: { ...form.figures, quizAccuracyPercent: '140', rating: '6' },
      }),
    ).rejects.toThrow(
      '2 settings need attention: figures.quizAccuracyPercent must be a number from 0 to 100; figures.rating must be a number from 0 to 5.',
    );
    expect(rest('site_settings')).toEqual([]);
  });
});

describe('deploy hook through /api/admin-deploy', () => {
  /** The deploy function's replies (functions/api/admin-deploy.ts), beside the recorded Supabase ones. */
  function deployReplies(reply: () => Response) {
    const calls: RecordedRequest[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) !== '/api/admin-deploy') return server.fetch(input, init);
      calls.push({
        method: init.method ?? 'GET',
        url: new URL(String(input), 'https://astrelle.app'),
        headers: new Headers(init.headers),
        body: null,
        form: null,
        signal: null,
      });
      return reply();
    });
    return calls;
  }

  it('asks with the session token and reports the rebuild as requested', async () => {
    const calls = deployReplies(() => json(200, { requested: true }));
    expect(await data.deploy.requestRebuild()).toEqual({ status: 'requested' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer ey/);
  });

  it("is 'not configured' only on the function's own no-hook answer", async () => {
    deployReplies(() =>
      json(503, { error: 'No deploy hook is configured: the blog updates on the next build.' }),
    );
    expect(await data.deploy.requestRebuild()).toEqual({ status: 'not-configured' });
  });

  it('reports a failing hook, another refusal or no network as a failure with its reason', async () => {
    deployReplies(() => json(502, { error: 'The deploy hook answered 500.' }));
    expect(await data.deploy.requestRebuild()).toEqual({
      status: 'failed',
      message: 'The deploy hook answered 500.',
    });
    deployReplies(() => json(503, { error: 'The backend is not configured.' }));
    expect(await data.deploy.requestRebuild()).toEqual({
      status: 'failed',
      message: 'The backend is not configured.',
    });
    deployReplies(() => json(403, { error: 'Only admins and editors may publish.' }));
    expect(await data.deploy.requestRebuild()).toEqual({
      status: 'failed',
      message: 'Only admins and editors may publish.',
    });
    deployReplies(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await data.deploy.requestRebuild()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('could not reach'),
    });
  });

  it('fails without a session instead of claiming no hook is set', async () => {
    const calls = deployReplies(() => json(200, { requested: true }));
    localStorage.clear();
    expect(await data.deploy.requestRebuild()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('Sign in again'),
    });
    expect(calls).toHaveLength(0);
  });
});

describe('service status through /api/admin-status', () => {
  it('asks with the session token, since only staff may hear whether a hook is set', async () => {
    const asked: Headers[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input) !== '/api/admin-status') return server.fetch(input, init);
      asked.push(new Headers(init.headers));
      return json(200, { ai: { configured: false }, deployHook: { configured: true } });
    });
    expect(await data.serviceStatus(false)).toEqual({
      ai: { configured: false },
      deployHook: { configured: true },
    });
    expect(asked[0]?.get('authorization')).toMatch(/^Bearer ey/);
  });
});

describe('cancelled reads (a screen that was left)', () => {
  /** A reply that never comes, but gives up like a real fetch when the caller's signal aborts. */
  const hangUntilAborted = (request: RecordedRequest) =>
    new Promise<Response>((_resolve, reject) => {
      request.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });

  it('hands the screen’s signal through supabase-js to fetch, and aborting stops the request', async () => {
    server.on('GET', '/rest/v1/articles', hangUntilAborted);
    server.on('GET', '/rest/v1/compatibility_tools', hangUntilAborted);
    const controller = new AbortController();
    const page = data.articles.listPage({ offset: 0, limit: 20 }, { signal: controller.signal });
    const tools = data.tools.needingAttention({ signal: controller.signal });
    const sent = () =>
      server.requests.filter((request) =>
        ['/rest/v1/articles', '/rest/v1/compatibility_tools'].includes(request.url.pathname),
      );
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().every((request) => request.signal && !request.signal.aborted)).toBe(true);

    controller.abort();
    await expect(page).rejects.toThrow();
    await expect(tools).rejects.toThrow();
    expect(sent().every((request) => request.signal?.aborted)).toBe(true);
  });
});
