import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorCode, type Actor, type TestDatabase } from './database';

let t: TestDatabase;
let scheduledId: string;

// Time is moved by moving the post, never by waiting: a post one minute ahead is scheduled; the test
// then sets its published_at one minute in the past, as the clock passing its time would.
async function insertPost(
  slug: string,
  publishedAt: string | null,
  extra: Partial<Record<string, string>> = {},
) {
  const { rows } = await t.db.query<{ id: string }>(
    `insert into public.blog_posts (title, slug, category, excerpt, content, published_at)
     values ($1, $2, $3, $4, 'Body', $5::timestamptz) returning id`,
    [
      extra.title ?? `Post ${slug}`,
      slug,
      extra.category ?? 'General',
      extra.excerpt ?? 'An excerpt',
      publishedAt,
    ],
  );
  return rows[0]!.id;
}

const slugsVisibleTo = (actor: Actor) =>
  actor.run(async (tx) =>
    (await tx.query<{ slug: string }>('select slug from public.blog_posts order by slug')).rows.map(
      (r) => r.slug,
    ),
  );

type Page = { posts: { slug: string; title: string }[]; total: number; page: number; page_size: number };

const page = (
  actor: Actor,
  args: { search?: unknown; category?: unknown; page?: unknown; page_size?: unknown } = {},
) =>
  actor.run(async (tx) => {
    const { rows } = await tx.query<{ answer: Page }>(
      'select public.published_posts_page($1, $2, $3, $4) as answer',
      [args.search ?? null, args.category ?? null, args.page ?? null, args.page_size ?? null],
    );
    return rows[0]!.answer;
  });

beforeAll(async () => {
  t = await createTestDatabase();
  await insertPost('live-post', new Date(Date.now() - 86400000).toISOString());
  await insertPost('draft-post', null);
  scheduledId = await insertPost('scheduled-post', new Date(Date.now() + 60_000).toISOString());
});

