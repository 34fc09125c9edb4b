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
import { listPostRevisions, restorePostRevision } from './revisions';

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
