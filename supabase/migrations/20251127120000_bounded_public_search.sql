-- What an anonymous visitor can make the database do stays small (issue #30).
--
-- 1. The public blog search is bounded and linear. `published_posts_page` took a 200-character search
--    and matched it with `ilike '%…%'` over every published title and excerpt. Postgres matches
--    `%literal%` by retrying the literal at every position of the text, so one search cost up to
--    (text length × search length) per post: on 5,000 posts of long repeated runs ('aaaa…', 'abab…')
--    one anonymous request held the embedded backend (one PGlite, nothing else answers meanwhile)
--    for 0.75 s, 0.2 s with a 32-character search. Now the search is at most 32 characters, the bound
--    the embedded backend puts on any like pattern (packages/local-supabase/docs/limits.md), and it is
--    found with strpos on the lower-cased texts. Postgres's strpos is a Boyer-Moore-Horspool search:
--    most searches skip along the text, and its worst case (a search whose last characters match
--    everywhere, 'baaa…' on 'aaaa…') is a tight loop, not ilike's recursive matcher. Measured on
--    5,000 such posts among 10,000 ordinary ones (query-bounds.test.ts): 60–87 ms of CPU, about
--    two thirds of it lower() itself. strpos reads the search as literal text: % _ \ need no escaping.
--    A trigram index was considered: under row-level security Postgres may not use one for a
--    non-leakproof condition (list_search_indexes migration), so it would need a security definer
--    function; it would only skip the near misses (lower() on every candidate stays), and a search
--    with no trigram ('%%%', two letters) still reads every row.
--
-- 2. `published_posts_version()`: the data version of what visitors see, for the site's page cache.
--    The count and the newest updated_at missed a scheduled post going live (no row changes: its
--    published_at passes) at the moment another was unpublished; the newest published_at and a sum of
--    the visible ids' hashes see it.

create or replace function public.published_posts_page(
  search text default null,
  category text default null,
  page integer default 1,
  page_size integer default 12
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  wanted_search text := lower(nullif(btrim(published_posts_page.search), ''));
  wanted_category text := nullif(btrim(published_posts_page.category), '');
  wanted_page integer := coalesce(published_posts_page.page, 1);
  wanted_size integer := coalesce(published_posts_page.page_size, 12);
  answer json;
begin
  if wanted_page < 1 then
    raise exception 'page must be 1 or more' using errcode = '22023', detail = wanted_page::text;
  end if;
  if wanted_size < 1 or wanted_size > 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023', detail = wanted_size::text;
  end if;
  -- Checked before anything reads a row: a longer search is refused at once.
  if length(wanted_search) > 32 then
    raise exception 'search must be at most 32 characters' using errcode = '22023';
  end if;
  if length(wanted_category) > 80 then
    raise exception 'category must be at most 80 characters' using errcode = '22023';
  end if;

  with matching as (
    select p.id, p.title, p.slug, p.category, p.excerpt, p.cover_image, p.published_at, p.created_at,
           p.updated_at, p.author_id
    from public.blog_posts p
    where p.published_at is not null
      and p.published_at <= now()
      and (wanted_search is null
           or strpos(lower(p.title), wanted_search) > 0
           or strpos(lower(p.excerpt), wanted_search) > 0)
      and (wanted_category is null or p.category = wanted_category)
  ),
  one_page as (
    select m.* from matching m
    order by m.published_at desc, m.id desc
    limit wanted_size
    offset (wanted_page::bigint - 1) * wanted_size
  )
  select json_build_object(
    'posts', coalesce((select json_agg(o order by o.published_at desc, o.id desc) from one_page o), '[]'::json),
    'total', (select count(*) from matching),
    'page', wanted_page,
    'page_size', wanted_size
  ) into answer;
  return answer;
end;
$$;
-- create or replace keeps the grants: anon, authenticated and service_role execute it.

-- The published posts' data version, as text: how many are visible, the newest updated_at and
-- published_at (epoch seconds, so the session's time zone plays no part), and the sum of the visible
-- ids' hashes. Any change of what a visitor sees changes it:
--   an edit, publish or unpublish   updated_at is the server's clock on every update (trigger)
--   a delete                        the count and the ids
--   a scheduled post going live     its published_at is past every one visible before (they were
--                                   all at most the previous read's now()), and the ids
--   an insert with old timestamps   the ids (the service role may set updated_at on insert)
-- Only published posts, for admins too (the version of the public pages); security invoker, so
-- row-level security applies on top. One scan of the visible posts' index entries and rows.
create or replace function public.published_posts_version()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select format('%s/%s/%s/%s',
    count(*),
    coalesce(extract(epoch from max(p.updated_at))::text, ''),
    coalesce(extract(epoch from max(p.published_at))::text, ''),
    coalesce(sum(pg_catalog.uuid_hash(p.id)), 0))
  from public.blog_posts p
  where p.published_at is not null and p.published_at <= now();
$$;

revoke all on function public.published_posts_version() from public;
grant execute on function public.published_posts_version() to anon, authenticated, service_role;
