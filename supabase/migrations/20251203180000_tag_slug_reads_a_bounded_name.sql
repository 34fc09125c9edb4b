-- public.tag_slug spells at most the first 200 characters of a name, past the spaces around it.
--
-- Since 20251203110000 it spells a name letter by letter (one row and one JSON lookup each). Any
-- signed-in account may call it (rpc/tag_slug, a body up to 1 MB), the tags trigger runs it before
-- the table's checks refuse a long name, and set_post_tags on the untrimmed name: a 1 MB text held
-- PGlite's one thread about 0.6 s (10,000 characters: 12 ms). A tag name has at most 40 characters
-- once trimmed (tags_name_shape, set_post_tags), so every name that can be a tag keeps its slug; a
-- longer text gets the slug of its first 200 characters and is refused by those checks as before.
-- The spelling table is unchanged (supabase/tests/tag-slugs.test.ts compares it with latinSlug).

create or replace function public.tag_slug(name text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  -- At most 200 characters past the spaces around the name are spelled (see the header).
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
         unnest(string_to_array(normalize(replace(replace(left(btrim(name), 200), 'й', 'y'), 'Й', 'y'), NFKD), null))
           with ordinality as letters(letter, position)
  ) spelled_name;
$$;
revoke all on function public.tag_slug(text) from public, anon, authenticated, service_role;
grant execute on function public.tag_slug(text) to authenticated, service_role;
