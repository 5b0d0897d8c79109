-- Profiles, roles and the helpers every policy uses.
-- Roles (docs/decisions.md#no-default-admin): every new account is a plain 'user'; admins are made with
-- public.set_user_role (scripts/make-admin.mjs), never by sign-up metadata.

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null default '' check (char_length(name) <= 120),
  role text not null default 'user' check (role in ('user', 'editor', 'admin')),
  status text not null default 'active' check (status in ('active', 'suspended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger user_profiles_updated_at before update on public.user_profiles
  for each row execute function public.set_updated_at();

-- The caller's role, read past RLS so policies can ask it without recursion.
-- A suspended or missing profile has no role at all (no access).
create or replace function public.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.user_profiles p where p.id = auth.uid() and p.status = 'active'
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_app_role() = 'admin', false)
$$;

-- Editors and admins: the content team.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_app_role() in ('editor', 'admin'), false)
$$;

-- A new auth user gets a profile with role 'user', whatever its sign-up metadata claims.
create or replace function public.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_profiles (id, name, role)
  values (
    new.id,
    left(coalesce(nullif(trim(new.raw_user_meta_data ->> 'name'), ''), split_part(coalesce(new.email, ''), '@', 1)), 120),
    'user'
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_auth_user();

-- Only admins (or the service role) may change a role or a status, including their own.
create or replace function public.guard_profile_privileges()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.role is distinct from old.role or new.status is distinct from old.status or new.id is distinct from old.id)
     and current_user in ('anon', 'authenticated')
     and not public.is_admin() then
    raise exception 'Only an admin may change a role or a status' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger user_profiles_guard before update on public.user_profiles
  for each row execute function public.guard_profile_privileges();

alter table public.user_profiles enable row level security;

create policy "profiles: read own" on public.user_profiles
  for select to authenticated using (id = auth.uid());
create policy "profiles: admins read all" on public.user_profiles
  for select to authenticated using (public.is_admin());
create policy "profiles: update own" on public.user_profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "profiles: admins update all" on public.user_profiles
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

-- The profile list joined with the auth user data, for admins only (docs/admin.md#access).
create or replace function public.admin_list_users()
returns table (
  id uuid,
  name text,
  role text,
  status text,
  created_at timestamptz,
  updated_at timestamptz,
  email text,
  user_created_at timestamptz,
  last_sign_in_at timestamptz,
  email_confirmed_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins may list users' using errcode = '42501';
  end if;
  return query
    select p.id, p.name, p.role, p.status, p.created_at, p.updated_at,
           u.email::text, u.created_at, u.last_sign_in_at, u.email_confirmed_at
    from public.user_profiles p
    join auth.users u on u.id = p.id
    order by p.created_at desc;
end;
$$;

-- Make the first admin (or change anyone's role) by e-mail. Service role / SQL editor only.
create or replace function public.set_user_role(target_email text, new_role text)
returns table (id uuid, email text, role text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid;
begin
  if new_role not in ('user', 'editor', 'admin') then
    raise exception 'Unknown role %', new_role using errcode = '22023';
  end if;
  select u.id into target from auth.users u where lower(u.email) = lower(trim(target_email));
  if target is null then
    raise exception 'No account with the e-mail %', target_email using errcode = 'P0002';
  end if;
  insert into public.user_profiles (id, name, role)
    values (target, split_part(trim(target_email), '@', 1), new_role)
    on conflict on constraint user_profiles_pkey do update set role = excluded.role, status = 'active';
  return query select target, lower(trim(target_email)), new_role;
end;
$$;

revoke execute on function public.set_user_role(text, text) from public, anon, authenticated;
grant execute on function public.set_user_role(text, text) to service_role;
revoke execute on function public.admin_list_users() from public, anon;
grant execute on function public.admin_list_users() to authenticated, service_role;
