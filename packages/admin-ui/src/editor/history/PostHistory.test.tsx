import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPost, fakeSupabase, type FakeRequest } from '../../test/fake-posts-api';
import { renderAdmin } from '../../test/render-admin';
import { PostEditor } from '../PostEditor';

beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const current = aPost({
  id: '5b8f0c1e-0000-4000-8000-0000000000a1',
  title: 'Current title',
  content: 'line one\nline two changed\n',
  updated_at: '2026-11-20T10:00:00+00:00',
});
const revision = <T extends object>(overrides: T) => ({
  post_id: '5b8f0c1e-0000-4000-8000-0000000000a1',
  slug: current.slug,
  category: current.category,
  excerpt: current.excerpt,
  cover_image: null,
  published_at: null,
  saved_by: null,
  saved_by_email: null,
  created_at: '2026-11-20T10:00:00+00:00',
  ...overrides,
});
const newer = revision({
  id: 2,
  title: 'Current title',
  content: 'line one\nline two\n',
  saved_by_email: 'ada@parley.test',
  saved_at: '2026-11-19T09:00:00+00:00',
  changed_fields: ['content'],
});
const older = revision({
  id: 1,
  title: 'Old title',
  content: 'line one\n',
  saved_at: '2026-11-18T08:30:00+00:00',
  changed_fields: ['title', 'content'],
});
const restored = {
  ...current,
  title: 'Old title',
  content: 'line one\n',
  updated_at: '2026-11-21T12:00:00+00:00',
};

function historyApi(options: { restoreFails?: boolean } = {}) {
  return fakeSupabase((request: FakeRequest) => {
    if (request.path.endsWith('/post_revisions')) return { body: [newer, older] };
    if (request.path.endsWith('/rpc/restore_post_revision')) {
      return options.restoreFails
        ? { status: 404, body: { code: 'PT404', message: 'revision not found' } }
        : { body: restored };
    }
    if (request.method === 'PATCH') return { body: [{ ...restored, ...(request.body as object) }] };
    return { body: [current] };
  });
}

// findBy* waits 1 s by default; rendering Mantine in jsdom on a busy machine can take longer.
const slow = { timeout: 5000 };

async function openHistory() {
  await screen.findByRole('textbox', { name: 'Title' }, slow);
  await userEvent.click(screen.getByRole('button', { name: 'History' }));
  return within(await screen.findByRole('dialog', { name: 'History of this post' }, slow));
}

describe('the post history', () => {
  it('lists who saved each version, when, and what the next save changed', async () => {
    const { client } = historyApi();
    renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, { supabase: client });
    const history = await openHistory();
    const versions = within(await history.findByRole('list', { name: 'Saved versions' }, slow)).getAllByRole(
      'listitem',
    );
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('Saved by ada@parley.test');
    expect(versions[0]).toHaveTextContent('(Nov 19, 2026, 9:00 AM (UTC))');
    expect(versions[0]).toHaveTextContent('Next save: Changed content (1 line added, 1 removed)');
    expect(versions[1]).toHaveTextContent('Saved by an admin');
    expect(versions[1]).toHaveTextContent('Next save: Changed title and content (1 line added, 0 removed)');
  });

  it('shows the diff of a version against the current text', async () => {
    const { client } = historyApi();
    renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, { supabase: client });
    const history = await openHistory();
    await userEvent.click(
      await history.findByRole('button', { name: /Compare the version saved Nov 18, 2026, 8:30 AM/ }, slow),
    );
    const diff = history.getByRole('region', { name: /Changes from the version of Nov 18, 2026/ });
    expect(diff.querySelector('ins')).toHaveTextContent('Added: + line two changed');
    expect(diff.querySelector('del')).toBeNull();
    expect(history.getByText('Old title', { selector: 'del' })).toBeInTheDocument();
  });

  it('restores a version after the confirm: the editor shows it and saves on top of it', async () => {
    const { client, requests } = historyApi();
    const confirm = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    const { host, location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      supabase: client,
      confirm,
    });
    const history = await openHistory();
    await userEvent.click(
      await history.findByRole('button', { name: /Compare the version saved Nov 18/ }, slow),
    );

    await userEvent.click(history.getByRole('button', { name: 'Restore this version' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Restore this version?'));
    expect(requests.some((request) => request.path.endsWith('/rpc/restore_post_revision'))).toBe(false);

    await userEvent.click(history.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Old title'));
    expect(requests.find((request) => request.path.endsWith('/rpc/restore_post_revision'))?.body).toEqual({
      revision_id: 1,
    });
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Version restored. The text it replaced is in the history.',
    });

    // The conflict check now compares against the restored version.
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    const update = requests.find((request) => request.method === 'PATCH')!;
    expect(update.query.get('updated_at')).toBe(`eq.${restored.updated_at}`);
  });

  it('says so when a restore fails, and keeps the editor as it was', async () => {
    const { client } = historyApi({ restoreFails: true });
    const { host } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      supabase: client,
    });
    const history = await openHistory();
    await userEvent.click(
      await history.findByRole('button', { name: /Compare the version saved Nov 18/ }, slow),
    );
    await userEvent.click(history.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: 'Failed to restore this version' }),
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Current title');
  });
});

