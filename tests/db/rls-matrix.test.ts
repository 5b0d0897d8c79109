import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database';
import { generateDatabaseTypes } from './generate-types';
import { actors, fixturesSql, ids, type ActorName } from './fixtures';
import { TABLE_RIGHTS, type AdminTable, type StaffRole } from '@/lib/admin/permissions';

/**
 * For every table and every caller (anon, a signed-in user, an editor, an admin, the service
 * role): which of select / insert / update / delete succeed on a protected target row.
 * Expected cells read "SIUD", a dash where the operation must fail or touch no row.
 */
interface TableCase {
  table: string;
  /** Names a second case on the same table. */
  name?: string;
  /** The protected row every operation aims at. */
  target: string;
  insert: string;
  set: string;
  expected: Record<ActorName, string>;
}

const adminOnly = (admin: string): Record<ActorName, string> => ({
  anon: '----',
  user: '----',
  editor: '----',
  admin,
  service: 'SIUD',
});

const cases: TableCase[] = [
  {
    table: 'public.user_profiles',
    target: `id = '${ids.member}'`,
    insert: `(id, name) values ('${ids.orphan}', 'Orphan')`,
    set: `name = 'Renamed'`,
    expected: { anon: '----', user: 'S-U-', editor: '----', admin: 'S-U-', service: 'SIUD' },
  },
  {
    table: 'public.categories',
    target: `id = '${ids.spareCategory}'`,
    insert: `(slug, name) values ('new-category', 'New')`,
    set: `name = 'Renamed'`,
    expected: { anon: 'S---', user: 'S---', editor: 'SIU-', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.articles',
    target: `id = '${ids.draftArticle}'`,
    insert: `(title, slug) values ('New', 'new-post')`,
    set: `title = 'Renamed'`,
    expected: { anon: '----', user: '----', editor: 'SIU-', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.compatibility_tools',
    target: `id = 'love-meter-marriage'`,
    insert: `(id, name) values ('new-tool', 'New tool')`,
    set: `headline = 'A new headline'`,
    expected: { anon: '----', user: '----', editor: 'S-U-', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.media',
    target: `id = '${ids.media}'`,
    insert: `(storage_path, url, size) values ('new.jpg', 'https://cdn.test/new.jpg', 1)`,
    set: `alt = 'Moon over the sea'`,
    expected: { anon: '----', user: '----', editor: 'SIU-', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.site_settings',
    target: `key = 'deploy.hook_url'`,
    insert: `(key, value) values ('new.key', '1')`,
    set: `value = '"https://hooks.test/other"'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.site_settings',
    name: "the 'figures' row the build reads with the anon key",
    target: `key = 'figures'`,
    insert: `(key, value) values ('figures.extra', '1')`,
    set: `value = '{"joinedToday": 1}'`,
    expected: { anon: 'S---', user: 'S---', editor: 'S---', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.site_settings',
    name: "the 'portal' row the build reads with the anon key",
    target: `key = 'portal'`,
    insert: `(key, value) values ('portal.extra', '1')`,
    set: `value = '{"quizUrl": "https://evil.test"}'`,
    expected: { anon: 'S---', user: 'S---', editor: 'S---', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.site_settings',
    name: "the 'social' row the build reads with the anon key",
    target: `key = 'social'`,
    insert: `(key, value) values ('social.extra', '1')`,
    set: `value = '{"instagram": "https://evil.test"}'`,
    expected: { anon: 'S---', user: 'S---', editor: 'S---', admin: 'SIUD', service: 'SIUD' },
  },
  {
    table: 'public.site_settings',
    name: 'a private row flagged is_public by mistake',
    target: `key = 'private.note'`,
    insert: `(key, value, is_public) values ('private.other', '1', true)`,
    set: `value = '"changed"'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.newsletter_subscribers',
    target: `id = '${ids.subscriber}'`,
    insert: `(email) values ('new@astrelle.test')`,
    set: `status = 'unsubscribed'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.quiz_leads',
    target: `id = '${ids.lead}'`,
    insert: `(email, answers) values ('new@astrelle.test', '{}')`,
    set: `source = 'other'`,
    expected: adminOnly('S--D'),
  },
  {
    table: 'public.email_campaigns',
    target: `id = '${ids.campaign}'`,
    insert: `(subject) values ('Hello')`,
    set: `subject = 'Full moon'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.email_deliveries',
    target: `id = '${ids.delivery}'`,
    insert: `(campaign_id, email) values ('${ids.campaign}', 'other@astrelle.test')`,
    set: `status = 'sent'`,
    expected: adminOnly('S---'),
  },
  {
    table: 'public.automation_workflows',
    target: `id = '${ids.workflow}'`,
    insert: `(name) values ('Publish')`,
    set: `name = 'Renamed'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.content_plans',
    target: `id = '${ids.plan}'`,
    insert: `(name) values ('Summer plan')`,
    set: `name = 'Renamed'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.automation_jobs',
    target: `id = '${ids.job}'`,
    insert: `(target_keyword) values ('leo love')`,
    set: `state = 'discarded'`,
    expected: adminOnly('SIUD'),
  },
  {
    table: 'public.automation_job_runs',
    target: `id = '${ids.run}'`,
    insert: `(job_id, attempt) values ('${ids.job}', 2)`,
    set: `outcome = 'failed'`,
    expected: adminOnly('S---'),
  },
  {
    table: 'public.automation_errors',
    target: `id = '${ids.error}'`,
    insert: `(message) values ('Oops')`,
    set: `resolved_at = now()`,
    expected: adminOnly('S-UD'),
  },
  {
    table: 'public.ai_usage',
    target: `id = '${ids.usage}'`,
    insert: `(feature, model) values ('other', 'm')`,
    set: `model = 'other-model'`,
    expected: adminOnly('S---'),
  },
  {
    table: 'public.rate_limit_windows',
    target: `client_key = 'fixture-client'`,
    insert: `(bucket, client_key, window_ends_at, hits) values ('tarot', 'new-client', now(), 1)`,
    set: `hits = 99`,
    expected: adminOnly('----'),
  },
  {
    table: 'public.email_confirmations',
    target: `email = 'pending@example.org'`,
    insert: `(token_hash, email, list, expires_at) values ('${'b'.repeat(64)}', 'new@example.org', 'quiz', now())`,
    set: `expires_at = now() + interval '1 year'`,
    expected: adminOnly('----'),
  },
  {
    table: 'public.audit_log',
    target: `id = (select min(id) from public.audit_log)`,
    insert: `(action, entity) values ('deploy', 'site')`,
    set: `action = 'forged'`,
    expected: { anon: '----', user: '----', editor: '-I--', admin: 'SI--', service: 'SIUD' },
  },
  {
    table: 'storage.objects',
    target: `id = '${ids.image}'`,
    insert: `(bucket_id, name, owner_id) values ('blog-images', 'new-upload.jpg', auth.uid()::text)`,
    set: `metadata = '{"overwritten": true}'`,
    expected: { anon: '----', user: '----', editor: 'SI--', admin: 'SI-D', service: 'SIUD' },
  },
  {
    table: 'public.published_articles',
    name: 'the view visitors read; nothing is written through it',
    target: `id = '${ids.publishedArticle}'`,
    insert: `(title, slug) values ('New', 'new-post')`,
    set: `title = 'Defaced'`,
    expected: { anon: 'S---', user: 'S---', editor: 'S---', admin: 'S---', service: 'S---' },
  },
];

let db: TestDatabase;
let generatedTypes: string;

beforeAll(async () => {
  db = await createTestDatabase();
  generatedTypes = await generateDatabaseTypes(db.pg);
  await db.exec(fixturesSql);
}, 180_000);

describe('typed client', () => {
  it('database.types.ts matches the migrated schema', async () => {
    const file = join(import.meta.dirname, '..', '..', 'src', 'lib', 'supabase', 'database.types.ts');
    // As the file is kept: formatted by Prettier with the project's settings (npm run lint).
    const formatted = await format(generatedTypes, { ...(await resolveConfig(file)), filepath: file });
    if (process.env.UPDATE_DB_TYPES === '1') writeFileSync(file, formatted);
    expect(readFileSync(file, 'utf8')).toBe(formatted);
  });
});

async function outcome(actorName: ActorName, test: TableCase): Promise<string> {
  const actor = actors[actorName];
  const select = await db.try(actor, `select 1 from ${test.table} where ${test.target}`);
  const insert = await db.try(actor, `insert into ${test.table} ${test.insert}`);
  const update = await db.try(actor, `update ${test.table} set ${test.set} where ${test.target}`);
  const remove = await db.try(actor, `delete from ${test.table} where ${test.target}`);
  return [
    select.ok && select.result.rows.length > 0 ? 'S' : '-',
    insert.ok ? 'I' : '-',
    update.ok && (update.result.affectedRows ?? 0) > 0 ? 'U' : '-',
    remove.ok && (remove.result.affectedRows ?? 0) > 0 ? 'D' : '-',
  ].join('');
}

describe('Row Level Security matrix', () => {
  it('covers every table of the public schema', async () => {
    const { rows } = await db.pg.query<{ tablename: string; rowsecurity: boolean }>(
      `select tablename, rowsecurity from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(rows.every((row) => row.rowsecurity)).toBe(true);
    const covered = new Set(cases.map((test) => test.table.replace('public.', '')));
    expect(rows.map((row) => row.tablename).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('agrees with the one table of who may do what (src/lib/admin/permissions.ts)', () => {
    const cell = (table: AdminTable, role: StaffRole) =>
      (['select', 'insert', 'update', 'delete'] as const)
        .map((action, index) => (TABLE_RIGHTS[table][action].includes(role) ? 'SIUD'[index] : '-'))
        .join('');
    const tables = Object.keys(TABLE_RIGHTS) as AdminTable[];
    const main = (table: AdminTable) => cases.find((test) => test.table === `public.${table}` && !test.name)!;
    expect(tables.map((table) => [table, main(table).expected.editor, main(table).expected.admin])).toEqual(
      tables.map((table) => [table, cell(table, 'editor'), cell(table, 'admin')]),
    );
  });

  for (const test of cases) {
    it(`${test.table}${test.name ? ` (${test.name})` : ''}: select / insert / update / delete per role`, async () => {
      const actual: Record<string, string> = {};
      for (const actorName of Object.keys(actors) as ActorName[])
        actual[actorName] = await outcome(actorName, test);
      expect(actual).toEqual(test.expected);
    });
  }
});
