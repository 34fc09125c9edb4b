// @vitest-environment jsdom
import '@parley/admin-ui/test-setup';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { formatShortDate } from '@parley/shared/dates';
import { createTestClient, postgrestError, type FakeResponse } from '@parley/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudioBridge } from '../../../shared/ipc-contract';
import { SupabaseClientProvider } from '../lib/supabase-context';
import { LeadsScreen } from './LeadsScreen';

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

const lead = (i: number, handled = false) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  kind: i % 2 ? 'demo' : 'newsletter',
  name: `Lead ${i}`,
  email: `lead-${i}@acme.test`,
  company: 'Acme',
  plan: null,
  page: '/signup',
  message: null,
  created_at: `2026-11-${String(10 + (i % 10)).padStart(2, '0')}T10:00:00Z`,
  handled_at: handled ? '2026-11-22T10:00:00Z' : null,
  // lead-101 has written three times; two of its submissions wait (see `history`).
  submissions: i === 101 ? 3 : 1,
  waiting: i === 101 ? 2 : handled ? 0 : 1,
});

/** lead-101's history, newest first: the real request, then what was filed before under the address. */
const history = [
  {
    ...lead(101),
    name: 'Grace Chief',
    company: 'BigCorp',
    plan: 'enterprise',
    page: '/signup?type=demo',
    message: 'A demo for our procurement team, please.',
    created_at: '2026-11-23T09:30:00Z',
    submissions: 3,
  },
  {
    ...lead(101),
    id: '00000000-0000-4000-8000-000000000901',
    name: 'Not interested',
    company: 'spam',
    message: 'Not interested, spam',
    created_at: '2026-11-20T22:05:00Z',
    handled_at: '2026-11-21T08:00:00Z',
    submissions: null,
    waiting: null,
  },
  {
    ...lead(101),
    id: '00000000-0000-4000-8000-000000000902',
    kind: 'demo',
    message: null,
    created_at: '2026-11-20T22:04:00Z',
    submissions: null,
    waiting: null,
  },
];

const stats = {
  total: 120,
  waiting: 119,
  submissions: 131,
  by_kind: { trial: 0, demo: 60, subscribe: 0, newsletter: 60, contact: 0 },
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week: `2026-09-${String(i + 1).padStart(2, '0')}`,
    count: i,
  })),
};

/** A Supabase client answering the inbox's requests like the database would, recording them. */
function fakeBackend(answers: { history?: () => FakeResponse } = {}) {
  const requests: Recorded[] = [];
  // lead-101's newest submission once the admin marked it: its earlier waiting one still waits.
  let newestMarked = false;
  const { client } = createTestClient((request) => {
    const recorded: Recorded = {
      method: request.method,
      path: request.path,
      query: request.params,
      body: request.body as Recorded['body'],
    };
    requests.push(recorded);
    if (request.path.endsWith('/rpc/lead_stats')) return { body: stats };
    if (request.path.endsWith('/rpc/admin_leads_page')) {
      const page = Number(recorded.body?.page);
      const first = lead(page * 100 + 1);
      const shown =
        page === 1 && newestMarked ? { ...first, handled_at: '2026-11-23T09:00:00Z', waiting: 1 } : first;
      return {
        body: { leads: [shown, lead(page * 100 + 2)], total: 120, page, page_size: 50 },
      };
    }
    if (request.method === 'PATCH') {
      if (request.params.get('id') === `eq.${lead(101).id}`) newestMarked = true;
      return { body: [{ ...lead(101), handled_at: '2026-11-23T09:00:00Z' }] };
    }
    // One address's history (the export never filters by address).
    if (request.params.has('email')) return answers.history?.() ?? { body: history };
    // The export's keyset pages: 1,000 rows, then the rest.
    const later = request.params.has('or');
    const rows = Array.from({ length: later ? 120 : 1000 }, (_, i) => lead(later ? 1000 + i : i));
    return { body: rows, headers: { 'content-range': `0-${rows.length - 1}/1120` } };
  });
  return { client, requests };
}

let exported: string[];
beforeEach(() => {
  exported = [];
  const chunks: string[] = [];
  const leadsExport: StudioBridge['leadsExport'] = {
    start: async () => ({ saved: true, exportId: '5b8f0c1e-0000-4000-8000-000000000001' }),
    write: async (_id, chunk) => void chunks.push(chunk),
    finish: async () => (exported.push(chunks.join('')), { path: '/home/admin/leads.csv' }),
    abort: async () => undefined,
  };
  window.parley = { leadsExport } as unknown as StudioBridge;
});

