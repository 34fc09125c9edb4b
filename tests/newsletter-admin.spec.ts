import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { storePosts } from './blog-helpers';
import {
  adminCredentials,
  backendUrl,
  E2E_SMTP_PORT,
  expect,
  mailbox,
  serviceClient,
  signInAs,
  siteUrl,
  SERVICE_ROLE_KEY,
  test,
  uniqueEmail,
} from './support/fixtures';

// The admin's newsletter on /admin: a test mail read in the local mailbox, then a post sent to every
// confirmed subscriber with its progress followed to the end.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

let worker: ChildProcess | undefined;

test.beforeAll(() => {
  // The mail worker, as `npm run mailer` runs it, pointed at the test backend and its SMTP server.
  worker = spawn(process.execPath, ['--import', 'tsx', 'packages/mailer/src/cli.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      SUPABASE_URL: backendUrl,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NEWSLETTER_FROM: 'Parley <news@parley.test>',
      NEWSLETTER_POSTAL_ADDRESS: 'Parley Test Ltd, 1 Harbour Road, Bristol',
      SITE_URL: siteUrl,
      NEWSLETTER_IDLE_MS: '300',
      MAILER_WORKER_ID: 'e2e-newsletter-admin',
    },
  });
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
  expect(testMail.text).toContain('Parley Test Ltd, 1 Harbour Road, Bristol');

  // The send: a confirmation naming the recipients, then the progress until every mail is out.
  const recipients = await dialog.getByRole('status').textContent();
  const confirmed = Number(/^([\d,]+) subscribers? confirmed/.exec(recipients ?? '')![1]!.replace(/,/g, ''));
  expect(confirmed).toBeGreaterThanOrEqual(readers.length);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(`Send “${title}” to`)).toBeVisible();
  await dialog.getByRole('button', { name: /^Send to [\d,]+ subscribers?$/ }).click();
  await expect(dialog).toBeHidden();
  const total = confirmed.toLocaleString('en-US');
  await expect(page.getByText(`Sent ${total} of ${total}`)).toBeVisible({ timeout: 60_000 });
  for (const reader of readers) await mailbox.waitFor(reader, { subject: title, timeoutMs: 30_000 });

  // A reload shows the same figures, and the post is never sent twice by accident.
  await page.reload();
  await expect(page.getByText(`Sent ${total} of ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email to subscribers' })).toHaveCount(0);

  // The subscribers screen lists them.
  await page.goto('/admin/subscribers');
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill(readers[0]!);
  await expect(page.getByRole('cell', { name: readers[0]! })).toBeVisible();
});
