import { mixesLookalikeScripts, tagIdentity, tagSlug } from '@parley/shared/text';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type TestDatabase } from './database';

// Tags in other alphabets (migration 20251203110000, docs/product-rules.md#tags), on both engines:
// the database's tag slug spells names as the editor's latinSlug does, from one table; and tags in
// every script (migration 20251204120000): names with letters of no Latin spelling get a hashed
// ASCII slug, as shared/src/text/tag-slug.ts (tagSlug) makes it.

let t: TestDatabase;

const TAG_SLUG_LENGTH = 60;

/** Every code point of these ranges (inclusive), as one-character strings. */
function characters(...ranges: [number, number][]): string[] {
  return ranges.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
  );
}

/** public.tag_identity of each name ('' for ' ', a name with nothing a slug keeps, as tagIdentity). */
async function tagIdentities(names: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ identity: string }>(
    'select public.tag_identity(name) as identity from unnest($1::text[]) with ordinality n(name, position) order by position',
    [names],
  );
  return rows.map((row) => (row.identity === ' ' ? '' : row.identity));
}

async function tagSlugs(names: string[]): Promise<string[]> {
  const { rows } = await t.db.query<{ slug: string }>(
    'select public.tag_slug(name) as slug from unnest($1::text[]) with ordinality n(name, position) order by position',
    [names],
  );
  return rows.map((row) => row.slug);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

async function mixedScripts(names: string[]): Promise<boolean[]> {
  const { rows } = await t.db.query<{ mixed: boolean }>(
    'select public.tag_name_mixes_scripts(name) as mixed from unnest($1::text[]) with ordinality n(name, position) order by position',
    [names],
  );
  return rows.map((row) => row.mixed);
}

/**
 * Letters Node's Unicode (ICU) decomposes and PostgreSQL 15's (Unicode 14) does not know: newer
 * Latin and Cyrillic modifier letters and outlined letters (Unicode 15 to 17). Their spelling
 * differs between the editor and the database, as with latinSlug before; the database decides.
 */
const NEWER_THAN_POSTGRES: [number, number][] = [
  [0xa7f1, 0xa7f1],
  [0x1cc00, 0x1cebf],
  [0x1e030, 0x1e08f],
];
const knownToPostgres = (at: number) => !NEWER_THAN_POSTGRES.some(([from, to]) => at >= from && at <= to);

/** Where the database and tag-slug.ts disagree on these names (slug, identity, or the mixed-word refusal). */
async function disagreements(names: string[]): Promise<string[]> {
  const [database, identities, mixed] = [
    await tagSlugs(names),
    await tagIdentities(names),
    await mixedScripts(names),
  ];
  const differences: string[] = [];
  for (const [index, name] of names.entries()) {
    const [slug, identity, mixes] = [await tagSlug(name), tagIdentity(name), mixesLookalikeScripts(name)];
    const at = `${JSON.stringify(name)} U+${name.codePointAt(0)!.toString(16)}`;
    if (database[index] !== slug) differences.push(`${at}: ${database[index]} ≠ ${slug}`);
    if (identities[index] !== identity)
      differences.push(`${at}: identity ${identities[index]} ≠ ${identity}`);
    if (mixed[index] !== mixes) differences.push(`${at}: mixed ${mixed[index]} ≠ ${mixes}`);
  }
  return differences;
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

describe('tag_slug spells names as latinSlug does, and hashes letters with no Latin spelling as tagSlug does', () => {
  it('agrees with tagSlug (latinSlug, and the letterlike Hebrew ℵ) on every character of the Latin, Greek and Cyrillic blocks, punctuation, spaces and full-width forms', async () => {
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
    expect(await disagreements(names)).toEqual([]);
  });

  it('agrees with tagSlug on every character of the Basic Multilingual Plane past Cyrillic, alone and between Latin letters', async () => {
    // Armenian to the half-width forms (the scripts with no Latin spelling, their punctuation,
    // symbols and invisible variants); surrogates aside. In batches of 20,000 names; about 30 s on
    // a loaded machine.
    const all = characters([0x530, 0xd7ff], [0xe000, 0xfffd]).filter((c) =>
      knownToPostgres(c.codePointAt(0)!),
    );
    const names = all.flatMap((c) => [c, `a${c}b`]);
    const differences: string[] = [];
    for (let from = 0; from < names.length; from += 20_000)
      differences.push(...(await disagreements(names.slice(from, from + 20_000))));
    expect(differences).toEqual([]);
  }, 180_000);

  it('agrees with tagSlug beyond the Basic Multilingual Plane: the edges of every range and every 61st code point', async () => {
    const edges = [0x10000, 0x1bcff, 0x1d173, 0x1d17a, 0x1d800, 0x1daaf, 0x1e000, 0x1e02f, 0x1e090, 0x1efff];
    const more = [
      0x1f600, 0x1fadf, 0x20000, 0x2a6df, 0x3ffff, 0x40000, 0xe0000, 0xe0041, 0xe0100, 0xe01ef, 0xe0fff,
    ];
    const all = [...edges, ...more].flatMap((at) => [at - 1, at, at + 1]);
    for (let at = 0x10000; at < 0x40000; at += 61) all.push(at);
    const names = [...new Set(all)]
      .filter(knownToPostgres)
      .map((at) => String.fromCodePoint(at))
      .flatMap((c) => [c, `a${c}b`, `${c}交`]);
    expect(await disagreements(names)).toEqual([]);
  });

  it('spells Cyrillic and Greek names, drops accents, and hashes letters with no Latin spelling', async () => {
    expect(
      await tagSlugs([
        'переговоры',
        'ПЕРЕГОВОРЫ О ЦЕНЕ',
        'διαπραγμάτευση',
        'ΔΙΑΠΡΑΓΜΆΤΕΥΣΗ',
        'Verhandlung-Ä',
        'Straße Łódź',
        'Йогурт',
        '!!!',
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
    ]);
    // The hash reads the Latin spelling ('' for «交渉»), a space, and the letters with none.
    const [japanese, arabic, mixed, before] = await tagSlugs(['交渉', 'تفاوض', '交渉 AI', 'AI 交渉']);
    expect(japanese).toBe('tag-' + (await sha256Hex(' 交渉')).slice(0, 10));
    expect(arabic).toBe('tag-' + (await sha256Hex(' تفاوض')).slice(0, 10));
    expect(mixed).toBe('ai-' + (await sha256Hex('ai 交渉')).slice(0, 10));
    // The order of the scripts is not part of a name's identity: one tag.
    expect(before).toBe(mixed);
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

  it('refuses names without a letter or digit, words mixing lookalike scripts, blanks, huge names, and control or invisible characters', async () => {
    const id = await insertPost('p');
    const refused = [
      ['!!!'],
      ['Gօօgle'],
      ['ok', 'paypa\u0561'],
      ['交渉'.repeat(21)],
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
      // Past 200 leading spaces (trimmed away: 6 characters), the mixed word is still read.
      [' '.repeat(300) + 'Gօօgle'],
    ];
    for (const names of refused)
      expect(await errorCode(setTags(id, names)), JSON.stringify(names).slice(0, 40)).toBe('22023');
    expect(await t.db.query('select 1 from public.tags')).toMatchObject({ rows: [] });
  });

  it('refuses the same names written into the table directly, by insert or rename', async () => {
    for (const name of ['!!!', 'Gօօgle', 'Pricing\u200b', 'Pri\u202ecing', ''])
      expect(
        await errorCode(
          t.admin.run((tx) => tx.query('insert into public.tags (name, slug) values ($1, $2)', [name, 'x'])),
        ),
        JSON.stringify(name),
      ).toBe('23514');
    await t.db.query(`insert into public.tags (name, slug) values ('Pricing', 'x')`);
    for (const name of ['!!!', 'Gօօgle', 'Pricing\u2067', 'Pricing\u200c'])
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

describe('tags in every script', () => {
  const slugOf = async (name: string) => (await tagSlugs([name]))[0]!;

  it('tags a post «交渉» and «تفاوض» at hashed ASCII addresses, the names kept as written', async () => {
    const id = await insertPost('p');
    const tags = await setTags(id, ['交渉', 'تفاوض', 'AI 交渉', 'AI']);
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: '交渉', slug: await tagSlug('交渉') }),
        expect.objectContaining({ name: 'تفاوض', slug: await tagSlug('تفاوض') }),
        expect.objectContaining({ name: 'AI 交渉', slug: await tagSlug('AI 交渉') }),
        expect.objectContaining({ name: 'AI', slug: 'ai' }),
      ]),
    );
    expect(tags).toHaveLength(4);
    for (const { slug } of tags) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(tags.find((tag) => tag.name === '交渉')!.slug).toBe('tag-28e1f6c39f');
  });

  it('is one tag for the forms of one name: half-width kana, variation selectors, Hangul fillers, tag characters, the order of scripts, ASCII case', async () => {
    const id = await insertPost('p');
    const tags = await setTags(id, [
      'コウショウ',
      'ｺｳｼｮｳ',
      '交渉',
      '交\ufe00渉',
      '交渉\u3164',
      '交渉\u{e0041}',
      'AI 交渉',
      '交渉 ai',
      'Ai  交渉',
    ]);
    expect(tags.map((tag) => tag.name).sort()).toEqual(['AI 交渉', 'コウショウ', '交渉'].sort());
    // A compatibility ideograph is its unified one (NFKC).
    expect(await slugOf('\u{2f8a6}')).toBe(await slugOf('\u6148'));
  });

  it('keeps apart names that differ: Japanese and Chinese forms of a letter, another Latin word, another letter', async () => {
    const names = [
      '交渉',
      '交涉',
      'AI 交渉',
      'ML 交渉',
      'AI 交',
      'تفاوض',
      'تفاوضات',
      'עברית',
      'ไทย',
      'हिन्दी',
      'हिन्द',
    ];
    const slugs = await tagSlugs(names);
    expect(new Set(slugs).size).toBe(names.length);
  });

  it('lets Chinese, Japanese and Korean letters join Latin ones in a word, not Armenian, Cherokee or Arabic ones', async () => {
    const names = [
      'AI交渉',
      'Web3入門',
      '한국AI',
      'AI 交渉',
      'Gօօgle',
      'ᎪBC',
      'AIتفاوض',
      'G\u0301օ',
      'Go \u0585',
    ];
    expect(await mixedScripts(names)).toEqual([false, false, false, false, true, true, true, true, false]);
    const id = await insertPost('p');
    expect(await setTags(id, ['AI交渉'])).toEqual([
      expect.objectContaining({ name: 'AI交渉', slug: await tagSlug('AI交渉') }),
    ]);
  });

  it('bounds a hashed slug to 60 characters on the longest names, and a megabyte', async () => {
    const names = ['ж'.repeat(40) + '交', 'ab '.repeat(13) + '交', 'हिन्दी'.repeat(6), '交'.repeat(1_000_000)];
    const slugs = await tagSlugs(names);
    for (const [index, slug] of slugs.entries()) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slug.length).toBeLessThanOrEqual(TAG_SLUG_LENGTH);
      if (index < 3) expect(slug).toBe(await tagSlug(names[index]!));
    }
  });

  it('refuses a name whose hashed slug is another name’s (ten hex digits shared by chance), never merging the two tags', async () => {
    // Found by a birthday search over two-letter Han names (about 1.3 million hashes): different
    // letters, the same first 40 bits of their SHA-256.
    const [first, second] = ['不嵲', '侼垹'];
    expect(await tagSlugs([first, second])).toEqual(['tag-aaf3f456c9', 'tag-aaf3f456c9']);
    const id = await insertPost('p');
    // In one call: not one tag of the two names.
    expect(await errorCode(setTags(id, [first, second]))).toBe('22023');
    expect(await setTags(id, [first])).toEqual([
      expect.objectContaining({ name: first, slug: 'tag-aaf3f456c9' }),
    ]);
    // Against the tag already made: the post is not tagged «不嵲» for «侼垹».
    const other = await insertPost('q');
    await expect(setTags(other, [second])).rejects.toMatchObject({
      code: '22023',
      message: expect.stringContaining('another tag'),
    });
    expect(await setTags(other, [])).toEqual([]);
    // A Latin name spelled as a hashed slug is not the tag at that address, either way round.
    const japanese = await tagSlug('交渉');
    await setTags(id, ['交渉']);
    expect(await errorCode(setTags(other, [japanese]))).toBe('22023');
    await setTags(other, ['tag-0123456789']);
    const third = await insertPost('r');
    await t.db.query('delete from public.tags where slug = $1', ['tag-0123456789']);
    await t.db.query('alter table public.tags disable trigger tags_derive_slug');
    try {
      // A Latin tag at the address a letter of another script hashes to (made as the trigger would).
      await t.db.query('insert into public.tags (name, slug) values ($1, $1)', [await tagSlug('ไทย')]);
    } finally {
      await t.db.query('alter table public.tags enable trigger tags_derive_slug');
    }
    expect(await errorCode(setTags(third, ['ไทย']))).toBe('22023');
    // Names of one identity still share their tag (the order of scripts, ASCII case).
    expect(await setTags(third, ['交渉 ai'])).toEqual([
      expect.objectContaining({ name: '交渉 ai', slug: await tagSlug('AI 交渉') }),
    ]);
    expect(await setTags(other, ['AI 交渉'])).toEqual([
      expect.objectContaining({ name: '交渉 ai', slug: await tagSlug('AI 交渉') }),
    ]);
  });

  it('renames a tag into another script: a new address, the old one redirecting to it', async () => {
    const id = await insertPost('p');
    await setTags(id, ['Negotiation']);
    await t.admin.run((tx) => tx.query(`update public.tags set name = '交渉' where name = 'Negotiation'`));
    const { rows } = await t.db.query<{ slug: string; redirect: string }>(
      `select slug, public.tag_slug_redirect('negotiation') as redirect from public.tags`,
    );
    expect(rows).toEqual([{ slug: 'tag-28e1f6c39f', redirect: 'tag-28e1f6c39f' }]);
  });
});

describe('finding a tag by its name does not depend on the locale (migrations 20251204110000, 20251204120000)', () => {
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
