-- The functions over tags (issue #34): the public list by tag with tags and reading time on each card,
-- related posts, the data version covering tags, and the admins' tag management.

-- Cards of published posts, in the order of the ids given (0 to 50; else 22023): the columns of
-- POST_SUMMARY_COLUMNS (shared/src/posts/posts.ts: word_count included, whence the apps' reading
-- time, shared/src/posts/reading-time.ts) and the tags ([{name, slug}], by name). Ids of posts a visitor may not
-- read, or not published, are left out. The public lists answer their posts with it.
create or replace function public.published_post_cards(post_ids uuid[])
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if post_ids is null or cardinality(post_ids) > 50 then
    raise exception 'post_ids must hold at most 50 ids' using errcode = '22023';
  end if;
  return (
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'title', p.title, 'slug', p.slug, 'category', p.category, 'excerpt', p.excerpt,
      'cover_image', p.cover_image, 'published_at', p.published_at, 'created_at', p.created_at,
      'updated_at', p.updated_at, 'author_id', p.author_id, 'word_count', p.word_count,
      'tags', coalesce((
        select json_agg(json_build_object('name', t.name, 'slug', t.slug) order by t.name, t.slug)
        from public.post_tags pt join public.tags t on t.id = pt.tag_id
        where pt.post_id = p.id), '[]'::json)
    ) order by wanted.position), '[]'::json)
    from unnest(post_ids) with ordinality wanted(id, position)
    join public.blog_posts p on p.id = wanted.id
    where p.published_at is not null and p.published_at <= now());
end;
$$;
revoke all on function public.published_post_cards(uuid[]) from public;
grant execute on function public.published_post_cards(uuid[]) to anon, authenticated, service_role;

