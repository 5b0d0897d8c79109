-- Double opt-in (docs/signups.md#double-opt-in; docs/decisions.md, "Consent is recorded and
-- confirmed"): sign-ups and quiz leads are kept as pending until the address confirms them from a
-- link in a message; the consent text and version shown at sign-up are stored with the time; a
-- known lead's new answers wait for a confirmation too. Rows from before this change keep how
-- they were reached (their consent_version says 'unrecorded'), so no one's mail changes silently.

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_status_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_status_check
    check (status in ('pending', 'subscribed', 'unsubscribed', 'bounced')),
  add column consent_text text not null default '' check (char_length(consent_text) <= 1000),
  add column consent_version text not null default 'unrecorded' check (consent_version ~ '^[a-z0-9-]{1,64}$'),
  add column confirmed_at timestamptz;

alter table public.quiz_leads
  add column status text not null default 'confirmed' check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column pending_answers jsonb check (pending_answers is null or jsonb_typeof(pending_answers) = 'object'),
  add column consent_text text not null default '' check (char_length(consent_text) <= 1000),
  add column consent_version text not null default 'unrecorded' check (consent_version ~ '^[a-z0-9-]{1,64}$'),
  add column confirmed_at timestamptz;
-- Existing leads were reached as confirmed ones (above); new ones start pending.
alter table public.quiz_leads alter column status set default 'pending';
-- An address that had unsubscribed was kept out by an 'unsubscribed' newsletter row; its lead says so itself now.
update public.quiz_leads lead set status = 'unsubscribed'
  from public.newsletter_subscribers subscriber
  where subscriber.email = lead.email and subscriber.status = 'unsubscribed';

-- The confirmation links: the SHA-256 of each link's random token, never the token. Only the
-- functions' service role reads or writes them.
create table public.email_confirmations (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (email = lower(email) and char_length(email) <= 254),
  list text not null check (list in ('newsletter', 'quiz')),
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index email_confirmations_email_idx on public.email_confirmations (email, list, requested_at desc);
create index email_confirmations_expires_idx on public.email_confirmations (expires_at);

alter table public.email_confirmations enable row level security;
revoke all on public.email_confirmations from anon, authenticated;
