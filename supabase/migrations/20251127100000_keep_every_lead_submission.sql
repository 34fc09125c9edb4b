-- Every lead a person submits is kept (issue #30). docs/product-rules.md#leads.
--
-- Before, the first lead of a kind and address won and every later one was deleted
-- (leads_drop_repeats): an attacker filed "Not interested, spam" as a demo request under
-- ceo@bigcorp.example, and when the real CEO asked for a demo the site thanked them and threw the
-- request away.
--
-- Now every insert stays a row: public.leads holds submissions. The submissions of one kind and
-- address are one entry of the admin's inbox, shown by its newest submission (`latest`), which also
-- carries how many the address has sent (`submissions`); the older ones are its history. The
-- database keeps both columns itself (leads_keep_latest, below), whatever a client sends.
--
-- The API still answers a repeat exactly like a new lead, now trivially: a repeat is a new row, with
-- the same status, body, count and row-level security error as any other.
--
-- "Handled" follows the address: a new submission arrives waiting, so an address the admin had
-- handled is back in the inbox's Waiting filter; marking a submission handled also marks every earlier
-- waiting submission of its address (leads_handle_earlier), so the history and the CSV agree with the
-- inbox.

drop trigger leads_drop_repeats on public.leads;
drop function public.leads_drop_repeats();
alter table public.leads drop constraint leads_kind_email_key;

-- Existing rows were one per kind and address, so each is its address's newest and only submission.
alter table public.leads
  add column latest boolean not null default true,
  add column submissions integer check (submissions is null or submissions >= 1) default 1,
  -- Only the newest row carries a count: leads_refresh_latest relies on it to look at latest rows only.
  add constraint leads_count_on_latest_only check (latest or submissions is null);
comment on column public.leads.latest is
  'The newest submission of its kind and address: the row the admin''s inbox shows. Kept by leads_keep_latest.';
comment on column public.leads.submissions is
  'On the latest row, how many submissions its kind and address have; null on older ones. Kept by leads_keep_latest.';

-- An address's history, newest first (the studio's history, and leads_keep_latest's lookups).
create index leads_address_history_idx on public.leads (kind, email, created_at desc, id desc);

-- The inbox reads latest rows only: its indexes hold those (an address with thousands of submissions
-- is one entry in each). leads_created_at_idx stays whole for the CSV export, which reads every row.
drop index public.leads_kind_created_at_idx;
drop index public.leads_email_idx;
drop index public.leads_name_idx;
drop index public.leads_company_idx;
drop index public.leads_waiting_created_at_idx;
drop index public.leads_search_text_trgm_idx;
drop index public.leads_name_desc_idx;
drop index public.leads_company_desc_idx;
drop index public.leads_handled_at_idx;
drop index public.leads_handled_at_desc_idx;
create index leads_inbox_created_at_idx on public.leads (created_at desc) where latest;
create index leads_inbox_kind_created_at_idx on public.leads (kind, created_at desc) where latest;
create index leads_inbox_email_idx on public.leads (email) where latest;
create index leads_inbox_name_idx on public.leads (name) where latest;
create index leads_inbox_company_idx on public.leads (company) where latest;
create index leads_inbox_name_desc_idx on public.leads (name desc nulls last) where latest;
create index leads_inbox_company_desc_idx on public.leads (company desc nulls last) where latest;
create index leads_inbox_handled_at_idx on public.leads (handled_at) where latest;
create index leads_inbox_handled_at_desc_idx on public.leads (handled_at desc nulls last) where latest;
create index leads_inbox_waiting_created_at_idx on public.leads (created_at desc) where latest and handled_at is null;
create index leads_inbox_search_text_trgm_idx on public.leads using gin (search_text extensions.gin_trgm_ops)
  where latest;

-- Every row arrives as its address's newest, with a count of 1, whatever a client sent (the refresh
-- below corrects both when it is not). So the rows of an address that may need a change are its rows
-- marked latest (the new ones and the previous newest) and its actual newest: a handful, found through
-- the inbox's partial index, however many submissions the address has.
create or replace function public.leads_insert_as_latest()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.latest := true;
  new.submissions := 1;
  return new;
end;
$$;
revoke all on function public.leads_insert_as_latest() from public, anon, authenticated, service_role;

