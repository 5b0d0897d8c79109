// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFileReply } from './fixtures/build-files';
import {
  ADMIN_ID,
  ANON_KEY,
  SUPABASE_URL,
  createFakeSupabase,
  json,
  postgrestErrors,
  profileRow,
  sessionReply,
} from '../backend/fake-supabase';

/**
 * The articles screens of the whole admin app in Supabase mode, signed in, against recorded
 * PostgREST replies: the list asks the server for one page, the editor reopens the Markdown.
 */
const adminProfile = profileRow('admin');
const ARTICLE = 'a7d1c2e3-1111-4c8a-9d7c-5e1b0f1c2a77';

const summary = (n: number) => ({
  id: `${ARTICLE.slice(0, -2)}${String(n).padStart(2, '0')}`,
  title: `Moon note ${n}`,
  slug: `moon-note-${n}`,
  status: 'draft',
  category_id: null,
  tags: [],
  published_at: null,
  created_at: '2026-11-01T00:00:00+00:00',
  updated_at: `2026-11-${String(n).padStart(2, '0')}T00:00:00+00:00`,
});

// The first mount transforms the whole admin app; on a machine busy with the full suite that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

let server: ReturnType<typeof createFakeSupabase>;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  vi.stubEnv('PUBLIC_SUPABASE_URL', SUPABASE_URL);
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', ANON_KEY);
  server = createFakeSupabase();
  server.on('GET', '/rest/v1/user_profiles', adminProfile);
  server.on('GET', '/rest/v1/categories', []);
  vi.stubGlobal(
    'fetch',
    ((input, init) => buildFileReply(input) ?? server.fetch(input, init)) as typeof fetch,
  );
  localStorage.setItem('supabase-auth-token', JSON.stringify(sessionReply(Math.floor(Date.now() / 1000))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function mountAt(path: string) {
  history.replaceState(null, '', path);
  const { default: AdminApp } = await import('@/admin/App');
  render(<AdminApp mode="supabase" />);
}

const articleRequests = () =>
  server.requests.filter((request) => request.url.pathname === '/rest/v1/articles');

describe('articles screens on Supabase', () => {
  it('shows one page the server counted, and asks for the next page and a search', async () => {
    server.on('GET', '/rest/v1/articles', (request) => {
      const offset = Number(request.url.searchParams.get('offset') ?? 0);
      const search = request.url.searchParams.get('or');
      if (search) return json(200, [summary(7)], { 'content-range': '0-0/1' });
      const rows = Array.from({ length: offset === 0 ? 20 : 5 }, (_, index) => summary(45 - offset - index));
      return json(200, rows, { 'content-range': `${offset}-${offset + rows.length - 1}/45` });
    });
    await mountAt('/admin/articles');
    await screen.findByText('45 articles');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    const first = articleRequests()[0]!.url.searchParams;
    expect(first.get('limit')).toBe('20');
    expect(first.get('select')).not.toContain('content');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(articleRequests().at(-1)!.url.searchParams.get('offset')).toBe('20');

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'moon note 7' } });
    await screen.findByText('1 article');
    expect(articleRequests().at(-1)!.url.searchParams.get('or')).toContain('title.ilike.*moon note 7*');
    expect(articleRequests().at(-1)!.url.searchParams.get('offset')).toBe('0');
  });

  it('reopens an article with the Markdown its editor wrote', async () => {
    server.on('GET', '/rest/v1/articles', {
      ...summary(1),
      id: ARTICLE,
      content: '<h2>Release</h2><p>Let <strong>go</strong>.</p>',
      content_markdown: '## Release\n\nLet **go**.',
      excerpt: '',
      cover_image_url: null,
      cover_image_alt: null,
      seo_title: null,
      seo_description: null,
      keywords: [],
      author_id: ADMIN_ID,
      author_name: 'Ada Admin',
      reading_time: 1,
      word_count: 3,
      model: null,
      generation_params: null,
      usage: null,
      faq_schema: null,
      schema_markup: null,
    });
    await mountAt(`/admin/articles/${ARTICLE}/edit`);
    const body = (await screen.findByLabelText('Body (Markdown; HTML allowed)')) as HTMLTextAreaElement;
    expect(body.value).toBe('## Release\n\nLet **go**.');
    await waitFor(() =>
      expect(screen.getByTestId('article-preview').innerHTML).toContain('<strong>go</strong>'),
    );
  });

  it('says an unknown article is not found, with a way back to the list', async () => {
    server.on('GET', '/rest/v1/articles', (request) =>
      request.url.searchParams.has('id')
        ? json(406, postgrestErrors.noRow)
        : json(200, [], { 'content-range': '*/0' }),
    );
    await mountAt('/admin/articles/0b7c9d4e-0000-4000-8000-00000000dead/edit');
    await screen.findByRole('heading', { name: 'Article not found' });
    expect(screen.queryByText('Loading the article…')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Articles' }));
    await screen.findByText('0 articles');
    expect(location.pathname).toBe('/admin/articles');
  });
});