-- published_posts_page gains `tag` (an exact tag slug, at most 60 characters; null or blank: every
-- tag) and answers `tag` ({name, slug} of that tag when a visitor may read it, else null). The other
-- rules are 20251127120000_bounded_public_search.sql's. A new argument is a new signature: the old
-- one is dropped so that PostgREST has one function to call.
drop function public.published_posts_page(text, text, integer, integer);
create function public.published_posts_page(
  search text default null,
  category text default null,
  page integer default 1,
  page_size integer default 12,
  tag text default null
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
  wanted_tag text := nullif(btrim(published_posts_page.tag), '');
  wanted_page integer := coalesce(published_posts_page.page, 1);
  wanted_size integer := coalesce(published_posts_page.page_size, 12);
  wanted_tag_id uuid;
  answer json;
begin
  if wanted_page < 1 then
    raise exception 'page must be 1 or more' using errcode = '22023', detail = wanted_page::text;
  end if;
  if wanted_size < 1 or wanted_size > 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023', detail = wanted_size::text;
  end if;
  if length(wanted_search) > 32 then
    raise exception 'search must be at most 32 characters' using errcode = '22023';
  end if;
  if length(wanted_category) > 80 then
    raise exception 'category must be at most 80 characters' using errcode = '22023';
  end if;
  if length(wanted_tag) > 60 then
    raise exception 'tag must be at most 60 characters' using errcode = '22023';
  end if;
  -- A tag nobody may read (no published post carries it, or none has that slug) lists nothing.
  if wanted_tag is not null then
    select t.id into wanted_tag_id from public.tags t where t.slug = wanted_tag;
  end if;

  with matching as (
    select p.id, p.published_at
    from public.blog_posts p
    where p.published_at is not null
      and p.published_at <= now()
      and (wanted_search is null
           or strpos(lower(p.title), wanted_search) > 0
           or strpos(lower(p.excerpt), wanted_search) > 0)
      and (wanted_category is null or p.category = wanted_category)
      and (wanted_tag is null
           or exists (select 1 from public.post_tags pt where pt.post_id = p.id and pt.tag_id = wanted_tag_id))
  ),
  one_page as (
    select m.* from matching m
    order by m.published_at desc, m.id desc
    limit wanted_size
    offset (wanted_page::bigint - 1) * wanted_size
  )
  select json_build_object(
    'posts', public.published_post_cards(
               array(select o.id from one_page o order by o.published_at desc, o.id desc)),
    'total', (select count(*) from matching),
    'page', wanted_page,
    'page_size', wanted_size,
    'tag', (select json_build_object('name', t.name, 'slug', t.slug) from public.tags t
            where t.id = wanted_tag_id)
  ) into answer;
  return answer;
end;
$$;
revoke all on function public.published_posts_page(text, text, integer, integer, text) from public;
grant execute on function public.published_posts_page(text, text, integer, integer, text)
  to anon, authenticated, service_role;

-- The tags of some published posts (the site's in-memory index of the blog): {post id: [{name, slug}]},
-- posts without tags left out. 1 to 500 ids, else 22023.
create or replace function public.published_post_tags(post_ids uuid[])
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  answer json;
begin
  if post_ids is null or cardinality(post_ids) > 500 then
    raise exception 'post_ids must hold at most 500 ids' using errcode = '22023';
  end if;
  select coalesce(json_object_agg(by_post.post_id, by_post.tags), '{}'::json) into answer
  from (
    select pt.post_id,
           json_agg(json_build_object('name', t.name, 'slug', t.slug) order by t.name, t.slug) as tags
    from public.post_tags pt
    join public.tags t on t.id = pt.tag_id
    join public.blog_posts p on p.id = pt.post_id
    where pt.post_id = any (post_ids) and p.published_at is not null and p.published_at <= now()
    group by pt.post_id
  ) by_post;
  return answer;
end;
$$;
revoke all on function public.published_post_tags(uuid[]) from public;
grant execute on function public.published_post_tags(uuid[]) to anon, authenticated, service_role;

-- Up to three published posts to read next after the post with this slug: the most shared tags
-- first, then the same category, then the newest; a post sharing neither is never offered. Cards as
-- published_posts_page answers them ([] for an unknown slug).
create or replace function public.related_posts(post_slug text)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with this as (
    select p.id, p.category from public.blog_posts p
    where p.slug = related_posts.post_slug and p.published_at is not null and p.published_at <= now()
  ),
  shared as (
    select other.post_id, count(*) as tags
    from this
    join public.post_tags mine on mine.post_id = this.id
    join public.post_tags other on other.tag_id = mine.tag_id and other.post_id <> this.id
    group by other.post_id
  ),
  candidates as (
    select p.id, coalesce(s.tags, 0) as shared_tags, (p.category = this.category) as same_category,
           p.published_at
    from this
    join public.blog_posts p on p.id <> this.id and p.published_at is not null and p.published_at <= now()
    left join shared s on s.post_id = p.id
    where s.post_id is not null or p.category = this.category
    order by coalesce(s.tags, 0) desc, (p.category = this.category) desc, p.published_at desc, p.id desc
    limit 3
  )
  select public.published_post_cards(array(
    select c.id from candidates c
    order by c.shared_tags desc, c.same_category desc, c.published_at desc, c.id desc));
$$;
revoke all on function public.related_posts(text) from public;
grant execute on function public.related_posts(text) to anon, authenticated, service_role;

-- The data version also covers the tags the public pages show (a tag added to or taken off a post,
-- a rename, a merge, a delete). Hashing every published post's links on each read cost 57 ms on the
-- embedded backend with 30,000 links (query-bounds.test.ts), read up to ten times a second by the
-- site; a counter that every write to tags or post_tags bumps costs nothing to read. It also moves
-- for a draft's tags: the public pages are then rendered once more, never served stale.
create table app_private.tag_changes (
  only_row boolean primary key default true check (only_row),
  changes bigint not null default 0
);
insert into app_private.tag_changes default values;

create or replace function public.count_tag_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app_private.tag_changes set changes = changes + 1;
  return null;
end;
$$;
revoke all on function public.count_tag_change() from public, anon, authenticated, service_role;
create trigger tags_count_change after insert or update or delete or truncate on public.tags
  for each statement execute function public.count_tag_change();
create trigger post_tags_count_change after insert or update or delete or truncate on public.post_tags
  for each statement execute function public.count_tag_change();

-- The first four fields are 20251127120000_bounded_public_search.sql's. security definer, to read
-- the counter (app_private); the posts are filtered as visitors see them, so every role reads the
-- same version.
create or replace function public.published_posts_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s/%s/%s/%s/%s',
    count(*),
    coalesce(extract(epoch from max(p.updated_at))::text, ''),
    coalesce(extract(epoch from max(p.published_at))::text, ''),
    coalesce(sum(pg_catalog.uuid_hash(p.id)), 0),
    (select c.changes from app_private.tag_changes c))
  from public.blog_posts p
  where p.published_at is not null and p.published_at <= now();
$$;

-- Admins: every tag with how many posts carry it (drafts included) and how many are published.
create or replace function public.admin_tags()
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may list tags' using errcode = '42501';
  end if;
  return (
    select coalesce(json_agg(json_build_object(
      'id', t.id, 'name', t.name, 'slug', t.slug,
      'post_count', (select count(*) from public.post_tags pt where pt.tag_id = t.id),
      'published_count', (select count(*) from public.post_tags pt join public.blog_posts p on p.id = pt.post_id
                          where pt.tag_id = t.id and p.published_at is not null and p.published_at <= now())
    ) order by t.name, t.slug), '[]'::json)
    from public.tags t);
end;
$$;
revoke all on function public.admin_tags() from public, anon, authenticated, service_role;
grant execute on function public.admin_tags() to authenticated, service_role;

-- A post's tags become exactly these names (created when new; an existing tag keeps its spelling).
-- Names are trimmed, 1 to 40 characters each, at most 10 tags once names of one slug are counted
-- once; else 22023. Answers the post's tags [{id, name, slug}]. Admins only (42501); a post the caller
-- may not update: PT404.
create or replace function public.set_post_tags(post_id uuid, names text[])
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  wanted text[];
begin
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may tag posts' using errcode = '42501';
  end if;
  if set_post_tags.post_id is null or names is null or cardinality(names) > 100 then
    raise exception 'post_id and at most 100 names are required' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(names) n(name)
             where name is null or length(btrim(name)) not between 1 and 40 or name ~ '[[:cntrl:]]') then
    raise exception 'each tag name must be 1 to 40 characters on one line' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(names) n(name) where public.tag_slug(name) = '') then
    raise exception 'a tag name needs a letter or a digit' using errcode = '22023';
  end if;
  -- One name per slug, the first spelling given.
  select coalesce(array_agg(first.name order by first.position), '{}') into wanted
  from (
    select distinct on (public.tag_slug(n.name)) btrim(n.name) as name, n.position
    from unnest(names) with ordinality n(name, position)
    order by public.tag_slug(n.name), n.position
  ) first;
  if cardinality(wanted) > 10 then
    raise exception 'a post has at most 10 tags' using errcode = '22023';
  end if;
  if not exists (select 1 from public.blog_posts p where p.id = set_post_tags.post_id) then
    raise exception 'post not found' using errcode = 'PT404';
  end if;

  insert into public.tags (name, slug)
  select w.name, public.tag_slug(w.name) from unnest(wanted) w(name)
  on conflict (slug) do nothing;
  delete from public.post_tags pt
  where pt.post_id = set_post_tags.post_id
    and pt.tag_id not in (select t.id from public.tags t where t.slug in (select public.tag_slug(w) from unnest(wanted) w));
  insert into public.post_tags (post_id, tag_id)
  select set_post_tags.post_id, t.id from public.tags t
  where t.slug in (select public.tag_slug(w) from unnest(wanted) w)
  on conflict do nothing;

  return (
    select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name, t.slug), '[]'::json)
    from public.post_tags pt join public.tags t on t.id = pt.tag_id
    where pt.post_id = set_post_tags.post_id);
