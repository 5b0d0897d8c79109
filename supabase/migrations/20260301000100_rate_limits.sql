-- Server-side limits on calls that spend money (docs/decisions.md#server-side-limits-for-paid-calls; docs/security.md, "Rate limits").
-- One fixed window per bucket (the function: 'tarot', 'generate-article' …) and client, kept here
-- so that every function instance counts against the same window. Only the functions' service
-- role uses it. The client key is a hash made by the function, never an address.

create table public.rate_limit_windows (
  bucket text not null check (char_length(bucket) between 1 and 60),
  client_key text not null check (char_length(client_key) between 1 and 128),
  window_ends_at timestamptz not null,
  hits integer not null check (hits >= 1),
  primary key (bucket, client_key)
);

create index rate_limit_windows_ends_idx on public.rate_limit_windows (window_ends_at);

-- No policies: visitors and staff see nothing; the service role bypasses Row Level Security.
alter table public.rate_limit_windows enable row level security;
revoke all on public.rate_limit_windows from anon, authenticated;

-- Counts one call: opens a window (hits = 1) when none is running for this client, otherwise
-- adds to it. Allowed while hits <= max; otherwise retry_after_ms says when the window ends.
-- One statement, so two instances counting at once cannot both take the last call.
create or replace function public.take_rate_limit(
  bucket text,
  client_key text,
  max_hits integer,
  window_seconds integer
)
returns table (allowed boolean, hits integer, retry_after_ms bigint)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  now_at timestamptz := clock_timestamp();
  counted public.rate_limit_windows;
begin
  if max_hits < 1 or window_seconds < 1 then
    raise exception 'max_hits and window_seconds must be positive' using errcode = '22023';
  end if;
  insert into public.rate_limit_windows as w (bucket, client_key, window_ends_at, hits)
    values (take_rate_limit.bucket, take_rate_limit.client_key, now_at + make_interval(secs => window_seconds), 1)
    on conflict on constraint rate_limit_windows_pkey do update
      set hits = case when w.window_ends_at <= now_at then 1 else w.hits + 1 end,
          window_ends_at = case when w.window_ends_at <= now_at then excluded.window_ends_at else w.window_ends_at end
    returning w.* into counted;
  -- Windows that ended a day ago are forgotten a few at a time, so the table stays small.
  delete from public.rate_limit_windows
    where ctid in (
      select old.ctid from public.rate_limit_windows old
      where old.window_ends_at < now_at - interval '1 day'
      limit 20
    );
  return query select
    counted.hits <= max_hits,
    counted.hits,
    case when counted.hits <= max_hits then 0::bigint
      else ceil(extract(epoch from counted.window_ends_at - now_at) * 1000)::bigint end;
end;
$$;

revoke execute on function public.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer) to service_role;
