import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterSubscriber } from '@parley/shared/newsletter';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { fakeSupabase, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { SubscribersScreen } from './SubscribersScreen';

interface PageArgs {
  p_status?: string;
  p_search?: string;
  p_page: number;
  p_page_size: number;
}

function subscriber(n: number, overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    email: `reader${n}@example.com`,
    status: 'confirmed',
    created_at: '2026-11-01T10:00:00Z',
    confirmed_at: '2026-11-01T10:05:00Z',
    unsubscribed_at: null,
    ...overrides,
  };
}

/** `total` subscriptions, newest first; the page function answers the slice a call asks for. */
function backend(total: number, special: NewsletterSubscriber[] = []) {
  const all = [...special, ...Array.from({ length: total - special.length }, (_, i) => subscriber(i + 1))];
  return fakeSupabase((request) => {
    if (request.path === '/rest/v1/rpc/admin_newsletter_counts') {
      return { body: { pending: 12, confirmed: total, unsubscribed: 3, suppressed: 1 } };
    }
    if (request.path === '/rest/v1/rpc/admin_newsletter_subscribers_page') {
      const { p_page, p_page_size, p_search } = request.body as PageArgs;
      const matching = p_search ? all.filter((row) => row.email.includes(p_search)) : all;
      const rows = matching.slice((p_page - 1) * p_page_size, p_page * p_page_size);
      return { body: { rows, total: matching.length } };
    }
    return { status: 404, body: { message: 'no fake' } };
  });
}

const pageCalls = (requests: FakeRequest[]) =>
  requests
    .filter((request) => request.path === '/rest/v1/rpc/admin_newsletter_subscribers_page')
    .map((request) => request.body as PageArgs);

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('SubscribersScreen', () => {
  it('shows the counts by status and the newest page of addresses', async () => {
    const { client } = backend(120);
    renderAdmin(<SubscribersScreen />, { supabase: client });
    await waitFor(() => expect(screen.getByLabelText('Confirmed subscribers')).toHaveTextContent('120'));
    expect(screen.getByLabelText('Pending subscribers')).toHaveTextContent('12');
    expect(screen.getByLabelText('Unsubscribed subscribers')).toHaveTextContent('3');
    expect(await screen.findByText('reader1@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Showing 1–50 of 120 subscribers')).toBeInTheDocument();
  });

  it('pages, filters by status and searches through the database function', async () => {
    const { client, requests } = backend(120);
    renderAdmin(<SubscribersScreen />, { supabase: client });
    const user = userEvent.setup();
    await screen.findByText('reader1@example.com');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('reader51@example.com')).toBeInTheDocument();
    expect(pageCalls(requests).at(-1)).toEqual({ p_page: 2, p_page_size: 50 });

    await user.click(screen.getByRole('radio', { name: M.statuses.pending }));
    await waitFor(() =>
      expect(pageCalls(requests).at(-1)).toEqual({ p_status: 'pending', p_page: 1, p_page_size: 50 }),
    );

    await user.click(screen.getByRole('radio', { name: M.allStatuses }));
    await user.type(screen.getByRole('searchbox', { name: M.search }), 'reader7');
    await waitFor(() =>
      expect(pageCalls(requests).at(-1)).toEqual({ p_search: 'reader7', p_page: 1, p_page_size: 50 }),
    );
    expect(await screen.findByText('reader70@example.com')).toBeInTheDocument();
    expect(screen.queryByText('reader1@example.com')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { client } = backend(3);
    renderAdmin(<SubscribersScreen />, { supabase: client });
    await screen.findByText('reader1@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: M.search }), 'nobody');
    expect(await screen.findByText(M.noSubscribers)).toBeInTheDocument();
  });

  it('exports every row of the filter as CSV, 200 a request, formulas defused', async () => {
    const hostile = subscriber(0, { email: '=cmd|calc@evil.example', status: 'pending', confirmed_at: null });
    const { client, requests } = backend(450, [hostile]);
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:subscribers';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { host } = renderAdmin(<SubscribersScreen />, { supabase: client });
    await screen.findByText('reader1@example.com');

    await userEvent.click(screen.getByRole('button', { name: M.exportCsv }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: M.exported(450) }),
    );
    expect(click).toHaveBeenCalledTimes(1);
    const exportCalls = pageCalls(requests).filter((call) => call.p_page_size === 200);
    expect(exportCalls.map((call) => call.p_page)).toEqual([1, 2, 3]);
    const lines = (await readText(saved!)).split('\r\n');
    expect(lines[0]).toBe('email,status,created_at,confirmed_at,unsubscribed_at');
    expect(lines[1]).toBe("'=cmd|calc@evil.example,pending,2026-11-01T10:00:00Z,,");
    expect(lines).toHaveLength(452); // header, 450 rows, the last CRLF's empty rest
    expect(new Set(lines.slice(1, 451)).size).toBe(450);
  });

  it('reports a failed export and saves nothing', async () => {
    const { client } = backend(10);
    const create = vi.spyOn(URL, 'createObjectURL');
    const { host } = renderAdmin(<SubscribersScreen />, { supabase: client });
    await screen.findByText('reader1@example.com');
    client.rpc = (() => {
      throw new Error('offline');
    }) as never;
    await userEvent.click(screen.getByRole('button', { name: M.exportCsv }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: M.exportFailed }));
    expect(create).not.toHaveBeenCalled();
    expect(within(document.body).queryByText(/Exported \d+ of/)).not.toBeInTheDocument();
  });
});
