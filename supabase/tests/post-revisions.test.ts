import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;
let counter = 0;

async function newPost(publishedAt: string | null = new Date(Date.now() - 60_000).toISOString()) {
  const slug = `revised-${++counter}`;
  const { rows } = await t.admin.run((tx) =>
    tx.query<{ id: string }>(
      `insert into public.blog_posts (title, slug, excerpt, content, published_at)
       values ('First title', $1, 'First excerpt', 'First body', $2::timestamptz) returning id`,
      [slug, publishedAt],
    ),
  );
  return { id: rows[0]!.id, slug };
}

const revisionsOf = async (postId: string) =>
  (
    await t.db.query<{
      id: string;
      title: string;
      content: string;
      saved_by: string | null;
      saved_by_email: string | null;
      changed_fields: string[];
    }>(`select * from public.post_revisions where post_id = $1 order by id`, [postId])
  ).rows;

const restoreAs = (actor: Actor, revisionId: unknown) =>
  actor.run((tx) =>
    tx.query<{ title: string; content: string }>('select * from public.restore_post_revision($1)', [
      revisionId,
    ]),
  );

beforeAll(async () => {
  t = await createTestDatabase();
});

describe('keeping revisions', () => {
  it('keeps the previous version on every save, with who saved it and what the save changed', async () => {
    const post = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Second title' where id = $1`, [post.id]),
    );
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set content = 'Third body', excerpt = 'New' where id = $1`, [
        post.id,
      ]),
    );
    const revisions = await revisionsOf(post.id);
    expect(revisions.map((r) => [r.title, r.content, r.changed_fields])).toEqual([
      ['First title', 'First body', ['title']],
      ['Second title', 'First body', ['excerpt', 'content']],
    ]);
    expect(revisions.map((r) => [r.saved_by, r.saved_by_email])).toEqual([
      [t.adminId, ADMIN_EMAIL],
      [t.adminId, ADMIN_EMAIL],
    ]);
  });

  it('keeps a revision when a post is published, scheduled or unpublished', async () => {
    const post = await newPost(null);
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set published_at = now() where id = $1`, [post.id]),
    );
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set published_at = null where id = $1`, [post.id]),
    );
    expect((await revisionsOf(post.id)).map((r) => r.changed_fields)).toEqual([
      ['published_at'],
      ['published_at'],
    ]);
  });

  it('keeps nothing for a save that changes no content', async () => {
    const post = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = title where id = $1`, [post.id]),
    );
    expect(await revisionsOf(post.id)).toEqual([]);
  });

  it('goes with its post', async () => {
    const post = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Gone' where id = $1`, [post.id]),
    );
    await t.admin.run((tx) => tx.query(`delete from public.blog_posts where id = $1`, [post.id]));
    expect(await revisionsOf(post.id)).toEqual([]);
  });
});

describe('who may touch revisions', () => {
  let postId: string;
  let revisionId: string;
  beforeAll(async () => {
    postId = (await newPost()).id;
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Secret plan' where id = $1`, [postId]),
    );
    revisionId = (await revisionsOf(postId))[0]!.id;
  });

  it('only admins read them', async () => {
    expect(await errorCode(t.anon.run((tx) => tx.query('select * from public.post_revisions')))).toBe(
      '42501',
    );
    for (const actor of [t.customer, t.unconfirmedAdmin]) {
      const { rows } = await actor.run((tx) => tx.query('select * from public.post_revisions'));
      expect(rows).toEqual([]);
    }
    const { rows } = await t.admin.run((tx) =>
      tx.query('select id from public.post_revisions where post_id = $1', [postId]),
    );
    expect(rows).toHaveLength(1);
  });

  it.each(['anon', 'customer', 'admin'] as const)('%s cannot insert, update or delete them', async (who) => {
    const actor = t[who];
    // One after the other: each rejects, and a rejection nobody awaits yet would be unhandled.
    const insert = await errorCode(
      actor.run((tx) =>
        tx.query(
          `insert into public.post_revisions (post_id, title, slug, category, excerpt, content, saved_at)
           values ($1, 'Forged', 'forged', 'General', 'E', 'C', now())`,
          [postId],
        ),
      ),
    );
    const update = await errorCode(
      actor.run((tx) => tx.query(`update public.post_revisions set content = 'Rewritten history'`)),
    );
    const remove = await errorCode(actor.run((tx) => tx.query(`delete from public.post_revisions`)));
    expect([insert, update, remove]).toEqual(['42501', '42501', '42501']);
    expect(await revisionsOf(postId)).toHaveLength(1);
  });

  it('the service role reads them but cannot write them either', async () => {
    const asService = (sql: string) => t.serviceRole.run((tx) => tx.query(sql, [postId]));
    expect((await asService('select id from public.post_revisions where post_id = $1')).rows).toHaveLength(1);
    expect(await errorCode(asService(`delete from public.post_revisions where post_id = $1`))).toBe('42501');
  });

  it('anon may not call restore; a customer restores nothing', async () => {
    expect(await errorCode(restoreAs(t.anon, revisionId))).toBe('42501');
    expect(await errorCode(restoreAs(t.customer, revisionId))).toBe('PT404');
    const { rows } = await t.db.query<{ title: string }>(
      'select title from public.blog_posts where id = $1',
      [postId],
    );
    expect(rows[0]!.title).toBe('Secret plan');
  });
});

