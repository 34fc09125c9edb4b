import { describe, expect, it } from 'vitest';
import { DataError } from '../errors/data-errors';
import { postgrestError } from '../testing/fake-fetch';
import { createTestClient } from '../testing/test-client';
import {
  fetchNewsletterCounts,
  fetchNewsletterSender,
  fetchNewsletterSends,
  fetchNewsletterSubscribersPage,
  forEachNewsletterSubscribersPage,
  NewsletterAlreadySentError,
  NewsletterPostNotPublishedError,
  NewsletterSendRunningError,
  sendNewsletterPost,
  sendNewsletterTest,
  type NewsletterSubscriber,
} from './admin-newsletter';

const POST_ID = '5b8f0c1e-0000-4000-8000-000000000001';

function subscriber(n: number): NewsletterSubscriber {
  return {
    email: `s${n}@example.com`,
    status: 'confirmed',
    created_at: '2026-11-01T10:00:00Z',
    confirmed_at: '2026-11-01T10:05:00Z',
    unsubscribed_at: null,
  };
}

describe('newsletter admin data', () => {
  it('reads the counts, and refuses an answer of another shape', async () => {
    const counts = { pending: 1, confirmed: 5000, unsubscribed: 3, suppressed: 0 };
    const { client, requests } = createTestClient(() => ({ body: counts }));
    await expect(fetchNewsletterCounts(client)).resolves.toEqual(counts);
    expect(requests[0]!.path).toBe('/rest/v1/rpc/admin_newsletter_counts');

    const { client: wrong } = createTestClient(() => ({ body: { confirmed: '5000' } }));
    await expect(fetchNewsletterCounts(wrong)).rejects.toBeInstanceOf(DataError);
  });

  it('reads the sender, null when no worker ran', async () => {
    const { client } = createTestClient(() => ({ body: null }));
    await expect(fetchNewsletterSender(client)).resolves.toBeNull();
  });

  it("reads a post's sends", async () => {
    const send = {
      id: 'd1',
      kind: 'post',
      created_at: '2026-11-01T10:00:00Z',
      recipients: 5000,
      queued: 3800,
      sent: 1200,
      failed: 0,
      suppressed: 0,
      cancelled: 0,
      cancelled_reason: null,
      finished_at: null,
    };
    const { client, requests } = createTestClient(() => ({ body: [send] }));
    await expect(fetchNewsletterSends(client, POST_ID)).resolves.toEqual([send]);
    expect(requests[0]!.body).toEqual({ p_post_id: POST_ID });
    // A send cut short by its post's deletion; any other reason is an answer this code cannot show.
    const cut = {
      ...send,
      cancelled: 3800,
      cancelled_reason: 'deleted',
      finished_at: '2026-11-01T10:05:00Z',
    };
    const { client: cutClient } = createTestClient(() => ({ body: [cut] }));
    await expect(fetchNewsletterSends(cutClient, POST_ID)).resolves.toEqual([cut]);
    const { client: oddClient } = createTestClient(() => ({ body: [{ ...cut, cancelled_reason: 'bored' }] }));
    await expect(fetchNewsletterSends(oddClient, POST_ID)).rejects.toBeInstanceOf(DataError);
  });

  it('maps the refusals of a send to their errors; anything else is a DataError', async () => {
    for (const [message, type] of [
      ['newsletter_already_sent', NewsletterAlreadySentError],
      ['newsletter_post_not_published', NewsletterPostNotPublishedError],
      ['newsletter_send_running', NewsletterSendRunningError],
      ['Only admins may do this', DataError],
    ] as const) {
      const { client } = createTestClient(() => ({ status: 400, body: postgrestError('P0001', message) }));
      await expect(sendNewsletterPost(client, POST_ID)).rejects.toBeInstanceOf(type);
    }
  });

  it('asks for a resend only when told', async () => {
    const { client, requests } = createTestClient(() => ({ body: 'send-id' }));
    await expect(sendNewsletterPost(client, POST_ID)).resolves.toBe('send-id');
    await sendNewsletterPost(client, POST_ID, { resend: true });
    expect(requests.map((request) => request.body)).toEqual([
      { p_post_id: POST_ID, p_resend: false },
      { p_post_id: POST_ID, p_resend: true },
    ]);
  });

  it('sends a test mail', async () => {
    const { client, requests } = createTestClient(() => ({ body: 'test-id' }));
    await expect(sendNewsletterTest(client, POST_ID)).resolves.toBe('test-id');
    expect(requests[0]!.path).toBe('/rest/v1/rpc/admin_newsletter_send_test');
  });
});

describe('fetchNewsletterSubscribersPage', () => {
  it('passes the filter, trims the search and cuts it to the bound', async () => {
    const { client, requests } = createTestClient(() => ({ body: { rows: [subscriber(1)], total: 1 } }));
    await fetchNewsletterSubscribersPage(client, {
      status: 'pending',
      search: '  Ann ',
      page: 2,
      pageSize: 20,
    });
    await fetchNewsletterSubscribersPage(client, { search: 'x'.repeat(10_000) });
    await fetchNewsletterSubscribersPage(client, { search: '   ' });
    expect(requests[0]!.body).toEqual({ p_status: 'pending', p_search: 'Ann', p_page: 2, p_page_size: 20 });
    expect((requests[1]!.body as { p_search: string }).p_search).toHaveLength(254);
    expect(requests[2]!.body).toEqual({ p_page: 1, p_page_size: 50 });
  });

  it.each([
    { page: 0 },
    { page: 1.5 },
    { page: Number.NaN },
    { pageSize: 0 },
    { pageSize: 201 },
    { status: 'everyone' as never },
  ])('refuses %j without asking the database', async (query) => {
    const { client, requests } = createTestClient(() => ({ body: { rows: [], total: 0 } }));
    await expect(fetchNewsletterSubscribersPage(client, query)).rejects.toBeInstanceOf(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('reads every page of the filter, 200 at a time', async () => {
    const total = 450;
    const { client, requests } = createTestClient((request) => {
      const { p_page } = request.body as { p_page: number };
      const first = (p_page - 1) * 200;
      const rows = Array.from({ length: Math.max(0, Math.min(200, total - first)) }, (_, i) =>
        subscriber(first + i),
      );
      return { body: { rows, total } };
    });
    const seen: string[] = [];
    await forEachNewsletterSubscribersPage(client, { status: 'confirmed' }, (rows) => {
      seen.push(...rows.map((row) => row.email));
    });
    expect(seen).toHaveLength(450);
    expect(new Set(seen).size).toBe(450);
    expect(requests).toHaveLength(3);
    expect(requests.every((request) => (request.body as { p_status: string }).p_status === 'confirmed')).toBe(
      true,
    );
  });
});
