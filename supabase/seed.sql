-- Local development data (supabase db reset runs this after the migrations). Not for production.

insert into public.categories (slug, name, description, sort_order) values
  ('compatibility', 'Compatibility', 'How two charts meet: signs, elements and the aspects between them.', 1),
  ('zodiac-signs', 'Zodiac Signs', 'The twelve signs, their rulers and how they show up in love.', 2),
  ('tarot', 'Tarot', 'Card meanings and spreads for questions of the heart.', 3)
on conflict (slug) do nothing;

insert into public.articles (title, slug, content, excerpt, category_id, tags, seo_title, seo_description, keywords, status, published_at, author_name, reading_time, word_count)
select
  'Fire and Air: Why These Elements Feed Each Other',
  'fire-and-air-elements-in-love',
  '<p>Fire signs bring the spark and air signs bring the breeze that keeps it burning. This local sample article shows how a published post looks on the blog.</p>',
  'Fire signs bring the spark and air signs keep it burning: a sample post for local development.',
  c.id,
  array['elements', 'fire', 'air'],
  'Fire and Air Signs in Love: Why They Work',
  'Why fire and air signs feed each other in love, and what each element needs from the other to keep the spark alive.',
  array['fire signs', 'air signs', 'element compatibility'],
  'published',
  now() - interval '1 day',
  'Astrelle Editorial',
  1,
  31
from public.categories c where c.slug = 'compatibility'
on conflict (slug) do nothing;

insert into public.articles (title, slug, content, excerpt, status, author_name)
values ('Draft: Venus Retrograde Survival Notes', 'venus-retrograde-survival-notes', '<p>Work in progress.</p>', 'A draft that only the content team sees.', 'draft', 'Astrelle Editorial')
on conflict (slug) do nothing;

insert into public.site_settings (key, value, is_public, description) values
  ('figures', '{"joinedToday": 456}'::jsonb, true, 'Marketing figures (the admin Settings screen; read by the build)'),
  ('portal', '{"url": "https://app.astrelle.app"}'::jsonb, true, 'Portal addresses (the admin Settings screen; read by the build)'),
  ('deploy.hook_url', '""'::jsonb, false, 'Deploy hook called after publishing (private)')
on conflict (key) do nothing;

insert into public.automation_workflows (name, steps, is_default)
values ('Generate, validate, hold for review', '["generate", "validate", "hold_for_review"]'::jsonb, true)
on conflict do nothing;
