-- A real lead is never buried under an attacker's submissions at its address. docs/product-rules.md#leads.
--
-- Before, "handled followed the address": marking a submission handled also marked the earlier waiting
-- submissions of its kind and address (leads_handle_earlier). The real CEO filed a demo request, an
-- attacker then filed spam as ceo@bigcorp.example; the inbox showed the address by its newest
-- submission (the spam), the admin marked it handled, and the CEO's request was handled too, unseen.
--
-- Now marking handled marks that submission only (nothing is marked that the admin was not shown), and
-- an inbox entry is Waiting while any of its submissions waits. The newest row carries how many do
-- (`waiting`, beside `submissions`), kept by the same triggers, so the inbox's Waiting filter, its
-- totals and lead_stats() still read the newest rows only (partial indexes `where latest`).
-- Tests: supabase/tests/leads-waiting-per-submission.test.ts.

drop trigger leads_handle_earlier_after_update on public.leads;
drop function public.leads_handle_earlier();

alter table public.leads
  add column waiting integer check (waiting is null or waiting >= 0),
  -- Only the newest row carries the count, like submissions.
  add constraint leads_waiting_on_latest_only check (latest or waiting is null);
comment on column public.leads.waiting is
  'On the latest row, how many submissions of its kind and address wait (handled_at is null); null on older ones. Kept by leads_keep_latest.';

-- Existing rows: each address's newest gets its count (the triggers below are not in place yet, and the
-- ones in place ignore this column).
update public.leads l
set waiting = (select count(*)::integer from public.leads o
               where o.kind = l.kind and o.email = l.email and o.handled_at is null)
where l.latest;

-- The inbox's Waiting filter: entries with any waiting submission.
drop index public.leads_inbox_waiting_created_at_idx;
create index leads_inbox_waiting_created_at_idx on public.leads (created_at desc) where latest and waiting > 0;

-- A new row arrives as its address's newest (leads_insert_as_latest) with its own waiting count, 1 or 0,
-- whatever a client sent. Named to fire after leads_stamp_times (triggers fire in name order), which
-- decides handled_at for a visitor's insert.
create or replace function public.leads_waiting_on_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.waiting := case when new.handled_at is null then 1 else 0 end;
  return new;
end;
$$;
revoke all on function public.leads_waiting_on_insert() from public, anon, authenticated, service_role;

create trigger leads_waiting_on_insert
  before insert on public.leads
  for each row execute function public.leads_waiting_on_insert();

-- As in 20251127100000_keep_every_lead_submission.sql, with `waiting` kept beside `submissions`: after
-- inserts, the sum over the rows marked latest (the previous newest's count and each new row's own);
-- after a delete or a move (`recount`), a count of the address's waiting rows.
create or replace function app_private.leads_refresh_latest(kinds text[], emails text[], recount boolean)
returns void
language sql
set search_path = ''
as $$
  with touched as (
    select distinct t.kind, t.email from unnest(kinds, emails) t(kind, email)
  ),
  newest as (
    select t.kind, t.email,
           (select l.id from public.leads l
            where l.kind = t.kind and l.email = t.email
            order by l.created_at desc, l.id desc
            limit 1) as id,
           case
             when recount then
               (select count(*)::integer from public.leads l where l.kind = t.kind and l.email = t.email)
             else
               (select sum(l.submissions)::integer from public.leads l
                where l.email = t.email and l.kind = t.kind and l.latest)
           end as n,
           case
             when recount then
               (select count(*)::integer from public.leads l
                where l.kind = t.kind and l.email = t.email and l.handled_at is null)
             else
               (select sum(l.waiting)::integer from public.leads l
                where l.email = t.email and l.kind = t.kind and l.latest)
           end as w
    from touched t
  ),
  candidates as (
    select l.id, w.id as newest_id, w.n, w.w
    from newest w
    join public.leads l on l.email = w.email and l.kind = w.kind and l.latest
    union
    select w.id, w.id, w.n, w.w from newest w where w.id is not null
  )
  update public.leads l
  set latest = (c.id = c.newest_id),
      submissions = case when c.id = c.newest_id then c.n end,
      waiting = case when c.id = c.newest_id then c.w end
  from candidates c
  where l.id = c.id
    and (l.latest, l.submissions, l.waiting) is distinct from
        (c.id = c.newest_id, case when c.id = c.newest_id then c.n end, case when c.id = c.newest_id then c.w end);
$$;
revoke all on function app_private.leads_refresh_latest(text[], text[], boolean) from public;

