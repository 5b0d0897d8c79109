-- The campaign editor writes Markdown; body_html (what is sent) is rendered from it and sanitised
-- in the admin. Keeping the source lets a draft be reopened as it was written.
alter table public.email_campaigns
  add column body_markdown text not null default '' check (char_length(body_markdown) <= 24000);
