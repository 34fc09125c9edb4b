import { FIELD_LIMITS } from '@parley/shared/validation';
import { beforeAll, describe, expect, it } from 'vitest';
import { asRole, createTestDatabase, createUser, errorCode, type Actor, type TestDatabase } from './database';

// Author profiles, the byline a post keeps, and author_posts_page (issue #34;
// migration 20251128120000_authors_and_post_seo.sql, docs/product-rules.md#authors).

let t: TestDatabase;
let otherAdmin: Actor;
let otherAdminId: string;
let counter = 0;

const past = () => new Date(Date.now() - 86_400_000 - ++counter * 1000).toISOString();

async function insertPost(authorId: string | null, publishedAt: string | null) {
  const slug = `post-${++counter}`;
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at, author_id)
     values ($1, $1, 'E', 'C', $2::timestamptz, $3) returning id`,
    [slug, publishedAt, authorId],
  );
  return rows[0]!.id;
}

const byline = async (id: string) =>
  (
    await t.db.query<{ author_id: string | null; author_name: string | null; author_slug: string | null }>(
      'select author_id, author_name, author_slug from public.blog_posts where id = $1',
      [id],
    )
  ).rows[0]!;

const saveProfile = (actor: Actor, userId: string, profile: Record<string, unknown>) =>
  actor.run((tx) =>
    tx.query(
      `insert into public.author_profiles (user_id, slug, name, bio, avatar_url)
       values ($1, $2, $3, $4, $5)`,
      [userId, profile.slug, profile.name, profile.bio ?? null, profile.avatar_url ?? null],
    ),
  );

type AuthorPage = {
  author: { slug: string; name: string; bio: string | null } | null;
  posts: { slug: string; author_name: string }[];
  total: number;
};

const authorPage = (actor: Actor, slug: unknown, page: unknown = null, pageSize: unknown = null) =>
  actor.run(
    async (tx) =>
      (
        await tx.query<{ a: AuthorPage }>('select public.author_posts_page($1, $2, $3) as a', [
          slug,
          page,
          pageSize,
        ])
      ).rows[0]!.a,
  );

beforeAll(async () => {
  t = await createTestDatabase();
  otherAdminId = await createUser(t.db, 'second-admin@example.com', true);
  await t.db.query('select public.add_admin($1)', ['second-admin@example.com']);
  otherAdmin = {
    name: 'second admin',
    run: (work) =>
      asRole(
        t.db,
        { role: 'authenticated', claims: { sub: otherAdminId, email: 'second-admin@example.com' } },
        work,
      ),
  };
  await saveProfile(t.admin, t.adminId, { slug: 'ada', name: 'Ada Lovelace', bio: 'Writes.' });
});

describe('author profiles', () => {
  it('are written by their own admin only', async () => {
    // Another admin's id, a customer, anon: all refused by row-level security or grants.
    expect(await errorCode(saveProfile(otherAdmin, t.adminId, { slug: 'fake', name: 'Fake' }))).toBe('42501');
    expect(await errorCode(saveProfile(t.customer, t.customerId, { slug: 'cust', name: 'C' }))).toBe('42501');
    expect(await errorCode(saveProfile(t.anon, t.customerId, { slug: 'anon', name: 'A' }))).toBe('42501');
    const changed = await otherAdmin.run(
      async (tx) =>
        (
          await tx.query(`update public.author_profiles set name = 'Hijacked' where user_id = $1`, [
            t.adminId,
          ])
        ).affectedRows,
    );
    expect(changed).toBe(0);
    // user_id is not updatable, even on one's own row.
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query('update public.author_profiles set user_id = $1 where user_id = $2', [
            otherAdminId,
            t.adminId,
          ]),
        ),
      ),
    ).toBe('42501');
  });

  it.each([
    ['an empty name', { slug: 'x1', name: '' }],
    ['a blank name', { slug: 'x2', name: '   ' }],
    ['a null name', { slug: 'x3', name: null }],
    ['a name of 81 characters', { slug: 'x4', name: 'n'.repeat(81) }],
    ['a bio of 301 characters', { slug: 'x5', name: 'N', bio: 'b'.repeat(301) }],
    ['a blank bio', { slug: 'x6', name: 'N', bio: ' ' }],
    ['a slug with capitals', { slug: 'Ada-2', name: 'N' }],
    ['a slug of 81 characters', { slug: 'a'.repeat(81), name: 'N' }],
    ['a javascript: avatar', { slug: 'x7', name: 'N', avatar_url: 'javascript:alert(1)' }],
    ['a huge avatar URL', { slug: 'x8', name: 'N', avatar_url: `https://x.example/${'a'.repeat(2100)}` }],
  ])('refuse %s', async (_, profile) => {
    const code = await errorCode(saveProfile(otherAdmin, otherAdminId, profile));
    expect(['23514', '23502']).toContain(code);
  });

  it('refuse a slug another author has', async () => {
    expect(await errorCode(saveProfile(otherAdmin, otherAdminId, { slug: 'ada', name: 'Other' }))).toBe(
      '23505',
    );
  });

  it('are hidden from visitors until the author signs a published post', async () => {
    await saveProfile(otherAdmin, otherAdminId, { slug: 'grace', name: 'Grace Hopper' });
    const visible = (actor: Actor) =>
      actor.run(async (tx) =>
        (await tx.query<{ slug: string }>('select slug from public.author_profiles order by slug')).rows.map(
          (r) => r.slug,
        ),
      );
    const draft = await insertPost(otherAdminId, null);
    expect(await visible(t.anon)).not.toContain('grace');
    expect(await visible(t.customer)).not.toContain('grace');
    expect((await authorPage(t.anon, 'grace')).author).toBeNull();
    await t.db.query('update public.blog_posts set published_at = $2 where id = $1', [draft, past()]);
    expect(await visible(t.anon)).toContain('grace');
    expect(await visible(t.admin)).toEqual(expect.arrayContaining(['ada', 'grace']));
  });
});

