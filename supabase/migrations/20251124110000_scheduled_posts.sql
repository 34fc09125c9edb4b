-- Scheduled publishing. A post's status is derived from published_at, never stored:
--   draft      published_at is null
--   scheduled  published_at > now()
--   published  published_at <= now()
-- Visitors (anon and signed-in non-admins) read published posts only. The database decides it, with
-- now() at query time, so a scheduled post appears at its time in every app and cache that asks again,
-- with nobody acting, and no app can show it early.

drop policy "Anyone can read published posts" on public.blog_posts;

create policy "Anyone can read published posts"
  on public.blog_posts for select to anon, authenticated
  using (published_at is not null and published_at <= now());
-- "Admins can read every post" (drafts and scheduled posts included) is unchanged.

-- Who saved the current version last. The server sets it on every insert and update, whatever a client
-- sends, so it cannot be forged; the revisions trigger copies it as the author of each kept version.
alter table public.blog_posts
  add column updated_by uuid default auth.uid() references auth.users (id) on delete set null;

create or replace function public.blog_posts_stamp_editor()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

create trigger blog_posts_stamp_editor
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_stamp_editor();

revoke all on function public.blog_posts_stamp_editor() from public, anon, authenticated, service_role;

-- The admin list sorts by these columns and filters by status (published_at null / > now / <= now).
create index blog_posts_updated_at_idx on public.blog_posts (updated_at desc);
create index blog_posts_title_idx on public.blog_posts (title);
-- The public list: newest published first, id as the tie-breaker of a stable page order.
create index blog_posts_published_order_idx on public.blog_posts (published_at desc, id desc)
  where published_at is not null;

-- One page of the public blog list, filtered and counted by the database:
--   search     matched case-insensitively against title and excerpt, as literal text (% _ \ match
--              themselves); null or blank: no filter; at most 200 characters
--   category   exact category; null or blank: every category; at most 80 characters (a category's limit)
--   page       1-based; null: 1
--   page_size  1..50; null: 12
-- Answers {"posts": [summaries, newest published first], "total": matching posts, "page", "page_size"}.
-- A page past the end answers no posts and the total. Bad input is an error 22023 (HTTP 400) naming
-- the parameter. Only published posts, for admins too (this is the public list); security invoker, so
-- row-level security applies on top.
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
  wanted_search text := nullif(btrim(published_posts_page.search), '');
  wanted_category text := nullif(btrim(published_posts_page.category), '');
  wanted_page integer := coalesce(published_posts_page.page, 1);
  wanted_size integer := coalesce(published_posts_page.page_size, 12);
  pattern text;
  answer json;
begin
  if wanted_page < 1 then
    raise exception 'page must be 1 or more' using errcode = '22023', detail = wanted_page::text;
  end if;
  if wanted_size < 1 or wanted_size > 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023', detail = wanted_size::text;
  end if;
  if length(wanted_search) > 200 then
    raise exception 'search must be at most 200 characters' using errcode = '22023';
  end if;
  if length(wanted_category) > 80 then
    raise exception 'category must be at most 80 characters' using errcode = '22023';
  end if;
  -- Escaped for ilike: the backslash first, then the two wildcards.
  pattern := '%' || replace(replace(replace(wanted_search, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  with matching as (
    select p.id, p.title, p.slug, p.category, p.excerpt, p.cover_image, p.published_at, p.created_at,
           p.updated_at, p.author_id
    from public.blog_posts p
    where p.published_at is not null
      and p.published_at <= now()
      and (wanted_search is null or p.title ilike pattern or p.excerpt ilike pattern)
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

revoke all on function public.published_posts_page(text, text, integer, integer) from public;
grant execute on function public.published_posts_page(text, text, integer, integer)
  to anon, authenticated, service_role;

-- The categories of the published posts, sorted, for the blog's category filter (a JSON array of text).
create or replace function public.published_post_categories()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(json_agg(c.category order by c.category), '[]'::json)
  from (
    select distinct p.category from public.blog_posts p
    where p.published_at is not null and p.published_at <= now()
  ) c;
$$;

revoke all on function public.published_post_categories() from public;
grant execute on function public.published_post_categories() to anon, authenticated, service_role;
