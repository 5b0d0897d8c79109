import { describe, expect, it } from 'vitest';
import {
  DATABASE_TABLE_MISSING,
  deleted,
  found,
  inserted,
  listed,
  profilesRepository,
  RepositoryError,
  updated,
} from '@/lib/supabase/repositories';
import { compatibilityToolsRepository, toolErrors } from '@/lib/supabase/repositories/compatibility-tools';
import { RECORDS } from '@/lib/admin/record-rules';
import { createFakeSupabase, fakeClient, json, postgrestErrors, toolRow } from './fake-supabase';

const complete = { headline: 'Two charts', cover_photo: '/images/a.jpg', seo_content: '<p>Text</p>' };
const FIXED_NOW = new Date('2026-11-22T08:00:00.000Z');

function setup() {
  const server = createFakeSupabase();
  const client = fakeClient(server);
  return { server, client, tools: compatibilityToolsRepository(client, () => FIXED_NOW) };
}

async function failure(promise: Promise<unknown>): Promise<RepositoryError> {
  try {
    await promise;
  } catch (error) {
    return error as RepositoryError;
  }
  throw new Error('expected a failure');
}

describe('compatibility_tools queries', () => {
  it('lists active tools ordered by name', async () => {
    const { server, tools } = setup();
    server.on('GET', '/rest/v1/compatibility_tools', [
      toolRow('birthday-compatibility'),
      toolRow('love-compatibility'),
    ]);
    expect((await tools.list()).map((row) => row.id)).toEqual([
      'birthday-compatibility',
      'love-compatibility',
    ]);
    const { searchParams } = server.requests[0]!.url;
    expect(searchParams.get('is_active')).toBe('eq.true');
    expect(searchParams.get('order')).toBe('name.asc');
  });

  it('gets one active tool by id, and none for PGRST116', async () => {
    const { server, tools } = setup();
    server.on('GET', '/rest/v1/compatibility_tools', toolRow('marriage-calculator', complete));
    expect(await tools.get('marriage-calculator')).toMatchObject({
      id: 'marriage-calculator',
      headline: 'Two charts',
    });
    expect(server.requests[0]!.url.searchParams.get('id')).toBe('eq.marriage-calculator');
    expect(server.requests[0]!.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
    server.on('GET', '/rest/v1/compatibility_tools', json(406, postgrestErrors.noRow));
    expect(await tools.get('nope')).toBeNull();
  });

  it('rethrows a missing table (42P01, or PGRST205) as DATABASE_TABLE_MISSING', async () => {
    const { server, tools } = setup();
    server.on('GET', '/rest/v1/compatibility_tools', json(404, postgrestErrors.tableMissing));
    expect((await failure(tools.list())).message).toBe(DATABASE_TABLE_MISSING);
    expect((await failure(tools.get('x'))).message).toBe(DATABASE_TABLE_MISSING);
    expect((await failure(tools.stats())).message).toBe(DATABASE_TABLE_MISSING);
    server.on(
      'GET',
      '/rest/v1/compatibility_tools',
      json(404, {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.compatibility_tools' in the schema cache",
      }),
    );
    expect((await failure(tools.exportData())).message).toBe(DATABASE_TABLE_MISSING);
  });

  it('names every other failure after the operation', async () => {
    const { server, tools } = setup();
    server.on(
      'GET',
      '/rest/v1/compatibility_tools',
      json(500, { code: 'XX000', details: null, hint: null, message: 'boom' }),
    );
    expect((await failure(tools.list())).message).toBe('Failed to fetch compatibility tools');
    expect((await failure(tools.get('x'))).message).toBe('Failed to fetch compatibility tool');
    expect((await failure(tools.search('love'))).message).toBe('Failed to search tools');
    expect((await failure(tools.stats())).message).toBe('Failed to get tools statistics');
    expect((await failure(tools.exportData())).message).toBe('Failed to export tools data');
    expect((await failure(tools.needingAttention())).message).toBe('Failed to get tools needing attention');
    server.on('PATCH', '/rest/v1/compatibility_tools', json(403, postgrestErrors.rlsViolation));
    expect((await failure(tools.update('x', { headline: 'h' }))).message).toBe(
      'Failed to update compatibility tool',
    );
    expect(toolErrors.batch).toBe('Failed to batch update tools');
  });

  it('updates by id with updated_at stamped', async () => {
    const { server, tools } = setup();
    server.on('PATCH', '/rest/v1/compatibility_tools', (request) =>
      json(200, { ...toolRow('love-compatibility'), ...JSON.parse(request.body ?? '{}') }),
    );
    const updated = await tools.update('love-compatibility', { headline: 'Love, read in the sky' });
    expect(updated.headline).toBe('Love, read in the sky');
    const call = server.requests[0]!;
    expect(call.url.searchParams.get('id')).toBe('eq.love-compatibility');
    expect(JSON.parse(call.body ?? '{}')).toEqual({
      headline: 'Love, read in the sky',
      updated_at: FIXED_NOW.toISOString(),
    });
  });

  it('batch-updates in parallel and reports each success and failure', async () => {
    const { server, tools } = setup();
    server.on('PATCH', '/rest/v1/compatibility_tools', (request) =>
      request.url.searchParams.get('id') === 'eq.broken'
        ? json(403, postgrestErrors.rlsViolation)
        : json(200, {
            ...toolRow(request.url.searchParams.get('id')!.slice(3)),
            ...JSON.parse(request.body ?? '{}'),
          }),
    );
    const result = await tools.batchUpdate([
      { id: 'love-compatibility', changes: { headline: 'A' } },
      { id: 'broken', changes: { headline: 'B' } },
      { id: 'marriage-calculator', changes: { is_active: false } },
    ]);
    expect(result.successes.map((entry) => entry.id)).toEqual(['love-compatibility', 'marriage-calculator']);
    expect(result.failures).toEqual([{ id: 'broken', error: 'Failed to update compatibility tool' }]);
  });

  it('searches name, headline and keywords case-insensitively among active tools', async () => {
    const { server, tools } = setup();
    server.on('GET', '/rest/v1/compatibility_tools', [toolRow('soulmate-compatibility-name')]);
    await tools.search('Soul(mate), ');
    const { searchParams } = server.requests[0]!.url;
    expect(searchParams.get('or')).toBe(
      '(name.ilike.*Soul mate*,headline.ilike.*Soul mate*,keywords.ilike.*Soul mate*)',
    );
    expect(searchParams.get('is_active')).toBe('eq.true');
  });

  it('computes stats, the needs-attention list and the 1.0 export', async () => {
    const { server, tools } = setup();
    server.on('GET', '/rest/v1/compatibility_tools', [
      toolRow('a', complete),
      toolRow('b', { headline: 'Only a headline' }),
      toolRow('c', { cover_photo: '/c.webp', seo_content: '  ' }),
    ]);
    expect(await tools.stats()).toEqual({
      total: 3,
      configured: 2,
      withImages: 2,
      withContent: 1,
      pending: 1,
    });
    expect((await tools.needingAttention()).map((row) => row.id)).toEqual(['b', 'c']);
    const exported = await tools.exportData();
    expect(exported).toMatchObject({ exportDate: FIXED_NOW.toISOString(), version: '1.0', toolsCount: 3 });
    expect(exported.tools).toHaveLength(3);
  });
});

describe('what a reply means, for typed queries on any table', () => {
  it('lists rows with the exact count of every match', async () => {
    const { server, client } = setup();
    server.on(
      'GET',
      '/rest/v1/articles',
      json(200, [{ id: 'a1', title: 'Moon' }], { 'content-range': '20-20/41' }),
    );
    const reply = await client
      .from('articles')
      .select('id,title', { count: 'exact' })
      .eq('status', 'draft')
      .range(20, 29);
    expect(listed(reply, RECORDS.article)).toEqual({ rows: [{ id: 'a1', title: 'Moon' }], total: 41 });
  });

  it('explains a clash, a category still in use, a missing row and a missing table', async () => {
    const { server, client } = setup();
    server.on(
      'POST',
      '/rest/v1/articles',
      json(409, {
        code: '23505',
        details: 'Key (slug)=(moon) already exists.',
        hint: null,
        message: 'duplicate key value violates unique constraint "articles_slug_key"',
      }),
    );
    const clash = await client.from('articles').insert({ title: 'Moon', slug: 'moon' }).select().single();
    expect(() => inserted(clash, RECORDS.article)).toThrow(RECORDS.article.taken);
    server.on(
      'DELETE',
      '/rest/v1/categories',
      json(409, {
        code: '23001',
        details: null,
        hint: null,
        message: 'update or delete on table "categories" violates RESTRICT setting of foreign key constraint',
      }),
    );
    const restricted = await client.from('categories').delete().eq('id', 'c1').select('id');
    expect(() => deleted(restricted, RECORDS.category)).toThrow(
      'This category is still in use and cannot be deleted',
    );
    server.on('DELETE', '/rest/v1/categories', []);
    const hidden = await client.from('categories').delete().eq('id', 'c1').select('id');
    expect(() => deleted(hidden, RECORDS.category)).toThrow(
      'No category was deleted: it may be gone already, or your role may not delete it',
    );
    server.on('PATCH', '/rest/v1/media', json(406, postgrestErrors.noRow));
    const gone = await client.from('media').update({ alt: 'x' }).eq('id', 'm1').select().single();
    expect(() => updated(gone, RECORDS.image)).toThrow(
      'No image was changed: it may be gone, or your role may not change it.',
    );
    server.on('GET', '/rest/v1/articles', json(406, postgrestErrors.noRow));
    expect(
      found(await client.from('articles').select('*').eq('id', 'x').single(), RECORDS.article),
    ).toBeNull();
    server.on(
      'GET',
      '/rest/v1/media',
      json(404, { ...postgrestErrors.tableMissing, message: 'relation "public.media" does not exist' }),
    );
    const missing = await client.from('media').select('*');
    expect(() => listed(missing, RECORDS.image)).toThrow(DATABASE_TABLE_MISSING);
  });

  it('lists users with their accounts through the admin function', async () => {
    const { server, client } = setup();
    server.on('POST', '/rest/v1/rpc/admin_list_users', [
      { id: 'u1', email: 'ada@astrelle.app', role: 'admin' },
    ]);
    expect(await profilesRepository(client).listWithAccounts()).toEqual([
      { id: 'u1', email: 'ada@astrelle.app', role: 'admin' },
    ]);
  });
});
