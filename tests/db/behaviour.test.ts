import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Actor, type TestDatabase } from './database';
import { actors, fixturesSql, ids } from './fixtures';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(fixturesSql);
}, 180_000);

const rows = async (actor: Actor, sql: string, params: unknown[] = []) => {
  const reply = await db.try(actor, sql, params);
  if (!reply.ok) throw new Error(reply.error);
  return reply.result.rows;
};

describe('profile trigger', () => {
  it('creates a profile with role user for a new auth user, ignoring a role in the metadata', async () => {
    const [profile] = await db.pg
      .query<{ role: string; name: string; status: string }>(
        `select role, name, status from public.user_profiles where id = $1`,
        [ids.member],
      )
      .then((r) => r.rows);
    expect(profile).toEqual({ role: 'user', name: 'Mira Member', status: 'active' });
  });

  it('names the profile after the e-mail when the metadata has no name', async () => {
    await db.exec(
      `insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000aa', 'luna.star@astrelle.test')`,
    );
    const { rows: found } = await db.pg.query(
      `select name, role from public.user_profiles where id = '00000000-0000-4000-8000-0000000000aa'`,
    );
    expect(found).toEqual([{ name: 'luna.star', role: 'user' }]);
  });

  it('refuses a user raising their own role, but lets them rename themselves', async () => {
    const raise = await db.try(actors.user, `update public.user_profiles set role = 'admin' where id = $1`, [
      ids.member,
    ]);
    expect(raise).toMatchObject({ ok: false, code: '42501' });
    const rename = await db.try(actors.user, `update public.user_profiles set name = 'Mira' where id = $1`, [
      ids.member,
    ]);
    expect(rename.ok && rename.result.affectedRows).toBe(1);
  });

  it('shows a user only their own profile, an admin every profile', async () => {
    expect(await rows(actors.user, `select id from public.user_profiles`)).toEqual([{ id: ids.member }]);
    expect((await rows(actors.admin, `select id from public.user_profiles`)).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('lets an admin promote an editor, and lists users with their auth data for admins only', async () => {
    const promote = await db.try(
      actors.admin,
      `update public.user_profiles set role = 'editor' where id = $1`,
      [ids.member],
    );
    expect(promote.ok && promote.result.affectedRows).toBe(1);
    const listed = await rows(actors.admin, `select email, role from public.admin_list_users()`);
    expect(listed).toContainEqual({ email: 'editor@astrelle.test', role: 'editor' });
    expect(await db.try(actors.editor, `select * from public.admin_list_users()`)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });

  it('gives a suspended admin no access and a user without a profile no role', async () => {
    await db.exec(`insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000000bb', 'gone@astrelle.test');
      update public.user_profiles set role = 'admin', status = 'suspended' where id = '00000000-0000-4000-8000-0000000000bb'`);
    const suspended = { role: 'authenticated', sub: '00000000-0000-4000-8000-0000000000bb' } as const;
    expect(await rows(suspended, `select public.is_admin() as admin`)).toEqual([{ admin: false }]);
    const orphan = { role: 'authenticated', sub: ids.orphan } as const;
    expect(
      await rows(orphan, `select public.current_app_role() as role, public.is_staff() as staff`),
    ).toEqual([{ role: null, staff: false }]);
  });
});

describe('make the first admin', () => {
  it('set_user_role is refused to anon and signed-in users, and promotes by e-mail for the service role', async () => {
    expect(
      await db.try(actors.anon, `select * from public.set_user_role('orphan@astrelle.test', 'admin')`),
    ).toMatchObject({ ok: false, code: '42501' });
    expect(
      await db.try(actors.admin, `select * from public.set_user_role('orphan@astrelle.test', 'admin')`),
    ).toMatchObject({ ok: false, code: '42501' });
    const made = await db.as(
      actors.service,
      (pg) => pg.query(`select * from public.set_user_role(' Orphan@Astrelle.test ', 'admin')`),
      { commit: true },
    );
    expect(made.rows).toEqual([{ id: ids.orphan, email: 'orphan@astrelle.test', role: 'admin' }]);
    const orphan = { role: 'authenticated', sub: ids.orphan } as const;
    expect(await rows(orphan, `select public.is_admin() as admin`)).toEqual([{ admin: true }]);
  });

  it('names an unknown e-mail or role plainly', async () => {
    expect(
      await db.try(actors.service, `select * from public.set_user_role('nobody@astrelle.test', 'admin')`),
    ).toMatchObject({ ok: false, code: 'P0002' });
    expect(
      await db.try(actors.service, `select * from public.set_user_role('orphan@astrelle.test', 'owner')`),
    ).toMatchObject({ ok: false, code: '22023' });
  });
});

describe('what visitors see', () => {
  it('reads published articles that are due, never drafts or future posts', async () => {
    expect(await rows(actors.anon, `select slug from public.published_articles order by slug`)).toEqual([
      { slug: 'published-post' },
    ]);
  });

  it('reads the blog loader query shape: articles with their category', async () => {
    const found = await rows(
      actors.anon,
      `select a.slug, c.slug as category from public.published_articles a left join public.categories c on c.id = a.category_id`,
    );
    expect(found).toEqual([{ slug: 'published-post', category: 'compatibility' }]);
  });

  it('reads the fourteen calculator records except inactive ones, and only public settings', async () => {
    const tools = await rows(actors.anon, `select id from public.compatibility_tools`);
    expect(tools).toHaveLength(13);
    expect(tools).not.toContainEqual({ id: 'love-meter-marriage' });
    expect(await rows(actors.anon, `select key from public.site_settings order by key`)).toEqual([
      { key: 'figures' },
      { key: 'portal' },
      { key: 'social' },
    ]);
  });

  it('lets visitors, users and editors read exactly the figures, portal and social settings, never a private one', async () => {
    // 'private.note' is flagged is_public by mistake in the fixtures: the key list decides, not the flag.
    for (const actor of [actors.anon, actors.user, actors.editor]) {
      expect(await rows(actor, `select key from public.site_settings order by key`)).toEqual([
        { key: 'figures' },
        { key: 'portal' },
        { key: 'social' },
      ]);
    }
    expect(await rows(actors.admin, `select key from public.site_settings order by key`)).toEqual([
      { key: 'deploy.hook_url' },
      { key: 'figures' },
      { key: 'portal' },
      { key: 'private.note' },
      { key: 'social' },
    ]);
  });

  it('folds the old single-value settings into the figures and portal rows (the site settings migration)', async () => {
    const { readFileSync } = await import('node:fs');
    const migration = readFileSync(
      new URL('../../supabase/migrations/20260205000100_site_settings_public_keys.sql', import.meta.url),
      'utf8',
    );
    await db.exec(`delete from public.site_settings where key in ('figures', 'portal')`);
    await db.exec(
      `insert into public.site_settings (key, value, is_public) values ('figures.joined_today', '512', true), ('portal.quiz_url', '"https://quiz.astrelle.app/start"', true)`,
    );
    await db.exec(migration);
    const settings = await rows(
      actors.admin,
      `select key, value, is_public from public.site_settings where key in ('figures', 'portal', 'figures.joined_today', 'portal.quiz_url') order by key`,
    );
    expect(settings).toEqual([
      { key: 'figures', value: { joinedToday: 512 }, is_public: true },
      { key: 'portal', value: { quizUrl: 'https://quiz.astrelle.app/start' }, is_public: true },
    ]);
  });

  it('publishes scheduled articles when their time comes', async () => {
    await db.exec(
      `insert into public.articles (title, slug, status, published_at) values ('Due', 'due-post', 'scheduled', now() - interval '1 minute')`,
    );
    expect(
      await rows(actors.anon, `select slug from public.published_articles where slug = 'due-post'`),
    ).toEqual([]);
    await db.as(actors.service, (pg) => pg.query(`select public.publish_due_articles()`), { commit: true });
    expect(
      await rows(actors.anon, `select slug from public.published_articles where slug = 'due-post'`),
    ).toEqual([{ slug: 'due-post' }]);
  });

  it('refuses a published article without a date and a category still in use', async () => {
    expect(
      await db.try(
        actors.admin,
        `insert into public.articles (title, slug, status) values ('x', 'x', 'published')`,
      ),
    ).toMatchObject({ ok: false, code: '23514' });
    expect(
      await db.try(actors.admin, `delete from public.categories where id = $1`, [ids.usedCategory]),
    ).toMatchObject({ ok: false, code: '23001' });
  });
});

describe('storage: blog-images', () => {
  it('is a public bucket', async () => {
    expect((await db.pg.query(`select public from storage.buckets where id = 'blog-images'`)).rows).toEqual([
      { public: true },
    ]);
  });

  it('never overwrites: a second upload of the same name and an upsert are refused', async () => {
    const again = await db.try(
      actors.editor,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', 'existing.jpg', $1)`,
      [ids.editor],
    );
    expect(again).toMatchObject({ ok: false, code: '23505' });
    const upsert = await db.try(
      actors.admin,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', 'existing.jpg', $1)
       on conflict (bucket_id, name) do update set metadata = '{"replaced": true}'`,
      [ids.admin],
    );
    expect(upsert.ok).toBe(false);
    const update = await db.try(
      actors.admin,
      `update storage.objects set name = 'existing.jpg' where name = 'existing.jpg'`,
    );
    expect(update.ok && update.result.affectedRows).toBe(0);
  });

  it('takes only image files from staff, and lets editors delete only their own uploads', async () => {
    const script = await db.try(
      actors.editor,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', 'evil.html', $1)`,
      [ids.editor],
    );
    expect(script.ok).toBe(false);
    const own = await db.try(
      actors.editor,
      `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', 'mine.webp', $1)`,
      [ids.editor],
    );
    expect(own.ok).toBe(true);
    const deleteOwn = await db.as(actors.editor, async (pg) => {
      await pg.query(
        `insert into storage.objects (bucket_id, name, owner_id) values ('blog-images', 'mine.webp', $1)`,
        [ids.editor],
      );
      return pg.query(`delete from storage.objects where name = 'mine.webp'`);
    });
    expect(deleteOwn.affectedRows).toBe(1);
  });
});

describe('audience and automation', () => {
  it('keeps one subscriber per e-mail and stores e-mails lower-cased', async () => {
    expect(
      await db.try(
        actors.service,
        `insert into public.newsletter_subscribers (email) values ('reader@astrelle.test')`,
      ),
    ).toMatchObject({ ok: false, code: '23505' });
    expect(
      await db.try(
        actors.service,
        `insert into public.newsletter_subscribers (email) values ('Loud@Astrelle.test')`,
      ),
    ).toMatchObject({ ok: false, code: '23514' });
  });

  it('unsubscribes exactly the address whose token is given, for anyone holding it', async () => {
    const [{ token }] = (
      await db.pg.query<{ token: string }>(
        `select unsubscribe_token as token from public.newsletter_subscribers where id = $1`,
        [ids.subscriber],
      )
    ).rows as [{ token: string }];
    const done = await db.as(
      actors.anon,
      (pg) => pg.query(`select public.unsubscribe_newsletter($1) as done`, [token]),
      { commit: true },
    );
    expect(done.rows).toEqual([{ done: true }]);
    expect(
      (await db.pg.query(`select status from public.newsletter_subscribers where id = $1`, [ids.subscriber]))
        .rows,
    ).toEqual([{ status: 'unsubscribed' }]);
    const unknown = await db.as(actors.anon, (pg) =>
      pg.query(`select public.unsubscribe_newsletter(gen_random_uuid()) as done`),
    );
    expect(unknown.rows).toEqual([{ done: false }]);
  });

  it('keeps a campaign draft as Markdown within its limit, and lets only admins suppress a quiz lead with an unsubscribed row', async () => {
    expect(
      (
        await db.try(
          actors.admin,
          `insert into public.email_campaigns (subject, body_markdown) values ('Eclipse notes', '## Hello')`,
        )
      ).ok,
    ).toBe(true);
    expect(
      await db.try(
        actors.admin,
        `insert into public.email_campaigns (subject, body_markdown) values ('Too long', repeat('x', 24001))`,
      ),
    ).toMatchObject({ ok: false, code: '23514' });
    const suppress = `insert into public.newsletter_subscribers (email, source, status, unsubscribed_at) values ('lead@astrelle.test', 'quiz', 'unsubscribed', now())`;
    expect((await db.try(actors.admin, suppress)).ok).toBe(true);
    expect(await db.try(actors.editor, suppress)).toMatchObject({ ok: false, code: '42501' });
  });

  it('records who changed what in the audit log', async () => {
    await db.as(
      actors.editor,
      (pg) =>
        pg.query(
          `update public.compatibility_tools set headline = 'Two charts, one story' where id = 'marriage-calculator'`,
        ),
      { commit: true },
    );
    const entries = await rows(
      actors.admin,
      `select actor_id, action, entity, entity_id, detail from public.audit_log where entity = 'compatibility_tools'`,
    );
    expect(entries).toContainEqual({
      actor_id: ids.editor,
      action: 'update',
      entity: 'compatibility_tools',
      entity_id: 'marriage-calculator',
      detail: { changed: ['headline'] },
    });
  });

  it('hands the next due job to one runner only', async () => {
    const first = await db.as(
      actors.admin,
      (pg) =>
        pg.query<{ id: string; state: string; attempts: number }>(
          `select id, state, attempts from public.claim_next_automation_job()`,
        ),
      { commit: true },
    );
    expect(first.rows).toEqual([{ id: ids.job, state: 'running', attempts: 1 }]);
    const second = await db.as(actors.admin, (pg) =>
      pg.query(`select id from public.claim_next_automation_job()`),
    );
    expect(second.rows).toEqual([]);
    expect(await db.try(actors.editor, `select * from public.claim_next_automation_job()`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await db.try(actors.editor, `select public.publish_due_articles()`)).toMatchObject({ ok: true });
    expect(await db.try(actors.user, `select public.publish_due_articles()`)).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('seed', () => {
  it('applies on top of the migrations and shows visitors only its published article', async () => {
    const seed = readFileSync(join(import.meta.dirname, '..', '..', 'supabase', 'seed.sql'), 'utf8');
    await db.pg.exec('begin');
    try {
      await db.pg.exec(seed);
      await db.pg.exec(seed); // re-running a seed must not fail
      await db.pg.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
      await db.pg.exec('set local role anon');
      const { rows: visible } = await db.pg.query<{ slug: string }>(
        `select slug from public.published_articles where slug in ('fire-and-air-elements-in-love', 'venus-retrograde-survival-notes')`,
      );
      expect(visible).toEqual([{ slug: 'fire-and-air-elements-in-love' }]);
    } finally {
      await db.pg.exec('rollback');
    }
  });
});
