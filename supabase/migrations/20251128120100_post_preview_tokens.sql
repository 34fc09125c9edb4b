-- Issue #34: "Share preview". An admin makes a link that shows one draft or scheduled post, rendered as
-- it will be published, to anyone who has it, for a limited time (7 days by default), and can revoke it.
-- docs/product-rules.md#share-a-draft; docs/security.md names the tests.
--
-- The token is 64 hex characters from two random UUIDs (244 random bits); the table keeps only its
-- SHA-256, so a read of the table (an admin's, a backup) gives no working link. The token is answered
-- once, by create_post_preview, and never again.

create table public.post_preview_tokens (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  token_hash bytea not null constraint post_preview_tokens_token_hash_key unique,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
alter table public.post_preview_tokens enable row level security;

create index post_preview_tokens_post_idx on public.post_preview_tokens (post_id, created_at desc);

-- Admins list a post's links (when they expire) and revoke them (delete). Nobody inserts directly:
-- create_post_preview does, so a token's hash always comes from a random token.
create policy "Admins can read preview links"
  on public.post_preview_tokens for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can revoke preview links"
  on public.post_preview_tokens for delete to authenticated
  using ((select public.is_admin()));

revoke all on public.post_preview_tokens from anon, authenticated, service_role;
grant select (id, post_id, created_by, created_at, expires_at) on public.post_preview_tokens to authenticated;
grant delete on public.post_preview_tokens to authenticated;
grant select, delete on public.post_preview_tokens to service_role;

-- Makes a preview link for a draft or scheduled post the caller may read: {"id", "token", "expires_at"}.
-- days: 1..30, null for 7. Runs as the caller for the post (RLS: admins only read drafts), then as the
-- owner for the insert. A published post needs no preview (22023); an unknown post is P0002.
create or replace function public.create_post_preview(post_id uuid, days integer default 7)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted_days integer := coalesce(create_post_preview.days, 7);
  post_published_at timestamptz;
  new_token text;
  made public.post_preview_tokens;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may share a preview' using errcode = '42501';
  end if;
  if wanted_days < 1 or wanted_days > 30 then
    raise exception 'days must be between 1 and 30' using errcode = '22023', detail = wanted_days::text;
  end if;
  select p.published_at into post_published_at from public.blog_posts p where p.id = create_post_preview.post_id;
  if not found then
    raise exception 'no such post' using errcode = 'P0002';
  end if;
  if post_published_at is not null and post_published_at <= now() then
    raise exception 'the post is published: share its address' using errcode = '22023';
  end if;
  new_token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into public.post_preview_tokens (post_id, token_hash, created_by, expires_at)
  values (create_post_preview.post_id, sha256(convert_to(new_token, 'UTF8')), (select auth.uid()),
          now() + make_interval(days => wanted_days))
  returning * into made;
  return json_build_object('id', made.id, 'token', new_token, 'expires_at', made.expires_at);
end;
$$;

revoke all on function public.create_post_preview(uuid, integer) from public, anon;
grant execute on function public.create_post_preview(uuid, integer) to authenticated, service_role;

-- Revokes a preview link (deletes it): true when it existed. Admins only (42501). A function rather
-- than a DELETE through the API: PostgREST's DELETE … returning would need the whole row readable, and
-- the hash is never readable. Security invoker: the delete policy decides as for a direct delete.
create or replace function public.revoke_post_preview(link_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  removed integer;
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may revoke a preview' using errcode = '42501';
  end if;
  delete from public.post_preview_tokens t where t.id = revoke_post_preview.link_id;
  get diagnostics removed = row_count;
  return removed > 0;
end;
$$;

revoke all on function public.revoke_post_preview(uuid) from public, anon;
grant execute on function public.revoke_post_preview(uuid) to authenticated, service_role;

-- The post a preview token shows, as it will be published, or null for a token that is malformed,
-- unknown, revoked (deleted) or expired: the same null, so the answer says nothing about which.
-- security definer: visitors may not read drafts; this reveals the one post the token names and nothing
-- else (no other post, no token row). The token's shape is checked before any read (64 hex characters;
-- the pattern is anchored and has no nested quantifier, linear in the input).
create or replace function public.preview_post(token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  answer json;
begin
  if preview_post.token is null or length(preview_post.token) <> 64 or preview_post.token !~ '^[0-9a-f]{64}$' then
    return null;
  end if;
  select json_build_object(
    'id', p.id, 'title', p.title, 'slug', p.slug, 'category', p.category, 'excerpt', p.excerpt,
    'content', p.content, 'cover_image', p.cover_image, 'published_at', p.published_at,
    'created_at', p.created_at, 'updated_at', p.updated_at,
    'author_name', p.author_name, 'author_slug', p.author_slug, 'meta_title', p.meta_title,
    'meta_description', p.meta_description, 'social_image', p.social_image,
    'canonical_url', p.canonical_url, 'preview_expires_at', t.expires_at
  ) into answer
  from public.post_preview_tokens t
  join public.blog_posts p on p.id = t.post_id
  where t.token_hash = sha256(convert_to(preview_post.token, 'UTF8'))
    and t.expires_at > now();
  return answer;
end;
$$;

revoke all on function public.preview_post(text) from public;
grant execute on function public.preview_post(text) to anon, authenticated, service_role;