-- Named after leads_at_most_one_per_request, so that refusal still comes first (triggers fire in name order).
create trigger leads_insert_as_latest
  before insert on public.leads
  for each row execute function public.leads_insert_as_latest();

-- latest and submissions for these addresses (kind and email, pairwise): the newest row of each
-- (created_at, then id; one probe of leads_address_history_idx) is latest with the count, every other
-- row marked latest is no longer. Only rows whose value changes are written, so a first submission
-- (inserted latest with 1) costs no update at all, and a repeat one: the previous newest's.
-- The count: after inserts, the rows marked latest are the previous newest (with the address's count
-- so far) and the new rows (1 each), so their sum is the new count, read from a handful of rows even
-- for an address flooded with thousands of submissions. After a delete or a move (`recount`) that no
-- longer holds, and the address's rows are counted.
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
           end as n
    from touched t
  ),
  candidates as (
    select l.id, w.id as newest_id, w.n
    from newest w
    join public.leads l on l.email = w.email and l.kind = w.kind and l.latest
    union
    select w.id, w.id, w.n from newest w where w.id is not null
  )
  update public.leads l
  set latest = (c.id = c.newest_id),
      submissions = case when c.id = c.newest_id then c.n end
  from candidates c
  where l.id = c.id
    and (l.latest, l.submissions) is distinct from (c.id = c.newest_id, case when c.id = c.newest_id then c.n end);
$$;
revoke all on function app_private.leads_refresh_latest(text[], text[], boolean) from public;

-- Keeps latest and submissions for every address a statement touched, whatever a client sent in them.
-- Statement-level with transition tables: a bulk insert of the service role is one pass, not one per
-- row. security definer: visitors insert leads but may neither read nor update them.
create or replace function public.leads_keep_latest()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  kinds text[];
  emails text[];
begin
  if tg_op = 'INSERT' then
    select array_agg(n.kind), array_agg(n.email) into kinds, emails from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(o.kind), array_agg(o.email) into kinds, emails from old_rows o;
  else
    -- Its own update fires this trigger again, one level down: nothing to do there.
    if pg_trigger_depth() > 1 then
      return null;
    end if;
    -- An update matters only where it moved a row to another kind, address or time, or wrote latest or
    -- submissions itself (the service role correcting a lead): both addresses are refreshed. Marking
    -- handled changes none of them.
    select array_agg(x.kind), array_agg(x.email) into kinds, emails
    from new_rows n
    join old_rows o on o.id = n.id
    cross join lateral (values (n.kind, n.email), (o.kind, o.email)) x(kind, email)
    where (n.kind, n.email, n.created_at, n.latest, n.submissions)
          is distinct from (o.kind, o.email, o.created_at, o.latest, o.submissions);
  end if;
  if kinds is not null then
    -- Two requests submitting for one address at once (PostgreSQL; PGlite has one connection) would
    -- each see only their own new row and both mark it latest. One lock, held to commit, makes them
    -- take turns here; the refresh's queries run after it with a fresh snapshot (read committed), so
    -- the second sees the first's row. Lead inserts are rare and their transactions short; one lock
    -- (not one per address) also holds for a bulk insert without filling the lock table.
    perform pg_advisory_xact_lock(hashtextextended('public.leads_keep_latest', 0));
    perform app_private.leads_refresh_latest(kinds, emails, tg_op <> 'INSERT');
  end if;
  return null;
end;
$$;
revoke all on function public.leads_keep_latest() from public, anon, authenticated, service_role;

-- Named for what they do, so other triggers on leads (rate limits…) sit beside them.
create trigger leads_keep_latest_after_insert
  after insert on public.leads
  referencing new table as new_rows
  for each statement execute function public.leads_keep_latest();
create trigger leads_keep_latest_after_update
  after update on public.leads
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.leads_keep_latest();
create trigger leads_keep_latest_after_delete
  after delete on public.leads
  referencing old table as old_rows
  for each statement execute function public.leads_keep_latest();

