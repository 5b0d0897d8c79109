import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Actor, type TestDatabase } from './database';
import { actors, fixturesSql, ids } from './fixtures';

/**
 * The content team's permissions beyond the table matrix (docs/admin.md, "Permissions"): who may
 * move a media row, who an article's author is, which article columns visitors read, and that
 * nobody outside the team can list the public image bucket.
 */
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.exec(fixturesSql);
  await db.exec(`update public.user_profiles set name = 'Ada Admin' where id = '${ids.admin}';
    update public.user_profiles set name = 'Eddie Editor' where id = '${ids.editor}';
    update public.articles set author_id = '${ids.admin}', author_name = 'Ada Admin',
      usage = '{"total_tokens": 1800}', model = 'deepseek-chat', generation_params = '{"keyword": "aries"}',
      content_markdown = '# Draft notes', word_count = 640, reading_time = 3
      where id = '${ids.publishedArticle}'`);
}, 180_000);

const rows = async (actor: Actor, sql: string, params: unknown[] = []) => {
  const reply = await db.try(actor, sql, params);
  if (!reply.ok) throw new Error(reply.error);
  return reply.result.rows;
};

describe('media rows: only admins move them', () => {
  const moves = [
    ['uploaded_by', `uploaded_by = '${ids.editor}'`],
    ['url', `url = 'https://evil.test/moon.jpg'`],
    ['storage_path', `storage_path = 'elsewhere.jpg'`],
    ['bucket', `bucket = 'other-bucket'`],
  ] as const;

  for (const [column, set] of moves) {
    it(`refuses an editor changing ${column} of another person's row`, async () => {
      const reply = await db.try(actors.editor, `update public.media set ${set} where id = $1`, [ids.media]);
      expect(reply).toMatchObject({ ok: false, code: '42501' });
    });
  }

  it("refuses an editor claiming another person's upload and then deleting it", async () => {
    const deleted = await db
      .as(actors.editor, async (pg) => {
        await pg.query(`update public.media set uploaded_by = $1 where id = $2`, [ids.editor, ids.media]);
        return (await pg.query(`delete from public.media where id = $1`, [ids.media])).affectedRows;
      })
      .catch((error: Error & { code?: string }) => error.code);
    expect(deleted).toBe('42501');
    expect((await db.pg.query(`select 1 from public.media where id = $1`, [ids.media])).rows).toHaveLength(1);
  });

  it("still lets an editor describe anyone's image (alt text), and an admin move a row", async () => {
    const alt = await db.try(
      actors.editor,
      `update public.media set alt = 'Moon over the sea' where id = $1`,
      [ids.media],
    );
    expect(alt.ok && alt.result.affectedRows).toBe(1);
    const move = await db.try(
      actors.admin,
      `update public.media set uploaded_by = $1, url = 'https://cdn.test/moved.jpg', storage_path = 'moved.jpg' where id = $2`,
      [ids.editor, ids.media],
    );
    expect(move.ok && move.result.affectedRows).toBe(1);
  });
});