end;
$$;
revoke all on function public.set_post_tags(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.set_post_tags(uuid, text[]) to authenticated, service_role;

-- Merges one tag into another: every post of `source` carries `target` instead, `source` is deleted
-- and its addresses (its slug and its own old ones) lead to `target`. Answers how many posts moved.
-- Admins only (42501); the same tag twice or an unknown one: 22023.
create or replace function public.merge_tags(source uuid, target uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  source_slug text;
  moved integer;
begin
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may merge tags' using errcode = '42501';
  end if;
  if merge_tags.source is null or merge_tags.target is null or merge_tags.source = merge_tags.target then
    raise exception 'two different tags are required' using errcode = '22023';
  end if;
  select t.slug into source_slug from public.tags t where t.id = merge_tags.source for update;
  if source_slug is null or not exists (select 1 from public.tags t where t.id = merge_tags.target) then
    raise exception 'tag not found' using errcode = '22023';
  end if;
  with taken as (
    delete from public.post_tags pt where pt.tag_id = merge_tags.source returning pt.post_id
  )
  insert into public.post_tags (post_id, tag_id)
  select taken.post_id, merge_tags.target from taken
  on conflict do nothing;
  get diagnostics moved = row_count;
  update public.tag_slug_redirects r set tag_id = merge_tags.target where r.tag_id = merge_tags.source;
  delete from public.tags t where t.id = merge_tags.source;
  insert into public.tag_slug_redirects (old_slug, tag_id) values (source_slug, merge_tags.target)
  on conflict (old_slug) do update set tag_id = excluded.tag_id, created_at = now();
  return moved;
end;
$$;
revoke all on function public.merge_tags(uuid, uuid) from public, anon, authenticated, service_role;
grant execute on function public.merge_tags(uuid, uuid) to authenticated, service_role;