describe('a scheduled post', () => {
  it('is invisible to anon, customers and unconfirmed admins before its time, by id, by slug and by count', async () => {
    for (const actor of [t.anon, t.customer, t.unconfirmedAdmin]) {
      expect(await slugsVisibleTo(actor)).toEqual(['live-post']);
      const byId = await actor.run((tx) =>
        tx.query('select id from public.blog_posts where id = $1', [scheduledId]),
      );
      expect(byId.rows).toEqual([]);
      const bySlug = await actor.run((tx) =>
        tx.query(`select id from public.blog_posts where slug = 'scheduled-post'`),
      );
      expect(bySlug.rows).toEqual([]);
      const count = await actor.run((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.blog_posts'),
      );
      expect(count.rows[0]!.n).toBe(1);
      expect((await page(actor)).posts.map((p) => p.slug)).toEqual(['live-post']);
    }
  });

  it('is read by the admin before its time, but stays out of the public list RPC', async () => {
    expect(await slugsVisibleTo(t.admin)).toEqual(['draft-post', 'live-post', 'scheduled-post']);
    expect((await page(t.admin)).posts.map((p) => p.slug)).toEqual(['live-post']);
  });

  it('is visible to everyone once its time has passed', async () => {
    const id = await insertPost('later-post', new Date(Date.now() + 60_000).toISOString());
    expect(await slugsVisibleTo(t.anon)).not.toContain('later-post');
    await t.db.query(
      `update public.blog_posts set published_at = now() - interval '1 minute' where id = $1`,
      [id],
    );
    expect(await slugsVisibleTo(t.anon)).toContain('later-post');
    expect(await slugsVisibleTo(t.customer)).toContain('later-post');
    expect((await page(t.anon)).posts.map((p) => p.slug)).toContain('later-post');
    await t.db.query(`delete from public.blog_posts where id = $1`, [id]);
  });
});

describe('updated_by', () => {
  it('is the saving user, whatever the client sends', async () => {
    const created = await t.admin.run((tx) =>
      tx.query<{ id: string; updated_by: string }>(
        `insert into public.blog_posts (title, slug, excerpt, content, updated_by)
         values ('T', 'stamped-post', 'E', 'C', $1) returning id, updated_by`,
        [t.customerId],
      ),
    );
    expect(created.rows[0]!.updated_by).toBe(t.adminId);
    const updated = await t.admin.run((tx) =>
      tx.query<{ updated_by: string }>(
        `update public.blog_posts set title = 'T2', updated_by = $2 where id = $1 returning updated_by`,
        [created.rows[0]!.id, t.customerId],
      ),
    );
    expect(updated.rows[0]!.updated_by).toBe(t.adminId);
  });
});

describe('published_posts_page', () => {
  beforeAll(async () => {
    const base = Date.now() - 10 * 86400000;
    for (let i = 0; i < 30; i += 1) {
      await insertPost(`paged-${i}`, new Date(base + i * 60_000).toISOString(), {
        category: i % 3 === 0 ? 'Guides' : 'News',
        title: i === 7 ? 'Fifty 100% off_sale \\ now' : `Paged ${i}`,
        excerpt: i === 8 ? 'Has a literal 50% in it' : 'Plain',
      });
    }
  });

  it('pages newest published first with the exact total', async () => {
    const first = await page(t.anon, { page: 1, page_size: 12 });
    expect(first.total).toBe(31);
    expect(first.posts).toHaveLength(12);
    expect(first.posts.map((p) => p.slug).slice(0, 3)).toEqual(['live-post', 'paged-29', 'paged-28']);
    const third = await page(t.anon, { page: 3, page_size: 12 });
    expect(third.posts).toHaveLength(7);
    expect(third.posts.at(-1)!.slug).toBe('paged-0');
    expect(Object.keys(first.posts[0]!)).not.toContain('content');
  });

  it('defaults to page 1 of 12 when page and page_size are null', async () => {
    const answer = await page(t.anon);
    expect([answer.page, answer.page_size, answer.posts.length]).toEqual([1, 12, 12]);
  });

  it('answers no posts past the last page, even for the largest page number', async () => {
    expect((await page(t.anon, { page: 2147483647, page_size: 50 })).posts).toEqual([]);
  });

  it('filters by category and by search together, across pages', async () => {
    const guides = await page(t.anon, { category: 'Guides', page_size: 5 });
    expect(guides.total).toBe(10);
    const searched = await page(t.anon, { category: 'News', search: 'PAGED 1' });
    expect(searched.posts.map((p) => p.slug).sort()).toEqual([
      'paged-1',
      'paged-10',
      'paged-11',
      'paged-13',
      'paged-14',
      'paged-16',
      'paged-17',
      'paged-19',
    ]);
  });

  it('matches % _ and \\ literally, in title and excerpt', async () => {
    expect((await page(t.anon, { search: '100%' })).posts.map((p) => p.slug)).toEqual(['paged-7']);
    expect((await page(t.anon, { search: '50%' })).posts.map((p) => p.slug)).toEqual(['paged-8']);
    expect((await page(t.anon, { search: 'off_sale' })).posts.map((p) => p.slug)).toEqual(['paged-7']);
    expect((await page(t.anon, { search: 'f_s' })).total).toBe(1);
    expect((await page(t.anon, { search: '%' })).total).toBe(2);
    expect((await page(t.anon, { search: '_' })).total).toBe(1);
    expect((await page(t.anon, { search: '\\' })).posts.map((p) => p.slug)).toEqual(['paged-7']);
  });

  it('takes a search of 32 characters, counted as characters (not bytes), blanks around it trimmed', async () => {
    expect((await page(t.anon, { search: `  ${'é'.repeat(32)}  ` })).total).toBe(0);
    expect((await page(t.anon, { search: 'Fifty 100% off_sale \\ now'.padEnd(32, ' ') })).total).toBe(1);
  });

  // Letters beyond ASCII follow the database's locale (a C-locale cluster lower-cases ASCII only).
  it('matches case-insensitively', async () => {
    await insertPost('mixed-case', new Date(Date.now() - 60_000).toISOString(), {
      title: 'Mixed CASE Title',
      excerpt: 'LOUD Excerpt',
    });
    try {
      expect((await page(t.anon, { search: 'mixed case' })).posts.map((p) => p.slug)).toEqual(['mixed-case']);
      expect((await page(t.anon, { search: 'lOUD eXCERPT' })).posts.map((p) => p.slug)).toEqual([
        'mixed-case',
      ]);
    } finally {
      await t.db.query(`delete from public.blog_posts where slug = 'mixed-case'`);
    }
  });

  it('treats a blank search and category as no filter', async () => {
    expect((await page(t.anon, { search: '   ', category: '' })).total).toBe(31);
  });

  it.each([
    ['page 0', { page: 0 }, 'page must be 1 or more'],
    ['a negative page', { page: -5 }, 'page must be 1 or more'],
    ['page_size 0', { page_size: 0 }, 'page_size must be between 1 and 50'],
    ['page_size 51', { page_size: 51 }, 'page_size must be between 1 and 50'],
    ['a huge page_size', { page_size: 2147483647 }, 'page_size must be between 1 and 50'],
    ['a 10 KB search', { search: 'a'.repeat(10240) }, 'search must be at most 32 characters'],
    // The bound of any like pattern on the embedded backend (docs/limits.md): a longer search made
    // every published title and excerpt cost (its length × the search's length) to match.
    ['a 33-character search', { search: 'a'.repeat(33) }, 'search must be at most 32 characters'],
    ['a 200-character search', { search: 'ab'.repeat(100) }, 'search must be at most 32 characters'],
    ['33 characters of 2 bytes', { search: 'é'.repeat(33) }, 'search must be at most 32 characters'],
    ['a huge category', { category: 'c'.repeat(1000) }, 'category must be at most 80 characters'],
  ])('refuses %s with a clear 22023 error', async (_name, args, message) => {
    await expect(page(t.anon, args)).rejects.toMatchObject({ code: '22023', message });
  });

  it('refuses a page that is not an integer as invalid input, not a server error', async () => {
    expect(await errorCode(page(t.anon, { page: 'two' }))).toBe('22P02');
    expect(await errorCode(page(t.anon, { page: '99999999999' }))).toBe('22003');
  });

  it('lists the categories of published posts only', async () => {
    await insertPost('scheduled-cat', new Date(Date.now() + 60_000).toISOString(), { category: 'Secret' });
    await insertPost('draft-cat', null, { category: 'Hidden' });
    const categories = await t.anon.run(
      async (tx) =>
        (await tx.query<{ c: string[] }>('select public.published_post_categories() as c')).rows[0]!.c,
    );
    expect(categories).toEqual(['General', 'Guides', 'News']);
  });
});
