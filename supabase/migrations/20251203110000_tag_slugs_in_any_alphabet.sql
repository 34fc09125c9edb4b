-- Tags in other alphabets (docs/product-rules.md#tags).
--
-- public.tag_slug kept only ASCII letters and digits, so «переговоры» or «διαπραγμάτευση» had no
-- slug and were refused, and "Verhandlung-Ä" lost its Ä. It now spells names as the post editor's
-- suggested slug does (shared/src/text/latin-slug.ts, latinSlug): decomposed (NFKD, the built-in
-- normalize(): PGlite has no unaccent) so accents fall away, then Latin letters without a
-- decomposition and the Cyrillic and Greek alphabets spelled from the same table, both letter cases
-- (on PostgreSQL with the C locale lower() changes ASCII letters only), cut at the slug's 60
-- characters never on a hyphen. supabase/tests/tag-slugs.test.ts compares this function with
-- latinSlug on every character of the Latin, Greek and Cyrillic blocks: change both together.
-- Scripts with no Latin spelling (Chinese, Japanese, Arabic, Hebrew...) still leave no slug and are
-- refused (addresses stay [a-z0-9-], which every page, feed, sitemap entry and redirect handles).
--
-- Existing tags keep their slugs: the slug follows a rename only (an update that leaves the name
-- alone keeps the slug), and set_post_tags finds an existing tag by its name (any ASCII letter case)
-- before deriving a slug, so "Café", stored as `caf`, stays that tag rather than becoming a second
-- one at `cafe`.
--
-- Names holding control or invisible format characters (zero-width space, RTL override...) are
-- refused, as leads' addresses are (migration 20251202100100, the same list): two tags that look
-- alike, or a name that reads backwards, in the admin's list. NOT VALID: stored names are kept.

create or replace function public.tag_slug(name text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  -- "й" is its own letter ("y"), not "и" with a breve: read before NFKD splits it.
  -- The spaces are JavaScript's \s once NFKD made the others plain spaces ([[:space:]] depends on
  -- the locale, and differs between PGlite and PostgreSQL with the C locale).
  select rtrim(left(btrim(regexp_replace(regexp_replace(lower(spelled), '[^a-z0-9_\t\n\v\f\r \u1680\u2028\u2029\ufeff-]', '', 'g'),
                                         '[\t\n\v\f\r \u1680\u2028\u2029\ufeff_-]+', '-', 'g'), '-'), 60), '-')
  from (
    select coalesce(string_agg(coalesce(spellings ->> letter, letter), '' order by position), '') as spelled
    from (select '{
      "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ŋ": "ng", "ħ": "h", "а": "a",
      "б": "b", "в": "v", "г": "g", "ґ": "g", "д": "d", "е": "e", "є": "ye", "ж": "zh", "з": "z", "и": "i", "і": "i", "й": "y",
      "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh",
      "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya", "α": "a", "β": "v",
      "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l", "μ": "m", "ν": "n", "ξ": "x",
      "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps", "ω": "o", "Æ": "ae",
      "Ð": "d", "Ø": "o", "Þ": "th", "Đ": "d", "Ħ": "h", "Ł": "l", "Ŋ": "ng", "Œ": "oe", "Α": "a", "Β": "v", "Γ": "g", "Δ": "d",
      "Ε": "e", "Ζ": "z", "Η": "i", "Θ": "th", "Ι": "i", "Κ": "k", "Λ": "l", "Μ": "m", "Ν": "n", "Ξ": "x", "Ο": "o", "Π": "p",
      "Ρ": "r", "Σ": "s", "Τ": "t", "Υ": "y", "Φ": "f", "Χ": "ch", "Ψ": "ps", "Ω": "o", "ϴ": "th", "Є": "ye", "І": "i", "А": "a",
      "Б": "b", "В": "v", "Г": "g", "Д": "d", "Е": "e", "Ж": "zh", "З": "z", "И": "i", "Й": "y", "К": "k", "Л": "l", "М": "m",
      "Н": "n", "О": "o", "П": "p", "Р": "r", "С": "s", "Т": "t", "У": "u", "Ф": "f", "Х": "kh", "Ц": "ts", "Ч": "ch", "Ш": "sh",
      "Щ": "shch", "Ъ": "", "Ы": "y", "Ь": "", "Э": "e", "Ю": "yu", "Я": "ya", "Ґ": "g", "ẞ": "ss"
    }'::jsonb as spellings) table_of_spellings,
         unnest(string_to_array(normalize(replace(replace(name, 'й', 'y'), 'Й', 'y'), NFKD), null))
           with ordinality as letters(letter, position)
  ) spelled_name;
$$;
revoke all on function public.tag_slug(text) from public, anon, authenticated, service_role;
grant execute on function public.tag_slug(text) to authenticated, service_role;

alter table public.tags
  add constraint tags_name_visible_characters check (
    name !~ '[\u0001-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]'
  ) not valid;

-- A tag found by its name (set_post_tags): the names of one ASCII letter case are one lookup.
create index tags_lower_name_idx on public.tags (lower(name));

-- The slug follows the name: derived on insert and when a rename changes the name; any other update
-- keeps it (tags made before this migration keep their addresses). updated_at is the server's.
create or replace function public.tags_derive_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.name is not distinct from old.name then
    new.slug := old.slug;
  else
    new.slug := public.tag_slug(new.name);
  end if;
  if new.slug = '' then
    raise exception 'a tag name needs a Latin, Cyrillic or Greek letter or a digit' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := clock_timestamp();
  end if;
  return new;
end;
$$;

-- A post's tags become exactly these names (created when new; an existing tag keeps its spelling and
-- its slug). Names are trimmed, 1 to 40 visible characters each on one line, each with a letter or
-- digit that has a Latin spelling, at most 10 tags once names of one tag are counted once; else
-- 22023. A name is the existing tag of that name (any ASCII letter case), else the tag of its slug.
-- Answers the post's tags [{id, name, slug}]. Admins only (42501); a post the caller may not update:
-- PT404.
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
             coalesce((select t.slug from public.tags t where lower(t.name) = lower(btrim(n.name))
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
