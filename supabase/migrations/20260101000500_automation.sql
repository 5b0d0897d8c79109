-- The admin AI suite (issue 11): content plans → jobs → runs → drafts, with errors, workflows
-- and token usage. Admins only; the runner function writes with the service role.

create table public.automation_workflows (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 120),
  -- Ordered steps, for example ["generate", "validate", "hold_for_review"].
  steps jsonb not null default '["generate", "validate", "hold_for_review"]'::jsonb check (jsonb_typeof(steps) = 'array'),
  is_default boolean not null default false,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index automation_workflows_one_default on public.automation_workflows (is_default) where is_default;

create table public.content_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  description text not null default '',
  -- [{"keyword": "...", "instructions": "...", "category_id": "..."}] in the order to write them.
  topics jsonb not null default '[]'::jsonb check (jsonb_typeof(topics) = 'array'),
  -- Generation options (docs/constants.md#article-generator): wordCount, tone, contentType, seoSettings.
  options jsonb not null default '{}'::jsonb check (jsonb_typeof(options) = 'object'),
  cadence_days integer not null default 1 check (cadence_days between 1 and 365),
  next_run_at timestamptz,
  is_active boolean not null default true,
  workflow_id uuid references public.automation_workflows (id) on delete set null,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.automation_jobs (
  id uuid primary key default gen_random_uuid(),
  plan_id uuid references public.content_plans (id) on delete set null,
  workflow_id uuid references public.automation_workflows (id) on delete set null,
  target_keyword text not null check (char_length(target_keyword) between 1 and 200),
  custom_instructions text not null default '',
  options jsonb not null default '{}'::jsonb check (jsonb_typeof(options) = 'object'),
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed', 'discarded')),
  due_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  max_attempts integer not null default 3 check (max_attempts between 1 and 10),
  article_id uuid references public.articles (id) on delete set null,
  last_error text,
  started_at timestamptz,
  finished_at timestamptz,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index automation_jobs_due_idx on public.automation_jobs (state, due_at);

create table public.automation_job_runs (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.automation_jobs (id) on delete cascade,
  attempt integer not null check (attempt >= 1),
  outcome text not null default 'running' check (outcome in ('running', 'succeeded', 'failed')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  model text,
  prompt_tokens integer not null default 0,
  completion_tokens integer not null default 0,
  word_count integer not null default 0,
  error text
);

create index automation_job_runs_job_idx on public.automation_job_runs (job_id, started_at desc);

create table public.automation_errors (
  id uuid primary key default gen_random_uuid(),
  job_id uuid references public.automation_jobs (id) on delete cascade,
  run_id uuid references public.automation_job_runs (id) on delete cascade,
  message text not null,
  detail jsonb not null default '{}'::jsonb,
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);

-- Tokens and cost of every AI call, by day (the usage page and the analytics charts).
create table public.ai_usage (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  feature text not null check (feature in ('article-generator', 'celebrity-chart', 'automation', 'connection-test', 'other')),
  model text not null,
  prompt_tokens integer not null default 0 check (prompt_tokens >= 0),
  completion_tokens integer not null default 0 check (completion_tokens >= 0),
  total_tokens integer generated always as (prompt_tokens + completion_tokens) stored,
  cost_usd numeric(12, 6) not null default 0,
  job_id uuid references public.automation_jobs (id) on delete set null,
  article_id uuid references public.articles (id) on delete set null,
  actor_id uuid references auth.users (id) on delete set null default auth.uid()
);

create index ai_usage_occurred_idx on public.ai_usage (occurred_at desc);

create trigger automation_workflows_updated_at before update on public.automation_workflows
  for each row execute function public.set_updated_at();
create trigger content_plans_updated_at before update on public.content_plans
  for each row execute function public.set_updated_at();
create trigger automation_jobs_updated_at before update on public.automation_jobs
  for each row execute function public.set_updated_at();
create trigger content_plans_audit after insert or update or delete on public.content_plans
  for each row execute function public.audit_row_change();
create trigger automation_workflows_audit after insert or update or delete on public.automation_workflows
  for each row execute function public.audit_row_change();

alter table public.automation_workflows enable row level security;
alter table public.content_plans enable row level security;
alter table public.automation_jobs enable row level security;
alter table public.automation_job_runs enable row level security;
alter table public.automation_errors enable row level security;
alter table public.ai_usage enable row level security;

create policy "workflows: admins all" on public.automation_workflows
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "plans: admins all" on public.content_plans
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "jobs: admins all" on public.automation_jobs
  for all to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "runs: admins read" on public.automation_job_runs
  for select to authenticated using (public.is_admin());
create policy "errors: admins read" on public.automation_errors
  for select to authenticated using (public.is_admin());
create policy "errors: admins resolve" on public.automation_errors
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "errors: admins delete" on public.automation_errors
  for delete to authenticated using (public.is_admin());
create policy "usage: admins read" on public.ai_usage
  for select to authenticated using (public.is_admin());

-- The runner takes the next due job atomically, so two runners never take the same one.
create or replace function public.claim_next_automation_job()
returns setof public.automation_jobs
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- current_user is the owner inside SECURITY DEFINER: the JWT role tells who called.
  if not (public.is_admin() or coalesce(auth.role(), 'service_role') = 'service_role') then
    raise exception 'Only admins may run automation jobs' using errcode = '42501';
  end if;
  return query
    update public.automation_jobs j
      set state = 'running', attempts = j.attempts + 1, started_at = now(), last_error = null
      where j.id = (
        select q.id from public.automation_jobs q
        where q.state = 'queued' and q.due_at <= now() and q.attempts < q.max_attempts
        order by q.due_at, q.created_at
        limit 1
        for update skip locked
      )
      returning j.*;
end;
$$;

revoke execute on function public.claim_next_automation_job() from public, anon;
grant execute on function public.claim_next_automation_job() to authenticated, service_role;