function renderInbox(answers: Parameters<typeof fakeBackend>[0] = {}) {
  const backend = fakeBackend(answers);
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SupabaseClientProvider client={backend.client}>
          <LeadsScreen />
        </SupabaseClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return backend;
}

const pageRequests = (requests: Recorded[]) =>
  requests.filter((request) => request.path.endsWith('/rpc/admin_leads_page'));

// Rendering Mantine in jsdom on a busy machine takes seconds.
describe('LeadsScreen', { timeout: 15_000 }, () => {
  it('shows the counts, the weekly figures as a table, and a page with the exact count', async () => {
    renderInbox();
    expect(await screen.findByText('Showing 1–50 of 120 leads')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Lead counts' });
    expect(within(counts).getByText('All leads').nextSibling).toHaveTextContent('120');
    expect(within(counts).getByText('Waiting').nextSibling).toHaveTextContent('119');
    expect(within(counts).getByText('Submissions').nextSibling).toHaveTextContent('131');
    expect(within(counts).getByText('Demo').nextSibling).toHaveTextContent('60');
    const weeks = screen.getByRole('table', { name: 'Leads per week, last 12 weeks' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(within(weeks).getByRole('row', { name: 'Sep 12 11' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'lead-101@acme.test' })).toBeInTheDocument();
  });

  it('asks the database for the page, the order, the kind and the search', async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(pageRequests(requests).at(-1)!.body).toMatchObject({ page: 3 }));
    await user.click(screen.getByRole('button', { name: /^Email/ }));
    await waitFor(() =>
      expect(pageRequests(requests).at(-1)!.body).toMatchObject({ sort: 'email', direction: 'asc', page: 1 }),
    );
    await user.click(within(screen.getByRole('radiogroup', { name: 'Kind' })).getByText('Demo'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by email, name or company' }), 'Acme');
    await waitFor(() =>
      expect(pageRequests(requests).at(-1)!.body).toMatchObject({ kind: 'demo', search: 'Acme', page: 1 }),
    );
  });

  it('marks a lead handled', async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const row = screen.getByRole('cell', { name: 'lead-101@acme.test' }).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Handled' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const update = requests.find((request) => request.method === 'PATCH')!;
    expect(update.query.get('id')).toBe(`eq.${lead(101).id}`);
    expect(update.body?.handled_at).toEqual(expect.any(String));
  });

  it("marks the entry's shown submission only: the entry still says what waits, and stays under Waiting", async () => {
    // The real CEO's request, then an attacker's spam under the same address: the inbox shows the spam.
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const row = () => screen.getByRole('cell', { name: 'lead-101@acme.test' }).closest('tr')!;
    await userEvent.click(within(row()).getByRole('checkbox', { name: 'Handled' }));
    expect(
      await within(row()).findByRole('button', { name: '1 waiting of 3 submissions' }),
    ).toBeInTheDocument();
    const updates = requests.filter((request) => request.method === 'PATCH');
    expect(updates).toHaveLength(1);
    // One id, by equality: no filter that could reach the address's other submissions.
    expect([...updates[0]!.query.keys()].filter((key) => key !== 'select')).toEqual(['id']);
    expect(updates[0]!.query.get('id')).toBe(`eq.${lead(101).id}`);
    expect(within(row()).getByRole('checkbox', { name: 'Handled' })).toBeChecked();
    // The date beside the box is the shown submission's; the cell says the entry still waits.
    expect(within(row()).getByText(formatShortDate('2026-11-23T09:00:00Z'))).toBeInTheDocument();
    expect(within(row()).getByText('1 earlier waiting')).toBeInTheDocument();
  });

  it('sorts by the handled date the rows show, newest first, then flips', async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Handled/ }));
    await waitFor(() =>
      expect(pageRequests(requests).at(-1)!.body).toMatchObject({ sort: 'handled_at', direction: 'desc' }),
    );
    expect(screen.getByRole('columnheader', { name: /^Handled/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Handled/ }));
    await waitFor(() =>
      expect(pageRequests(requests).at(-1)!.body).toMatchObject({ sort: 'handled_at', direction: 'asc' }),
    );
  });

  it('"Mark all handled" in the history marks the waiting submissions it lists, by id, and names how many', async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    await userEvent.click(screen.getByRole('button', { name: '2 waiting of 3 submissions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all handled (2 waiting)' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const update = requests.find((request) => request.method === 'PATCH')!;
    // The two waiting ones shown (newest and oldest), not the one already handled.
    expect(update.query.get('id')).toBe(`in.(${history[0]!.id},${history[2]!.id})`);
    expect(Object.keys(update.body ?? {})).toEqual(['handled_at']);
  });

  it('shows the box ticked as soon as it is clicked, while the change is saved', async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const row = screen.getByRole('cell', { name: 'lead-101@acme.test' }).closest('tr')!;
    const box = within(row).getByRole('checkbox', { name: 'Handled' });
    fireEvent.click(box);
    // Checked in the click's own render, not a task later when the mutation's state arrives.
    expect(box).toBeChecked();
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
  });

  it('exports every matching lead page by page and says how many', async () => {
    renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1,120 leads to /home/admin/leads.csv')).toBeInTheDocument();
    const lines = exported[0]!.split('\r\n');
    expect(lines[0]).toBe('created_at,kind,name,email,company,plan,page,message,submissions');
    expect(lines).toHaveLength(1120 + 2);
  });

  it("opens an address's history from its count, newest first, and closes it again", async () => {
    const { requests } = renderInbox();
    await screen.findByText('Showing 1–50 of 120 leads');
    const row = screen.getByRole('cell', { name: 'lead-101@acme.test' }).closest('tr')!;
    expect(
      within(screen.getByRole('cell', { name: 'lead-102@acme.test' }).closest('tr')!).getByRole('button', {
        name: '1 submission',
      }),
    ).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: '2 waiting of 3 submissions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const table = await screen.findByRole('table', { name: 'Submissions from lead-101@acme.test (demo)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', table.closest('td')!.id);
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((h) => h.textContent),
      )[0],
    ).toEqual(['Sent', 'Kind', 'Name', 'Company', 'Plan', 'Page', 'Message', 'Handled']);
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Nov 23, 2026, 9:30 AM UTC',
        'demo',
        'Grace Chief',
        'BigCorp',
        'enterprise',
        '/signup?type=demo',
        'A demo for our procurement team, please.',
        'Waiting',
      ],
      [
        'Nov 20, 2026, 10:05 PM UTC',
        'demo',
        'Not interested',
        'spam',
        '',
        '/signup',
        'Not interested, spam',
        formatShortDate('2026-11-21T08:00:00Z'),
      ],
      ['Nov 20, 2026, 10:04 PM UTC', 'demo', 'Lead 101', 'Acme', '', '/signup', '', 'Waiting'],
    ]);
    const asked = requests.find((request) => request.query.has('email'))!;
    expect(asked.method).toBe('GET');
    expect([asked.query.get('kind'), asked.query.get('email'), asked.query.get('order')]).toEqual([
      'eq.demo',
      'eq.lead-101@acme.test',
      'created_at.desc,id.desc',
    ]);
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /^Submissions from/ })).not.toBeInTheDocument();
  });

  it('says when the history shows only the newest submissions', async () => {
    renderInbox({ history: () => ({ body: history.slice(0, 2) }) });
    await screen.findByText('Showing 1–50 of 120 leads');
    await userEvent.click(screen.getByRole('button', { name: '2 waiting of 3 submissions' }));
    expect(
      await screen.findByText('Showing the newest 2 of 3 submissions. The CSV export has every one.'),
    ).toBeInTheDocument();
  });

  it('says so when the history fails to load, and the inbox stays', async () => {
    renderInbox({
      history: () => ({ status: 401, body: postgrestError('42501', 'permission denied for table leads') }),
    });
    await screen.findByText('Showing 1–50 of 120 leads');
    await userEvent.click(screen.getByRole('button', { name: '2 waiting of 3 submissions' }));
    // The query is retried once (QUERY_DEFAULTS), a second later.
    const alert = await screen.findByText('Failed to load the history. Please try again.', undefined, {
      timeout: 5_000,
    });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Showing 1–50 of 120 leads')).toBeInTheDocument();
  });
});
