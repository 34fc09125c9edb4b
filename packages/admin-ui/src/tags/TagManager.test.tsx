import type { AdminTag } from '@parley/shared/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeSupabase, type FakeAnswer, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { TAG_MESSAGES } from './tag-messages';
import { TagManager } from './TagManager';

// The admins' tag screen (docs/product-rules.md#tags): the list with its counts, rename, merge and
// delete, each request as the database receives it, and each failure told.

const DEAL_DESK: AdminTag = {
  id: 't1',
  name: 'Deal Desk',
  slug: 'deal-desk',
  post_count: 3,
  published_count: 2,
};
const PRICING: AdminTag = { id: 't2', name: 'Pricing', slug: 'pricing', post_count: 1, published_count: 0 };

/** The tag screen over a fake API: `admin_tags` answers `tags`, every write is answered by `write`. */
function renderManager(
  tags: AdminTag[] | FakeAnswer,
  write: (request: FakeRequest) => FakeAnswer = () => ({ status: 204 }),
) {
  const api = fakeSupabase(write, (request) =>
    request.path.endsWith('/admin_tags') ? (Array.isArray(tags) ? { body: tags } : tags) : undefined,
  );
  const view = renderAdmin(<TagManager />, { supabase: api.client });
  return { ...view, ...api, user: userEvent.setup() };
}

const row = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLTableRowElement;

describe('TagManager', () => {
  it('lists every tag with its address, its posts and how many are published', async () => {
    renderManager([DEAL_DESK, PRICING]);
    const dealDesk = within(await row('Deal Desk'));
    expect(dealDesk.getByRole('cell', { name: '/blog/tag/deal-desk' })).toBeInTheDocument();
    expect(dealDesk.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(dealDesk.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(await row('Pricing')).getByRole('button', { name: 'Delete Pricing' })).toBeInTheDocument();
  });

  it('says when there are no tags, and when they cannot be loaded', async () => {
    const empty = renderManager([]);
    expect(await screen.findByText(TAG_MESSAGES.none)).toBeInTheDocument();
    empty.unmount();
    renderManager({ status: 400, body: { code: '42501', message: 'only admins may list tags' } });
    // The refusal can take more than the default second on a loaded machine.
    expect(await screen.findByText(TAG_MESSAGES.loadFailed, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('renames a tag by its id with the trimmed name, and says so', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK]);
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Rename Deal Desk' }));
    const name = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(name);
    await user.type(name, '  Deal Room  ');
    await user.click(screen.getByRole('button', { name: 'Rename tag' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: TAG_MESSAGES.renamed }),
    );
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/rest/v1/tags');
    expect(patch?.query.get('id')).toBe('eq.t1');
    expect(patch?.body).toEqual({ name: 'Deal Room' });
  });

  it('refuses a name the database refuses, sending nothing, and tells a refused rename', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK, PRICING], () => ({
      status: 409,
      body: { code: '23505', message: 'duplicate key value violates unique constraint "tags_slug_key"' },
    }));
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Rename Deal Desk' }));
    const name = screen.getByRole('textbox', { name: 'New name' });
    const rename = screen.getByRole('button', { name: 'Rename tag' });
    for (const [typed, message] of [
      ['x'.repeat(41), TAG_MESSAGES.tooLong],
      ['!!!', TAG_MESSAGES.noLetter],
      ['Gօօgle', TAG_MESSAGES.mixedScripts],
      ['Deal\u202eDesk', TAG_MESSAGES.invisible],
    ] as const) {
      await user.clear(name);
      await user.type(name, typed);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(rename).toBeDisabled();
    }
    await user.clear(name);
    expect(rename).toBeDisabled(); // empty
    await user.type(name, ' ');
    expect(rename).toBeDisabled(); // blank
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    // Another tag's name: the database refuses (unique slug), and the screen says why it may have.
    await user.clear(name);
    await user.type(name, 'pricing');
    await user.click(rename);
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: TAG_MESSAGES.renameFailed }),
    );
    expect(screen.getByRole('dialog', { name: 'Rename tag' })).toBeInTheDocument(); // the name stays to fix
  });

  it('merges a tag into another, chosen among the others, and says how many posts moved', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK, PRICING], (request) =>
      request.path.endsWith('/merge_tags') ? { body: 3 } : { status: 500 },
    );
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Merge Deal Desk' }));
    const merge = screen.getByRole('button', { name: 'Merge tag' });
    expect(merge).toBeDisabled(); // no target yet
    await user.click(screen.getByLabelText('Move the posts of “Deal Desk” to', { selector: 'input' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Pricing']); // never itself
    await user.click(options[0]!);
    await user.click(merge);
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: TAG_MESSAGES.merged(3) }),
    );
    expect(requests.find((request) => request.path.endsWith('/merge_tags'))?.body).toEqual({
      source: 't1',
      target: 't2',
    });
  });

  it('shows how many posts carry a tag before deleting it, and deletes it by its id', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK]);
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Delete Deal Desk' }));
    expect(screen.getByText(TAG_MESSAGES.confirmDelete('Deal Desk', 3, 2))).toBeInTheDocument();
    expect(screen.getByText(/It is on 3 posts \(2 published\)/)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete tag' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: TAG_MESSAGES.deleted }),
    );
    const deleted = requests.find((request) => request.method === 'DELETE');
    expect(deleted?.path).toBe('/rest/v1/tags');
    expect(deleted?.query.get('id')).toBe('eq.t1');
  });

  it('deletes once when the dialog\'s Delete tag is double-clicked: no "failed" after the deletion', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK]);
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Delete Deal Desk' }));
    await user.dblClick(screen.getByRole('button', { name: 'Delete tag' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: TAG_MESSAGES.deleted }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(host.notify).toHaveBeenCalledTimes(1);
  });

  it('tells a failed delete and keeps the dialog; Cancel deletes nothing', async () => {
    const { user, requests, host } = renderManager([DEAL_DESK], () => ({
      status: 500,
      body: { message: 'x' },
    }));
    await user.click(within(await row('Deal Desk')).getByRole('button', { name: 'Delete Deal Desk' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Deal Desk' }));
    await user.click(screen.getByRole('button', { name: 'Delete tag' }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'error', message: TAG_MESSAGES.deleteFailed }),
    );
    expect(screen.getByRole('dialog', { name: 'Delete tag' })).toBeInTheDocument();
  });

  it('gives the focus back to the button that opened a dialog when Escape or Cancel closes it', async () => {
    const { user } = renderManager([DEAL_DESK]);
    const remove = within(await row('Deal Desk')).getByRole('button', { name: 'Delete Deal Desk' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete tag' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());

    const rename = screen.getByRole('button', { name: 'Rename Deal Desk' });
    await user.click(rename);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(rename).toHaveFocus());
  });
});
