// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminData } from '@/admin/data/interfaces';
import { articleInput } from '../support/article-input';
import { categoryInUse, recordMessages, RECORDS } from '@/lib/admin/record-rules';
import { accessToken, ADMIN_ID, userReply } from '../support/supabase-recorded';
import { createTestDatabase, type TestDatabase } from './database';
import { postgrestOverPglite } from './postgrest';

/**
 * The admin's two data layers keep the same rules (docs/admin.md#record-rules): one list of
 * scenarios runs against the local preview (this browser's storage) and against the Supabase
 * layer, whose supabase-js talks to the migrations on PGlite (./postgrest.ts), as an admin and as
 * an editor. Each step's outcome, and the words of every refusal, must be the same in both.
 */
const SUPABASE_URL = 'https://contract.supabase.co';
const EDITOR_ID = '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a02';

type Role = 'admin' | 'editor';
type Outcome = string;

/** What a step did, as the person would learn it: "ok" (with what they see) or the refusal's words. */
async function outcome(step: () => Promise<unknown>): Promise<Outcome> {
  try {
    const value = await step();
    return typeof value === 'string' ? `ok: ${value}` : 'ok';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

interface Backend {
  as(role: Role): Promise<AdminData>;
}

const localPreview: Backend = {
  async as(role) {
    vi.resetModules();
    localStorage.setItem(
      'astrelle-admin-preview:session',
      JSON.stringify({ email: `${role}@preview.local` }),
    );
    const { createLocalPreviewData } = await import('@/admin/data/local');
    return createLocalPreviewData();
  },
};

function supabaseOn(db: TestDatabase): Backend {
  return {
    async as(role) {
      vi.resetModules();
      vi.stubEnv('PUBLIC_SUPABASE_URL', SUPABASE_URL);
      vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key-for-the-contract');
      vi.stubGlobal('fetch', postgrestOverPglite(db));
      const sub = role === 'admin' ? ADMIN_ID : EDITOR_ID;
      const exp = Math.floor(Date.now() / 1000) + 3600;
      localStorage.setItem(
        'supabase-auth-token',
        JSON.stringify({
          access_token: accessToken({ url: SUPABASE_URL, sub, exp }),
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: exp,
          refresh_token: `rt-${role}`,
          user: { ...userReply(), id: sub },
        }),
      );
      const { createSupabaseAdminData } = await import('@/admin/data/supabase');
      return createSupabaseAdminData();
    },
  };
}

const article = (slug: string, categoryId: string | null) => articleInput({ slug, category_id: categoryId });

/** The scenarios, in order; each names its step and returns what the person learnt. */
async function scenarios(backend: Backend): Promise<Record<string, Outcome>> {
  const results: Record<string, Outcome> = {};
  const record = async (label: string, step: () => Promise<unknown>) => {
    results[label] = await outcome(step);
  };
  let admin = await backend.as('admin');
  const find = async (data: AdminData, slug: string) =>
    (await data.categories.list()).find((category) => category.slug === slug);

  await record('create a category', async () => {
    const made = await admin.categories.create({ name: 'Moon lore', slug: 'moon-lore', description: '' });
    return made.name;
  });
  await record('create another', () =>
    admin.categories.create({ name: 'Sun lore', slug: 'sun-lore', description: '' }),
  );
  await record('create one with a slug another has', () =>
    admin.categories.create({ name: 'Moon lore again', slug: 'moon-lore', description: '' }),
  );
  const sun = (await find(admin, 'sun-lore'))!;
  await record('give one the slug another has', () => admin.categories.update(sun.id, { slug: 'moon-lore' }));
  await record(
    'rename one',
    async () => (await admin.categories.update(sun.id, { name: 'Solar lore' })).name,
  );
  const moon = (await find(admin, 'moon-lore'))!;
  await record(
    'write an article in it',
    async () => (await admin.articles.create(article('moon-signs', moon.id))).slug,
  );
  await record('write an article with a slug another has', () =>
    admin.articles.create(article('moon-signs', null)),
  );
  await record('delete a category an article uses', () => admin.categories.remove(moon.id));

  const editor = await backend.as('editor');
  await record(
    'an editor creates a category',
    async () =>
      (await editor.categories.create({ name: 'Star lore', slug: 'star-lore', description: '' })).slug,
  );
  await record('an editor deletes a category', () => editor.categories.remove(sun.id));
  const written = (await editor.articles.list()).find((row) => row.slug === 'moon-signs')!;
  await record('an editor deletes an article', () => editor.articles.remove(written.id));

  admin = await backend.as('admin');
  await record('an admin deletes the category', () => admin.categories.remove(sun.id));
  await record('the deleted category is deleted again', () => admin.categories.remove(sun.id));
  return results;
}

const expected: Record<string, Outcome> = {
  'create a category': 'ok: Moon lore',
  'create another': 'ok',
  'create one with a slug another has': RECORDS.category.taken,
  'give one the slug another has': RECORDS.category.taken,
  'rename one': 'ok: Solar lore',
  'write an article in it': 'ok: moon-signs',
  'write an article with a slug another has': RECORDS.article.taken,
  'delete a category an article uses': categoryInUse(1),
  'an editor creates a category': 'ok: star-lore',
  'an editor deletes a category': recordMessages.notDeleted(RECORDS.category),
  'an editor deletes an article': recordMessages.notDeleted(RECORDS.article),
  'an admin deletes the category': 'ok',
  'the deleted category is deleted again': recordMessages.notDeleted(RECORDS.category),
};

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(`
    insert into auth.users (id, email, raw_user_meta_data) values
      ('${ADMIN_ID}', 'admin@astrelle.app', '{"name": "Ada Admin"}'),
      ('${EDITOR_ID}', 'editor@astrelle.app', '{"name": "Eddie Editor"}');
    update public.user_profiles set role = 'admin' where id = '${ADMIN_ID}';
    update public.user_profiles set role = 'editor' where id = '${EDITOR_ID}';
  `);
}, 180_000);

afterAll(async () => {
  await db?.pg.close();
});

describe('the admin rules on both data layers', () => {
  it('the local preview gives every scenario its expected outcome and words', async () => {
    localStorage.clear();
    expect(await scenarios(localPreview)).toEqual(expected);
  });

  it('the Supabase layer on the migrated database gives the same outcomes and words', async () => {
    localStorage.clear();
    expect(await scenarios(supabaseOn(db))).toEqual(expected);
  });
});