-- Keeps latest, submissions and waiting for every address a statement touched, whatever a client sent.
--
-- Marking handled (or unmarking) moves the address's waiting count by one per submission, on its newest
-- row. That path takes no advisory lock: the admin's update already holds the marked row, and an insert
-- holding the lock could be waiting for that very row (the previous newest): a deadlock. Instead every
-- refresh first locks the address's newest rows, so it reads the count only after a mark that got there
-- first has committed; and a mark that finds its newest row moved on by a refresh that got there first
-- (the update skips a row no longer latest) looks again, with a fresh snapshot, at the new one.
create or replace function public.leads_keep_latest()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kinds text[];
  emails text[];
  mark record;
  tries integer;
begin
  if tg_op = 'INSERT' then
    select array_agg(n.kind), array_agg(n.email) into kinds, emails from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.kind), array_agg(o.email) into kinds, emails from old_rows o;
  else
    -- Its own updates fire this trigger again, one level down: nothing to do there.
    if pg_trigger_depth() > 1 then
      return null;
    end if;
    -- A move to another kind, address or time, or a write of the kept columns themselves (the service
    -- role correcting a lead): both addresses are recounted, with any mark in the same statement.
    select array_agg(x.kind), array_agg(x.email) into kinds, emails
    from new_rows n
    join old_rows o on o.id = n.id
    cross join lateral (values (n.kind, n.email), (o.kind, o.email)) x(kind, email)
    where (n.kind, n.email, n.created_at, n.latest, n.submissions, n.waiting)
          is distinct from (o.kind, o.email, o.created_at, o.latest, o.submissions, o.waiting)
       or (n.handled_at is null) <> (o.handled_at is null);
    if kinds is not null and not exists (
      select 1 from new_rows n join old_rows o on o.id = n.id
      where (n.kind, n.email, n.created_at, n.latest, n.submissions, n.waiting)
            is distinct from (o.kind, o.email, o.created_at, o.latest, o.submissions, o.waiting)
    ) then
      -- Marks only: each address's newest row moves by the difference.
      for mark in
        select n.kind, n.email, sum(case when n.handled_at is null then 1 else -1 end)::integer as delta
        from new_rows n join old_rows o on o.id = n.id
        where (n.handled_at is null) <> (o.handled_at is null)
        group by n.kind, n.email
      loop
        tries := 0;
        loop
          update public.leads l set waiting = l.waiting + mark.delta
          where l.kind = mark.kind and l.email = mark.email and l.latest;
          exit when found;
          tries := tries + 1;
          if tries >= 5 then
            -- Never expected (an address always has a newest row): count it afresh.
            perform pg_advisory_xact_lock(hashtextextended('public.leads_keep_latest', 0));
            perform app_private.leads_refresh_latest(array[mark.kind], array[mark.email], true);
            exit;
          end if;
        end loop;
      end loop;
      return null;
    end if;
  end if;
  if kinds is not null then
    -- Two requests submitting for one address at once (PostgreSQL; PGlite has one connection) would
    -- each see only their own new row and both mark it latest. One lock, held to commit, makes them
    -- take turns here; the refresh's queries run after it with a fresh snapshot (read committed), so
    -- the second sees the first's row. Then the newest rows: a mark holding one is waited for.
    perform pg_advisory_xact_lock(hashtextextended('public.leads_keep_latest', 0));
    perform 1 from public.leads l
    join unnest(kinds, emails) t(kind, email) on l.kind = t.kind and l.email = t.email
    where l.latest
    for update of l;
    perform app_private.leads_refresh_latest(kinds, emails, tg_op <> 'INSERT');
  end if;
  return null;
end;
$$;
revoke all on function public.leads_keep_latest() from public, anon, authenticated, service_role;

-- The weekly counts' `waiting`, on a newest row, now means its entry waits (any of its submissions);
-- on an older row, that submission waits. The same expression for old and new rows keeps the sums true.
create or replace function app_private.lead_counts_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, latest, n)
    select app_private.lead_week(o.created_at), o.kind, coalesce(o.waiting > 0, o.handled_at is null), o.latest,
           -count(*)
    from old_leads o group by 1, 2, 3, 4
    on conflict (week, kind, waiting, latest) do update set n = c.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, latest, n)
    select app_private.lead_week(l.created_at), l.kind, coalesce(l.waiting > 0, l.handled_at is null), l.latest,
           count(*)
    from new_leads l group by 1, 2, 3, 4
    on conflict (week, kind, waiting, latest) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
