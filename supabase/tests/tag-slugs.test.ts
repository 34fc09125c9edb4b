import { latinSlug } from '@parley/shared/text';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type TestDatabase } from './database';

// Tags in other alphabets (migration 20251203110000, docs/product-rules.md#tags), on both engines:
// the database's tag slug spells names as the editor's latinSlug does, from one table.

let t: TestDatabase;

const TAG_SLUG_LENGTH = 60;

/** Every code point of these ranges (inclusive), as one-character strings. */
function characters(...ranges: [number, number][]): string[] {
  return ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  );
}

async function tagSlugs(names: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ slug: string }>(
    'select public.tag_slug(name) as slug from unnest($1::text[]) with ordinality n(name, position) order by position',
    [names],
  );
  return rows.map((row) => row.slug);
}

const setTags = (postId: string, names: unknown) =>
  t.admin.run(
    async (tx) =>
      (
        await tx.query<{ v: { name: string; slug: string }[] }>('select public.set_post_tags($1, $2) as v', [
          postId,
          names,
        ])
      ).rows[0]!.v,
  );

async function insertPost(slug: string) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, category, excerpt, content, published_at)
     values ($1, $1, 'General', 'E', 'Body', now() - interval '1 day') returning id`,
    [slug],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
});

beforeEach(async () => {
  await t.db.query('delete from public.blog_posts');
  await t.db.query('delete from public.tags');
});

describe('tag_slug spells names as latinSlug does', () => {
  it('on every character of the Latin, Greek and Cyrillic blocks, punctuation, spaces and full-width forms', async () => {
    // NUL aside (no text holds it). Each character alone, between letters, and in a word of capitals.
    const all = characters(
      [0x1, 0x52f],
      [0x1e00, 0x1fff],
      [0x2000, 0x206f],
      [0x2100, 0x218f],
      [0xfb00, 0xfb06],
      [0xff00, 0xff65],
    );
    const names = all.flatMap((c) => [c, `a${c}b`, `X${c}${c.toUpperCase()}Y`]);
    const database = await tagSlugs(names);
    const differences = names
      .map((name, index) => ({
        name,
        database: database[index],
        latinSlug: latinSlug(name, TAG_SLUG_LENGTH),
      }))
      .filter((row) => row.database !== row.latinSlug)
      .map(
        (row) =>
          `${JSON.stringify(row.name)} U+${row.name.codePointAt(0)!.toString(16)}: ${row.database} ≠ ${row.latinSlug}`,
      );
    expect(differences).toEqual([]);
  });

  it('spells Cyrillic and Greek names, drops accents, and leaves nothing for scripts with no Latin spelling', async () => {
    expect(
      await tagSlugs([
        'переговоры',
        'ПЕРЕГОВОРЫ О ЦЕНЕ',
        'διαπραγμάτευση',
        'ΔΙΑΠΡΑΓΜΆΤΕΥΣΗ',
        'Verhandlung-Ä',
        'Straße Łódź',
        'Йогурт',
        '交渉',
        'مفاوضات',
        'משא ומתן',
        '交渉 AI',
      ]),
    ).toEqual([
      'peregovory',
      'peregovory-o-tsene',
      'diapragmateysi',
      'diapragmateysi',
      'verhandlung-a',
      'strasse-lodz',
      'yogurt',
      '',
      '',
      '',
      'ai',
    ]);
  });

  it('reads at most the first 200 characters past the spaces around a name (a tag name has 40): a megabyte is not spelled letter by letter', async () => {
    // Any signed-in account may call tag_slug, and the trigger spells a name before the table's
    // checks refuse it: spelled whole, a 1 MB text held PGlite's one thread about 0.6 s.
    const [cut, padded, huge] = await tagSlugs([
      '.'.repeat(200) + 'abc',
      ' '.repeat(1000) + 'Переговоры о цене' + ' '.repeat(1000),
      'я'.repeat(1_000_000),
    ]);
    expect(cut).toBe('');
    expect(padded).toBe('peregovory-o-tsene');
    expect(huge).toBe('ya'.repeat(30));
  });

  it('stays within the slug’s 60 characters, never ending on a hyphen, on 10,000 characters', async () => {
    const [forty, spaced, huge] = await tagSlugs(['щ'.repeat(40), 'щщ '.repeat(13), 'я'.repeat(10_000)]);
    expect(forty).toBe('shch'.repeat(15));
    expect(spaced).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(spaced!.length).toBeLessThanOrEqual(TAG_SLUG_LENGTH);
    expect(huge).toBe('ya'.repeat(30));
  });
});

describe('tags in other alphabets', () => {
  it('accepts Cyrillic and Greek names as tags, one tag for their case variants and their Latin spelling', async () => {
    const id = await insertPost('p');
    expect(
      await setTags(id, ['Переговоры', 'ПЕРЕГОВОРЫ', 'peregovory', 'Διαπραγμάτευση', 'Verhandlung-Ä']),
    ).toEqual([
      expect.objectContaining({ name: 'Verhandlung-Ä', slug: 'verhandlung-a' }),
      expect.objectContaining({ name: 'Διαπραγμάτευση', slug: 'diapragmateysi' }),
      expect.objectContaining({ name: 'Переговоры', slug: 'peregovory' }),
    ]);
    // A name whose slug is an existing tag's is that tag: the first spelling stays.
    const other = await insertPost('q');
    expect(await setTags(other, ['Peregovory'])).toEqual([
      expect.objectContaining({ name: 'Переговоры', slug: 'peregovory' }),
    ]);
    const { rows } = await t.db.query('select slug from public.tags order by slug');
    expect(rows).toHaveLength(3);
  });

  it('refuses names with no Latin spelling, blanks, huge names, and control or invisible characters', async () => {
    const id = await insertPost('p');
    const refused = [
      ['交渉'],
      ['مفاوضات'],
      [''],
      ['   '],
      ['\u3000'],
      ['x'.repeat(10_000)],
      ['я'.repeat(41)],
      ['Pricing\u200b'],
      ['\u200bPricing'],
      ['Pri\u202ecing'],
      ['Pri\u2066cing'],
      ['Pricing\u00ad'],
      ['\ufeffPricing'],
      ['Pri\u0007cing'],
      ['Pri\u0085cing'],
      ['ok', 'Pricing\u200d'],
    ];
    for (const names of refused)
      expect(await errorCode(setTags(id, names)), JSON.stringify(names).slice(0, 40)).toBe('22023');
    expect(await t.db.query('select 1 from public.tags')).toMatchObject({ rows: [] });
  });

  it('refuses the same names written into the table directly, by insert or rename', async () => {
    for (const name of ['交渉', 'Pricing\u200b', 'Pri\u202ecing', ''])
      expect(
        await errorCode(
          t.admin.run((tx) => tx.query('insert into public.tags (name, slug) values ($1, $2)', [name, 'x'])),
        ),
        JSON.stringify(name),
      ).toBe('23514');
    await t.db.query(`insert into public.tags (name, slug) values ('Pricing', 'x')`);
    for (const name of ['交渉', 'Pricing\u2067', 'Pricing\u200c'])
      expect(
        await errorCode(
          t.admin.run((tx) => tx.query(`update public.tags set name = $1 where name = 'Pricing'`, [name])),
        ),
        JSON.stringify(name),
      ).toBe('23514');
    // A rename to another tag's slug is refused by the slug's uniqueness; a rename in Cyrillic is fine.
    await t.db.query(`insert into public.tags (name, slug) values ('Переговоры', 'x')`);
    expect(
      await errorCode(
        t.admin.run((tx) => tx.query(`update public.tags set name = 'PEREGOVORY' where name = 'Pricing'`)),
      ),
    ).toBe('23505');
    await t.admin.run((tx) => tx.query(`update public.tags set name = 'Цена' where name = 'Pricing'`));
    const { rows } = await t.db.query('select name, slug from public.tags order by slug');
    expect(rows).toEqual([
      { name: 'Переговоры', slug: 'peregovory' },
      { name: 'Цена', slug: 'tsena' },
    ]);
  });

  it('keeps the slugs of tags made before: an update that leaves the name alone, and tagging by that name', async () => {
    // A tag as the earlier tag_slug made it: "Café" at `caf`.
    await t.db.query('alter table public.tags disable trigger tags_derive_slug');
    try {
      await t.db.query(`insert into public.tags (name, slug) values ('Café', 'caf')`);
    } finally {
      await t.db.query('alter table public.tags enable trigger tags_derive_slug');
    }
    await t.db.query(`update public.tags set updated_at = now() where name = 'Café'`);
    const id = await insertPost('p');
    expect(await setTags(id, ['Café', 'café'])).toEqual([
      expect.objectContaining({ name: 'Café', slug: 'caf' }),
    ]);
    const { rows } = await t.db.query('select name, slug from public.tags');
    expect(rows).toEqual([{ name: 'Café', slug: 'caf' }]);
  });
});

describe('finding a tag by its name does not depend on the locale (migration 20251204110000)', () => {
  it('matches names in ASCII letter case only, even where the names are in a collation lowering every letter', async () => {
    // PGlite and the test clusters run under C (lower() changes ASCII only); a hosted database may
    // run under C.UTF-8, en_US.UTF-8 or a Turkish locale. Where such a collation exists (PostgreSQL
    // with the OS's C.utf8), the tags' names are put in it for this test.
    const { rows: collations } = await t.db.query<{ name: string }>(
      `select collname as name from pg_collation where collname in ('C.utf8', 'C.UTF-8') limit 1`,
    );
    const collation = collations[0]?.name;
    await t.db.query('alter table public.tags disable trigger tags_derive_slug');
    try {
      // Tags as an earlier tag_slug made them, at slugs no name spells today.
      await t.db.query(
        `insert into public.tags (name, slug) values ('ÉTÉ', 'summer-old'), ('istanbul', 'ist-old')`,
      );
    } finally {
      await t.db.query('alter table public.tags enable trigger tags_derive_slug');
    }
    if (collation)
      await t.db.query(`alter table public.tags alter column name type text collate "${collation}"`);
    try {
      const id = await insertPost('p');
      // "ÉTÉ" and "été" differ beyond ASCII: not one name. "ISTANBUL" and "istanbul" are (under a
      // Turkish locale "I" lowers to dotless "ı", so it would not be).
      expect(await setTags(id, ['été', 'ISTANBUL'])).toEqual([
        expect.objectContaining({ name: 'istanbul', slug: 'ist-old' }),
        expect.objectContaining({ name: 'été', slug: 'ete' }),
      ]);
    } finally {
      if (collation)
        await t.db.query('alter table public.tags alter column name type text collate "default"');
    }
  });
});
