-- Tags, old addresses that keep working, reading time (issue #34, docs/product-rules.md#tags).
--
-- Tags: many per post, beside the one category. A tag is a name (1..40 characters, trimmed, one line)
-- and its slug (the address /blog/tag/{slug}), made from the name by the database with the rule of
-- shared/src/text/slugify.ts, so two spellings of one name ("AI", "ai ") are one tag. At most 10 a post.
-- Visitors read a tag only while a published post carries it: a tag made for a draft says nothing of
-- the draft. Admins read and write them all.
--
-- Old addresses: when a post's or a tag's slug changes, wherever it is changed (the editor, the
-- studio, SQL), a trigger records the old slug against the row's id. An address names its row, not
-- a slug, so chains collapse by themselves: A→B then B→C leaves A and B both naming the row, whose
-- slug is C. A live row holding the old slug wins over the redirect (checked when asked, so a
-- scheduled post takes the address at its time); a redirect to a row a visitor may not read is none.
--
-- Reading time: the post's word count, kept by a trigger when the content changes (never counted per
-- read: a page of 50 posts of 200,000 characters would be 10 MB of text scanned by each visitor).

-- The slug of a tag's name, as shared/src/text/slugify.ts makes it ('' when nothing is left).
create or replace function public.tag_slug(name text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(btrim(lower(name)), '[^a-z0-9_[:space:]-]', '', 'g'),
                              '[[:space:]_-]+', '-', 'g'), '-');
$$;
revoke all on function public.tag_slug(text) from public, anon, authenticated, service_role;
grant execute on function public.tag_slug(text) to authenticated, service_role;

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint tags_name_shape check (
      length(name) between 1 and 40 and name = btrim(name) and name !~ '[[:cntrl:]]'),
  slug text not null
    constraint tags_slug_key unique
    constraint tags_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 60),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.tags enable row level security;

create table public.post_tags (
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  primary key (post_id, tag_id)
);
create index post_tags_tag_idx on public.post_tags (tag_id, post_id);
alter table public.post_tags enable row level security;

-- The slug always follows the name (a rename is one update of the name); updated_at is the server's.
create or replace function public.tags_derive_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.slug := public.tag_slug(new.name);
  if new.slug = '' then
    raise exception 'a tag name needs a letter or a digit' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := clock_timestamp();
  end if;
  return new;
end;
$$;
revoke all on function public.tags_derive_slug() from public, anon, authenticated, service_role;
create trigger tags_derive_slug before insert or update on public.tags
  for each row execute function public.tags_derive_slug();

-- At most 10 tags a post, whoever inserts.
create or replace function public.post_tags_at_most_ten()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.post_tags pt where pt.post_id = new.post_id) > 10 then
    raise exception 'a post has at most 10 tags' using errcode = '23514';
  end if;
  return null;
end;
$$;
revoke all on function public.post_tags_at_most_ten() from public, anon, authenticated, service_role;
create constraint trigger post_tags_at_most_ten after insert or update on public.post_tags
  for each row execute function public.post_tags_at_most_ten();

create policy "Anyone can read the tags of published posts"
  on public.tags for select to anon, authenticated
  using (exists (
    select 1 from public.post_tags pt join public.blog_posts p on p.id = pt.post_id
    where pt.tag_id = tags.id and p.published_at is not null and p.published_at <= now()));
create policy "Admins can read every tag" on public.tags for select to authenticated
  using ((select public.is_admin()));
create policy "Admins can create tags" on public.tags for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can rename tags" on public.tags for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins can delete tags" on public.tags for delete to authenticated
  using ((select public.is_admin()));

-- A post's tag links are visible with the post (blog_posts' own row-level security decides).
create policy "Anyone can read the tags of posts they may read"
  on public.post_tags for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_tags.post_id));
create policy "Admins can tag posts" on public.post_tags for insert to authenticated
  with check ((select public.is_admin()));
create policy "Admins can untag posts" on public.post_tags for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.tags, public.post_tags from anon, authenticated, service_role;
grant select on public.tags, public.post_tags to anon, authenticated;
grant insert, delete on public.tags, public.post_tags to authenticated;
grant update (name) on public.tags to authenticated;
grant select, insert, update, delete on public.tags, public.post_tags to service_role;

