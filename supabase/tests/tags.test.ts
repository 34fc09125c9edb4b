import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

// Tags, reading time and related posts (issue #34, docs/product-rules.md#tags), on both engines.

let t: TestDatabase;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function insertPost(
  slug: string,
  publishedAt: string | null,
  extra: { category?: string; content?: string } = {},
) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, category, excerpt, content, published_at)
     values ($1, $1, $2, 'E', $3, $4::timestamptz) returning id`,
    [slug, extra.category ?? 'General', extra.content ?? 'Body', publishedAt],
  );
  return rows[0]!.id;
}

const call = <T>(actor: Actor, sql: string, params: unknown[] = []) =>
  actor.run(async (tx) => (await tx.query<{ v: T }>(sql, params)).rows[0]!.v);

const setTags = (actor: Actor, postId: unknown, names: unknown) =>
  call<{ name: string; slug: string }[]>(actor, 'select public.set_post_tags($1, $2) as v', [postId, names]);

type Card = { slug: string; tags: { name: string; slug: string }[]; word_count: number };
type Page = { posts: Card[]; total: number; tag: { name: string; slug: string } | null };
const tagPage = (actor: Actor, tag: unknown, page = 1) =>
  call<Page>(actor, 'select public.published_posts_page(tag => $1, page => $2) as v', [tag, page]);

const visibleTagSlugs = (actor: Actor) =>
  actor.run(async (tx) =>
    (await tx.query<{ slug: string }>('select slug from public.tags order by slug')).rows.map((r) => r.slug),
  );

beforeAll(async () => {
  t = await createTestDatabase();
});

beforeEach(async () => {
  await t.db.query('delete from public.blog_posts');
  await t.db.query('delete from public.tags');
});

describe('set_post_tags', () => {
  it('creates tags from names, one per slug, keeping the first spelling, and replaces the post’s set', async () => {
    const id = await insertPost('p', ago(1));
    expect(await setTags(t.admin, id, ['  AI agents ', 'ai_agents', 'Pricing'])).toEqual([
      expect.objectContaining({ name: 'AI agents', slug: 'ai-agents' }),
      expect.objectContaining({ name: 'Pricing', slug: 'pricing' }),
    ]);
    // An existing tag keeps its spelling; a name left out is taken off the post.
    expect((await setTags(t.admin, id, ['AI Agents'])).map((tag) => tag.name)).toEqual(['AI agents']);
    expect(await setTags(t.admin, id, [])).toEqual([]);
  });

  it('refuses missing, null, empty, blank, control characters, huge, no letter, 11 tags, 101 names', async () => {
    const id = await insertPost('p', ago(1));
    const cases: [unknown, unknown][] = [
      [null, ['a']],
      [id, null],
      [id, [null]],
      [id, ['']],
      [id, ['   ']],
      [id, ['two\nlines']],
      [id, ['x'.repeat(41)]],
      [id, ['!!!']],
      [id, Array.from({ length: 11 }, (_, i) => `tag ${i}`)],
      [id, Array.from({ length: 101 }, () => 'same')],
    ];
    for (const [postId, names] of cases)
      expect(await errorCode(setTags(t.admin, postId, names)), JSON.stringify(names)?.slice(0, 40)).toBe(
        '22023',
      );
    // Repeats of one name are one tag: 50 spellings of it fit.
    expect(
      await setTags(
        t.admin,
        id,
        Array.from({ length: 50 }, () => 'Same'),
      ),
    ).toHaveLength(1);
    expect(await errorCode(setTags(t.admin, id, ['x'.repeat(40), 'y']))).toBeUndefined();
  });

  it('is for admins only, and says nothing of a post that does not exist', async () => {
    const id = await insertPost('p', ago(1));
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin])
      expect(await errorCode(setTags(actor, id, ['a'])), actor.name).toMatch(/42501/);
    expect(await errorCode(setTags(t.admin, '00000000-0000-4000-8000-000000000000', ['a']))).toBe('PT404');
    expect(await errorCode(setTags(t.admin, 'not-a-uuid', ['a']))).toBe('22P02');
  });

  it('never lets a post carry more than 10 tags, even by inserting links directly', async () => {
    const id = await insertPost('p', ago(1));
    await setTags(
      t.admin,
      id,
      Array.from({ length: 10 }, (_, i) => `tag ${i}`),
    );
    await t.db.query(`insert into public.tags (name, slug) values ('eleven', 'x')`);
    expect(
      await errorCode(
        t.admin.run((tx) =>
          tx.query(
            `insert into public.post_tags (post_id, tag_id) select $1, id from public.tags where name = 'eleven'`,
            [id],
          ),
        ),
      ),
    ).toBe('23514');
  });

  it('derives the slug from the name, whatever slug a client sends', async () => {
    const { rows } = await t.admin.run((tx) =>
      tx.query<{ slug: string }>(
        `insert into public.tags (name, slug) values ('Deal Desk', 'evil') returning slug`,
      ),
    );
    expect(rows[0]!.slug).toBe('deal-desk');
    expect(
      await errorCode(
        t.admin.run((tx) => tx.query(`insert into public.tags (name, slug) values ('***', 'x')`)),
      ),
    ).toBe('23514');
    expect(
      await errorCode(
        t.customer.run((tx) => tx.query(`insert into public.tags (name, slug) values ('a', 'a')`)),
      ),
    ).toBe('42501');
  });
});

describe('who reads a tag', () => {
  it('shows visitors only the tags of published posts; a draft’s or scheduled post’s tag stays hidden', async () => {
    const live = await insertPost('live', ago(1));
    const draft = await insertPost('draft', null);
    const later = await insertPost('later', new Date(Date.now() + 60_000).toISOString());
    await setTags(t.admin, live, ['Public']);
    await setTags(t.admin, draft, ['Secret acquisition']);
    await setTags(t.admin, later, ['Launch']);
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin]) {
      expect(await visibleTagSlugs(actor), actor.name).toEqual(['public']);
      const links = await actor.run((tx) => tx.query('select * from public.post_tags'));
      expect(links.rows, actor.name).toHaveLength(1);
      // A tag slug no published post has lists nothing and names no tag.
      expect(await tagPage(actor, 'secret-acquisition')).toMatchObject({ posts: [], total: 0, tag: null });
      expect(await tagPage(actor, 'no-such-tag')).toMatchObject({ posts: [], total: 0, tag: null });
    }
    expect(await visibleTagSlugs(t.admin)).toEqual(['launch', 'public', 'secret-acquisition']);
  });

  it('lets admins list tags with their counts, nobody else', async () => {
    const a = await insertPost('a', ago(1));
    const b = await insertPost('b', null);
    await setTags(t.admin, a, ['One']);
    await setTags(t.admin, b, ['One', 'Two']);
    expect(await call(t.admin, 'select public.admin_tags() as v')).toEqual([
      expect.objectContaining({ slug: 'one', post_count: 2, published_count: 1 }),
      expect.objectContaining({ slug: 'two', post_count: 1, published_count: 0 }),
    ]);
    for (const actor of [t.anon, t.customer])
      expect(await errorCode(call(actor, 'select public.admin_tags() as v'))).toMatch(/42501/);
  });
});

describe('published_posts_page by tag', () => {
  it('lists a tag’s published posts with their tags and word counts, paginated, and names the tag', async () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' \n');
    for (let i = 0; i < 14; i++) {
      const id = await insertPost(`post-${String(i).padStart(2, '0')}`, ago(20 - i), {
        content: words(i * 100 + 1),
      });
      await setTags(t.admin, id, i % 2 === 0 ? ['Even', 'All'] : ['All']);
    }
    const first = await tagPage(t.anon, 'all');
    expect(first.total).toBe(14);
    expect(first.tag).toEqual({ name: 'All', slug: 'all' });
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]).toMatchObject({
      slug: 'post-13',
      tags: [{ name: 'All', slug: 'all' }],
      word_count: 1301,
    });
    expect(first.posts[1]!.tags).toEqual([
      { name: 'All', slug: 'all' },
      { name: 'Even', slug: 'even' },
    ]);
    expect((await tagPage(t.anon, 'all', 2)).posts.map((p) => p.slug)).toEqual(['post-01', 'post-00']);
    expect((await tagPage(t.anon, 'post-00')).total).toBe(0);
    expect((await tagPage(t.anon, 'even')).total).toBe(7);
    expect((await tagPage(t.anon, null)).posts.at(-1)).toMatchObject({ slug: 'post-02', word_count: 201 });
  });

  it('refuses a tag longer than any slug at once', async () => {
    expect(await errorCode(tagPage(t.anon, 'a'.repeat(61)))).toBe('22023');
    expect(await errorCode(tagPage(t.anon, 'a'.repeat(100_000)))).toBe('22023');
  });

  it('keeps the word count with the content, whatever a client sends', async () => {
    const id = await insertPost('p', ago(1), { content: 'one two  three\n\nfour' });
    const count = async () =>
      (await t.db.query<{ n: number }>('select word_count as n from public.blog_posts where id = $1', [id]))
        .rows[0]!.n;
    expect(await count()).toBe(4);
    await t.admin.run((tx) =>
      tx.query('update public.blog_posts set word_count = 99999 where id = $1', [id]),
    );
    expect(await count()).toBe(4);
    await t.admin.run((tx) => tx.query(`update public.blog_posts set content = 'a b' where id = $1`, [id]));
    expect(await count()).toBe(2);
  });
});

describe('related_posts', () => {
  it('offers up to three published posts: most shared tags first, then the category, then the newest', async () => {
    const me = await insertPost('me', ago(10), { category: 'Deals' });
    const twoTags = await insertPost('two-tags', ago(9), { category: 'Other' });
    const oneTag = await insertPost('one-tag', ago(1), { category: 'Other' });
    await insertPost('same-category-old', ago(8), { category: 'Deals' });
    await insertPost('same-category-new', ago(2), { category: 'Deals' });
    await insertPost('unrelated', ago(1), { category: 'Other' });
    const draft = await insertPost('draft-sharing', null, { category: 'Deals' });
    await setTags(t.admin, me, ['A', 'B']);
    await setTags(t.admin, twoTags, ['A', 'B']);
    await setTags(t.admin, oneTag, ['B']);
    await setTags(t.admin, draft, ['A', 'B']);
    const related = await call<Card[]>(t.anon, 'select public.related_posts($1) as v', ['me']);
    expect(related.map((p) => p.slug)).toEqual(['two-tags', 'one-tag', 'same-category-new']);
    expect(related[0]!.tags.map((tag) => tag.slug)).toEqual(['a', 'b']);
    // Admins get the public answer too: never a draft.
    expect(
      (await call<Card[]>(t.admin, 'select public.related_posts($1) as v', ['me'])).map((p) => p.slug),
    ).toEqual(related.map((p) => p.slug));
    for (const slug of ['draft-sharing', 'no-such-post', '', 'x'.repeat(100_000)])
      expect(await call(t.anon, 'select public.related_posts($1) as v', [slug])).toEqual([]);
  });
});

describe('old addresses', () => {
  const postRedirect = (actor: Actor, slug: unknown) =>
    call<string | null>(actor, 'select public.post_slug_redirect($1) as v', [slug]);
  const tagRedirect = (actor: Actor, slug: unknown) =>
    call<string | null>(actor, 'select public.tag_slug_redirect($1) as v', [slug]);
  const rename = (id: string, slug: string) =>
    t.db.query('update public.blog_posts set slug = $2 where id = $1', [id, slug]);

  it('leads an old post slug to the current one, chains collapsed, whoever changed it', async () => {
    const id = await insertPost('a', ago(1));
    // Straight in the database (the studio, SQL): recorded all the same.
    await rename(id, 'b');
    await t.admin.run((tx) => tx.query(`update public.blog_posts set slug = 'c' where id = $1`, [id]));
    expect(await postRedirect(t.anon, 'a')).toBe('c');
    expect(await postRedirect(t.anon, 'b')).toBe('c');
    expect(await postRedirect(t.anon, 'c')).toBeNull();
    // Back to an address it had: no redirect from its own slug.
    await rename(id, 'a');
    expect(await postRedirect(t.anon, 'a')).toBeNull();
    expect(await postRedirect(t.anon, 'c')).toBe('a');
  });

  it('lets a new post that takes an old slug win, from its publication on', async () => {
    const id = await insertPost('old', ago(2));
    await rename(id, 'new');
    const taker = await insertPost('old', new Date(Date.now() + 60_000).toISOString());
    // Scheduled: visitors still follow the redirect.
    expect(await postRedirect(t.anon, 'old')).toBe('new');
    await t.db.query(
      `update public.blog_posts set published_at = now() - interval '1 second' where id = $1`,
      [taker],
    );
    expect(await postRedirect(t.anon, 'old')).toBeNull();
    // The taker moving on: its old slug is now its own redirect (the newest owner wins).
    await rename(taker, 'taker-moved');
    expect(await postRedirect(t.anon, 'old')).toBe('taker-moved');
  });

  it('reveals nothing about drafts, unknown or hostile slugs', async () => {
    const id = await insertPost('draft-a', null);
    await rename(id, 'draft-b');
    for (const actor of [t.anon, t.customer]) {
      expect(await postRedirect(actor, 'draft-a')).toBeNull();
      const rows = await actor.run((tx) => tx.query('select * from public.post_slug_redirects'));
      expect(rows.rows).toEqual([]);
    }
    for (const slug of [null, '', 'x'.repeat(100_000), "a' or '1'='1"])
      expect(await postRedirect(t.anon, slug)).toBeNull();
    // Nobody writes redirects through the API.
    for (const actor of [t.admin, t.serviceRole])
      expect(
        await errorCode(
          actor.run((tx) =>
            tx.query(`insert into public.post_slug_redirects (old_slug, post_id) values ('x', $1)`, [id]),
          ),
        ),
      ).toBe('42501');
  });

  it('leads a renamed or merged tag’s address to the tag it became; a deleted tag’s address goes nowhere', async () => {
    const post = await insertPost('p', ago(1));
    const other = await insertPost('q', ago(1));
    await setTags(t.admin, post, ['Old name', 'Keep']);
    await setTags(t.admin, other, ['Keep']);
    await t.admin.run((tx) => tx.query(`update public.tags set name = 'New name' where slug = 'old-name'`));
    expect(await tagRedirect(t.anon, 'old-name')).toBe('new-name');
    const ids = Object.fromEntries(
      (await t.db.query<{ id: string; slug: string }>('select id, slug from public.tags')).rows.map((r) => [
        r.slug,
        r.id,
      ]),
    );
    expect(
      await errorCode(call(t.customer, 'select public.merge_tags($1, $2) as v', [ids['new-name'], ids.keep])),
    ).toMatch(/42501/);
    expect(await errorCode(call(t.admin, 'select public.merge_tags($1, $1) as v', [ids.keep]))).toBe('22023');
    expect(await call(t.admin, 'select public.merge_tags($1, $2) as v', [ids['new-name'], ids.keep])).toBe(0);
    expect(await tagRedirect(t.anon, 'old-name')).toBe('keep');
    expect(await tagRedirect(t.anon, 'new-name')).toBe('keep');
    expect((await tagPage(t.anon, 'keep')).total).toBe(2);
    await t.admin.run((tx) => tx.query(`delete from public.tags where slug = 'keep'`));
    expect(await tagRedirect(t.anon, 'old-name')).toBeNull();
    expect((await tagPage(t.anon, 'keep')).total).toBe(0);
  });

  it('moves the posts of a merged tag that the target did not have', async () => {
    const a = await insertPost('a', ago(1));
    const b = await insertPost('b', ago(1));
    await setTags(t.admin, a, ['From']);
    await setTags(t.admin, b, ['From', 'To']);
    const ids = Object.fromEntries(
      (await t.db.query<{ id: string; slug: string }>('select id, slug from public.tags')).rows.map((r) => [
        r.slug,
        r.id,
      ]),
    );
    expect(await call(t.admin, 'select public.merge_tags($1, $2) as v', [ids.from, ids.to])).toBe(1);
    expect((await tagPage(t.anon, 'to')).total).toBe(2);
  });
});

describe('the data version', () => {
  it('changes when a published post’s tags change, when a tag is renamed, merged or deleted', async () => {
    const id = await insertPost('p', ago(1));
    const draft = await insertPost('d', null);
    const version = () => call<string>(t.anon, 'select public.published_posts_version() as v');
    let last = await version();
    const step = async (label: string, change: () => Promise<unknown>) => {
      await change();
      const next = await version();
      expect(next, label).not.toBe(last);
      last = next;
    };
    await step('tagged', () => setTags(t.admin, id, ['One']));
    await step('another tag', () => setTags(t.admin, id, ['One', 'Two']));
    await step('renamed', () => t.db.query(`update public.tags set name = 'Uno' where slug = 'one'`));
    await step('deleted', () => t.db.query(`delete from public.tags where slug = 'two'`));
    await step('merged', async () => {
      await setTags(t.admin, draft, ['Other']);
      const ids = (await t.db.query<{ id: string }>(`select id from public.tags order by slug`)).rows;
      await call(t.admin, 'select public.merge_tags($1, $2) as v', [ids[0]!.id, ids[1]!.id]);
    });
  });
});
