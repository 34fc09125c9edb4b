-- Issue #34: authors (a profile per admin, a byline per post) and search/social fields per post.
-- docs/product-rules.md#authors and #search-and-social; docs/security.md rows name the tests.

-- 1. Author profiles: one per admin, written by that admin alone.
create table public.author_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  slug text not null
    constraint author_profiles_slug_key unique
    constraint author_profiles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
  name text not null check (length(btrim(name)) > 0 and length(name) <= 80),
  bio text check (bio is null or (length(btrim(bio)) > 0 and length(bio) <= 300)),
  avatar_url text check (avatar_url is null or (avatar_url ~* '^https?://' and length(avatar_url) <= 2048)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.author_profiles enable row level security;

create trigger author_profiles_touch_updated_at
  before update on public.author_profiles
  for each row execute function public.touch_updated_at();

-- Visitors see a profile only while it signs a post they may read (the EXISTS runs under the caller's
-- row-level security on blog_posts, so it follows the post's own rule): an admin who signs no published
-- post stays unknown, and an author slug no post has is "not found".
create policy "Anyone can read the profiles of published authors"
  on public.author_profiles for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.author_id = author_profiles.user_id));

create policy "Admins can read every profile"
  on public.author_profiles for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can create their own profile"
  on public.author_profiles for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

create policy "Admins can update their own profile"
  on public.author_profiles for update to authenticated
  using ((select public.is_admin()) and user_id = (select auth.uid()))
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

create policy "Admins can delete their own profile"
  on public.author_profiles for delete to authenticated
  using ((select public.is_admin()) and user_id = (select auth.uid()));

revoke all on public.author_profiles from anon, authenticated, service_role;
grant select on public.author_profiles to anon, authenticated;
grant insert, delete on public.author_profiles to authenticated;
-- Never user_id (a profile is its admin's for good) nor the server's timestamps.
grant update (slug, name, bio, avatar_url) on public.author_profiles to authenticated;
grant select, insert, update, delete on public.author_profiles to service_role;

-- 2. The byline. A post keeps its author's name and slug as of its last save or profile change
-- (author_name, author_slug), written only by the trigger below, so a post whose author's account is
-- deleted (author_id set null by its foreign key) keeps its byline (the name; the slug goes with the
-- author page).
alter table public.blog_posts
  add column author_name text check (author_name is null or length(author_name) <= 80),
  add column author_slug text check (author_slug is null or length(author_slug) <= 80);

create index blog_posts_author_published_idx on public.blog_posts (author_id, published_at desc, id desc)
  where published_at is not null;

-- security definer: reads the author's profile whoever saves (the service role, or an admin whose
-- reading of profiles RLS already allows). Only the one row named by new.author_id.
create or replace function public.blog_posts_stamp_byline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  profile record;
  author_changed boolean := tg_op = 'INSERT' or new.author_id is distinct from old.author_id;
begin
  if new.author_id is null then
    -- Removed author (or none): the name stays as it was, nothing a client sends replaces it.
    new.author_name := case when tg_op = 'UPDATE' then old.author_name end;
    new.author_slug := null;
    return new;
  end if;
  select ap.name, ap.slug into profile from public.author_profiles ap where ap.user_id = new.author_id;
  if found then
    new.author_name := profile.name;
    new.author_slug := profile.slug;
    return new;
  end if;
  -- Another person may be named the author only when they have a profile (an admin chose to sign);
  -- a signed-in saver may always name themselves. The service role and the owner (imports) may name
  -- anyone (auth.uid() is null for them).
  if author_changed and (select auth.uid()) is not null and new.author_id <> (select auth.uid()) then
    raise exception 'the author must have an author profile'
      using errcode = '23503', detail = new.author_id::text;
  end if;
  -- No profile (deleted, or never made): the same author keeps the name the post had.
  new.author_name := case when not author_changed then old.author_name end;
  new.author_slug := null;
  return new;
end;
$$;

revoke all on function public.blog_posts_stamp_byline() from public, anon, authenticated, service_role;

create trigger blog_posts_stamp_byline
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_stamp_byline();

-- An admin may name another author when creating a post (the creator stays the default).
drop policy "Admins can create posts" on public.blog_posts;
create policy "Admins can create posts"
  on public.blog_posts for insert to authenticated
  with check ((select public.is_admin()));

