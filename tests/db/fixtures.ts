import type { Actor } from './database';

/** Fixed ids so the tests can name each row. */
export const ids = {
  member: '00000000-0000-4000-8000-000000000001',
  editor: '00000000-0000-4000-8000-000000000002',
  admin: '00000000-0000-4000-8000-000000000003',
  orphan: '00000000-0000-4000-8000-000000000004',
  spareCategory: '10000000-0000-4000-8000-000000000002',
  usedCategory: '10000000-0000-4000-8000-000000000001',
  draftArticle: '20000000-0000-4000-8000-000000000001',
  publishedArticle: '20000000-0000-4000-8000-000000000002',
  futureArticle: '20000000-0000-4000-8000-000000000003',
  media: '30000000-0000-4000-8000-000000000001',
  subscriber: '40000000-0000-4000-8000-000000000001',
  lead: '40000000-0000-4000-8000-000000000002',
  campaign: '50000000-0000-4000-8000-000000000001',
  delivery: '50000000-0000-4000-8000-000000000002',
  workflow: '60000000-0000-4000-8000-000000000001',
  plan: '60000000-0000-4000-8000-000000000002',
  job: '60000000-0000-4000-8000-000000000003',
  run: '60000000-0000-4000-8000-000000000004',
  error: '60000000-0000-4000-8000-000000000005',
  usage: '60000000-0000-4000-8000-000000000006',
  image: '70000000-0000-4000-8000-000000000001',
} as const;

export const actors = {
  anon: { role: 'anon' },
  user: { role: 'authenticated', sub: ids.member, email: 'member@astrelle.test' },
  editor: { role: 'authenticated', sub: ids.editor, email: 'editor@astrelle.test' },
  admin: { role: 'authenticated', sub: ids.admin, email: 'admin@astrelle.test' },
  service: { role: 'service_role' },
} as const satisfies Record<string, Actor>;

export type ActorName = keyof typeof actors;

/** One row of everything, written as the superuser (as a migration or the dashboard would). */
export const fixturesSql = `
insert into auth.users (id, email, raw_user_meta_data) values
  ('${ids.member}', 'member@astrelle.test', '{"name": "Mira Member", "role": "admin"}'),
  ('${ids.editor}', 'editor@astrelle.test', '{}'),
  ('${ids.admin}', 'admin@astrelle.test', '{}'),
  ('${ids.orphan}', 'orphan@astrelle.test', '{}');
update public.user_profiles set role = 'editor' where id = '${ids.editor}';
update public.user_profiles set role = 'admin' where id = '${ids.admin}';
delete from public.user_profiles where id = '${ids.orphan}';

insert into public.categories (id, slug, name) values
  ('${ids.usedCategory}', 'compatibility', 'Compatibility'),
  ('${ids.spareCategory}', 'spare', 'Spare');
insert into public.articles (id, title, slug, status, published_at, category_id) values
  ('${ids.draftArticle}', 'Draft', 'draft-post', 'draft', null, '${ids.usedCategory}'),
  ('${ids.publishedArticle}', 'Published', 'published-post', 'published', now() - interval '1 hour', '${ids.usedCategory}'),
  ('${ids.futureArticle}', 'Future', 'future-post', 'published', now() + interval '1 day', null);
update public.compatibility_tools set is_active = false where id = 'love-meter-marriage';
insert into public.media (id, storage_path, url, size, uploaded_by) values
  ('${ids.media}', 'by-admin.jpg', 'https://cdn.test/by-admin.jpg', 100, '${ids.admin}');
insert into public.site_settings (key, value, is_public) values
  ('figures', '{"joinedToday": 456}', true),
  ('portal', '{"quizUrl": "https://app.astrelle.app/quiz"}', true),
  ('social', '{"instagram": "https://www.instagram.com/astrelle"}', true),
  ('deploy.hook_url', '"https://hooks.test/secret"', false),
  ('private.note', '"marked public by mistake"', true);
insert into public.newsletter_subscribers (id, email, source) values ('${ids.subscriber}', 'reader@astrelle.test', 'footer');
insert into public.quiz_leads (id, email, answers) values ('${ids.lead}', 'lead@astrelle.test', '{"gender": "female"}');
insert into public.email_campaigns (id, subject) values ('${ids.campaign}', 'New moon notes');
insert into public.email_deliveries (id, campaign_id, email) values ('${ids.delivery}', '${ids.campaign}', 'reader@astrelle.test');
insert into public.automation_workflows (id, name) values ('${ids.workflow}', 'Review first');
insert into public.content_plans (id, name) values ('${ids.plan}', 'Spring plan');
insert into public.automation_jobs (id, plan_id, target_keyword) values ('${ids.job}', '${ids.plan}', 'aries compatibility');
insert into public.automation_job_runs (id, job_id, attempt) values ('${ids.run}', '${ids.job}', 1);
insert into public.automation_errors (id, job_id, message) values ('${ids.error}', '${ids.job}', 'Provider timed out');
insert into public.ai_usage (id, feature, model) values ('${ids.usage}', 'automation', 'deepseek-chat');
insert into public.rate_limit_windows (bucket, client_key, window_ends_at, hits) values ('tarot', 'fixture-client', now() + interval '1 hour', 1);
insert into public.email_confirmations (token_hash, email, list, expires_at) values ('${'a'.repeat(64)}', 'pending@example.org', 'newsletter', now() + interval '7 days');
insert into storage.objects (id, bucket_id, name, owner_id) values ('${ids.image}', 'blog-images', 'existing.jpg', '${ids.admin}');
`;
