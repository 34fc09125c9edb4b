import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NewsletterSend } from '@parley/shared/newsletter';
import type { ParleySupabaseClient } from '@parley/shared/supabase';
import { valuesFromPost } from '../editor/post-form-values';
import { NEWSLETTER_MESSAGES as M } from '../messages';
import { aPost, fakeSupabase, type FakeAnswer, type FakeRequest } from '../test/fake-posts-api';
import { renderAdmin } from '../test/render-admin';
import { NewsletterSendPanel } from './NewsletterSendPanel';

const POST = aPost({
  title: 'Agents that negotiate',
  slug: 'agents-that-negotiate',
  content: '# Why\n\nRead [the paper](/papers/1).',
  published_at: '2025-03-15T10:00:00+00:00',
});
const DRAFT = aPost({ ...POST, published_at: null });
const MY_ADDRESS = 'admin@parley.test';
const SENDER = {
  from: 'Parley <news@parley.example>',
  postal_address: 'Parley Ltd\n1 Harbour Road',
  site_url: 'https://parley.example',
  reported_at: '2026-11-01T10:00:00Z',
};

function aSend(overrides: Partial<NewsletterSend> = {}): NewsletterSend {
  return {
    id: 'send-1',
    kind: 'post',
    created_at: '2026-11-20T10:00:00Z',
    recipients: 5000,
    queued: 0,
    sent: 5000,
    failed: 0,
    suppressed: 0,
    cancelled: 0,
    cancelled_reason: null,
    finished_at: '2026-11-20T10:30:00Z',
    ...overrides,
  };
}

const already = {
  status: 400,
  body: { code: 'P0001', message: 'newsletter_already_sent', details: null, hint: null },
};

interface Backend {
  sends?: () => NewsletterSend[];
  sender?: typeof SENDER | null;
  confirmed?: number;
  sendPost?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
}

/** The newsletter's functions as the database answers them, plus the signed-in admin's session. */
function backend({ sends = () => [], sender = SENDER, confirmed = 5000, sendPost }: Backend = {}) {
  return fakeSupabase((request) => {
    switch (request.path) {
      case '/auth/v1/user':
        return {
          body: { id: 'admin-user-id', email: MY_ADDRESS, aud: 'authenticated', role: 'authenticated' },
        };
      case '/rest/v1/rpc/admin_newsletter_sends':
        return { body: sends() };
      case '/rest/v1/rpc/admin_newsletter_counts':
        return { body: { pending: 2, confirmed, unsubscribed: 1, suppressed: 0 } };
      case '/rest/v1/rpc/admin_newsletter_sender':
        return { body: sender };
      case '/rest/v1/rpc/admin_newsletter_send_test':
        return { body: 'test-send' };
      case '/rest/v1/rpc/admin_newsletter_send_post':
        return sendPost ? sendPost(request) : { body: 'send-1' };
      case '/rest/v1/blog_posts':
        return { body: { ...POST, published_at: new Date().toISOString() } };
      default:
        return { status: 404, body: { message: `no fake for ${request.path}` } };
    }
  });
}