describe('article authorship: the signed-in person, unless an admin sets it', () => {
  const author = (sql: string) =>
    db.as(actors.editor, async (pg) => {
      await pg.query(sql, [ids.admin]);
      return (
        await pg.query<{ author_id: string | null; author_name: string | null }>(
          `select author_id, author_name from public.articles where slug = 'by-whom'`,
        )
      ).rows;
    });

  it("stamps an editor's new article with the editor, whatever author it names", async () => {
    expect(
      await author(
        `insert into public.articles (title, slug, author_id, author_name) values ('By whom', 'by-whom', $1, 'Ada Admin')`,
      ),
    ).toEqual([{ author_id: ids.editor, author_name: 'Eddie Editor' }]);
  });

  it("keeps the author when an editor edits another person's article", async () => {
    const kept = await db.as(actors.editor, async (pg) => {
      await pg.query(
        `update public.articles set author_id = $1, author_name = 'Eddie Editor' where id = $2`,
        [ids.editor, ids.publishedArticle],
      );
      return (
        await pg.query(`select author_id, author_name from public.articles where id = $1`, [
          ids.publishedArticle,
        ])
      ).rows;
    });
    expect(kept).toEqual([{ author_id: ids.admin, author_name: 'Ada Admin' }]);
  });

  it('lets an admin name the author, and the service role (automation) write drafts without one', async () => {
    const byAdmin = await db.as(actors.admin, async (pg) => {
      await pg.query(
        `insert into public.articles (title, slug, author_id, author_name) values ('By whom', 'by-whom', $1, 'Guest Writer')`,
        [ids.editor],
      );
      return (await pg.query(`select author_id, author_name from public.articles where slug = 'by-whom'`))
        .rows;
    });
    expect(byAdmin).toEqual([{ author_id: ids.editor, author_name: 'Guest Writer' }]);
    const byRunner = await db.as(actors.service, async (pg) => {
      await pg.query(`insert into public.articles (title, slug) values ('Automated', 'by-whom')`);
      return (await pg.query(`select author_id, author_name from public.articles where slug = 'by-whom'`))
        .rows;
    });
    expect(byRunner).toEqual([{ author_id: null, author_name: null }]);
  });
});

describe('published articles: visitors read only what the site renders', () => {
  it('never shows a visitor the usage, model, generation parameters or Markdown source', async () => {
    for (const column of ['usage', 'model', 'generation_params', 'content_markdown', 'author_id']) {
      for (const actor of [actors.anon, actors.user]) {
        const reply = await db.try(actor, `select ${column} as value from public.articles where id = $1`, [
          ids.publishedArticle,
        ]);
        const leaked = reply.ok ? reply.result.rows.filter((row) => row.value !== null) : [];
        expect(leaked, `${column} as ${actor.role}`).toEqual([]);
      }
    }
  });

  it('serves the rendered columns of published, due articles through published_articles', async () => {
    const found = await rows(
      actors.anon,
      `select slug, title, author_name, category_id from public.published_articles order by slug`,
    );
    expect(found).toEqual([
      { slug: 'published-post', title: 'Published', author_name: 'Ada Admin', category_id: ids.usedCategory },
    ]);
    const { rows: columns } = await db.pg.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'published_articles'`,
    );
    expect(columns.map((column) => column.column_name).sort()).toEqual(
      [
        'author_name',
        'category_id',
        'content',
        'cover_image_alt',
        'cover_image_url',
        'created_at',
        'excerpt',
        'id',
        'keywords',
        'published_at',
        'seo_description',
        'seo_title',
        'slug',
        'status',
        'tags',
        'title',
        'updated_at',
      ].sort(),
    );
  });

  it('cannot be written through: the view is read-only for every API role', async () => {
    for (const actor of [actors.anon, actors.user, actors.editor]) {
      const update = await db.try(actor, `update public.published_articles set title = 'Defaced'`);
      const insert = await db.try(
        actor,
        `insert into public.published_articles (title, slug) values ('x', 'x')`,
      );
      const remove = await db.try(actor, `delete from public.published_articles`);
      expect([update.ok, insert.ok, remove.ok], actor.role).toEqual([false, false, false]);
    }
  });

  it('still lets staff read every column of every article in the table', async () => {
    const staffRows = await rows(actors.editor, `select usage, model from public.articles where id = $1`, [
      ids.publishedArticle,
    ]);
    expect(staffRows).toEqual([{ usage: { total_tokens: 1800 }, model: 'deepseek-chat' }]);
  });
});

describe('the public blog-images bucket cannot be listed', () => {
  it('shows anonymous visitors and plain users no object (files are served by address)', async () => {
    for (const actor of [actors.anon, actors.user]) {
      const listed = await db.try(actor, `select name from storage.objects where bucket_id = 'blog-images'`);
      expect(listed.ok ? listed.result.rows : [], actor.role).toEqual([]);
    }
  });

  it('lets staff see the objects (Storage needs it to remove one)', async () => {
    expect(
      await rows(actors.editor, `select name from storage.objects where bucket_id = 'blog-images'`),
    ).toEqual([{ name: 'existing.jpg' }]);
  });
});
