-- Who did what: written by triggers on the content tables and by the functions (service role).
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references auth.users (id) on delete set null default auth.uid(),
  action text not null check (char_length(action) between 1 and 64),
  entity text not null check (char_length(entity) between 1 and 64),
  entity_id text,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create index audit_log_created_at_idx on public.audit_log (created_at desc);
create index audit_log_entity_idx on public.audit_log (entity, entity_id);

alter table public.audit_log enable row level security;

create policy "audit: admins read" on public.audit_log
  for select to authenticated using (public.is_admin());
-- Staff may add entries for their own actions (for example "deploy requested"); nobody edits history.
create policy "audit: staff add own entries" on public.audit_log
  for insert to authenticated with check (public.is_staff() and actor_id = auth.uid());

-- Row changes on the content tables, recorded with the changed column names.
create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[];
  row_id text;
begin
  if tg_op = 'DELETE' then
    row_id := to_jsonb(old) ->> 'id';
  else
    row_id := to_jsonb(new) ->> 'id';
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(n.key order by n.key), '{}')
      into changed
      from jsonb_each(to_jsonb(new)) n
      where n.key <> 'updated_at' and (to_jsonb(old) -> n.key) is distinct from n.value;
    if cardinality(changed) = 0 then
      return new;
    end if;
  end if;
  insert into public.audit_log (actor_id, action, entity, entity_id, detail)
  values (
    auth.uid(),
    lower(tg_op),
    tg_table_name,
    row_id,
    case when tg_op = 'UPDATE' then jsonb_build_object('changed', to_jsonb(changed)) else '{}'::jsonb end
  );
  return coalesce(new, old);
end;
$$;

create trigger user_profiles_audit after update or delete on public.user_profiles
  for each row execute function public.audit_row_change();
