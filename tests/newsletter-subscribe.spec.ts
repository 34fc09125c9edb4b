import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { storePosts } from './blog-helpers';
import {
  adminCredentials,
  anonClient,
  expect,
  mailbox,
  serviceClient,
  siteUrl,
  test,
  uniqueEmail,
} from './support/fixtures';
import { startMailWorker } from './support/mail-worker';

// The visitor's newsletter from end to end (docs/product-rules.md#newsletter), with JavaScript off
// and on: the footer's form, one confirmation mail, its link and button, a post mailed by an admin
// with one-click unsubscribe headers, the mail's unsubscribe link and button, subscribing again, the
// RFC 8058 one-click POST, and a forged token. Mails are read in the backend's mailbox (/_mail).

let worker: ChildProcess | undefined;

test.beforeAll(() => {
  worker = startMailWorker(`e2e-newsletter-subscribe-${test.info().workerIndex}`);
});

test.afterAll(() => {
  worker?.kill('SIGTERM');
});

const CONFIRM_SUBJECT = 'Confirm your subscription to the Parley newsletter';
const CHECK_INBOX = 'Check your inbox to confirm your subscription.';

async function statusOf(email: string): Promise<string | undefined> {
  const { data, error } = await serviceClient()
    .from('newsletter_subscriptions')
    .select('status')
    .eq('email', email)
    .maybeSingle();
  expect(error).toBeNull();
  return data?.status;
}

/** Waits until the worker has handled every mail queued for `email`; answers the outbox rows. */
async function outboxSettled(email: string) {
  const service = serviceClient();
  let rows: { kind: string; status: string }[] = [];
  await expect
    .poll(
      async () => {
        const { data, error } = await service
          .from('newsletter_outbox')
          .select('kind, status')
          .eq('email', email);
        expect(error).toBeNull();
        rows = data ?? [];
        return rows.some((row) => row.status === 'queued' || row.status === 'sending');
      },
      { timeout: 30_000 },
    )
    .toBe(false);
  return rows;
}

async function subscribeInFooter(page: Page, email: string) {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText(CHECK_INBOX)).toBeVisible();
}

/** A published post mailed to every confirmed subscriber by the admin function (the UI is newsletter-admin.spec.ts). */
async function adminSendsAPost(title: string) {
  const [post] = await storePosts(serviceClient(), [{ title, content: 'News for **subscribers**.' }]);
  const admin = anonClient();
  const { error: signInError } = await admin.auth.signInWithPassword(adminCredentials);
  expect(signInError).toBeNull();
  const { error } = await admin.rpc('admin_newsletter_send_post', { p_post_id: post!.id });
  expect(error).toBeNull();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('subscribe, confirm, receive a post, unsubscribe from it and subscribe again', async ({ page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`nl-visitor-js-${javaScriptEnabled ? 'on' : 'off'}`).toLowerCase();

      // The footer's form: the words, then exactly one confirmation mail, even when asked twice.
      await subscribeInFooter(page, email);
      const confirmation = await mailbox.waitFor(email, { subject: CONFIRM_SUBJECT, timeoutMs: 30_000 });
      expect(await statusOf(email)).toBe('pending');
      await subscribeInFooter(page, email);
      const outbox = await outboxSettled(email);
      expect(outbox).toEqual([{ kind: 'confirm', status: 'sent' }]);
      expect(await mailbox.list(email)).toHaveLength(1);

      // Its link opens a page that changes nothing; its button confirms.
      const confirmLink = confirmation.links.find((link) =>
        link.startsWith(`${siteUrl}/newsletter/confirm?token=`),
      );
      expect(confirmLink).toBeDefined();
      await page.goto(confirmLink!);
      await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
      expect(await statusOf(email)).toBe('pending');
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
      expect(await statusOf(email)).toBe('confirmed');

      // An admin's send reaches the address, with the one-click unsubscribe headers.
      const title = `Visitor news ${javaScriptEnabled ? 'on' : 'off'} ${Date.now()}`;
      await adminSendsAPost(title);
      const post = await mailbox.waitFor(email, { subject: title, timeoutMs: 60_000 });
      expect(post.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribeUrl = /^<(.+)>$/.exec(post.headers?.['list-unsubscribe'] ?? '')?.[1];
      expect(unsubscribeUrl).toMatch(
        new RegExp(`^${siteUrl.replace(/\./g, '\\.')}/newsletter/unsubscribe\\?token=[0-9a-f]{64}$`),
      );
      expect(post.links).toContain(unsubscribeUrl);

      // Its unsubscribe link: a page, a button, unsubscribed; then the offer to subscribe again.
      await page.goto(unsubscribeUrl!);
      await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
      expect(await statusOf(email)).toBe('confirmed');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
      expect(await statusOf(email)).toBe('unsubscribed');
      await page.getByRole('button', { name: 'Subscribe again' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      expect(await statusOf(email)).toBe('confirmed');

      // A mail client's RFC 8058 one-click POST to the List-Unsubscribe URL: no page, no cookies.
      const oneClick = await page.request.post(unsubscribeUrl!, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(oneClick.status()).toBe(200);
      expect(await oneClick.text()).toBe('Unsubscribed.');
      expect(await statusOf(email)).toBe('unsubscribed');
    });

    test('a forged or broken token: "This link does not work", and nothing changes', async ({ page }) => {
      const forged = '0123456789abcdef'.repeat(4);
      await page.goto(`/newsletter/unsubscribe?token=${forged}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await page.goto(`/newsletter/confirm?token=${forged}`);
      await page.getByRole('button', { name: 'Confirm subscription' }).click();
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      // Cut short by a mail program: said at once, no button.
      await page.goto(`/newsletter/confirm?token=${forged.slice(0, 40)}`);
      await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
      const oneClick = await page.request.post(`${siteUrl}/newsletter/unsubscribe?token=${forged}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(oneClick.status()).toBe(400);
      expect(await oneClick.text()).toBe('This link does not work.');
    });
  });
}