revoke all on function app_private.lead_counts_apply() from public, anon, authenticated, service_role;

delete from app_private.lead_week_counts;
insert into app_private.lead_week_counts (week, kind, waiting, latest, n)
select app_private.lead_week(l.created_at), l.kind, coalesce(l.waiting > 0, l.handled_at is null), l.latest, count(*)
from public.leads l group by 1, 2, 3, 4;

-- lead_stats() is unchanged: its "waiting" (latest and waiting in the counts) now counts the entries
-- with any waiting submission.

-- The inbox's page, as in 20251127100000_keep_every_lead_submission.sql, with `handled` read from the
-- entry (handled: no submission waits; not handled: any waits) and each entry's `waiting` count.
create or replace function public.admin_leads_page(
  kind text default null,
  search text default null,
  handled boolean default null,
  sort text default 'created_at',
  direction text default 'desc',
  page integer default 1,
  page_size integer default 50
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted_kind text := nullif(btrim(admin_leads_page.kind), '');
  wanted_search text := nullif(btrim(admin_leads_page.search), '');
  wanted_sort text := coalesce(nullif(admin_leads_page.sort, ''), 'created_at');
  wanted_direction text := coalesce(nullif(admin_leads_page.direction, ''), 'desc');
  wanted_page integer := coalesce(admin_leads_page.page, 1);
  wanted_size integer := coalesce(admin_leads_page.page_size, 50);
  pattern text;
  filter text;
  total bigint;
  rows json;
begin
  -- security definer: current_user is the owner here, so the service role is known by its claims
  -- (PostgREST sets them from the verified JWT).
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may read leads' using errcode = '42501';
  end if;
  if wanted_kind is not null and wanted_kind not in ('trial', 'demo', 'subscribe', 'newsletter', 'contact') then
    raise exception 'kind must be trial, demo, subscribe, newsletter or contact' using errcode = '22023';
  end if;
  if length(wanted_search) > 200 then
    raise exception 'search must be at most 200 characters' using errcode = '22023';
  end if;
  if wanted_sort not in ('created_at', 'kind', 'email', 'name', 'company', 'handled_at') then
    raise exception 'sort must be created_at, kind, email, name, company or handled_at' using errcode = '22023';
  end if;
  if wanted_direction not in ('asc', 'desc') then
    raise exception 'direction must be asc or desc' using errcode = '22023';
  end if;
  if wanted_page < 1 then
    raise exception 'page must be 1 or more' using errcode = '22023';
  end if;
  if wanted_size < 1 or wanted_size > 100 then
    raise exception 'page_size must be between 1 and 100' using errcode = '22023';
  end if;
  pattern := '%' || replace(replace(replace(lower(wanted_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- `l.latest` first: every index of the inbox is partial on it.
  filter := concat_ws(' and ', 'l.latest',
    case when wanted_kind is not null then 'l.kind = $1' end,
    case when wanted_search is not null then 'l.search_text like $2' end,
    case when admin_leads_page.handled then 'l.waiting = 0' end,
    case when not admin_leads_page.handled then 'l.waiting > 0' end);

  if wanted_search is null then
    select coalesce(sum(c.n), 0) into total
    from app_private.lead_week_counts c
    where c.latest
      and (wanted_kind is null or c.kind = wanted_kind)
      and (admin_leads_page.handled is null or c.waiting = not admin_leads_page.handled);
  else
    execute 'select count(*) from public.leads l where ' || filter into total using wanted_kind, pattern;
  end if;
  execute format(
    'select coalesce(json_agg(p), ''[]''::json) from (
       select l.id, l.kind, l.name, l.email, l.company, l.plan, l.page, l.message, l.created_at, l.handled_at,
              l.submissions, l.waiting
       from public.leads l where %s
       order by l.%I %s%s, l.id
       limit $3 offset $4) p',
    filter, wanted_sort, wanted_direction,
    case when wanted_sort in ('name', 'company', 'handled_at') then ' nulls last' end)
  into rows
  using wanted_kind, pattern, wanted_size, (wanted_page::bigint - 1) * wanted_size;

  return json_build_object('leads', rows, 'total', total, 'page', wanted_page, 'page_size', wanted_size);
end;
$$;
revoke all on function public.admin_leads_page(text, text, boolean, text, text, integer, integer) from public, anon;
grant execute on function public.admin_leads_page(text, text, boolean, text, text, integer, integer)
  to authenticated, service_role;
