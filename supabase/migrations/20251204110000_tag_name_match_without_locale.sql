-- Finding a tag by its name no longer depends on the database's locale (docs/product-rules.md#tags).
--
-- set_post_tags takes the existing tag of a name "in any ASCII letter case" before deriving a slug
-- (migration 20251203110000: a tag made before, "Café" at `caf`, stays that tag). It compared
-- lower(name) in the database's default collation, and lower() follows the locale's LC_CTYPE: ASCII
-- only under C (PGlite, the test clusters), every letter under en_US.UTF-8 or C.UTF-8, and under a
-- Turkish locale "I" lowers to dotless "ı", so "ISTANBUL" missed the tag "istanbul" and became a
-- second one. The comparison now names collation "C" on both sides: ASCII letters only, on every
-- engine and locale, as the tests see it. The index follows the expression; the comparison itself is
-- in set_post_tags as 20251204120000 restates it (written once there, not here and again there).

drop index if exists public.tags_lower_name_idx;
create index tags_lower_name_idx on public.tags (lower(name collate "C"));