/** A session for the fake client, as after a sign-in (the test's address comes from it). */
async function signIn(client: ParleySupabaseClient) {
  const base64url = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'admin-user-id', email: MY_ADDRESS, exp, role: 'authenticated' })}.sig`;
  const { error } = await client.auth.setSession({ access_token: token, refresh_token: 'refresh' });
  if (error) throw error;
}

async function renderPanel(fake: ReturnType<typeof backend>, post = POST, dirty = false) {
  await signIn(fake.client);
  return renderAdmin(<NewsletterSendPanel postId={post.id} stored={valuesFromPost(post)} dirty={dirty} />, {
    supabase: fake.client,
  });
}

const sendPostCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/rest/v1/rpc/admin_newsletter_send_post');

describe('NewsletterSendPanel: sending a published post', () => {
  it('previews the mail (sandboxed HTML and plain text), names the recipients and the sender, then sends once on a double click', async () => {
    let release: () => void = () => undefined;
    const fake = backend({
      sendPost: () => new Promise((resolve) => (release = () => resolve({ body: 'send-1' }))),
    });
    const { host } = await renderPanel(fake);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: M.emailButton }));
    const dialog = await screen.findByRole('dialog', { name: M.modalTitle });
    const frame = await within(dialog).findByTitle(M.previewFrame);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('href="https://parley.example/papers/1"');
    expect(frame.getAttribute('srcdoc')).toContain('Parley Ltd');
    expect(within(dialog).getByText('5,000 subscribers confirmed: each receives it.')).toBeInTheDocument();
    expect(within(dialog).getByText(M.from(SENDER.from))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: M.textTab }));
    expect(within(dialog).getByRole('tabpanel', { name: M.textTab })).toHaveTextContent(
      'Read the paper (https://parley.example/papers/1)',
    );

    await user.click(within(dialog).getByRole('button', { name: M.continue }));
    expect(within(dialog).getByText(M.confirmSend(POST.title, 5000))).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: M.sendButton(5000) });
    await user.dblClick(send);
    await user.click(send);
    await waitFor(() => expect(sendPostCalls(fake.requests)).toHaveLength(1));
    act(() => release());
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: M.queued(5000) }),
    );
    expect(sendPostCalls(fake.requests)).toHaveLength(1);
    expect(sendPostCalls(fake.requests)[0]!.body).toEqual({ p_post_id: POST.id, p_resend: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no mail worker has run: the mails wait in the outbox', async () => {
    await renderPanel(backend({ sender: null }));
    await userEvent.click(await screen.findByRole('button', { name: M.emailButton }));
    expect(await screen.findByText(M.noWorker)).toBeInTheDocument();
  });

  it("sends a test to the admin's own address", async () => {
    const fake = backend();
    const { host } = await renderPanel(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.emailButton }));
    await user.click(await screen.findByRole('button', { name: M.sendTest(MY_ADDRESS) }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: M.testQueued(MY_ADDRESS) }),
    );
    const tests = fake.requests.filter(
      (request) => request.path === '/rest/v1/rpc/admin_newsletter_send_test',
    );
    expect(tests.map((request) => request.body)).toEqual([{ p_post_id: POST.id }]);
    expect(sendPostCalls(fake.requests)).toHaveLength(0);
  });

  it('sends one test on a double click: one mail, one notice', async () => {
    const fake = backend();
    const { host } = await renderPanel(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.emailButton }));
    await user.dblClick(await screen.findByRole('button', { name: M.sendTest(MY_ADDRESS) }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: M.testQueued(MY_ADDRESS) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const tests = fake.requests.filter(
      (request) => request.path === '/rest/v1/rpc/admin_newsletter_send_test',
    );
    expect(tests).toHaveLength(1);
    expect(host.notify).toHaveBeenCalledTimes(1);
  });

  it('cannot send to nobody', async () => {
    await renderPanel(backend({ confirmed: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: M.emailButton }));
    expect(await screen.findByText(M.recipients(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.continue })).toBeDisabled();
  });

  it('waits for a save when the form has unsaved edits', async () => {
    await renderPanel(backend(), POST, true);
    expect(await screen.findByText(M.saveFirst)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.emailButton })).toBeDisabled();
  });

  it('waits for the publication of a scheduled post', async () => {
    await renderPanel(backend(), aPost({ ...POST, published_at: '2999-01-01T00:00:00Z' }));
    expect(await screen.findByText(M.scheduled)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.emailButton })).toBeDisabled();
  });
});

describe('NewsletterSendPanel: a post sent already', () => {
  it('shows newsletter_already_sent clearly and sends again only through the explicit, confirmed Send again', async () => {
    const fake = backend({
      sendPost: (request) =>
        (request.body as { p_resend: boolean }).p_resend ? { body: 'send-2' } : already,
    });
    const { host } = await renderPanel(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.emailButton }));
    await user.click(await screen.findByRole('button', { name: M.continue }));
    await user.click(screen.getByRole('button', { name: M.sendButton(5000) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.alreadySent);
    expect(sendPostCalls(fake.requests)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: M.sendAgainButton }));
    expect(screen.getByText(M.confirmResend(POST.title, 5000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.sendButton(5000) }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({ kind: 'success', message: M.queued(5000) }),
    );
    expect(sendPostCalls(fake.requests).map((request) => request.body)).toEqual([
      { p_post_id: POST.id, p_resend: false },
      { p_post_id: POST.id, p_resend: true },
    ]);
  });

  it('offers Send again instead of a first send, with the history per send', async () => {
    const fake = backend({
      sends: () => [
        aSend({ id: 'test-1', kind: 'test', recipients: 1, sent: 1 }),
        aSend({ sent: 4990, failed: 4, suppressed: 6 }),
      ],
    });
    await renderPanel(fake);
    expect(await screen.findByRole('button', { name: M.sendAgainButton })).toBeEnabled();
    expect(screen.queryByRole('button', { name: M.emailButton })).not.toBeInTheDocument();
    const history = screen.getByRole('table', { name: M.historyCaption });
    const rows = within(history).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Test');
    expect(rows[2]).toHaveTextContent(/Post\s*5,000\s*4,990\s*4\s*6\s*0/);
    expect(screen.getByText(M.progress(4990, 5000))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.sendAgainButton }));
    expect(await screen.findByRole('dialog', { name: M.resendTitle })).toBeInTheDocument();
  });

  it('says so when Send again meets a send still going (newsletter_send_running), and stays open', async () => {
    const fake = backend({
      sends: () => [aSend({ sent: 5000 })],
      sendPost: () => ({
        status: 400,
        body: { code: 'P0001', message: 'newsletter_send_running', details: null, hint: null },
      }),
    });
    const { host } = await renderPanel(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.sendAgainButton }));
    await user.click(await screen.findByRole('button', { name: M.continue }));
    await user.click(screen.getByRole('button', { name: M.sendButton(5000) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.sendRunning);
    expect(screen.getByRole('dialog', { name: M.resendTitle })).toBeInTheDocument();
    expect(host.notify).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' }));
    expect(sendPostCalls(fake.requests).map((request) => request.body)).toEqual([
      { p_post_id: POST.id, p_resend: true },
    ]);
  });

  it('says how many mails were cancelled and why when the post went away mid-send', async () => {
    const fake = backend({
      sends: () => [aSend({ sent: 1200, cancelled: 3800, cancelled_reason: 'unpublished' })],
    });
    await renderPanel(fake);
    expect(
      await screen.findByText('Sent 1,200 of 5,000, 3,800 cancelled: the post was unpublished'),
    ).toBeInTheDocument();
    const history = screen.getByRole('table', { name: M.historyCaption });
    expect(within(history).getAllByRole('row')[0]).toHaveTextContent(/Suppressed\s*Cancelled/);
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Post\s*5,000\s*1,200\s*0\s*0\s*3,800/);
    expect(M.progressCancelled(1, 2, 1, 'deleted')).toBe('Sent 1 of 2, 1 cancelled: the post was deleted');
  });

  it('follows a running send: "Sent 1,200 of 5,000" read again until it reaches the end', async () => {
    let reads = 0;
    const fake = backend({
      sends: () => {
        reads += 1;
        return [reads === 1 ? aSend({ queued: 3800, sent: 1200, finished_at: null }) : aSend()];
      },
    });
    await renderPanel(fake);
    expect(await screen.findByText('Sent 1,200 of 5,000')).toBeInTheDocument();
    expect(await screen.findByText('Sent 5,000 of 5,000', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(reads).toBe(2);
    // Finished: no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(2);
  });
});

describe('NewsletterSendPanel: a draft', () => {
  it('publishes it, then sends it', async () => {
    const fake = backend();
    await renderPanel(fake, DRAFT);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.publishAndEmailButton }));
    await user.click(await screen.findByRole('button', { name: M.continue }));
    expect(screen.getByText(M.confirmPublishAndSend(DRAFT.title, 5000))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.sendButton(5000) }));
    await waitFor(() => expect(sendPostCalls(fake.requests)).toHaveLength(1));
    const publish = fake.requests.find((request) => request.path === '/rest/v1/blog_posts');
    expect(publish?.method).toBe('PATCH');
    expect(fake.requests.indexOf(publish!)).toBeLessThan(
      fake.requests.indexOf(sendPostCalls(fake.requests)[0]!),
    );
  });
});
