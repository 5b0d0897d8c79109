-- The content team's permissions, tightened (docs/admin.md, "Permissions"):
-- 1. a media row's location and uploader change only by an admin's hand;
-- 2. an article's author is the signed-in person, unless an admin sets it;
-- 3. visitors read published articles through a view of the columns the site renders;
-- 4. nobody outside the team can list the public blog-images bucket.

-- 1. Media: editors keep describing any image (alt text), but who uploaded a file and where its
-- row points (bucket, path, address) are an admin's to change. Otherwise an editor could claim
-- another person's upload and then delete it under "uploader delete".
create or replace function public.guard_media_location()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.uploaded_by is distinct from old.uploaded_by
      or new.url is distinct from old.url
      or new.storage_path is distinct from old.storage_path
      or new.bucket is distinct from old.bucket)
     and current_user in ('anon', 'authenticated')
     and not public.is_admin() then
    raise exception 'Only an admin may change who uploaded an image or where it is stored'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger media_guard_location before update on public.media
  for each row execute function public.guard_media_location();

-- 2. Articles: for anyone but an admin the database writes the authorship itself, as it writes
-- updated_at: a new article is the caller's (their profile name), and an edit keeps the author it
-- had. The service role (automation, the functions) and direct SQL sessions are left alone.
create or replace function public.stamp_article_author()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or public.is_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.author_id := auth.uid();
    new.author_name := (select nullif(trim(p.name), '') from public.user_profiles p where p.id = auth.uid());
  else
    new.author_id := old.author_id;
    new.author_name := old.author_name;
  end if;
  return new;
end;
$$;

create trigger articles_stamp_author before insert or update on public.articles
  for each row execute function public.stamp_article_author();

-- 3. Published articles for visitors: only the columns the blog renders (src/lib/blog/map-rows.ts),
-- never usage, model, generation_params, the Markdown source or the author's account id. The
-- table itself becomes staff-only. The view runs with its owner's rights (security_invoker off),
-- so its WHERE clause is the rule visitors are held to; security_barrier keeps a caller's own
-- filters from running before it. Nothing may be written through it.
drop policy "articles: everyone reads published" on public.articles;
revoke all on public.articles from anon;

create view public.published_articles
with (security_barrier = true, security_invoker = false) as
  select id, title, slug, content, excerpt, cover_image_url, cover_image_alt, category_id, tags,
         seo_title, seo_description, keywords, status, published_at, author_name, created_at, updated_at
  from public.articles
  where status = 'published' and published_at <= now();

comment on view public.published_articles is
  'Published, due articles with the columns the blog renders; the only article read open to visitors.';

revoke all on public.published_articles from public, anon, authenticated, service_role;
grant select on public.published_articles to anon, authenticated, service_role;

-- 4. A public bucket serves each file by its address without any SELECT policy; the policy only
-- opened the object list (unreleased images included) to anyone. Staff keep it: Storage reads an
-- object's row before it removes it.
drop policy "blog-images: everyone reads" on storage.objects;

create policy "blog-images: staff read" on storage.objects
  for select to authenticated using (bucket_id = 'blog-images' and public.is_staff());
