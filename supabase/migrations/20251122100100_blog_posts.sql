-- Blog posts (docs/product-rules.md#blog-posts): a draft while published_at is null, published once
-- it is set.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0 and length(title) <= 200),
  slug text not null
    constraint blog_posts_slug_key unique
    constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 200),
  category text not null default 'General' check (length(btrim(category)) > 0 and length(category) <= 80),
  excerpt text not null check (length(btrim(excerpt)) > 0 and length(excerpt) <= 1000),
  content text not null check (length(btrim(content)) > 0 and length(content) <= 200000),
  cover_image text check (cover_image is null or (cover_image ~* '^https?://' and length(cover_image) <= 2048)),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  author_id uuid default auth.uid() references auth.users (id) on delete set null
);
alter table public.blog_posts enable row level security;

-- The two list orders: newest published first (the blog), newest created first (the admin).
create index blog_posts_published_at_idx on public.blog_posts (published_at desc) where published_at is not null;
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);

-- updated_at is the server's clock, whatever a client sends; the editor's conflict check relies on it.
create or replace function public.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger blog_posts_touch_updated_at
  before update on public.blog_posts
  for each row execute function public.touch_updated_at();

-- A post with any published_at counts as published, future dates included: the editor sets it to now()
-- when publishing and nothing schedules posts yet, so "not null" keeps the rule simple and indexable.
create policy "Anyone can read published posts"
  on public.blog_posts for select to anon, authenticated
  using (published_at is not null);

create policy "Admins can read every post"
  on public.blog_posts for select to authenticated
  using ((select public.is_admin()));

create policy "Admins can create posts"
  on public.blog_posts for insert to authenticated
  with check ((select public.is_admin()) and (author_id is null or author_id = (select auth.uid())));

create policy "Admins can update posts"
  on public.blog_posts for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "Admins can delete posts"
  on public.blog_posts for delete to authenticated
  using ((select public.is_admin()));

-- Only what the API needs: no truncate, references or trigger for the API roles. Grants are explicit so
-- they hold whether or not the project still has Supabase's default grants on public (CLI
-- [api].auto_expose_new_tables = false revokes them).
revoke all on public.blog_posts from anon, authenticated, service_role;
grant select on public.blog_posts to anon, authenticated;
grant insert, update, delete on public.blog_posts to authenticated;
grant select, insert, update, delete on public.blog_posts to service_role;

-- A trigger function is never called through the API; its privilege is only checked at create trigger.
revoke all on function public.touch_updated_at() from public, anon, authenticated, service_role;
