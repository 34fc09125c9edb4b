-- A hashed tag slug shared by chance is refused, not merged (docs/product-rules.md#tags).
--
-- Since 20251204120000 a name with letters of no Latin spelling has the slug "<spelling or tag>-<ten
-- hex digits of a SHA-256>": 40 bits, so two different names can share one (a birthday search finds
-- a pair in about a million names: «不嵲» and «侼垹» are both `tag-aaf3f456c9`), and a Latin name can
-- be spelled as one ("tag-28e1f6c39f", the slug of «交渉»). set_post_tags took "the tag of its slug",
-- so the second name silently became the first tag: a post tagged «侼垹» showed «不嵲», on its page,
-- in the feeds. Now a name whose slug is held by a tag (or by another name of the same call) of a
-- different identity, where either has letters of no Latin spelling, is refused (22023), saying
-- which tag holds the address. Names spelled whole in Latin letters keep the old rule: a name is the
-- tag of its slug ("Café" and "cafe" are one tag; a tag made before keeps its slug).
--
-- public.tag_identity is what makes two names one tag (tagIdentity in shared/src/text/tag-slug.ts):
-- the Latin spelling, a space, the letters with no Latin spelling: what tag_slug hashes, read as
-- tag_slug reads it (the same two parts, copied from 20251204120000). tag_slug is left as it is: on
-- top of tag_identity it cost twice the CPU (a SQL function with its own search_path is not inlined;
-- 71 against 34 µs a name on PGlite). supabase/tests/tag-slugs.test.ts compares both with
-- tag-slug.ts on every character, so the copies cannot drift apart unseen.
--
-- tag_name_mixes_scripts reads the name past the spaces around it: set_post_tags allows any number
-- of them around a name of 40, and cut at 200 before trimming, "Gօօgle" after 300 spaces went
-- unread there (the table's trigger, reading the trimmed name, refused it with 23514 instead).

create or replace function public.tag_identity(name text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select spelled || ' ' || unspelled
  from (
    select
      -- The Latin spelling, as migration 20251203180000 made it (at most 200 characters read).
      (select rtrim(left(btrim(regexp_replace(regexp_replace(lower(spelled), '[^a-z0-9_\t\n\v\f\r \u1680\u2028\u2029\ufeff-]', '', 'g'),
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
               unnest(string_to_array(normalize(replace(replace(left(btrim(name), 200), 'й', 'y'), 'Й', 'y'), NFKD), null))
                 with ordinality as letters(letter, position)
        ) spelled_name) as spelled,
      -- The letters with no Latin spelling (OTHER_SCRIPTS and CJK in tag-slug.ts), invisible
      -- variants (IGNORED) left out.
      btrim(regexp_replace(regexp_replace(normalize(left(btrim(name), 200), NFKC),
              '[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g'),
              '[^\u0530-\u058f\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u10ff\u1200-\u167f\u1681-\u169c\u16a0-\u1aaf\u1b00-\u1cff\u2c00-\u2c5f\u2c80-\u2cff\u2d00-\u2ddf\ua000-\ua62b\ua6a0-\ua6ff\ua800-\ua95f\ua980-\uab2f\uab70-\uabff\ufb1d-\ufdff\ufe70-\ufefe\U00010000-\U0001bcff\U0001d800-\U0001daaf\U0001e000-\U0001e02f\U0001e090-\U0001efff\u1100-\u115e\u1161-\u11ff\u2e80-\u2fdf\u3005-\u3007\u3021-\u3029\u3031-\u3035\u303b\u303c\u3041-\u309f\u30a1-\u30fa\u30fc-\u3163\u3165-\u31ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\uff66-\uff9f\uffa1-\uffdc\U00020000-\U0003ffff]+', ' ', 'g'), ' ') as unspelled
  ) parts;
$$;
revoke all on function public.tag_identity(text) from public, anon, authenticated, service_role;
grant execute on function public.tag_identity(text) to authenticated, service_role;

-- As 20251204120000, reading the name past the spaces around it (tag_slug reads it so).
create or replace function public.tag_name_mixes_scripts(name text)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  -- The first 200 characters past the spaces around it, as tag_slug reads it (set_post_tags allows
  -- any number of spaces around a name of 40: cut before trimming, the word past them went unread).
  -- The invisible variants (IGNORED) removed first: the pattern is two classes side by side.
  select regexp_replace(normalize(left(btrim(name), 200), NFKC), '[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]', '', 'g') ~ (
    '[A-Za-z\u00aa\u00b5\u00ba\u00c0-\u052f\u1d00-\u1fff\u2c60-\u2c7f\ua640-\ua69f\ua720-\ua7ff\uab30-\uab6f][\u0530-\u058f\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u10ff\u1200-\u167f\u1681-\u169c\u16a0-\u1aaf\u1b00-\u1cff\u2c00-\u2c5f\u2c80-\u2cff\u2d00-\u2ddf\ua000-\ua62b\ua6a0-\ua6ff\ua800-\ua95f\ua980-\uab2f\uab70-\uabff\ufb1d-\ufdff\ufe70-\ufefe\U00010000-\U0001bcff\U0001d800-\U0001daaf\U0001e000-\U0001e02f\U0001e090-\U0001efff]|[\u0530-\u058f\u0590-\u08ff\u0900-\u0dff\u0e00-\u0fff\u1000-\u10ff\u1200-\u167f\u1681-\u169c\u16a0-\u1aaf\u1b00-\u1cff\u2c00-\u2c5f\u2c80-\u2cff\u2d00-\u2ddf\ua000-\ua62b\ua6a0-\ua6ff\ua800-\ua95f\ua980-\uab2f\uab70-\uabff\ufb1d-\ufdff\ufe70-\ufefe\U00010000-\U0001bcff\U0001d800-\U0001daaf\U0001e000-\U0001e02f\U0001e090-\U0001efff][A-Za-z\u00aa\u00b5\u00ba\u00c0-\u052f\u1d00-\u1fff\u2c60-\u2c7f\ua640-\ua69f\ua720-\ua7ff\uab30-\uab6f]');
$$;
revoke all on function public.tag_name_mixes_scripts(text) from public, anon, authenticated, service_role;
grant execute on function public.tag_name_mixes_scripts(text) to authenticated, service_role;

-- As 20251204120000, with the clash refused. A post's tags become exactly these names (created when
-- new; an existing tag keeps its spelling and its slug). Names are trimmed, 1 to 40 visible
-- characters each on one line, each with a letter or digit of any script and no word mixing
-- lookalike scripts, at most 10 tags once names of one tag are counted once, none whose slug another
-- tag or name of another identity holds (above); else 22023. A name is the existing tag of that name
-- (any ASCII letter case), else the tag of its slug. Answers the post's tags [{id, name, slug}].
-- Admins only (42501); a post the caller may not update: PT404.
create or replace function public.set_post_tags(post_id uuid, names text[])
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  given text[];
  given_slugs text[];
  given_identities text[];
  clash record;
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
  if exists (select 1 from unnest(names) n(name) where public.tag_name_mixes_scripts(name)) then
    raise exception 'a word of a tag name mixes Latin, Greek or Cyrillic letters with another script'
      using errcode = '22023';
  end if;
  if exists (select 1 from unnest(names) n(name) where public.tag_slug(name) = '') then
    raise exception 'a tag name needs a letter or a digit' using errcode = '22023';
  end if;
  -- Each name's tag by slug: an existing tag of that name keeps its own, else the tag of its slug.
  select array_agg(named.name order by named.position), array_agg(named.slug order by named.position),
         array_agg(named.identity order by named.position)
  into given, given_slugs, given_identities
  from (
    select btrim(n.name) as name, n.position, public.tag_identity(n.name) as identity,
           -- collate "C": lower() changes ASCII letters only, whatever the database's locale
           -- (migration 20251204110000).
           coalesce((select t.slug from public.tags t
                     where lower(t.name collate "C") = lower(btrim(n.name) collate "C")
                     order by t.created_at, t.id limit 1),
                    public.tag_slug(n.name)) as slug
    from unnest(names) with ordinality n(name, position)
  ) named;
  -- A slug held by a tag, or by an earlier name of this call, of another identity: two names met by
  -- chance on a hashed slug (or a Latin name spelled as one). Refused, never merged. Names spelled
  -- whole in Latin letters (identity "spelling ", nothing after the space) keep the tag of their slug.
  select clashing.name, clashing.holder into clash
  from (
    select g.name, g.identity, t.name as holder, public.tag_identity(t.name) as holder_identity
    from unnest(given, given_slugs, given_identities) with ordinality g(name, slug, identity, position)
    join public.tags t on t.slug = g.slug
    union all
    select g.name, g.identity, e.name, e.identity
    from unnest(given, given_slugs, given_identities) with ordinality g(name, slug, identity, position)
    join unnest(given, given_slugs, given_identities) with ordinality e(name, slug, identity, position)
      on e.slug = g.slug and e.position < g.position
  ) clashing
  where clashing.holder_identity <> clashing.identity
    and (clashing.identity not like '% ' or clashing.holder_identity not like '% ')
  limit 1;
  if found then
    raise exception 'the tag name "%" has the address of another tag, "%": please name it differently',
      clash.name, clash.holder using errcode = '22023';
  end if;
  -- One name per tag, the first spelling given.
  select coalesce(array_agg(first.name order by first.position), '{}'),
         coalesce(array_agg(first.slug order by first.position), '{}')
  into wanted, wanted_slugs
  from (
    select distinct on (g.slug) g.name, g.slug, g.position
    from unnest(given, given_slugs) with ordinality g(name, slug, position)
    order by g.slug, g.position
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