-- Old addresses. Written by the triggers below only (security definer); read under the row's own
-- row-level security.
create table public.post_slug_redirects (
  old_slug text primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index post_slug_redirects_post_idx on public.post_slug_redirects (post_id);
create table public.tag_slug_redirects (
  old_slug text primary key,
  tag_id uuid not null references public.tags (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index tag_slug_redirects_tag_idx on public.tag_slug_redirects (tag_id);
alter table public.post_slug_redirects enable row level security;
alter table public.tag_slug_redirects enable row level security;
create policy "Anyone can read the old addresses of posts they may read"
  on public.post_slug_redirects for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_slug_redirects.post_id));
create policy "Anyone can read the old addresses of tags they may read"
  on public.tag_slug_redirects for select to anon, authenticated
  using (exists (select 1 from public.tags t where t.id = tag_slug_redirects.tag_id));
revoke all on public.post_slug_redirects, public.tag_slug_redirects from anon, authenticated, service_role;
grant select on public.post_slug_redirects, public.tag_slug_redirects to anon, authenticated, service_role;

create or replace function public.blog_posts_record_old_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.post_slug_redirects (old_slug, post_id) values (old.slug, new.id)
  on conflict (old_slug) do update set post_id = excluded.post_id, created_at = now();
  -- Back to an address it had: it needs no redirect of its own.
  delete from public.post_slug_redirects r where r.old_slug = new.slug and r.post_id = new.id;
  return null;
end;
$$;
revoke all on function public.blog_posts_record_old_slug() from public, anon, authenticated, service_role;
create trigger blog_posts_record_old_slug after update of slug on public.blog_posts
  for each row when (old.slug is distinct from new.slug)
  execute function public.blog_posts_record_old_slug();

create or replace function public.tags_record_old_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.tag_slug_redirects (old_slug, tag_id) values (old.slug, new.id)
  on conflict (old_slug) do update set tag_id = excluded.tag_id, created_at = now();
  delete from public.tag_slug_redirects r where r.old_slug = new.slug and r.tag_id = new.id;
  return null;
end;
$$;
revoke all on function public.tags_record_old_slug() from public, anon, authenticated, service_role;
create trigger tags_record_old_slug after update on public.tags
  for each row when (old.slug is distinct from new.slug)
  execute function public.tags_record_old_slug();

-- Where an old post address leads now: the current slug of the post that had it, when that post is
-- published and no published post holds the slug itself; else null.
create or replace function public.post_slug_redirect(old_slug text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select p.slug
  from public.post_slug_redirects r join public.blog_posts p on p.id = r.post_id
  where r.old_slug = post_slug_redirect.old_slug
    and p.published_at is not null and p.published_at <= now()
    and p.slug <> post_slug_redirect.old_slug
    and not exists (
      select 1 from public.blog_posts q
      where q.slug = post_slug_redirect.old_slug and q.published_at is not null and q.published_at <= now());
$$;
revoke all on function public.post_slug_redirect(text) from public;
grant execute on function public.post_slug_redirect(text) to anon, authenticated, service_role;

-- The same for a tag (visible: a published post carries it; no visible tag holds the slug).
create or replace function public.tag_slug_redirect(old_slug text)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select t.slug
  from public.tag_slug_redirects r join public.tags t on t.id = r.tag_id
  where r.old_slug = tag_slug_redirect.old_slug
    and t.slug <> tag_slug_redirect.old_slug
    and exists (
      select 1 from public.post_tags pt join public.blog_posts p on p.id = pt.post_id
      where pt.tag_id = t.id and p.published_at is not null and p.published_at <= now())
    and not exists (
      select 1 from public.tags u join public.post_tags pt on pt.tag_id = u.id
      join public.blog_posts p on p.id = pt.post_id
      where u.slug = tag_slug_redirect.old_slug and p.published_at is not null and p.published_at <= now());
$$;
revoke all on function public.tag_slug_redirect(text) from public;
grant execute on function public.tag_slug_redirect(text) to anon, authenticated, service_role;

-- Reading time: words are runs of non-space characters; 230 a minute, at least one minute.
alter table public.blog_posts add column word_count integer not null default 0;
create or replace function public.blog_posts_count_words()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.word_count := regexp_count(new.content, '[^[:space:]]+');
  return new;
end;
$$;
revoke all on function public.blog_posts_count_words() from public, anon, authenticated, service_role;
create trigger blog_posts_count_words before insert or update of content, word_count on public.blog_posts
  for each row execute function public.blog_posts_count_words();
update public.blog_posts set word_count = regexp_count(content, '[^[:space:]]+');
