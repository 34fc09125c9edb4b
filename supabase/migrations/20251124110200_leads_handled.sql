-- Leads at a glance: admins mark a lead handled, and the inbox pages, sorts and searches at any volume.

-- When an admin marked the lead handled; null while it waits.
alter table public.leads add column handled_at timestamptz;

-- One text the inbox's search box matches (a single ilike per request, the embedded backend's bound):
-- the address, the name and the company, lower-cased.
alter table public.leads
  add column search_text text generated always as (
    lower(email || ' ' || coalesce(name, '') || ' ' || coalesce(company, ''))
  ) stored;

-- Times are the server's clock. A visitor's insert cannot pre-date a lead or file it as handled (the
-- form's request could carry any created_at and handled_at); an admin's "handled" is stamped now, and
-- marking an already handled lead again keeps the first time.
create or replace function public.leads_stamp_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') then
      new.created_at := now();
      new.handled_at := null;
    end if;
  elsif new.handled_at is not null then
    new.handled_at := coalesce(old.handled_at, now());
  end if;
  return new;
end;
$$;
revoke all on function public.leads_stamp_times() from public, anon, authenticated, service_role;

create trigger leads_stamp_times
  before insert or update of handled_at on public.leads
  for each row execute function public.leads_stamp_times();

-- Admins may change handled_at and nothing else: a column grant (any other column is 42501) and a
-- policy (non-admins update no row).
grant update (handled_at) on public.leads to authenticated;

create policy "Admins can mark leads handled"
  on public.leads for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The inbox's sorts (newest first by default; by kind, address, name, company), its kind and handled
-- filters, and the weekly chart. leads_created_at_idx (created_at desc) exists already.
create index leads_kind_created_at_idx on public.leads (kind, created_at desc);
create index leads_email_idx on public.leads (email);
create index leads_name_idx on public.leads (name);
create index leads_company_idx on public.leads (company);
create index leads_waiting_created_at_idx on public.leads (created_at desc) where handled_at is null;

-- The inbox's summary, for admins (and the service role) only; anyone else: 42501, HTTP 401/403.
--   {"total": n, "waiting": not handled, "by_kind": {"trial": n, "demo": n, "subscribe": n,
--    "newsletter": n, "contact": n}, "weeks": [{"week": "2026-11-16", "count": n}, ...]}
-- weeks: the 12 ISO weeks (Monday 00:00 UTC) ending with the current one, oldest first, empty weeks
-- as 0. security invoker: it counts what row-level security lets the caller read.
create or replace function public.lead_stats()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  this_week timestamp := date_trunc('week', now() at time zone 'UTC');
  first_week timestamp := this_week - interval '11 weeks';
  answer json;
begin
  if not (current_user = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may read lead statistics' using errcode = '42501';
  end if;
  -- One pass over the leads: counts per (week, kind, waiting), then every figure from those few rows.
  with groups as (
    select date_trunc('week', l.created_at at time zone 'UTC') as week, l.kind, l.handled_at is null as waiting,
           count(*) as n
    from public.leads l
    group by 1, 2, 3
  )
  select json_build_object(
    'total', coalesce((select sum(g.n) from groups g), 0),
    'waiting', coalesce((select sum(g.n) from groups g where g.waiting), 0),
    'by_kind', (
      select json_object_agg(k.kind, coalesce((select sum(g.n) from groups g where g.kind = k.kind), 0) order by k.ord)
      from unnest(array['trial', 'demo', 'subscribe', 'newsletter', 'contact']) with ordinality k(kind, ord)
    ),
    'weeks', (
      select json_agg(
               json_build_object('week', to_char(w.week, 'YYYY-MM-DD'),
                                 'count', coalesce((select sum(g.n) from groups g where g.week = w.week), 0))
               order by w.week)
      from generate_series(first_week, this_week, interval '1 week') w(week)
    )
  ) into answer;
  return answer;
end;
$$;
revoke all on function public.lead_stats() from public, anon;
grant execute on function public.lead_stats() to authenticated, service_role;
