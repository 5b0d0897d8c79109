-- Public content: categories, articles, calculator page records, the media library, site settings.

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) between 1 and 300),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  content text not null default '',
  excerpt text not null default '',
  cover_image_url text,
  cover_image_alt text,
  -- A category in use cannot be deleted (the admin shows why).
  category_id uuid references public.categories (id) on delete restrict,
  tags text[] not null default '{}' check (cardinality(tags) <= 10),
  seo_title text,
  seo_description text,
  keywords text[] not null default '{}',
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'published')),
  published_at timestamptz,
  author_id uuid references auth.users (id) on delete set null default auth.uid(),
  author_name text,
  reading_time integer check (reading_time is null or reading_time >= 0),
  word_count integer check (word_count is null or word_count >= 0),
  schema_markup jsonb,
  faq_schema jsonb,
  generation_params jsonb,
  usage jsonb,
  model text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint articles_dated_when_not_draft check (status = 'draft' or published_at is not null)
);

create index articles_published_idx on public.articles (status, published_at desc);
create index articles_category_idx on public.articles (category_id);

-- One record per calculator page, keyed by the page's content key (docs/calculators.md#content-records).
create table public.compatibility_tools (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null check (char_length(name) between 1 and 200),
  headline text,
  subheadline text,
  cover_photo text,
  seo_content text,
  keywords text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.media (
  id uuid primary key default gen_random_uuid(),
  bucket text not null default 'blog-images',
  storage_path text not null,
  url text not null,
  alt text not null default '',
  size integer not null check (size >= 0),
  mime_type text,
  width integer,
  height integer,
  uploaded_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket, storage_path)
);

-- Settings the team may change. Public keys (marketing figures, portal URLs) can be read at
-- build time with the anon key; private ones (the deploy hook) only by admins.
create table public.site_settings (
  key text primary key check (key ~ '^[a-z0-9_.-]+$'),
  value jsonb not null,
  is_public boolean not null default false,
  description text not null default '',
  updated_by uuid references auth.users (id) on delete set null default auth.uid(),
  updated_at timestamptz not null default now()
);

create trigger categories_updated_at before update on public.categories
  for each row execute function public.set_updated_at();
create trigger articles_updated_at before update on public.articles
  for each row execute function public.set_updated_at();
create trigger compatibility_tools_updated_at before update on public.compatibility_tools
  for each row execute function public.set_updated_at();
create trigger media_updated_at before update on public.media
  for each row execute function public.set_updated_at();
create trigger site_settings_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

create trigger categories_audit after insert or update or delete on public.categories
  for each row execute function public.audit_row_change();
create trigger articles_audit after insert or update or delete on public.articles
  for each row execute function public.audit_row_change();
create trigger compatibility_tools_audit after insert or update or delete on public.compatibility_tools
  for each row execute function public.audit_row_change();
create trigger media_audit after insert or delete on public.media
  for each row execute function public.audit_row_change();
create trigger site_settings_audit after insert or update or delete on public.site_settings
  for each row execute function public.audit_row_change();

alter table public.categories enable row level security;
alter table public.articles enable row level security;
alter table public.compatibility_tools enable row level security;
alter table public.media enable row level security;
alter table public.site_settings enable row level security;

-- categories: everyone reads; staff create and edit; admins delete.
create policy "categories: everyone reads" on public.categories
  for select to anon, authenticated using (true);
create policy "categories: staff insert" on public.categories
  for insert to authenticated with check (public.is_staff());
create policy "categories: staff update" on public.categories
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "categories: admins delete" on public.categories
  for delete to authenticated using (public.is_admin());

-- articles: visitors read what is published and due; staff read and write all; admins delete.
create policy "articles: everyone reads published" on public.articles
  for select to anon, authenticated using (status = 'published' and published_at <= now());
create policy "articles: staff read all" on public.articles
  for select to authenticated using (public.is_staff());
create policy "articles: staff insert" on public.articles
  for insert to authenticated with check (public.is_staff());
create policy "articles: staff update" on public.articles
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "articles: admins delete" on public.articles
  for delete to authenticated using (public.is_admin());

-- compatibility_tools: visitors read active records; staff edit; admins add and remove pages.
create policy "tools: everyone reads active" on public.compatibility_tools
  for select to anon, authenticated using (is_active);
create policy "tools: staff read all" on public.compatibility_tools
  for select to authenticated using (public.is_staff());
create policy "tools: staff update" on public.compatibility_tools
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "tools: admins insert" on public.compatibility_tools
  for insert to authenticated with check (public.is_admin());
create policy "tools: admins delete" on public.compatibility_tools
  for delete to authenticated using (public.is_admin());

-- media: the library belongs to the content team; editors remove only what they uploaded.
create policy "media: staff read" on public.media
  for select to authenticated using (public.is_staff());
create policy "media: staff insert" on public.media
  for insert to authenticated with check (public.is_staff() and uploaded_by = auth.uid());
create policy "media: staff update" on public.media
  for update to authenticated using (public.is_staff()) with check (public.is_staff());
create policy "media: admins or uploader delete" on public.media
  for delete to authenticated using (public.is_admin() or (public.is_staff() and uploaded_by = auth.uid()));

-- site_settings: public keys for everyone, the rest for admins; only admins write.
create policy "settings: everyone reads public keys" on public.site_settings
  for select to anon, authenticated using (is_public);
create policy "settings: admins read all" on public.site_settings
  for select to authenticated using (public.is_admin());
create policy "settings: admins insert" on public.site_settings
  for insert to authenticated with check (public.is_admin());
create policy "settings: admins update" on public.site_settings
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "settings: admins delete" on public.site_settings
  for delete to authenticated using (public.is_admin());

-- Scheduled articles whose time has come become published (called by the scheduler / runner).
create or replace function public.publish_due_articles()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published integer;
begin
  -- Inside SECURITY DEFINER current_user is the owner: ask the JWT instead (no claims = a direct
  -- database session such as the SQL editor or pg_cron).
  if not (public.is_staff() or coalesce(auth.role(), 'service_role') = 'service_role') then
    raise exception 'Only staff may publish' using errcode = '42501';
  end if;
  update public.articles set status = 'published'
    where status = 'scheduled' and published_at <= now();
  get diagnostics published = row_count;
  return published;
end;
$$;

revoke execute on function public.publish_due_articles() from public, anon;
grant execute on function public.publish_due_articles() to authenticated, service_role;
