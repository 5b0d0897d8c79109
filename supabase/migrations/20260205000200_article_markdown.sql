-- The editor's Markdown, kept beside the sanitised HTML it was rendered to. `content` stays the
-- published body (the blog build reads only it); rows written before this column (or by tools
-- that only produce HTML) have null here and open their HTML in the editor.
alter table public.articles add column if not exists content_markdown text null;
