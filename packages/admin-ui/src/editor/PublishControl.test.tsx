import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aPost, fakeSupabase, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { PostEditor } from './PostEditor';
import { findContentEditor } from '../test/markdown-editor';

// Times are typed and shown in the admin's zone: pinned here so the test reads the same anywhere.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Paris');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

// findBy* waits 1 s by default; rendering Mantine in jsdom on a busy machine can take longer.
const slow = { timeout: 5000 };
const inOneDay = () => new Date(Date.now() + 24 * 3600_000);
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

function savingApi(stored = aPost({ id: '5b8f0c1e-0000-4000-8000-0000000000a1' })) {
  return fakeSupabase((request: FakeRequest) => {
    if (request.method === 'POST') return { status: 201, body: { ...stored, ...(request.body as object) } };
    if (request.method === 'PATCH') return { body: [{ ...stored, ...(request.body as object) }] };
    return { body: [stored] };
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Scheduled post');
  await user.type(screen.getByRole('textbox', { name: 'Excerpt' }), 'Later');
  await user.type(await findContentEditor(), 'Body');
}

const written = (requests: FakeRequest[]) =>
  // The post's write, not the editor's other calls (the newsletter panel's functions are POSTs too).
  requests.find((r) => r.path === '/rest/v1/blog_posts' && (r.method === 'POST' || r.method === 'PATCH'))
    ?.body as { published_at: string | null } | undefined;

describe('the publish control', () => {
  it('Publish now stamps the moment of saving', async () => {
    const { client, requests } = savingApi();
    const { location } = renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Publish now' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    const stamped = Date.parse(written(requests)!.published_at!);
    expect(stamped).toBeGreaterThanOrEqual(before - 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });

  it('Schedule stores the typed time of the admin’s zone in UTC', async () => {
    const { client, requests } = savingApi();
    const { location } = renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    const at = inOneDay();
    at.setSeconds(0, 0);
    await user.type(screen.getByLabelText(/Publish at \(Europe\/Paris time\)/), localInput(at));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(written(requests)!.published_at).toBe(at.toISOString());
  });

  it('says when a typed schedule goes live, in words and from now, so a wrong year shows before saving', async () => {
    const { client } = savingApi();
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    const field = screen.getByLabelText(/Publish at \(Europe\/Paris time\)/);
    await user.type(field, '9999-12-31T10:00');
    expect(field).toHaveAccessibleDescription(
      /^Visitors see it from Dec 31, 9999, 10:00 AM \(Europe\/Paris\), in [\d,]+ years\.$/,
    );
    const at = inOneDay();
    at.setSeconds(0, 0);
    await user.clear(field);
    await user.type(field, localInput(at));
    expect(field).toHaveAccessibleDescription(/, in (23 hours|1 day)\.$/);
  });

  it('refuses an empty or past schedule with a message, and saves nothing', async () => {
    const { client, requests } = savingApi();
    renderAdmin(<PostEditor />, { supabase: client });
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Enter the date and time to publish at.', {}, slow)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Publish at/), localInput(new Date(Date.now() - 3600_000)));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(
      await screen.findByText('This time has passed. Pick a later time, or choose Publish now.', {}, slow),
    ).toBeInTheDocument();
    expect(written(requests)).toBeUndefined();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Scheduled post');
  });

  it('shows a scheduled post’s status and time in the admin’s zone, and unpublishes it', async () => {
    const stored = aPost({
      id: '5b8f0c1e-0000-4000-8000-0000000000a1',
      published_at: '2099-01-15T09:30:00+00:00',
    });
    const { client, requests } = savingApi(stored);
    const { location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      supabase: client,
    });
    expect(await screen.findByRole('status', { name: 'Publication status' }, slow)).toHaveTextContent(
      'Scheduled for Jan 15, 2099, 10:30 AM (Europe/Paris): visitors see it from then.',
    );
    expect(screen.getByRole('radio', { name: 'Schedule' })).toBeChecked();
    expect(screen.getByLabelText(/Publish at/)).toHaveValue('2099-01-15T10:30');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Unpublish' }));
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(written(requests)!.published_at).toBeNull();
  });

  it('keeps a live post’s date when it is saved again', async () => {
    const stored = aPost({
      id: '5b8f0c1e-0000-4000-8000-0000000000a1',
      published_at: '2025-03-15T10:00:00+00:00',
    });
    const { client, requests } = savingApi(stored);
    const { location } = renderAdmin(<PostEditor postId="5b8f0c1e-0000-4000-8000-0000000000a1" />, {
      supabase: client,
    });
    expect(await screen.findByRole('status', { name: 'Publication status' }, slow)).toHaveTextContent(
      'Published on Mar 15, 2025, 11:00 AM (Europe/Paris): visitors can see it.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(location().pathname).toBe('/admin'));
    expect(written(requests)!.published_at).toBe('2025-03-15T10:00:00+00:00');
  });
});
