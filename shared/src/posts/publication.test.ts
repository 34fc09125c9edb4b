import { describe, expect, it } from 'vitest';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import {
  InvalidScheduleError,
  publishPostNow,
  schedulePost,
  setPostPublication,
  unpublishPost,
} from './publication';
import {
  fetchPostRevisionsPage,
  listPostRevisions,
  restorePostRevision,
  REVISIONS_PAGE_SIZE,
} from './revisions';

const id = '5b8f0c1e-0000-4000-8000-000000000001';
const now = new Date('2026-11-23T12:00:00.000Z');

describe('publication', () => {
  it('stores the time in UTC, whatever the offset it was given in', async () => {
    const { client, requests } = createTestClient(() => ({ body: { id } }));
    await setPostPublication(client, id, '2026-11-24T09:30:00+01:00');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      body: { published_at: '2026-11-24T08:30:00.000Z' },
    });
    expect(requests[0]!.query).toContain(`id=eq.${id}`);
  });

  it('publishes now, schedules in the future and unpublishes', async () => {
    const { client, requests } = createTestClient(() => ({ body: { id } }));
    await publishPostNow(client, id, now);
    await schedulePost(client, id, new Date('2026-11-23T12:01:00Z'), now);
    await unpublishPost(client, id);
    expect(requests.map((r) => (r.body as { published_at: string | null }).published_at)).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T12:01:00.000Z',
      null,
    ]);
  });

  it('refuses to schedule in the past or at an invalid time, without a request', async () => {
    const { client, requests } = createTestClient();
    await expect(schedulePost(client, id, '2026-11-23T11:59:59Z', now)).rejects.toThrow(InvalidScheduleError);
    await expect(schedulePost(client, id, 'tomorrow', now)).rejects.toThrow(InvalidScheduleError);
    await expect(setPostPublication(client, id, new Date(Number.NaN))).rejects.toThrow(InvalidScheduleError);
    expect(requests).toHaveLength(0);
  });

  it('answers NotFoundError when no post was changed', async () => {
    const { client } = createTestClient(() => ({ body: [] }));
    await expect(unpublishPost(client, id)).rejects.toMatchObject({ name: 'NotFoundError' });
  });
});

describe('revisions', () => {
  it('lists a post’s history newest first', async () => {
    const { client, requests } = createTestClient(() => ({ body: [{ id: 2 }, { id: 1 }] }));
    expect(await listPostRevisions(client, id)).toEqual([{ id: 2 }, { id: 1 }]);
    expect(requests[0]!.path).toBe('/rest/v1/post_revisions');
    expect(requests[0]!.query).toContain(`post_id=eq.${id}`);
    expect(requests[0]!.query).toContain('order=saved_at.desc,id.desc');
  });

  // As PostgREST answers a timestamptz: microseconds and an offset with "+".
  const savedAt = '2026-11-19T09:00:00.123456+00:00';
  const rows = (count: number, first = 100) =>
    Array.from({ length: count }, (_, i) => ({ id: first - i, saved_at: savedAt }));

  it('asks for the newest page, one revision more than it shows, in the history’s order', async () => {
    const { client, requests } = createTestClient(() => ({ body: rows(21) }));
    const page = await fetchPostRevisionsPage(client, id);
    expect(REVISIONS_PAGE_SIZE).toBe(20);
    expect(page.revisions.map((r) => r.id)).toEqual(rows(20).map((r) => r.id));
    expect(page.next).toEqual({ saved_at: savedAt, id: 81 });
    const query = new URLSearchParams(requests[0]!.rawQuery);
    expect(requests[0]!.path).toBe('/rest/v1/post_revisions');
    expect(query.get('select')).toBe('*');
    expect(query.get('post_id')).toBe(`eq.${id}`);
    expect(query.get('order')).toBe('saved_at.desc,id.desc');
    expect(query.get('limit')).toBe('21');
    expect(query.get('or')).toBeNull();
  });

  it('asks for the next page after the cursor on both columns, the timestamp quoted and encoded', async () => {
    const { client, requests } = createTestClient(() => ({ body: rows(5, 80) }));
    const page = await fetchPostRevisionsPage(client, id, { saved_at: savedAt, id: 81 });
    expect(page.revisions).toHaveLength(5);
    expect(page.next).toBeNull();
    const raw = requests[0]!.rawQuery;
    // "+" sent as %2B: a bare "+" in a query string is a space to the server.
    expect(raw).toContain('%2B00%3A00');
    expect(raw).not.toMatch(/\+00/);
    const query = new URLSearchParams(raw);
    expect(query.get('or')).toBe(`(saved_at.lt."${savedAt}",and(saved_at.eq."${savedAt}",id.lt."81"))`);
    expect(query.get('order')).toBe('saved_at.desc,id.desc');
    expect(query.get('limit')).toBe('21');
  });

  it('answers no next page when exactly a page is left, and an empty page for no history', async () => {
    const full = createTestClient(() => ({ body: rows(20) }));
    expect((await fetchPostRevisionsPage(full.client, id)).next).toBeNull();
    const empty = createTestClient(() => ({ body: [] }));
    expect(await fetchPostRevisionsPage(empty.client, id)).toEqual({ revisions: [], next: null });
  });

  it('takes a page size and a limit, and refuses a bad one before asking', async () => {
    const { client, requests } = createTestClient(() => ({ body: rows(3) }));
    const page = await fetchPostRevisionsPage(client, id, null, 2);
    expect([page.revisions.length, page.next]).toEqual([2, { saved_at: savedAt, id: 99 }]);
    await listPostRevisions(client, id, { limit: 7 });
    expect(requests.map((r) => new URLSearchParams(r.rawQuery).get('limit'))).toEqual(['3', '7']);
    for (const size of [0, -1, 1.5, 1000]) {
      await expect(fetchPostRevisionsPage(client, id, null, size)).rejects.toThrow(RangeError);
    }
    await expect(listPostRevisions(client, id, { limit: 1001 })).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(2);
  });

  it('answers a failed page as a DataError', async () => {
    const { client } = createTestClient(() => ({ status: 500, body: postgrestError('XX000', 'boom') }));
    await expect(fetchPostRevisionsPage(client, id)).rejects.toMatchObject({ name: 'DataError' });
  });

  it('restores through the RPC and maps its 404 to NotFoundError', async () => {
    const { client, requests } = createTestClient(() => ({ body: { id, title: 'Back' } }));
    expect(await restorePostRevision(client, 7)).toMatchObject({ title: 'Back' });
    expect(requests[0]).toMatchObject({
      path: '/rest/v1/rpc/restore_post_revision',
      body: { revision_id: 7 },
    });
    const missing = createTestClient(() => ({
      status: 404,
      body: postgrestError('PT404', 'revision not found'),
    }));
    await expect(restorePostRevision(missing.client, 8)).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it.each([0, -1, 1.5])('refuses revision id %s before asking', async (revisionId) => {
    const { client, requests } = createTestClient();
    await expect(restorePostRevision(client, revisionId)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });
});
