-- The brand's social profile addresses (the footer's icon links, docs/site.md) are a third row the
-- build reads with the anon key, beside 'figures' and 'portal'. Still exactly the named rows: a
-- private row never becomes readable because someone ticked a flag.
drop policy if exists "settings: everyone reads the public page settings" on public.site_settings;
create policy "settings: everyone reads the public page settings" on public.site_settings
  for select to anon, authenticated using (key in ('figures', 'portal', 'social'));

update public.site_settings set is_public = (key in ('figures', 'portal', 'social'));
