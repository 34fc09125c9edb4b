-- The leads inbox at volume: a trigram index for its "contains" search, the indexes of its sorts, and
-- admin_leads_page, which can use them.
--
-- A trigram index answers `like '%text%'` without reading every row. It helps only where row-level
-- security does not apply: Postgres may not evaluate a non-leakproof condition (like, ilike) ahead of a
-- policy's, so under RLS it never uses an index for one. The post searches (a few thousand rows, under
-- RLS) therefore get none; the leads search (100,000 rows and more) runs in admin_leads_page below.
-- pg_trgm ships with PostgreSQL (contrib), is available on hosted Supabase, and the embedded backend
-- loads it into PGlite.

create extension if not exists pg_trgm with schema extensions;

create index leads_search_text_trgm_idx on public.leads using gin (search_text extensions.gin_trgm_ops);

-- The inbox sorts the nullable columns with empty values last in both directions: ascending uses the
-- plain indexes (name, company: leads_handled migration), descending these.
create index leads_name_desc_idx on public.leads (name desc nulls last);
create index leads_company_desc_idx on public.leads (company desc nulls last);
create index leads_handled_at_idx on public.leads (handled_at);
create index leads_handled_at_desc_idx on public.leads (handled_at desc nulls last);

-- The leads inbox's page, for admins (and the service role) only; anyone else: 42501 (HTTP 401/403).
--
-- Why a function and not a plain REST read: with row-level security on, Postgres may not evaluate a
-- non-leakproof condition (like, ilike) ahead of the policy's, so it cannot use an index for it, and
-- it evaluates the policy's condition on every row. At 100,000 leads a search and an exact count were
-- full scans of 35–110 ms each. Here the caller is checked once, then the queries run as the owner:
-- the search uses the trigram index and the count reads no policy.
--   kind       one of trial, demo, subscribe, newsletter, contact; null: every kind
--   search     matched against address, name and company (search_text), case-insensitively, as
--              literal text (% _ \ match themselves); null or blank: no filter; at most 200 characters
--   handled    true: handled only; false: waiting only; null: both
--   sort       created_at (default), kind, email, name, company or handled_at; empty values last
--   direction  asc or desc (default)
--   page       1-based; null: 1;  page_size 1..100; null: 50
-- Answers {"leads": [rows, the columns a person reads], "total": matching leads, "page", "page_size"}.
-- Bad input is an error 22023 (HTTP 400) naming the parameter.
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
  -- search_text is lower-cased by the database; so is the search, then escaped for like.
  pattern := '%' || replace(replace(replace(lower(wanted_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';

  -- Each condition is present only when used, so the planner sees exactly the filter asked for.
  filter := concat_ws(' and ', 'true',
    case when wanted_kind is not null then 'l.kind = $1' end,
    case when wanted_search is not null then 'l.search_text like $2' end,
    case when admin_leads_page.handled then 'l.handled_at is not null' end,
    case when not admin_leads_page.handled then 'l.handled_at is null' end);

  execute 'select count(*) from public.leads l where ' || filter into total using wanted_kind, pattern;
  -- The sort column and direction are checked against fixed lists above; format quotes the column.
  execute format(
    'select coalesce(json_agg(p), ''[]''::json) from (
       select l.id, l.kind, l.name, l.email, l.company, l.plan, l.page, l.message, l.created_at, l.handled_at
       from public.leads l where %s
       order by l.%I %s%s, l.id
       limit $3 offset $4) p',
    filter, wanted_sort, wanted_direction,
    -- Empty names, companies and handled times last either way; the other columns are never null, and
    -- saying nothing keeps their plain indexes usable.
    case when wanted_sort in ('name', 'company', 'handled_at') then ' nulls last' end)
  into rows
  using wanted_kind, pattern, wanted_size, (wanted_page::bigint - 1) * wanted_size;

  return json_build_object('leads', rows, 'total', total, 'page', wanted_page, 'page_size', wanted_size);
end;
$$;
revoke all on function public.admin_leads_page(text, text, boolean, text, text, integer, integer) from public, anon;
grant execute on function public.admin_leads_page(text, text, boolean, text, text, integer, integer)
  to authenticated, service_role;
