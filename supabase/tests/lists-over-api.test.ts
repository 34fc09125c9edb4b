import { fetchPostImageUses } from '@parley/shared/images';
import { fetchLeadsPage, fetchLeadStats, forEachLeadsPage, setLeadHandled } from '@parley/shared/leads';
import {
  fetchAdminPostsPage,
  fetchPublishedCategories,
  fetchPostRevisionsPage,
  fetchPublishedPostsPage,
  listPostRevisions,
  publishPostNow,
  restorePostRevision,
  schedulePost,
  unpublishPost,
  type RevisionCursor,
} from '@parley/shared/posts';
import { type Lead, type PostRevision, type ParleySupabaseClient } from '@parley/shared/supabase';
import { createSupabaseClient } from '@parley/shared/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-supabase/test/harness';

// The shared data layer against the embedded backend over HTTP, through supabase-js: what the site,
// the admin and the studio send is what this answers. (PGlite only: it is the embedded backend's REST.)

let server: TestBackend;
let anon: ParleySupabaseClient;
let admin: ParleySupabaseClient;

const LEADS = 1050;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestBackend();
  const client = () => createSupabaseClient({ url: server.url, anonKey: server.config.anonKey });
  anon = client();
  admin = client();
  const { error: signInError } = await admin.auth.signInWithPassword({
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  expect(signInError).toBeNull();

  const service = server.service();
  const posts = Array.from({ length: 30 }, (_, i) => ({
    title: i === 4 ? 'Save 100% on_time' : `Post ${String(i).padStart(2, '0')}`,
    slug: `post-${i}`,
    category: i % 2 ? 'Guides' : 'News',
    excerpt: 'About it',
    content: `Body ${i}`,
    // 0..19 published (one a day back), 20..24 drafts, 25..29 scheduled
    published_at: i < 20 ? minutesFromNow(-(i + 1) * 1440) : i < 25 ? null : minutesFromNow(60 + i),
  }));
  expect((await service.from('blog_posts').insert(posts)).error).toBeNull();

  // One insert: every lead has the same created_at (one transaction's now()), the worst case for
  // paging by time.
  const leads = Array.from({ length: LEADS }, (_, i) => ({
    kind: i % 3 === 0 ? 'newsletter' : 'contact',
    email: `buyer${String(i).padStart(4, '0')}@${i === 7 ? 'under_score' : 'acme'}.test`,
    name: i % 3 === 0 ? null : `Buyer ${i}`,
  }));
  expect((await service.from('leads').insert(leads)).error).toBeNull();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the public list', () => {
  it('pages published posts for anon, hiding drafts and scheduled posts', async () => {
    const first = await fetchPublishedPostsPage(anon, { page: 1 });
    expect([first.total, first.rows.length, first.pageCount]).toEqual([20, 12, 2]);
    expect(first.rows[0]!.slug).toBe('post-0');
    const second = await fetchPublishedPostsPage(anon, { page: 2 });
    expect(second.rows.map((p) => p.slug)).toEqual(Array.from({ length: 8 }, (_, i) => `post-${i + 12}`));
  });

  it('searches literally and filters by category across pages', async () => {
    expect((await fetchPublishedPostsPage(anon, { search: '100%' })).rows.map((p) => p.slug)).toEqual([
      'post-4',
    ]);
    expect((await fetchPublishedPostsPage(anon, { search: 'st_0' })).total).toBe(0);
    expect((await fetchPublishedPostsPage(anon, { category: 'Guides', pageSize: 5, page: 2 })).total).toBe(
      10,
    );
    expect(await fetchPublishedCategories(anon)).toEqual(['Guides', 'News']);
  });

  it('answers a refused page size as a DataError with the database code, not a 500', async () => {
    await expect(fetchPublishedPostsPage(anon, { pageSize: 51 })).rejects.toMatchObject({
      name: 'DataError',
      code: '22023',
    });
  });
});