-- Marking a submission handled marks its address's earlier waiting submissions handled at the same
-- time (leads_stamp_times stamps them with now(), the same instant in this transaction). Unmarking
-- changes that row only: the inbox shows the address waiting again.
-- security definer: the admin may update handled_at through the API, but this touches other rows.
create or replace function public.leads_handle_earlier()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Its own update below fires this trigger again, one level down: nothing to do there.
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  update public.leads l
  set handled_at = n.handled_at
  from new_rows n
  join old_rows o on o.id = n.id
  where o.handled_at is null
    and n.handled_at is not null
    and l.kind = n.kind
    and l.email = n.email
    and l.handled_at is null
    and (l.created_at, l.id) < (n.created_at, n.id);
  return null;
end;
$$;
revoke all on function public.leads_handle_earlier() from public, anon, authenticated, service_role;

create trigger leads_handle_earlier_after_update
  after update on public.leads
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.leads_handle_earlier();

-- The weekly counts also tell latest rows from older ones, so lead_stats answers both: addresses
-- (the inbox's entries: total, waiting, by kind) and submissions (in all, and per week).
alter table app_private.lead_week_counts drop constraint lead_week_counts_pkey;
alter table app_private.lead_week_counts add column latest boolean not null default true;
alter table app_private.lead_week_counts add primary key (week, kind, waiting, latest);
delete from app_private.lead_week_counts;
insert into app_private.lead_week_counts (week, kind, waiting, latest, n)
select app_private.lead_week(l.created_at), l.kind, l.handled_at is null, l.latest, count(*)
from public.leads l group by 1, 2, 3, 4;

create or replace function app_private.lead_counts_apply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, latest, n)
    select app_private.lead_week(o.created_at), o.kind, o.handled_at is null, o.latest, -count(*)
    from old_leads o group by 1, 2, 3, 4
    on conflict (week, kind, waiting, latest) do update set n = c.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into app_private.lead_week_counts as c (week, kind, waiting, latest, n)
    select app_private.lead_week(l.created_at), l.kind, l.handled_at is null, l.latest, count(*)
    from new_leads l group by 1, 2, 3, 4
    on conflict (week, kind, waiting, latest) do update set n = c.n + excluded.n;
  end if;
  return null;
end;
$$;
revoke all on function app_private.lead_counts_apply() from public, anon, authenticated, service_role;

-- The inbox's summary, for admins (and the service role) only; anyone else: 42501 (HTTP 401/403).
--   {"total": addresses, "waiting": addresses whose newest submission waits,
--    "by_kind": {"trial": addresses, ...}, "submissions": every submission,
--    "weeks": [{"week": "2026-11-16", "count": submissions that week}, ...]}
-- total, waiting and by_kind count the inbox's entries (one per kind and address), so they match its
-- filters' totals; submissions and weeks count every form sent. weeks: the 12 ISO weeks (Monday
-- 00:00 UTC) ending with the current one, oldest first, empty weeks as 0.
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
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may read lead statistics' using errcode = '42501';
  end if;
  select json_build_object(
    'total', coalesce((select sum(c.n) from app_private.lead_week_counts c where c.latest), 0),
    'waiting', coalesce((select sum(c.n) from app_private.lead_week_counts c where c.latest and c.waiting), 0),
    'by_kind', (
      select json_object_agg(
               k.kind,
               coalesce((select sum(c.n) from app_private.lead_week_counts c where c.latest and c.kind = k.kind), 0)
               order by k.ord)
      from unnest(array['trial', 'demo', 'subscribe', 'newsletter', 'contact']) with ordinality k(kind, ord)
    ),
    'submissions', coalesce((select sum(c.n) from app_private.lead_week_counts c), 0),
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

-- The inbox's page: one entry per kind and address, its newest submission with the count. The same
-- parameters, checks and answer as before (20251124110300_list_search_indexes.sql), each lead now with
-- `submissions`; kind, search, handled and the sorts read the newest submission; an unsearched total
-- comes from the weekly counts.
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
    case when admin_leads_page.handled then 'l.handled_at is not null' end,
    case when not admin_leads_page.handled then 'l.handled_at is null' end);

  -- Without a search, the total is read from the counts the triggers keep per (week, kind, waiting,
  -- latest): a few hundred rows instead of every lead (counting was most of an unsearched page's time,
  -- and the table now also holds every older submission). A search counts its matches.
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
              l.submissions
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
