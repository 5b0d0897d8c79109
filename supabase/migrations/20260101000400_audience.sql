-- What visitors hand over (docs/decisions.md#nothing-a-visitor-hands-over-is-thrown-away-silently) and the e-mail campaigns sent to them.
-- /api/subscribe and /api/quiz-lead write with the service role; only admins read.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-cased so a repeated sign-up meets the unique constraint.
  email text not null unique check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  source text not null default 'footer' check (source ~ '^[a-z0-9-]{1,64}$'),
  status text not null default 'subscribed' check (status in ('subscribed', 'unsubscribed', 'bounced')),
  consent_at timestamptz not null default now(),
  unsubscribed_at timestamptz,
  -- The secret in each campaign's unsubscribe link.
  unsubscribe_token uuid not null unique default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index newsletter_subscribers_source_status_idx on public.newsletter_subscribers (source, status);

create table public.quiz_leads (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  answers jsonb not null default '{}'::jsonb check (jsonb_typeof(answers) = 'object'),
  source text not null default 'quiz' check (source ~ '^[a-z0-9-]{1,64}$'),
  consent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.email_campaigns (
  id uuid primary key default gen_random_uuid(),
  subject text not null check (char_length(subject) between 1 and 200),
  preview_text text not null default '' check (char_length(preview_text) <= 300),
  body_html text not null default '',
  -- Which subscribers: {"sources": ["footer", "quiz"], "status": "subscribed"}.
  audience jsonb not null default '{"sources": [], "status": "subscribed"}'::jsonb,
  status text not null default 'draft' check (status in ('draft', 'scheduled', 'sending', 'sent', 'failed')),
  scheduled_at timestamptz,
  sent_at timestamptz,
  recipients_count integer not null default 0,
  last_error text,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.email_deliveries (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.email_campaigns (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  email text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  provider_message_id text,
  error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (campaign_id, email)
);

create trigger newsletter_subscribers_updated_at before update on public.newsletter_subscribers
  for each row execute function public.set_updated_at();
create trigger quiz_leads_updated_at before update on public.quiz_leads
  for each row execute function public.set_updated_at();
create trigger email_campaigns_updated_at before update on public.email_campaigns
  for each row execute function public.set_updated_at();
create trigger email_campaigns_audit after insert or update or delete on public.email_campaigns
  for each row execute function public.audit_row_change();

alter table public.newsletter_subscribers enable row level security;
alter table public.quiz_leads enable row level security;
alter table public.email_campaigns enable row level security;
alter table public.email_deliveries enable row level security;

create policy "subscribers: admins read" on public.newsletter_subscribers
  for select to authenticated using (public.is_admin());
create policy "subscribers: admins insert" on public.newsletter_subscribers
  for insert to authenticated with check (public.is_admin());
create policy "subscribers: admins update" on public.newsletter_subscribers
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "subscribers: admins delete" on public.newsletter_subscribers
  for delete to authenticated using (public.is_admin());

-- A lead's answers are the visitor's own words: admins read and erase them, never rewrite them.
create policy "leads: admins read" on public.quiz_leads
  for select to authenticated using (public.is_admin());
create policy "leads: admins delete" on public.quiz_leads
  for delete to authenticated using (public.is_admin());

create policy "campaigns: admins read" on public.email_campaigns
  for select to authenticated using (public.is_admin());
create policy "campaigns: admins insert" on public.email_campaigns
  for insert to authenticated with check (public.is_admin());
create policy "campaigns: admins update" on public.email_campaigns
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "campaigns: admins delete" on public.email_campaigns
  for delete to authenticated using (public.is_admin());

-- Deliveries are written by the sending function (service role); admins watch them.
create policy "deliveries: admins read" on public.email_deliveries
  for select to authenticated using (public.is_admin());

-- The unsubscribe link: anyone holding the token may unsubscribe that one address, nothing more.
create or replace function public.unsubscribe_newsletter(token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row boolean;
begin
  update public.newsletter_subscribers
    set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
    where unsubscribe_token = token;
  get diagnostics found_row = row_count;
  return found_row;
end;
$$;

revoke execute on function public.unsubscribe_newsletter(uuid) from public;
grant execute on function public.unsubscribe_newsletter(uuid) to anon, authenticated, service_role;
