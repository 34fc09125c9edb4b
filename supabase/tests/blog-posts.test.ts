import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type TestDatabase } from './database';

let t: TestDatabase;

const post = (slug: string, published: boolean) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: 'An excerpt',
  content: 'Some **markdown**',
  published_at: published ? new Date().toISOString() : null,
});

async function insertAsOwner(slug: string, published: boolean): Promise<string> {
  const p = post(slug, published);
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [p.title, p.slug, p.excerpt, p.content, p.published_at],
  );
  return rows[0]!.id;
}

const slugsVisibleTo = (actor: TestDatabase['anon']) =>
  actor.run(async (tx) =>
    (await tx.query<{ slug: string }>('select slug from public.blog_posts order by slug')).rows.map(
      (r) => r.slug,
    ),
  );

const insertAs = (actor: TestDatabase['anon'], slug: string) =>
  actor.run((tx) =>
    tx.query('insert into public.blog_posts (title, slug, excerpt, content) values ($1, $2, $3, $4)', [
      'T',
      slug,
      'E',
      'C',
    ]),
  );

// One database per file (PGlite's initdb takes seconds); tests that write use rows of their own.
beforeAll(async () => {
  t = await createTestDatabase();
  await insertAsOwner('published-post', true);
  await insertAsOwner('draft-post', false);
});

describe('reading posts', () => {
  it('anon sees published posts but never drafts', async () => {
    expect(await slugsVisibleTo(t.anon)).toContain('published-post');
    expect(await slugsVisibleTo(t.anon)).not.toContain('draft-post');
  });

  it('a signed-in customer sees published posts but never drafts', async () => {
    expect(await slugsVisibleTo(t.customer)).toContain('published-post');
    expect(await slugsVisibleTo(t.customer)).not.toContain('draft-post');
  });

  it('an unconfirmed account listed as admin is not an admin and sees no drafts', async () => {
    expect(await slugsVisibleTo(t.unconfirmedAdmin)).not.toContain('draft-post');
  });

  it('the admin reads drafts too', async () => {
    expect(await slugsVisibleTo(t.admin)).toEqual(expect.arrayContaining(['draft-post', 'published-post']));
  });
});

describe('writing posts', () => {
  it('anon cannot create a post', async () => {
    expect(await errorCode(insertAs(t.anon, 'anon-post'))).toBe('42501');
  });

  it('a customer cannot create a post', async () => {
    expect(await errorCode(insertAs(t.customer, 'customer-post'))).toBe('42501');
  });

  it('anon has no right to update or delete posts at all', async () => {
    const update = t.anon.run((tx) => tx.query(`update public.blog_posts set title = 'hacked'`));
    const remove = t.anon.run((tx) => tx.query(`delete from public.blog_posts`));
    // Both handled at once: on PostgreSQL the two run in parallel, and the second may fail first.
    expect(await Promise.all([errorCode(update), errorCode(remove)])).toEqual(['42501', '42501']);
  });

  it('a customer updates and deletes nothing', async () => {
    const updated = await t.customer.run((tx) =>
      tx.query(`update public.blog_posts set title = 'hacked' where slug = 'published-post'`),
    );
    const deleted = await t.customer.run((tx) => tx.query(`delete from public.blog_posts`));
    expect([updated.affectedRows, deleted.affectedRows]).toEqual([0, 0]);
    const { rows } = await t.db.query<{ title: string }>(
      `select title from public.blog_posts where slug in ('draft-post', 'published-post') order by slug`,
    );
    expect(rows.map((r) => r.title)).toEqual(['Post draft-post', 'Post published-post']);
  });

  it('the admin creates, updates and deletes posts, and the author defaults to the admin', async () => {
    const created = await t.admin.run((tx) =>
      tx.query<{ id: string; author_id: string; category: string }>(
        `insert into public.blog_posts (title, slug, excerpt, content) values ('New', 'new-post', 'E', 'C')
         returning id, author_id, category`,
      ),
    );
    const row = created.rows[0]!;
    expect(row.author_id).toBe(t.adminId);
    expect(row.category).toBe('General');

    const updated = await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Renamed' where id = $1`, [row.id]),
    );
    expect(updated.affectedRows).toBe(1);
    const deleted = await t.admin.run((tx) =>
      tx.query(`delete from public.blog_posts where id = $1`, [row.id]),
    );
    expect(deleted.affectedRows).toBe(1);
  });

  // Another author with a profile may be named (authors.test.ts); a user without one never.
  it('the admin cannot attribute a post to someone without an author profile', async () => {
    const code = await errorCode(
      t.admin.run((tx) =>
        tx.query(
          `insert into public.blog_posts (title, slug, excerpt, content, author_id) values ('T', 'x', 'E', 'C', $1)`,
          [t.customerId],
        ),
      ),
    );
    expect(code).toBe('23503');
  });
});

describe('post constraints', () => {
  it('rejects a slug that is taken', async () => {
    expect(await errorCode(insertAs(t.admin, 'published-post'))).toBe('23505');
  });

  it.each(['Upper-Case', 'with space', '-leading', 'trailing-', 'double--hyphen', 'under_score', ''])(
    'rejects the malformed slug %j',
    async (slug) => {
      expect(await errorCode(insertAs(t.admin, slug))).toBe('23514');
    },
  );

  it('rejects a blank title and a javascript: cover image', async () => {
    const blank = t.admin.run((tx) =>
      tx.query(
        `insert into public.blog_posts (title, slug, excerpt, content) values ('  ', 'blank', 'E', 'C')`,
      ),
    );
    const script = t.admin.run((tx) =>
      tx.query(
        `insert into public.blog_posts (title, slug, excerpt, content, cover_image)
         values ('T', 'cover', 'E', 'C', 'javascript:alert(1)')`,
      ),
    );
    expect(await Promise.all([errorCode(blank), errorCode(script)])).toEqual(['23514', '23514']);
  });

  it('moves updated_at on every update, whatever the client sends', async () => {
    await insertAsOwner('touched-post', false);
    const before = await t.db.query<{ updated_at: Date }>(
      `select updated_at from public.blog_posts where slug = 'touched-post'`,
    );
    await t.admin.run((tx) =>
      tx.query(
        `update public.blog_posts set title = 'Changed', updated_at = '2000-01-01' where slug = 'touched-post'`,
      ),
    );
    const after = await t.db.query<{ updated_at: Date }>(
      `select updated_at from public.blog_posts where slug = 'touched-post'`,
    );
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(before.rows[0]!.updated_at.getTime());
  });
});

describe('is_admin()', () => {
  it('is true only for the confirmed admin', async () => {
    const ask = (actor: TestDatabase['anon']) =>
      actor.run(
        async (tx) => (await tx.query<{ is_admin: boolean }>('select public.is_admin()')).rows[0]!.is_admin,
      );
    expect({
      anon: await ask(t.anon),
      customer: await ask(t.customer),
      unconfirmed: await ask(t.unconfirmedAdmin),
      admin: await ask(t.admin),
    }).toEqual({ anon: false, customer: false, unconfirmed: false, admin: true });
  });

  it('keeps the admin list out of reach of the API roles', async () => {
    expect(await errorCode(t.anon.run((tx) => tx.query('select * from app_private.admins')))).toBe('42501');
    expect(await errorCode(t.customer.run((tx) => tx.query('select * from app_private.admins')))).toBe(
      '42501',
    );
  });
});