describe('hostile input to the public list over HTTP', () => {
  const get = async (query: string) => {
    const response = await fetch(`${server.url}/rest/v1/rpc/published_posts_page?${query}`, {
      headers: { apikey: server.config.anonKey },
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  };

  it.each([
    ['a page that is not a number', 'page=two', '22P02'],
    ['a page past the integer range', 'page=99999999999', '22003'],
    ['page 0', 'page=0', '22023'],
    ['a negative page', 'page=-1', '22023'],
    ['page_size 0', 'page_size=0', '22023'],
    ['page_size 51', 'page_size=51', '22023'],
    ['a 10 KB search', `search=${'%25'.repeat(3400)}`, '22023'],
    ['a 33-character search', `search=${'a'.repeat(33)}`, '22023'],
  ])('answers %s with a 400 naming the problem, never a 500', async (_name, query, code) => {
    expect(await get(query)).toMatchObject({ status: 400, body: { code } });
  });

  it('answers an unknown parameter as an unknown function (404), like PostgREST', async () => {
    expect((await get('page=1&drop=table')).status).toBe(404);
  });
});

describe('the admin list', () => {
  it('filters by status in the query, with exact counts', async () => {
    const counts = await Promise.all(
      (['draft', 'scheduled', 'published', null] as const).map(
        async (status) => (await fetchAdminPostsPage(admin, { status, pageSize: 10 })).total,
      ),
    );
    expect(counts).toEqual([5, 5, 20, 30]);
  });

  it('anon sees only published posts in the same list', async () => {
    expect((await fetchAdminPostsPage(anon, { status: 'scheduled' })).total).toBe(0);
    expect((await fetchAdminPostsPage(anon)).total).toBe(20);
  });

  it('sorts by title, searches the title literally, and answers an empty page past the end', async () => {
    const sorted = await fetchAdminPostsPage(admin, { sort: 'title', direction: 'asc', pageSize: 3 });
    expect(sorted.rows.map((p) => p.title)).toEqual(['Post 00', 'Post 01', 'Post 02']);
    expect((await fetchAdminPostsPage(admin, { search: '100%' })).rows.map((p) => p.slug)).toEqual([
      'post-4',
    ]);
    const beyond = await fetchAdminPostsPage(admin, { page: 99, pageSize: 10 });
    expect([beyond.rows, beyond.total]).toEqual([[], 30]);
  });
});

describe('publishing and revisions', () => {
  it('schedules, publishes and unpublishes, each save kept as a revision, and restores one', async () => {
    const id = (await fetchAdminPostsPage(admin, { status: 'draft', pageSize: 1 })).rows[0]!.id;
    const slug = (await schedulePost(admin, id, minutesFromNow(5))).slug;
    expect((await fetchPublishedPostsPage(anon, { search: slug })).total).toBe(0);
    await publishPostNow(admin, id);
    const { data } = await anon.from('blog_posts').select('slug').eq('id', id);
    expect(data).toEqual([{ slug }]);
    await admin.from('blog_posts').update({ title: 'Rewritten' }).eq('id', id);
    await unpublishPost(admin, id);

    const history = await listPostRevisions(admin, id);
    expect(history.map((r) => r.changed_fields)).toEqual([
      ['published_at'],
      ['title'],
      ['published_at'],
      ['published_at'],
    ]);
    expect(await listPostRevisions(anon, id).catch((e: Error) => e.name)).toBe('DataError');

    const beforeRewrite = history[1]!;
    const restored = await restorePostRevision(admin, beforeRewrite.id);
    expect(restored.title).toBe(beforeRewrite.title);
    expect((await listPostRevisions(admin, id))[0]!.title).toBe('Rewritten');
    await expect(restorePostRevision(anon, beforeRewrite.id)).rejects.toMatchObject({ code: '42501' });
    await expect(restorePostRevision(admin, 999_999)).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});

describe('the history in pages', () => {
  const REVISIONS = 45;

  it('pages 45 revisions as 20 + 20 + 5, each once, in order, with saved_at ties across page ends', async () => {
    const post = (await fetchPublishedPostsPage(anon, { search: 'Post 07' })).rows[0]!;
    // Straight into the database (no API role writes revisions): saved_at with microseconds, four at a
    // time sharing one, so ties fall across both page ends (rows 20/21 and 40/41).
    await server.backend.ctx.db.exec(`
      insert into public.post_revisions (post_id, title, slug, category, excerpt, content, saved_at)
      select '${post.id}', 'Version ' || n, 'post-7', 'Guides', 'About it', 'Body ' || n,
             date_trunc('second', now()) - interval '1 hour' - (n / 4) * interval '61.123457 seconds'
      from generate_series(1, ${REVISIONS}) n`);
    const whole = await listPostRevisions(admin, post.id);
    expect(whole).toHaveLength(REVISIONS);

    const pages: PostRevision[][] = [];
    let cursor: RevisionCursor | null = null;
    do {
      const page = await fetchPostRevisionsPage(admin, post.id, cursor);
      pages.push(page.revisions);
      cursor = page.next;
      // A save between two pages: the new revision is newer than every page, so none shifts.
      if (pages.length === 1) {
        expect(
          (await admin.from('blog_posts').update({ title: 'Post 07 again' }).eq('id', post.id)).error,
        ).toBeNull();
      }
    } while (cursor && pages.length < 10);

    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(REVISIONS);
    expect(ids).toEqual(whole.map((r) => r.id));
    expect(pages[0]!.at(-1)!.saved_at).toBe(pages[1]![0]!.saved_at);
    expect(pages[1]!.at(-1)!.saved_at).toBe(pages[2]![0]!.saved_at);

    const now = await listPostRevisions(admin, post.id);
    expect(now.map((r) => r.id)).toEqual([expect.any(Number), ...ids]);
    expect(now[0]!.changed_fields).toEqual(['title']);
    expect(await fetchPostRevisionsPage(anon, post.id).catch((e: Error) => e.name)).toBe('DataError');
  });
});

describe('the leads inbox', () => {
  it('pages with the exact count beyond the 1,000-row cap, sorted and searched', async () => {
    const page = await fetchLeadsPage(admin, { sort: 'email', direction: 'asc', pageSize: 100, page: 11 });
    expect([page.total, page.pageCount, page.rows.length]).toEqual([LEADS, 11, 50]);
    expect(page.rows[0]!.email).toBe('buyer1000@acme.test');
    const searched = await fetchLeadsPage(admin, { search: 'UNDER_score' });
    expect(searched.rows.map((l) => l.email)).toEqual(['buyer0007@under_score.test']);
    const byName = await fetchLeadsPage(admin, { search: 'buyer 104', kind: 'contact' });
    expect(byName.total).toBe(8); // Buyer 104 and 1040..1049, less the newsletter ones (1041, 1044, 1047)
  });

  it('exports every matching lead in pages, each once, with progress', async () => {
    const seen = new Set<string>();
    const progress: number[] = [];
    const count = await forEachLeadsPage(
      admin,
      {},
      (leads: Lead[], p) => {
        for (const lead of leads) seen.add(lead.id);
        progress.push(p.done);
        expect(p.total).toBe(LEADS);
      },
      { pageSize: 100 },
    );
    expect([count, seen.size, progress.length, progress.at(-1)]).toEqual([LEADS, LEADS, 11, LEADS]);
    const contacts = await forEachLeadsPage(admin, { kind: 'contact' }, () => undefined, { pageSize: 333 });
    expect(contacts).toBe(700);
  });

  it('marks a lead handled, filters by it, and counts', async () => {
    const lead = (await fetchLeadsPage(admin, { pageSize: 1 })).rows[0]!;
    const handled = await setLeadHandled(admin, lead.id, true);
    expect(handled.handled_at).not.toBeNull();
    expect((await fetchLeadsPage(admin, { handled: true })).rows.map((l) => l.id)).toEqual([lead.id]);
    const stats = await fetchLeadStats(admin);
    expect([stats.total, stats.waiting, stats.byKind.contact, stats.weeks.at(-1)!.count]).toEqual([
      LEADS,
      LEADS - 1,
      700,
      LEADS,
    ]);
    expect((await setLeadHandled(admin, lead.id, false)).handled_at).toBeNull();
  });

  it('says which posts use a picture to an admin, and refuses anon and bad input over HTTP', async () => {
    const service = server.service();
    const path = '11111111-1111-4111-8111-111111111111/0123456789abcdef-over-api.png';
    const { error } = await service.from('blog_posts').insert({
      title: 'Picture post',
      slug: 'picture-post',
      excerpt: 'About it',
      content: `![x](${server.url}/storage/v1/object/public/post-images/${path})`,
    });
    expect(error).toBeNull();
    const uses = await fetchPostImageUses(admin, [path, 'nobody/uses-this.png']);
    expect(Object.fromEntries(uses)).toEqual({
      [path]: [{ postId: expect.any(String), title: 'Picture post' }],
    });
    await expect(fetchPostImageUses(anon, [path])).rejects.toMatchObject({ code: '42501' });
    await expect(fetchPostImageUses(admin, [''])).rejects.toMatchObject({ code: '22023' });
    // Not a list, or no argument at all: refused, never a 500.
    for (const args of [{ image_paths: 'not a list' }, { image_paths: { a: 1 } }, {}]) {
      const { error: refused, status } = await admin.rpc('post_image_uses', args as never);
      expect(refused, JSON.stringify(args)).not.toBeNull();
      expect(status, JSON.stringify(args)).toBeGreaterThanOrEqual(400);
      expect(status, JSON.stringify(args)).toBeLessThan(500);
    }
  });

  it('keeps leads, their statistics and the handled mark from anon', async () => {
    await expect(fetchLeadsPage(anon)).rejects.toMatchObject({ code: '42501' });
    await expect(fetchLeadStats(anon)).rejects.toMatchObject({ code: '42501' });
    const lead = (await fetchLeadsPage(admin, { pageSize: 1 })).rows[0]!;
    await expect(setLeadHandled(anon, lead.id, true)).rejects.toMatchObject({ code: '42501' });
  });
});