-- A profile change reaches every post it signs: their byline is rewritten, which also moves their
-- updated_at, so published_posts_version() changes and the site's cached pages (the author page, the
-- posts' bylines) follow within the data version rule without redefining that function.
-- security definer: the posts are rewritten whoever changed the profile (the admin, or the service
-- role), and only those whose author_id is the profile's user.
create or replace function public.author_profiles_restamp_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.blog_posts p
    set author_name = new.name
    where p.author_id = new.user_id;
  return null;
end;
$$;

revoke all on function public.author_profiles_restamp_posts() from public, anon, authenticated, service_role;

create trigger author_profiles_restamp_posts
  after insert or update on public.author_profiles
  for each row execute function public.author_profiles_restamp_posts();

-- A deleted profile (its own delete, or the account's cascade): the posts keep the name, lose the link.
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
    where p.author_id = old.user_id;
  return null;
end;
$$;

revoke all on function public.author_profiles_unlink_posts() from public, anon, authenticated, service_role;

create trigger author_profiles_unlink_posts
  after delete on public.author_profiles
  for each row execute function public.author_profiles_unlink_posts();

-- 3. One page of an author's published posts, for /blog/author/{slug}: {"author": {slug, name, bio,
-- avatar_url} or null, "posts": summaries newest published first, "total", "page", "page_size"}.
-- Security invoker: a visitor sees the author only while one of their posts is published (the profile's
-- policy) and only published posts (this function's filter, on top of RLS). Bad input is 22023.
create or replace function public.author_posts_page(
  author_slug text,
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
  wanted_page integer := coalesce(author_posts_page.page, 1);
  wanted_size integer := coalesce(author_posts_page.page_size, 12);
  author record;
  answer json;
begin
  if author_posts_page.author_slug is null or length(author_posts_page.author_slug) > 80 then
    raise exception 'author_slug must be 1 to 80 characters' using errcode = '22023';
  end if;
  if wanted_page < 1 then
    raise exception 'page must be 1 or more' using errcode = '22023', detail = wanted_page::text;
  end if;
  if wanted_size < 1 or wanted_size > 50 then
    raise exception 'page_size must be between 1 and 50' using errcode = '22023', detail = wanted_size::text;
  end if;
  select ap.user_id, ap.slug, ap.name, ap.bio, ap.avatar_url into author
  from public.author_profiles ap
  where ap.slug = author_posts_page.author_slug;
  if not found then
    return json_build_object('author', null, 'posts', '[]'::json, 'total', 0,
                             'page', wanted_page, 'page_size', wanted_size);
  end if;

  with matching as (
    select p.id, p.title, p.slug, p.category, p.excerpt, p.cover_image, p.published_at, p.created_at,
           p.updated_at, p.author_id, p.author_name, p.author_slug
    from public.blog_posts p
    where p.author_id = author.user_id
      and p.published_at is not null
      and p.published_at <= now()
  ),
  one_page as (
    select m.* from matching m
    order by m.published_at desc, m.id desc
    limit wanted_size
    offset (wanted_page::bigint - 1) * wanted_size
  )
  select json_build_object(
    'author', json_build_object('slug', author.slug, 'name', author.name, 'bio', author.bio,
                                'avatar_url', author.avatar_url),
    'posts', coalesce((select json_agg(o order by o.published_at desc, o.id desc) from one_page o), '[]'::json),
    'total', (select count(*) from matching),
    'page', wanted_page,
    'page_size', wanted_size
  ) into answer;
  return answer;
end;
$$;

revoke all on function public.author_posts_page(text, integer, integer) from public;
grant execute on function public.author_posts_page(text, integer, integer) to anon, authenticated, service_role;

-- 4. Search and social per post: each optional, never blank, bounded like the other fields.
alter table public.blog_posts
  add column meta_title text
    check (meta_title is null or (length(btrim(meta_title)) > 0 and length(meta_title) <= 120)),
  add column meta_description text
    check (meta_description is null or (length(btrim(meta_description)) > 0 and length(meta_description) <= 320)),
  add column social_image text
    check (social_image is null or (social_image ~* '^https?://' and length(social_image) <= 2048)),
  add column canonical_url text
    check (canonical_url is null or (canonical_url ~* '^https?://' and length(canonical_url) <= 2048));
