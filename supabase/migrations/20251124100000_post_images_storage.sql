-- Post images on Supabase Storage: covers and inline pictures of blog posts.
--
-- A public-read bucket: anyone may load a picture by its URL (posts are public once published, and
-- names are content hashes nobody can guess before the picture is used). Only admins upload, replace
-- and delete. The bucket's own limits do the rest: raster images only, 10 MB each. SVG is refused
-- because an SVG is a document that can run script when opened from the bucket's URL.
--
-- Written for a hosted project, where the storage schema, its tables and RLS exist already (this file
-- only adds a bucket row and policies); the embedded backend creates the same tables before migrations.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'post-images',
  'post-images',
  true,
  10485760,
  array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Anyone may read the bucket's settings (size and type limits), so the apps can state them.
create policy "Anyone can read the post images bucket"
  on storage.buckets for select
  using (id = 'post-images');

create policy "Anyone can read post images"
  on storage.objects for select
  using (bucket_id = 'post-images');

-- Pictures live one folder deep, in their post's folder: `{post id}/{hash}-{name}.{ext}`.
create policy "Admins can upload post images"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'post-images'
    and array_length(storage.foldername(name), 1) = 1
    and (select public.is_admin())
  );

-- Replacing a picture (upload with upsert) is an update of its row.
create policy "Admins can update post images"
  on storage.objects for update to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()))
  with check (
    bucket_id = 'post-images'
    and array_length(storage.foldername(name), 1) = 1
    and (select public.is_admin())
  );

create policy "Admins can delete post images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'post-images' and (select public.is_admin()));
