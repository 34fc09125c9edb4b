-- The leads inbox's statistics at any volume: counts kept per (ISO week, kind, waiting) by triggers,
-- so lead_stats() reads a few hundred rows instead of every lead (a full pass over 100,000 leads took
-- 100–200 ms in the embedded backend). Statement-level triggers with transition tables: one bulk
-- insert is one grouped update of the counts, not one per row.

create table app_private.lead_week_counts (
  -- Monday of the lead's ISO week, UTC.
  week date not null,
  kind text not null,
  waiting boolean not null,
  n bigint not null,
  primary key (week, kind, waiting)
);
alter table app_private.lead_week_counts enable row level security;
revoke all on app_private.lead_week_counts from public;

create or replace function app_private.lead_week(created_at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select date_trunc('week', lead_week.created_at at time zone 'UTC')::date;
$$;
revoke all on function app_private.lead_week(timestamptz) from public;

-- security definer: visitors insert leads but may not touch app_private.
create or replace function app_private.lead_counts_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, n)
    select app_private.lead_week(o.created_at), o.kind, o.handled_at is null, -count(*)
    from old_leads o group by 1, 2, 3
    on conflict (week, kind, waiting) do update set n = c.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, n)
    select app_private.lead_week(l.created_at), l.kind, l.handled_at is null, count(*)
    from new_leads l group by 1, 2, 3
    on conflict (week, kind, waiting) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
revoke all on function app_private.lead_counts_apply() from public, anon, authenticated, service_role;

create trigger lead_counts_insert
  after insert on public.leads
  referencing new table as new_leads
  for each statement execute function app_private.lead_counts_apply();
create trigger lead_counts_update
  after update on public.leads
  referencing old table as old_leads new table as new_leads
  for each statement execute function app_private.lead_counts_apply();
create trigger lead_counts_delete
  after delete on public.leads
  referencing old table as old_leads
  for each statement execute function app_private.lead_counts_apply();

-- The leads there are already.
insert into app_private.lead_week_counts (week, kind, waiting, n)
select app_private.lead_week(l.created_at), l.kind, l.handled_at is null, count(*)
from public.leads l group by 1, 2, 3;

-- The inbox's summary, for admins (and the service role) only; anyone else: 42501 (HTTP 401/403).
--   {"total": n, "waiting": not handled, "by_kind": {"trial": n, "demo": n, "subscribe": n,
--    "newsletter": n, "contact": n}, "weeks": [{"week": "2026-11-16", "count": n}, ...]}
-- weeks: the 12 ISO weeks (Monday 00:00 UTC) ending with the current one, oldest first, empty weeks
-- as 0. security definer, to read the counts; the caller is checked first.
create or replace function public.lead_stats()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  this_week date := app_private.lead_week(now());
  answer json;
begin
  -- current_user is the owner here, so the service role is known by its claims (PostgREST sets them
  -- from the verified JWT).
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may read lead statistics' using errcode = '42501';
  end if;
  select json_build_object(
    'total', coalesce((select sum(c.n) from app_private.lead_week_counts c), 0),
    'waiting', coalesce((select sum(c.n) from app_private.lead_week_counts c where c.waiting), 0),
    'by_kind', (
      select json_object_agg(
               k.kind,
               coalesce((select sum(c.n) from app_private.lead_week_counts c where c.kind = k.kind), 0)
               order by k.ord)
      from unnest(array['trial', 'demo', 'subscribe', 'newsletter', 'contact']) with ordinality k(kind, ord)
    ),
    'weeks', (
      select json_agg(
               json_build_object(
                 'week', to_char(w.week, 'YYYY-MM-DD'),
                 'count', coalesce((select sum(c.n) from app_private.lead_week_counts c where c.week = w.week), 0))
               order by w.week)
      from generate_series(0, 11) i, lateral (select this_week - 7 * (11 - i) as week) w
    )
  ) into answer;
  return answer;
end;
$$;
revoke all on function public.lead_stats() from public, anon;
grant execute on function public.lead_stats() to authenticated, service_role;
