import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

// public.published_posts_version(): the data version the site's page cache compares (issue #30).
// Time is moved by moving a post, never by waiting (as scheduled-posts.test.ts does); where the clock
// passing a scheduled post's time is what is tested, the move is made with the updated_at trigger off,
// since the clock changes no row.

let t: TestDatabase;

const version = (actor: Actor = t.anon) =>
  actor.run(
    async (tx) => (await tx.query<{ v: string }>('select public.published_posts_version() as v')).rows[0]!.v,
  );

/** What the site compared before: the visible posts' count and newest updated_at. */
const countAndNewestEdit = () =>
  t.anon.run(
    async (tx) =>
      (
        await tx.query<{ n: number; newest: string | null }>(
          'select count(*)::int as n, max(updated_at)::text as newest from public.blog_posts',
        )
      ).rows[0]!,
  );

async function insertPost(slug: string, publishedAt: string | null, updatedAt?: string) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at, updated_at)
     values ($1, $1, 'E', 'C', $2::timestamptz, coalesce($3::timestamptz, now())) returning id`,
    [slug, publishedAt, updatedAt ?? null],
  );
  return rows[0]!.id;
}

/** As the clock passing the post's time would: published_at moves, no row is touched. */
async function goLive(id: string) {
  await t.db.query('alter table public.blog_posts disable trigger blog_posts_touch_updated_at');
  try {
    await t.db.query(
      `update public.blog_posts set published_at = now() - interval '1 second' where id = $1`,
      [id],
    );
  } finally {
    await t.db.query('alter table public.blog_posts enable trigger blog_posts_touch_updated_at');
  }
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestDatabase();
});

describe('published_posts_version', () => {
  it('changes when a scheduled post goes live at the moment another is unpublished', async () => {
    // Inserted in this order, so the newest updated_at stays the newest post's through the swap.
    const unpublished = await insertPost('leaves', ago(30), ago(30));
    const scheduled = await insertPost('arrives', new Date(Date.now() + 60_000).toISOString(), ago(20));
    await insertPost('stays', ago(10), ago(10));
    const before = await version();
    const seenBefore = await countAndNewestEdit();

    await t.db.query('update public.blog_posts set published_at = null where id = $1', [unpublished]);
    await goLive(scheduled);

    // The old version could not tell: the same count and the same newest updated_at.
    expect(await countAndNewestEdit()).toEqual(seenBefore);
    expect(await version()).not.toBe(before);
    await t.db.query('delete from public.blog_posts');
  });

  it('changes with a publish, an edit, an unpublish, a delete and an insert carrying old timestamps', async () => {
    await insertPost('kept', ago(90), ago(90));
    const id = await insertPost('edited', ago(60), ago(60));
    let last = await version();
    // Each change against the version just before it (after the delete, the visible posts are those
    // after the unpublish again: the same version is right).
    const step = async (sql: string, params: unknown[] = []) => {
      await t.db.query(sql, params);
      const next = await version();
      expect(next, sql).not.toBe(last);
      last = next;
    };
    await step(`update public.blog_posts set title = 'Edited' where id = $1`, [id]);
    await step('update public.blog_posts set published_at = null where id = $1', [id]);
    await step('update public.blog_posts set published_at = now() where id = $1', [id]);
    await step('delete from public.blog_posts where id = $1', [id]);
    await insertPost('one', ago(50), ago(50));
    const other = await insertPost('two', ago(40), ago(40));
    last = await version();
    // The service role may set every timestamp on insert: a post swapped for one dated as it was.
    await step(
      `with gone as (delete from public.blog_posts where id = $1 returning published_at, updated_at)
       insert into public.blog_posts (title, slug, excerpt, content, published_at, updated_at)
       select 'Swapped', 'swapped', 'E', 'C', published_at, updated_at from gone`,
      [other],
    );
    await t.db.query('delete from public.blog_posts');
  });

  it('ignores drafts and scheduled posts, and is the same for every role', async () => {
    await insertPost('public', ago(5));
    const before = await version();
    const draft = await insertPost('draft', null);
    const scheduled = await insertPost('later', new Date(Date.now() + 60_000).toISOString());
    await t.db.query(`update public.blog_posts set title = 'x' where id in ($1, $2)`, [draft, scheduled]);
    expect(await version()).toBe(before);
    for (const actor of [t.customer, t.admin, t.serviceRole]) expect(await version(actor)).toBe(before);
    await t.db.query('delete from public.blog_posts');
  });

  it('reads an empty blog', async () => {
    expect(await version()).toMatch(/^0\/\/\/0\/\d+\/\d+$/);
  });

  it('takes no argument', async () => {
    expect(await errorCode(t.anon.run((tx) => tx.query(`select public.published_posts_version('x')`)))).toBe(
      '42883',
    );
  });
});
