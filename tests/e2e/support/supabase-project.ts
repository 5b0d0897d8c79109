/**
 * The made-up hosted Supabase project of the Supabase-mode end-to-end build (dist-supabase/).
 * The address must pass isSupabaseConfigured (https, a host without the placeholder words of
 * src/lib/supabase/configured.ts) and the key must not look like a JWT, or the build's secret
 * scan (src/lib/security/secret-scan.ts) would refuse the output. Nothing ever reaches this
 * host: the build's reads are answered by supabase-build-fetch.ts, the browser's by page.route.
 */
export const E2E_SUPABASE_URL = 'https://astrelle-e2e.supabase.co';
export const E2E_SUPABASE_ANON_KEY = 'sb_publishable_AstrelleEndToEndOnly_0123456789';

/** The one category row the build reads (GET /rest/v1/categories). */
export const builtCategoryRow = {
  id: '5b0a8f52-4a4b-4f3e-9d0e-6a2f1c3b4d01',
  slug: 'moon-phases',
  name: 'Moon Phases',
  description:
    'The Moon through its month: what each phase asks of you in love, work and rest, with rituals simple enough to keep.',
  sort_order: 5,
  created_at: '2026-10-01T09:00:00.000000+00:00',
  updated_at: '2026-10-01T09:00:00.000000+00:00',
};

/**
 * The one published article: the table row the admin edits. The build reads its public columns
 * from the `published_articles` view (`publishedArticleRow`). Its body carries a script the
 * build's sanitiser must drop.
 */
export const builtArticleRow = {
  id: 'c41d2e3f-2222-4c8a-9d7c-5e1b0f1c2a88',
  title: 'New Moon Intentions That Actually Stick',
  slug: 'new-moon-intentions-that-stick',
  content:
    '<h2>Why the new moon</h2><p>The new moon is the quiet start of the lunar month, a good night to name one thing you want to grow.</p>' +
    '<h2>Keep it small</h2><p>Write a single intention, say it aloud, and check on it at the full moon two weeks later.</p>' +
    '<script>alert("from the database")</script>',
  content_markdown: null,
  excerpt: 'How to set one new moon intention, keep it small, and check on it at the full moon.',
  cover_image_url: null,
  cover_image_alt: null,
  category_id: builtCategoryRow.id,
  category: { slug: builtCategoryRow.slug, name: builtCategoryRow.name },
  tags: ['moon', 'rituals'],
  seo_title: null,
  seo_description: null,
  keywords: ['new moon intentions'],
  status: 'published',
  published_at: '2026-11-01T08:00:00.000000+00:00',
  author_id: '8d0fd2b3-9ca7-4c8a-9d7c-5e1b0f1c2a01',
  author_name: 'Ada Admin',
  reading_time: 1,
  word_count: 48,
  model: null,
  generation_params: null,
  usage: null,
  faq_schema: null,
  schema_markup: null,
  created_at: '2026-10-30T08:00:00.000000+00:00',
  updated_at: '2026-11-01T08:00:00.000000+00:00',
};

/** The columns of the `published_articles` view visitors read (supabase/migrations, "content permissions"). */
const PUBLISHED_COLUMNS = [
  'id',
  'title',
  'slug',
  'content',
  'excerpt',
  'cover_image_url',
  'cover_image_alt',
  'category_id',
  'tags',
  'seo_title',
  'seo_description',
  'keywords',
  'status',
  'published_at',
  'author_name',
  'created_at',
  'updated_at',
] as const;

/**
 * The article as PostgREST answers the build's
 * `GET /rest/v1/published_articles?select=*,category:categories(slug,name)` (the category embedded).
 */
export const publishedArticleRow = {
  ...Object.fromEntries(PUBLISHED_COLUMNS.map((column) => [column, builtArticleRow[column]])),
  category: builtArticleRow.category,
};
