import type { ChildProcess } from 'node:child_process';
import { storePosts } from './blog-helpers';
import { E2E_POSTAL_ADDRESS, startMailWorker } from './support/mail-worker';
import {
  adminCredentials,
  expect,
  mailbox,
  serviceClient,
  signInAs,
  siteUrl,
  test,
  uniqueEmail,
} from './support/fixtures';

// The admin's newsletter on /admin: a test mail read in the local mailbox, then a post sent to every
// confirmed subscriber with its progress followed to the end.

let worker: ChildProcess | undefined;

test.beforeAll(() => {
  worker = startMailWorker('e2e-newsletter-admin');
});

test.afterAll(() => {
  worker?.kill('SIGTERM');
});

test('the admin tests, sends a post and watches it reach every confirmed subscriber', async ({ page }) => {
  test.setTimeout(120_000);
  const service = serviceClient();
  const readers = [uniqueEmail('nl-reader'), uniqueEmail('nl-reader')].map((email) => email.toLowerCase());
  const { error } = await service
    .from('newsletter_subscriptions')
    .insert(readers.map((email) => ({ email, status: 'confirmed', confirmed_at: new Date().toISOString() })));
  expect(error).toBeNull();
  const title = `Newsletter e2e ${Date.now()}`;
  const [post] = await storePosts(service, [
    { title, content: '## What changed\n\nRead [the docs](/docs) and <script>alert(1)</script>.' },
  ]);

  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await page.getByRole('button', { name: 'Email to subscribers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email this post to subscribers' });

  // The preview: the mail's HTML in a sandboxed frame, links absolute, raw HTML as text.
  const frame = dialog.getByTitle('Email preview');
  await expect(frame).toHaveAttribute('sandbox', '');
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', `${siteUrl}/docs`);
  await expect(preview.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();

  // A test to the admin's own address, read in the local mailbox.
  const before = (await mailbox.list(adminCredentials.email)).map((message) => message.id);
  await dialog.getByRole('button', { name: `Send a test to ${adminCredentials.email}` }).click();
  const testMail = await mailbox.waitFor(adminCredentials.email, {
    subject: title,
    ignore: before,
    timeoutMs: 30_000,
  });
  // Rendered by the article's renderer (@parley/article/email): links absolute, raw HTML as text.
  expect(testMail.text).toContain(`Read this post on the site: ${siteUrl}/blog/${post!.slug}`);
  expect(testMail.text).toContain(`Read the docs (${siteUrl}/docs)`);
  expect(testMail.text).toContain(E2E_POSTAL_ADDRESS);

  // The send: a confirmation naming the recipients, then the progress until every mail is out.
  const recipients = await dialog.getByRole('status').textContent();
  const confirmed = Number(/^([\d,]+) subscribers? confirmed/.exec(recipients ?? '')![1]!.replace(/,/g, ''));
  expect(confirmed).toBeGreaterThanOrEqual(readers.length);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Send “${title}” to`)).toBeVisible();
  await dialog.getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ }).click();
  await expect(dialog).toBeHidden();
  // The bar reaches the end. Specs run in parallel on one database: another spec's visitor who
  // confirms or unsubscribes between the count and the send changes the recipients, or makes their
  // mail suppressed rather than sent, so "Sent N of N" with the number counted is not certain.
  const progress = page.getByRole('progressbar', { name: /^Sent [\d,]+ of [\d,]+$/ });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const figures = await progress.getAttribute('aria-label');
  for (const reader of readers) await mailbox.waitFor(reader, { subject: title, timeoutMs: 30_000 });

  // A reload shows the same figures, and the post is never sent twice by accident.
  await page.reload();
  await expect(page.getByText(figures!, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email to subscribers' })).toHaveCount(0);

  // The subscribers screen lists them.
  await page.goto('/admin/subscribers');
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill(readers[0]!);
  await expect(page.getByRole('cell', { name: readers[0]! })).toBeVisible();
});