describe('the byline', () => {
  it('is the author’s name and slug, whatever a client sends', async () => {
    const id = await t.admin.run(
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `insert into public.blog_posts (title, slug, excerpt, content, author_name, author_slug)
             values ('T', 'byline-forged', 'E', 'C', 'Someone Famous', 'grace') returning id`,
          )
        ).rows[0]!.id,
    );
    expect(await byline(id)).toEqual({
      author_id: t.adminId,
      author_name: 'Ada Lovelace',
      author_slug: 'ada',
    });
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set author_name = 'Forged', author_slug = 'x' where id = $1`, [id]),
    );
    expect(await byline(id)).toEqual({
      author_id: t.adminId,
      author_name: 'Ada Lovelace',
      author_slug: 'ada',
    });
  });

  it('follows a profile change, which moves the data version but not the posts’ updated_at', async () => {
    const id = await insertPost(t.adminId, past());
    const stamp = async () =>
      (
        await t.db.query<{ updated_at: string; updated_by: string | null }>(
          'select updated_at::text, updated_by from public.blog_posts where id = $1',
          [id],
        )
      ).rows[0]!;
    const version = async () =>
      (await t.anon.run((tx) => tx.query<{ v: string }>('select public.published_posts_version() as v')))
        .rows[0]!.v;
    const before = await stamp();
    const versionBefore = await version();
    // Another admin's profile edit must not look like a save of this post (an editor open on it would
    // report a conflict): updated_at and updated_by stay, the version moves.
    await t.admin.run((tx) =>
      tx.query(`update public.author_profiles set name = 'Ada King', slug = 'ada-king' where user_id = $1`, [
        t.adminId,
      ]),
    );
    expect(await byline(id)).toMatchObject({ author_name: 'Ada King', author_slug: 'ada-king' });
    expect(await stamp()).toEqual(before);
    const versionAfterRename = await version();
    expect(versionAfterRename).not.toBe(versionBefore);
    // A bio alone (shown on the author page) moves the version too, and writes no post.
    await t.admin.run((tx) =>
      tx.query(`update public.author_profiles set bio = 'Writes more.' where user_id = $1`, [t.adminId]),
    );
    expect(await stamp()).toEqual(before);
    expect(await version()).not.toBe(versionAfterRename);
    // A real save still stamps the post; a save that changes nothing, too (as before).
    await t.admin.run((tx) => tx.query(`update public.blog_posts set title = title where id = $1`, [id]));
    expect((await stamp()).updated_at).not.toBe(before.updated_at);
    // A client cannot use a forged byline to save without a stamp: the byline trigger overwrites it,
    // and the write counts as a save.
    const afterSave = await stamp();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set author_name = 'Forged' where id = $1`, [id]),
    );
    expect((await stamp()).updated_at).not.toBe(afterSave.updated_at);
    await t.admin.run((tx) =>
      tx.query(
        `update public.author_profiles set name = 'Ada Lovelace', slug = 'ada', bio = 'Writes.' where user_id = $1`,
        [t.adminId],
      ),
    );
  });

  it('puts the byline on the public cards', async () => {
    const id = await insertPost(t.adminId, past());
    const cards = await t.anon.run(
      async (tx) =>
        (
          await tx.query<{ c: { id: string; author_name: string | null; author_slug: string | null }[] }>(
            'select public.published_post_cards(array[$1::uuid]) as c',
            [id],
          )
        ).rows[0]!.c,
    );
    expect(cards).toEqual([expect.objectContaining({ id, author_name: 'Ada Lovelace', author_slug: 'ada' })]);
  });

  it('may name another author who has a profile, never one without', async () => {
    const id = await insertPost(t.adminId, null);
    await t.admin.run((tx) =>
      tx.query('update public.blog_posts set author_id = $1 where id = $2', [otherAdminId, id]),
    );
    expect(await byline(id)).toMatchObject({ author_id: otherAdminId, author_name: 'Grace Hopper' });
    // A customer (no profile) as the author: refused, on update and on insert.
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query('update public.blog_posts set author_id = $1 where id = $2', [t.customerId, id]),
        ),
      ),
    ).toBe('23503');
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query(
            `insert into public.blog_posts (title, slug, excerpt, content, author_id)
             values ('T', 'someone-elses', 'E', 'C', $1)`,
            [t.customerId],
          ),
        ),
      ),
    ).toBe('23503');
    // A customer may still not write posts at all.
    expect(
      await errorCode(
        t.customer.run((tx) =>
          tx.query(
            `insert into public.blog_posts (title, slug, excerpt, content) values ('T', 'cust', 'E', 'C')`,
          ),
        ),
      ),
    ).toBe('42501');
  });

  it('survives the author’s removal: the name stays, the link goes', async () => {
    const goneId = await createUser(t.db, 'leaving@example.com', true);
    await t.db.query('select public.add_admin($1)', ['leaving@example.com']);
    await t.db.query(
      `insert into public.author_profiles (user_id, slug, name) values ($1, 'leaving', 'Lee Ving')`,
      [goneId],
    );
    const post = await insertPost(goneId, past());
    expect(await byline(post)).toMatchObject({ author_name: 'Lee Ving', author_slug: 'leaving' });
    await t.db.query('delete from auth.users where id = $1', [goneId]);
    expect(await byline(post)).toEqual({ author_id: null, author_name: 'Lee Ving', author_slug: null });
    // A later save sends another name: the removed author's byline stays.
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set author_name = 'Forged' where id = $1`, [post]),
    );
    expect(await byline(post)).toMatchObject({ author_name: 'Lee Ving' });
    expect((await authorPage(t.anon, 'leaving')).author).toBeNull();
  });

  it('keeps the name when only the profile is deleted', async () => {
    const post = await insertPost(otherAdminId, past());
    await otherAdmin.run((tx) =>
      tx.query('delete from public.author_profiles where user_id = $1', [otherAdminId]),
    );
    expect(await byline(post)).toEqual({
      author_id: otherAdminId,
      author_name: 'Grace Hopper',
      author_slug: null,
    });
    await saveProfile(otherAdmin, otherAdminId, { slug: 'grace', name: 'Grace Hopper' });
    expect(await byline(post)).toMatchObject({ author_slug: 'grace' });
  });
});

describe('author_posts_page', () => {
  it('lists the author’s published posts only, newest first, paged and counted', async () => {
    const slug = 'pager';
    const pagerId = await createUser(t.db, 'pager@example.com', true);
    await t.db.query(`insert into public.author_profiles (user_id, slug, name) values ($1, $2, 'Pa Ger')`, [
      pagerId,
      slug,
    ]);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await insertPost(pagerId, past()));
    await insertPost(pagerId, null); // a draft
    await insertPost(pagerId, new Date(Date.now() + 60_000).toISOString()); // scheduled
    await insertPost(t.adminId, past()); // someone else's
    for (const actor of [t.anon, t.admin]) {
      const first = await authorPage(actor, slug, 1, 2);
      expect(first.author).toMatchObject({ slug, name: 'Pa Ger' });
      expect(first.total).toBe(5);
      expect(first.posts).toHaveLength(2);
      const last = await authorPage(actor, slug, 3, 2);
      expect(last.posts).toHaveLength(1);
      expect(first.posts.every((p) => p.author_name === 'Pa Ger')).toBe(true);
    }
    expect((await authorPage(t.anon, slug, 4, 2)).posts).toEqual([]);
  });

  it('answers no author for a slug no post has, and refuses bad input', async () => {
    expect((await authorPage(t.anon, 'nobody')).author).toBeNull();
    expect((await authorPage(t.anon, '')).author).toBeNull();
    expect(await errorCode(authorPage(t.anon, null))).toBe('22023');
    expect(await errorCode(authorPage(t.anon, 'a'.repeat(81)))).toBe('22023');
    expect(await errorCode(authorPage(t.anon, 'ada', 0))).toBe('22023');
    expect(await errorCode(authorPage(t.anon, 'ada', 1, 51))).toBe('22023');
    expect(await errorCode(authorPage(t.anon, 'ada', 'x'))).toBe('22P02');
  });
});

describe('search and social fields', () => {
  const store = (fields: Record<string, string>) =>
    errorCode(
      t.db.query(
        `insert into public.blog_posts (title, slug, excerpt, content, ${Object.keys(fields).join(', ')})
         values ('T', $1, 'E', 'C', ${Object.keys(fields)
           .map((_, i) => `$${i + 2}`)
           .join(', ')})`,
        [`seo-${++counter}`, ...Object.values(fields)],
      ),
    );
  it.each([
    ['meta_title', FIELD_LIMITS.metaTitle],
    ['meta_description', FIELD_LIMITS.metaDescription],
  ])('%s: kept at %i characters, refused one more or blank', async (column, limit) => {
    expect(await store({ [column]: 'm'.repeat(limit) })).toBeUndefined();
    expect(await store({ [column]: 'm'.repeat(limit + 1) })).toBe('23514');
    expect(await store({ [column]: '  ' })).toBe('23514');
  });
  it.each(['social_image', 'canonical_url'])(
    '%s: an http(s) URL of at most 2,048 characters',
    async (column) => {
      expect(await store({ [column]: `https://x.example/${'a'.repeat(2048 - 18)}` })).toBeUndefined();
      expect(await store({ [column]: `https://x.example/${'a'.repeat(2048 - 17)}` })).toBe('23514');
      expect(await store({ [column]: 'javascript:alert(1)' })).toBe('23514');
      expect(await store({ [column]: '' })).toBe('23514');
    },
  );
});
