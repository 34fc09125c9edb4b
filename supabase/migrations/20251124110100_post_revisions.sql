-- Revisions: every save of a post keeps the version it replaces, so nothing an editor wrote is lost.
--
-- A row is the OLD version of a post, written by a trigger after each update that changes a content
-- column (title, slug, category, excerpt, content, cover image, publication time). saved_by/saved_at
-- say who saved that version and when (the old row's updated_by and updated_at); changed_fields names
-- what the next save changed, the history's summary. Only admins read revisions; no API role writes
-- them (the trigger does, as the table owner). Restoring a revision is an ordinary update of the post,
-- so the version it replaces becomes a revision in turn.
--
-- Retention: every revision saved in the last N days is kept (N = keep_all_revisions_days in
-- app_private.settings, 90 unless changed); older ones are thinned to the last one of each day (UTC),
-- per post. Pruning runs for the edited post after each new revision. To change N, as the database
-- owner (SQL editor, psql):  update app_private.settings set keep_all_revisions_days = 30;

create table public.post_revisions (
  id bigint generated always as identity primary key,
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  title text not null,
  slug text not null,
  category text not null,
  excerpt text not null,
  content text not null,
  cover_image text,
  published_at timestamptz,
  saved_by uuid references auth.users (id) on delete set null,
  -- The saver's address when the revision was written: the history names people, and admins cannot
  -- read auth.users.
  saved_by_email text,
  saved_at timestamptz not null,
  changed_fields text[] not null default '{}',
  created_at timestamptz not null default now()
);
alter table public.post_revisions enable row level security;

-- The history of one post, newest first; also what pruning scans.
create index post_revisions_post_saved_idx on public.post_revisions (post_id, saved_at desc, id desc);

create policy "Admins can read revisions"
  on public.post_revisions for select to authenticated
  using ((select public.is_admin()));

revoke all on public.post_revisions from anon, authenticated, service_role;
grant select on public.post_revisions to authenticated, service_role;

create table app_private.settings (
  -- One row: the primary key can only be true.
  singleton boolean primary key default true check (singleton),
  keep_all_revisions_days integer not null default 90 check (keep_all_revisions_days between 1 and 36500)
);
alter table app_private.settings enable row level security;
revoke all on app_private.settings from public;
insert into app_private.settings default values;

-- Thins the revisions of one post older than the retention window to the last of each UTC day.
-- Answers how many rows went. Uses post_revisions_post_saved_idx: cost grows with that post's history.
create or replace function app_private.prune_revisions_of(target_post uuid)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  keep_days integer := coalesce((select s.keep_all_revisions_days from app_private.settings s), 90);
  cutoff timestamptz := now() - make_interval(days => keep_days);
  removed integer;
begin
  delete from public.post_revisions r
  where r.post_id = target_post
    and r.saved_at < cutoff
    and exists (
      select 1 from public.post_revisions later
      where later.post_id = r.post_id
        and (later.saved_at, later.id) > (r.saved_at, r.id)
        and later.saved_at < (date_trunc('day', r.saved_at at time zone 'UTC') + interval '1 day') at time zone 'UTC'
    );
  get diagnostics removed = row_count;
  return removed;
end;
$$;
revoke all on function app_private.prune_revisions_of(uuid) from public;

-- Prunes every post's history; answers how many rows went. For operators (service role) and
-- scheduled jobs; each save already prunes its own post.
create or replace function public.prune_post_revisions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer := 0;
  target uuid;
begin
  for target in select distinct r.post_id from public.post_revisions r loop
    total := total + app_private.prune_revisions_of(target);
  end loop;
  return total;
end;
$$;
revoke all on function public.prune_post_revisions() from public, anon, authenticated;
grant execute on function public.prune_post_revisions() to service_role;

-- security definer: the API roles may not insert revisions, nor read auth.users for the address.
create or replace function public.blog_posts_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[] := array_remove(array[
    case when old.title is distinct from new.title then 'title' end,
    case when old.slug is distinct from new.slug then 'slug' end,
    case when old.category is distinct from new.category then 'category' end,
    case when old.excerpt is distinct from new.excerpt then 'excerpt' end,
    case when old.content is distinct from new.content then 'content' end,
    case when old.cover_image is distinct from new.cover_image then 'cover_image' end,
    case when old.published_at is distinct from new.published_at then 'published_at' end
  ], null);
begin
  insert into public.post_revisions
    (post_id, title, slug, category, excerpt, content, cover_image, published_at,
     saved_by, saved_by_email, saved_at, changed_fields)
  values
    (old.id, old.title, old.slug, old.category, old.excerpt, old.content, old.cover_image, old.published_at,
     old.updated_by, (select u.email from auth.users u where u.id = old.updated_by), old.updated_at, changed);
  perform app_private.prune_revisions_of(old.id);
  return null;
end;
$$;
revoke all on function public.blog_posts_keep_revision() from public, anon, authenticated, service_role;

create trigger blog_posts_keep_revision
  after update on public.blog_posts
  for each row
  when (
    old.title is distinct from new.title
    or old.slug is distinct from new.slug
    or old.category is distinct from new.category
    or old.excerpt is distinct from new.excerpt
    or old.content is distinct from new.content
    or old.cover_image is distinct from new.cover_image
    or old.published_at is distinct from new.published_at
  )
  execute function public.blog_posts_keep_revision();

-- Makes a revision's text the post's current version: title, slug, category, excerpt, content and cover
-- image. The publication state stays as it is now (publishing is its own control): restoring
-- yesterday's text of a published post publishes that text. Answers the updated post.
-- security invoker: row-level security decides. A caller who may not read the revision gets 'revision
-- not found' (HTTP 404); one who may not update the post gets 'post not found' (404).
create or replace function public.restore_post_revision(revision_id bigint)
returns public.blog_posts
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  revision public.post_revisions;
  restored public.blog_posts;
begin
  if restore_post_revision.revision_id is null then
    raise exception 'revision_id is required' using errcode = '22023';
  end if;
  select * into revision from public.post_revisions r where r.id = restore_post_revision.revision_id;
  if not found then
    raise exception 'revision not found' using errcode = 'PT404',
      detail = restore_post_revision.revision_id::text;
  end if;
  update public.blog_posts p
  set title = revision.title,
      slug = revision.slug,
      category = revision.category,
      excerpt = revision.excerpt,
      content = revision.content,
      cover_image = revision.cover_image
  where p.id = revision.post_id
  returning * into restored;
  if not found then
    raise exception 'post not found' using errcode = 'PT404', detail = revision.post_id::text;
  end if;
  return restored;
end;
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon;
grant execute on function public.restore_post_revision(bigint) to authenticated, service_role;

-- The identity's sequence is nobody's business through the API.
revoke all on sequence public.post_revisions_id_seq from anon, authenticated, service_role;
