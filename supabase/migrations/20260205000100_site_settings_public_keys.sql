-- The build reads the admin's saved site settings with the anon key (src/integrations/site-settings.ts).
-- Visitors may read exactly the two rows the public pages use, 'figures' and 'portal', whatever
-- their is_public flag says: a private row (the deploy hook, anything added later) never
-- becomes readable because someone ticked a flag.
drop policy if exists "settings: everyone reads public keys" on public.site_settings;
drop policy if exists "settings: everyone reads the public page settings" on public.site_settings;
create policy "settings: everyone reads the public page settings" on public.site_settings
  for select to anon, authenticated using (key in ('figures', 'portal'));

-- The seed's single-value rows predate the admin's grouped rows; fold them into 'figures' and
-- 'portal' so nothing a visitor reads lives under another key.
insert into public.site_settings (key, value, is_public, description)
select 'figures', jsonb_build_object('joinedToday', value), true, 'Marketing figures'
from public.site_settings where key = 'figures.joined_today'
on conflict (key) do nothing;
insert into public.site_settings (key, value, is_public, description)
select 'portal', jsonb_build_object('quizUrl', value), true, 'Portal addresses'
from public.site_settings where key = 'portal.quiz_url'
on conflict (key) do nothing;
delete from public.site_settings where key in ('figures.joined_today', 'portal.quiz_url');
update public.site_settings set is_public = (key in ('figures', 'portal'));
