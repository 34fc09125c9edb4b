-- Finding a tag by its name no longer depends on the database's locale (docs/product-rules.md#tags).
--
-- set_post_tags takes the existing tag of a name "in any ASCII letter case" before deriving a slug
-- (migration 20251203110000: a tag made before, "Café" at `caf`, stays that tag). It compared
-- lower(name) in the database's default collation, and lower() follows the locale's LC_CTYPE: ASCII
-- only under C (PGlite, the test clusters), every letter under en_US.UTF-8 or C.UTF-8, and under a
-- Turkish locale "I" lowers to dotless "ı", so "ISTANBUL" missed the tag "istanbul" and became a
-- second one. The comparison now names collation "C" on both sides: ASCII letters only, on every
-- engine and locale, as the tests see it. The index follows the expression.

drop index if exists public.tags_lower_name_idx;
create index tags_lower_name_idx on public.tags (lower(name collate "C"));

create or replace function public.set_post_tags(post_id uuid, names text[])
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  wanted text[];
  wanted_slugs text[];
begin
  if not ((select auth.role()) = 'service_role' or (select public.is_admin())) then
    raise exception 'only admins may tag posts' using errcode = '42501';
  end if;
  if set_post_tags.post_id is null or names is null or cardinality(names) > 100 then
    raise exception 'post_id and at most 100 names are required' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(names) n(name)
             where name is null or length(btrim(name)) not between 1 and 40 or name ~ '[[:cntrl:]]'
               or name ~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]') then
    raise exception 'each tag name must be 1 to 40 visible characters on one line' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(names) n(name) where public.tag_slug(name) = '') then
    raise exception 'a tag name needs a Latin, Cyrillic or Greek letter or a digit' using errcode = '22023';
  end if;
  -- Each name's tag by slug: an existing tag of that name keeps its own; one name per tag, the first
  -- spelling given.
  select coalesce(array_agg(first.name order by first.position), '{}'),
         coalesce(array_agg(first.slug order by first.position), '{}')
  into wanted, wanted_slugs
  from (
    select distinct on (named.slug) named.name, named.slug, named.position
    from (
      select btrim(n.name) as name, n.position,
             -- collate "C": lower() changes ASCII letters only, whatever the database's locale.
             coalesce((select t.slug from public.tags t
                       where lower(t.name collate "C") = lower(btrim(n.name) collate "C")
                       order by t.created_at, t.id limit 1),
                      public.tag_slug(n.name)) as slug
      from unnest(names) with ordinality n(name, position)
    ) named
    order by named.slug, named.position
  ) first;
  if cardinality(wanted) > 10 then
    raise exception 'a post has at most 10 tags' using errcode = '22023';
  end if;
  if not exists (select 1 from public.blog_posts p where p.id = set_post_tags.post_id) then
    raise exception 'post not found' using errcode = 'PT404';
  end if;

  -- New tags only: the trigger derives the slug of a new name (the one computed above).
  insert into public.tags (name, slug)
  select w.name, w.slug from unnest(wanted, wanted_slugs) w(name, slug)
  where not exists (select 1 from public.tags t where t.slug = w.slug)
  on conflict (slug) do nothing;
  delete from public.post_tags pt
  where pt.post_id = set_post_tags.post_id
    and pt.tag_id not in (select t.id from public.tags t where t.slug = any (wanted_slugs));
  insert into public.post_tags (post_id, tag_id)
  select set_post_tags.post_id, t.id from public.tags t
  where t.slug = any (wanted_slugs)
  on conflict do nothing;

  return (
    select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name, t.slug), '[]'::json)
    from public.post_tags pt join public.tags t on t.id = pt.tag_id
    where pt.post_id = set_post_tags.post_id);
end;
$$;
revoke all on function public.set_post_tags(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.set_post_tags(uuid, text[]) to authenticated, service_role;
