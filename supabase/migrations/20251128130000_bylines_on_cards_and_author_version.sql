-- Issue #34, the gaps: cards carry the byline, and a profile change moves the data version without
-- touching the posts' updated_at (the editor's conflict check). docs/product-rules.md#authors.

-- 1. A write that changes nothing but the byline (author_name, author_slug: the profile triggers'
-- restamp, 20251128120000_authors_and_post_seo.sql) keeps the post's updated_at and updated_by, so an
-- editor open on the post saves without a false conflict. Any other change, or a save that changes
-- nothing at all, is stamped as before. This replaces the generic touch on blog_posts only; it fires
-- after blog_posts_stamp_byline and blog_posts_stamp_editor (triggers fire by name), so it sees the
-- byline the profile gives, whatever a client sent.
create or replace function public.blog_posts_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.author_name is distinct from old.author_name or new.author_slug is distinct from old.author_slug)
     and (to_jsonb(new) - array['author_name', 'author_slug', 'updated_at', 'updated_by'])
         = (to_jsonb(old) - array['author_name', 'author_slug', 'updated_at', 'updated_by']) then
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
    return new;
  end if;
  new.updated_at := clock_timestamp();
  return new;
end;
$$;
revoke all on function public.blog_posts_touch_updated_at() from public, anon, authenticated, service_role;

drop trigger blog_posts_touch_updated_at on public.blog_posts;
create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.blog_posts_touch_updated_at();

-- The restamps rewrite only the posts whose byline really changes: a bio or avatar edit writes no
-- post (a write that changes nothing is stamped as a save, above).
create or replace function public.author_profiles_restamp_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.blog_posts p
    set author_name = new.name
    where p.author_id = new.user_id
      and (p.author_name is distinct from new.name or p.author_slug is distinct from new.slug);
  return null;
end;
$$;

create or replace function public.author_profiles_unlink_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Any write re-runs the byline trigger, which keeps the name and drops the slug.
  update public.blog_posts p
    set author_slug = null
    where p.author_id = old.user_id and p.author_slug is not null;
  return null;
end;
$$;

-- 2. The data version covers the profiles instead: every write to author_profiles (a name, slug, bio
-- or avatar the author page and the bylines show) counts here, as tags count in tag_changes.
create table app_private.author_changes (
  only_row boolean primary key default true check (only_row),
  changes bigint not null default 0
);
insert into app_private.author_changes default values;

create or replace function public.count_author_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update app_private.author_changes set changes = changes + 1;
  return null;
end;
$$;
revoke all on function public.count_author_change() from public, anon, authenticated, service_role;
create trigger author_profiles_count_change after insert or update or delete or truncate
  on public.author_profiles
  for each statement execute function public.count_author_change();

-- 20251128110100_tag_lists_and_related_posts.sql's, with the author counter as a sixth field.
create or replace function public.published_posts_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s/%s/%s/%s/%s/%s',
    count(*),
    coalesce(extract(epoch from max(p.updated_at))::text, ''),
    coalesce(extract(epoch from max(p.published_at))::text, ''),
    coalesce(sum(pg_catalog.uuid_hash(p.id)), 0),
    (select c.changes from app_private.tag_changes c),
    (select c.changes from app_private.author_changes c))
  from public.blog_posts p
  where p.published_at is not null and p.published_at <= now();
$$;

-- 3. Cards (every public list: /blog, tag pages, related posts) carry the byline: author_name and
-- author_slug, as author_posts_page's posts do. 20251128110100_tag_lists_and_related_posts.sql's
-- otherwise.
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
      'author_name', p.author_name, 'author_slug', p.author_slug,
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