describe('a long history, in pages', () => {
  const TOTAL = 45;
  // Version n has n lines; the current text has 50: each save added lines, never removed one.
  const linesUpTo = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('');
  const long = aPost({ ...current, content: linesUpTo(50) });
  const versions = Array.from({ length: TOTAL }, (_, i) => {
    const n = TOTAL - i;
    return revision({
      id: n,
      title: `Version ${n}`,
      content: linesUpTo(n),
      saved_at: new Date(Date.UTC(2026, 10, 1, n)).toISOString().replace('.000Z', '.123456+00:00'),
      changed_fields: ['content'],
    });
  });

  /** Answers pages as PostgREST would: newest first, after the `or` filter's id, `limit` rows. */
  function pagedApi(answerPage?: (page: number) => Promise<void> | void) {
    let page = 0;
    return fakeSupabase(async (request: FakeRequest) => {
      if (request.path.endsWith('/post_revisions')) {
        await answerPage?.(++page);
        const after = /id\.lt\."(\d+)"/.exec(request.query.get('or') ?? '')?.[1];
        const start = after ? versions.findIndex((v) => v.id === Number(after)) + 1 : 0;
        return { body: versions.slice(start, start + Number(request.query.get('limit'))) };
      }
      if (request.path.endsWith('/rpc/restore_post_revision')) return { body: restored };
      return { body: [long] };
    });
  }

  const entries = async (history: ReturnType<typeof within>) =>
    within(await history.findByRole('list', { name: 'Saved versions' }, slow)).getAllByRole('listitem');

  it('shows the newest 20, then 20 more and the last 5 on "Show older versions", then no button', async () => {
    const { client, requests } = pagedApi();
    const confirm = vi.fn().mockResolvedValue(true);
    renderAdmin(<PostEditor postId={current.id} />, { supabase: client, confirm });
    const history = await openHistory();
    let shown = await entries(history);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toHaveTextContent('Version 45');
    expect(shown[0]).toHaveTextContent('Next save: Changed content (5 lines added, 0 removed)');
    expect(shown[19]).toHaveTextContent('Version 26');

    await userEvent.click(history.getByRole('button', { name: 'Show older versions' }));
    await waitFor(async () => expect(await entries(history)).toHaveLength(40));
    shown = await entries(history);
    expect(shown.map((entry) => entry.querySelector('p')?.textContent)).toEqual(
      versions.slice(0, 40).map((v) => v.title),
    );
    // The top of page 2 compares with the last of page 1 (26 lines), not with the current text.
    expect(shown[20]).toHaveTextContent('Version 25');
    expect(shown[20]).toHaveTextContent('Next save: Changed content (1 line added, 0 removed)');

    await userEvent.click(history.getByRole('button', { name: 'Show older versions' }));
    await waitFor(async () => expect(await entries(history)).toHaveLength(TOTAL));
    expect(history.queryByRole('button', { name: 'Show older versions' })).toBeNull();

    const pages = requests.filter((request) => request.path.endsWith('/post_revisions'));
    expect(pages.map((request) => [request.query.get('limit'), request.query.get('or')])).toEqual([
      ['21', null],
      [
        '21',
        `(saved_at.lt."${versions[19]!.saved_at}",and(saved_at.eq."${versions[19]!.saved_at}",id.lt."26"))`,
      ],
      [
        '21',
        `(saved_at.lt."${versions[39]!.saved_at}",and(saved_at.eq."${versions[39]!.saved_at}",id.lt."6"))`,
      ],
    ]);
    expect(pages.every((request) => request.query.get('order') === 'saved_at.desc,id.desc')).toBe(true);

    // Compare and Restore work on a version of the last page.
    await userEvent.click(
      history.getByRole('button', { name: /Compare the version saved Nov 1, 2026, 4:00 AM/ }),
    );
    expect(
      history.getByRole('region', { name: /Changes from the version of Nov 1, 2026, 4:00 AM/ }),
    ).toBeInTheDocument();
    await userEvent.click(history.getByRole('button', { name: 'Restore this version' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/rpc/restore_post_revision'))?.body).toEqual({
        revision_id: 4,
      }),
    );
  });

  it('shows the button loading while older versions load', async () => {
    let release = () => {};
    const { client } = pagedApi((page) =>
      page === 2 ? new Promise<void>((resolve) => (release = resolve)) : undefined,
    );
    renderAdmin(<PostEditor postId={current.id} />, { supabase: client });
    const history = await openHistory();
    await entries(history);
    const button = history.getByRole('button', { name: 'Show older versions' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    release();
    await waitFor(async () => expect(await entries(history)).toHaveLength(40));
    expect(history.getByRole('button', { name: 'Show older versions' })).not.toHaveAttribute('data-loading');
  });

  it('says so when older versions fail to load, keeps what it shows, and loads them on a retry', async () => {
    let failing = true;
    const { client } = pagedApi((page) => {
      if (page > 1 && failing) throw new Error('offline');
    });
    renderAdmin(<PostEditor postId={current.id} />, { supabase: client });
    const history = await openHistory();
    await entries(history);
    await userEvent.click(history.getByRole('button', { name: 'Show older versions' }));
    expect(
      await history.findByText('Failed to load older versions. Please try again.', undefined, slow),
    ).toBeInTheDocument();
    expect(await entries(history)).toHaveLength(20);
    expect(history.queryByText('Failed to load the history. Please try again.')).toBeNull();

    failing = false;
    await userEvent.click(history.getByRole('button', { name: 'Show older versions' }));
    await waitFor(async () => expect(await entries(history)).toHaveLength(40));
    expect(history.queryByText('Failed to load older versions. Please try again.')).toBeNull();
  });
});
