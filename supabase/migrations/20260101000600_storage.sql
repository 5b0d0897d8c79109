-- The blog-images bucket: public read, staff upload, no overwrite (docs/constants.md#e-mail-and-media).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('blog-images', 'blog-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "blog-images: everyone reads" on storage.objects
  for select to anon, authenticated using (bucket_id = 'blog-images');

create policy "blog-images: staff upload images" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'blog-images'
    and public.is_staff()
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif', 'avif')
  );

-- No update policy on purpose: an existing file is never overwritten (upsert is refused).

create policy "blog-images: admins or uploader delete" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'blog-images'
    and (public.is_admin() or (public.is_staff() and owner_id = auth.uid()::text))
  );