describe('restoring a revision', () => {
  it('makes it the current text, keeps the publication, and keeps the replaced version as a new revision', async () => {
    const post = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Bad edit', content = 'Oops' where id = $1`, [post.id]),
    );
    const [original] = await revisionsOf(post.id);
    const restored = await restoreAs(t.admin, original!.id);
    expect(restored.rows[0]).toMatchObject({ title: 'First title', content: 'First body' });
    const revisions = await revisionsOf(post.id);
    expect(revisions.map((r) => [r.title, r.content])).toEqual([
      ['First title', 'First body'],
      ['Bad edit', 'Oops'],
    ]);
    const visible = await t.anon.run((tx) =>
      tx.query<{ title: string }>('select title from public.blog_posts where id = $1', [post.id]),
    );
    expect(visible.rows).toEqual([{ title: 'First title' }]);
  });

  it('answers a clear error for a missing, null or malformed revision id', async () => {
    expect(await errorCode(restoreAs(t.admin, '999999999'))).toBe('PT404');
    expect(await errorCode(restoreAs(t.admin, null))).toBe('22023');
    expect(await errorCode(restoreAs(t.admin, 'abc'))).toBe('22P02');
  });

  it('refuses to restore a slug another post took since, and changes nothing', async () => {
    const a = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set slug = $2 where id = $1`, [a.id, `${a.slug}-moved`]),
    );
    const b = await newPost();
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set slug = $2 where id = $1`, [b.id, a.slug]),
    );
    const [old] = await revisionsOf(a.id);
    expect(await errorCode(restoreAs(t.admin, old!.id))).toBe('23505');
    expect(await revisionsOf(a.id)).toHaveLength(1);
  });
});

describe('retention', () => {
  it('keeps every revision of the last N days and the last one of each older day', async () => {
    const post = await newPost();
    // Three old versions on one day 100 days ago, one 95 days ago, one 10 days ago, written as the owner
    // (no API role may write revisions), then one real save, which prunes this post's history.
    await t.db.query(
      `insert into public.post_revisions (post_id, title, slug, category, excerpt, content, saved_at)
       select $1, 'Old ' || n, 'old', 'General', 'E', 'C', at
       from (values (1, interval '1 hour'), (2, interval '2 hours'), (3, interval '3 hours'),
                    (4, interval '5 days'), (5, interval '90 days')) v(n, after),
            lateral (select (date_trunc('day', now() at time zone 'UTC') - interval '100 days' + after)
                            at time zone 'UTC' as at) d`,
      [post.id],
    );
    await t.admin.run((tx) =>
      tx.query(`update public.blog_posts set title = 'Now' where id = $1`, [post.id]),
    );
    expect((await revisionsOf(post.id)).map((r) => r.title)).toEqual([
      'Old 3',
      'Old 4',
      'Old 5',
      'First title',
    ]);
  });

  it('reads N from app_private.settings, and the service role can prune every post', async () => {
    const post = await newPost();
    await t.db.query(
      `insert into public.post_revisions (post_id, title, slug, category, excerpt, content, saved_at)
       values ($1, 'Ten days A', 'old', 'General', 'E', 'C', (date_trunc('day', now() at time zone 'UTC') - interval '10 days' + interval '1 hour') at time zone 'UTC'),
              ($1, 'Ten days B', 'old', 'General', 'E', 'C', (date_trunc('day', now() at time zone 'UTC') - interval '10 days' + interval '2 hours') at time zone 'UTC')`,
      [post.id],
    );
    await t.db.query('update app_private.settings set keep_all_revisions_days = 5');
    try {
      const pruned = await t.serviceRole.run((tx) =>
        tx.query<{ n: number }>('select public.prune_post_revisions() as n'),
      );
      expect(pruned.rows[0]!.n).toBeGreaterThanOrEqual(1);
      expect((await revisionsOf(post.id)).map((r) => r.title)).toEqual(['Ten days B']);
    } finally {
      await t.db.query('update app_private.settings set keep_all_revisions_days = 90');
    }
  });

  it('may not be run by anon, customers or admins', async () => {
    for (const actor of [t.anon, t.customer, t.admin]) {
      expect(await errorCode(actor.run((tx) => tx.query('select public.prune_post_revisions()')))).toBe(
        '42501',
      );
    }
  });
});
