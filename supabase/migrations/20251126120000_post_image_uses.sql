-- Which posts use each picture of the post-images bucket, for the media library. Admins only; anyone
-- else: 42501 (HTTP 401/403).
--
-- Why a function: the media library downloaded every post's full text (drafts included, up to
-- 200,000 characters each) to search it in the browser for each picture's URL. Here the database
-- reads each post once, takes the bucket paths its cover and its text refer to, and answers only
-- the matches.
--   image_paths  the pictures' object paths in the bucket (`<post id>/<file name>`, as the storage
--                API lists them): 1 to 1000 of them, each 1 to 1024 characters
-- Answers one row per (picture, post that uses it): image_path, post_id, post_title, by picture,
-- newest post first.
-- A picture is used by a post whose cover or text holds its public URL, on any host (the
-- path after `/storage/v1/object/public/post-images/`, up to a query or a fragment). Bad input is an
-- error 22023 (HTTP 400) naming the parameter.
create or replace function public.post_image_uses(image_paths text[])
returns table (image_path text, post_id uuid, post_title text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only admins may look up where pictures are used' using errcode = '42501';
  end if;
  if image_paths is null or cardinality(image_paths) = 0 or cardinality(image_paths) > 1000 then
    raise exception 'image_paths must hold 1 to 1000 paths' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(image_paths) as wanted(path) where coalesce(length(path), 0) not between 1 and 1024) then
    raise exception 'each of image_paths must be 1 to 1024 characters' using errcode = '22023';
  end if;
  -- Row-level security applies (security invoker): an admin reads every post, drafts included.
  return query
    select used.path, used.id, used.title
    from (
      select distinct referred.path, post.id, post.title, post.created_at
      from public.blog_posts as post
      cross join lateral (
        select match[1] as path
        from regexp_matches(
          coalesce(post.cover_image, '') || ' ' || post.content,
          '/storage/v1/object/public/post-images/([^][\s()<>"''?#]+)',
          'g'
        ) as match
      ) as referred
      where referred.path = any (image_paths)
    ) as used
    order by used.path, used.created_at desc, used.id;
end;
$$;

revoke all on function public.post_image_uses(text[]) from public, anon, authenticated, service_role;
grant execute on function public.post_image_uses(text[]) to authenticated;
