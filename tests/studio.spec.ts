import { fileURLToPath } from 'node:url';
import { LOCAL_SUPABASE_URL } from '@parley/shared/local-defaults';
import {
  adminCredentials,
  ANON_KEY,
  backendUrl,
  createUser,
  expect,
  serviceClient,
  siteUrl,
  test,
  uniqueEmail,
} from './support/fixtures';
import { installFakeBridge } from './studio/fake-bridge';
import { serveStatic } from './studio/static-server';

// Parley Studio's renderer, built by electron-vite, driven in Chromium against the embedded backend.
// Electron itself cannot be downloaded on every machine, so the preload contract (window.parley) is
// played by a test implementation; the main process has its own unit tests with Electron mocked.

const rendererDir = fileURLToPath(new URL('../studio/out/renderer', import.meta.url));
let studio: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  studio = await serveStatic(rendererDir);
});
test.afterAll(async () => {
  await studio?.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installFakeBridge, {
    supabaseUrl: backendUrl,
    supabaseAnonKey: ANON_KEY,
    siteUrl,
  });
});

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto(studio.url);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a non-admin is told so and signed out', async ({ page }) => {
  const user = await createUser({ email: uniqueEmail('studio-customer'), password: 'customer-pass' });
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert')).toContainText('This account is not an admin');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await signIn(page, adminCredentials.email, 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
});

test('the admin writes a post with a live preview, and the session survives a restart', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();

  // File › New Post in the native menu.
  await page.evaluate(() =>
    (window as unknown as { __menuCommand(c: string): void }).__menuCommand('new-post'),
  );
  await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
  const title = `Studio post ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Category' }).fill('Studio');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Written in Parley Studio');
  await page
    .getByLabel('Content')
    .fill('## Preview heading\n\nBody [1]\n\n[1]: https://example.com/ref "A reference"');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Preview heading' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'A reference' })).toHaveAttribute(
    'href',
    'https://example.com/ref',
  );
  // File › Save (Ctrl/Cmd+S) in the native menu.
  await page.evaluate(() => (window as unknown as { __menuCommand(c: string): void }).__menuCommand('save'));
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // View opens the post on the site of the settings, in the system browser.
  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
    .toEqual([expect.stringMatching(new RegExp(`^${siteUrl}/blog/studio-post-\\d+$`))]);
});

test('the leads inbox filters, searches and exports CSV', async ({ page }) => {
  const company = `Globex ${Date.now()}`;
  const demo = uniqueEmail('lead-demo');
  const letter = uniqueEmail('lead-news');
  const { error } = await serviceClient()
    .from('leads')
    .insert([
      { kind: 'demo', email: demo, name: 'Dana Demo', company, plan: null, page: '/signup' },
      { kind: 'newsletter', email: letter, name: null, company: null, plan: null, page: '/' },
    ]);
  expect(error).toBeNull();

  await signIn(page, adminCredentials.email, adminCredentials.password);
  await page.getByRole('link', { name: 'Leads' }).click();
  // Searched, not just the newest page: other tests add leads to the same backend meanwhile.
  const search = page.getByLabel('Search by email, name or company');
  const kind = page.getByRole('radiogroup', { name: 'Kind' });
  await search.fill(letter);
  await expect(page.getByRole('cell', { name: letter })).toBeVisible();
  await kind.getByText('Newsletter', { exact: true }).click();
  await expect(page.getByRole('cell', { name: letter })).toBeVisible();
  await kind.getByText('Demo', { exact: true }).click();
  await expect(page.getByText('No leads match.')).toBeVisible();

  await kind.getByText('All', { exact: true }).click();
  await search.fill(company.toUpperCase());
  await expect(page.getByRole('cell', { name: demo })).toBeVisible();
  await expect(page.getByRole('cell', { name: letter })).toHaveCount(0);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Exported 1 leads')).toBeVisible();
  const csv = await page.evaluate(() => (window as unknown as { __exported: string[] }).__exported[0] ?? '');
  expect(csv.split('\r\n')[0]).toBe('created_at,kind,name,email,company,plan,page,message,submissions');
  expect(csv).toContain(`demo,Dana Demo,${demo},${company},,/signup`);
  expect(csv).not.toContain(letter);
});

test('settings are validated and checked live before they are saved', async ({ page }) => {
  await page.goto(studio.url);
  await page.getByRole('button', { name: 'Backend settings' }).click();
  const url = page.getByLabel('Supabase URL');

  await url.fill('not a url');
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByText(`Enter a URL such as ${LOCAL_SUPABASE_URL}`)).toBeVisible();

  // The public site's URL sits next to the backend's, validated the same way.
  const site = page.getByLabel('Public site URL');
  await expect(site).toHaveValue(siteUrl);
  await site.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByText('The URL must start with http:// or https://')).toBeVisible();
  await site.fill(siteUrl);

  await url.fill('http://127.0.0.1:9'); // nothing listens there
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByText('Cannot reach http://127.0.0.1:9.')).toBeVisible();

  await url.fill(backendUrl);
  await page.getByLabel('Anon key').fill('aaa.bbb.ccc');
  await page.getByRole('button', { name: 'Check and save' }).click();
  await expect(page.getByText('The backend refused this anon key.')).toBeVisible();
});

test('an unreachable backend shows a banner', async ({ page }) => {
  await page.route(`${backendUrl}/auth/v1/health`, (route) => route.abort());
  await page.goto(studio.url);
  await expect(page.getByRole('alert').filter({ hasText: 'Backend unreachable' })).toBeVisible();
});

test('View › Toggle Preview hides and shows the live preview', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { __menuCommand(c: string): void }).__menuCommand('new-post'),
  );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible();
  const toggle = () =>
    page.evaluate(() =>
      (window as unknown as { __menuCommand(c: string): void }).__menuCommand('toggle-preview'),
    );
  await toggle();
  await expect(preview).toHaveCount(0);
  await expect(page.getByLabel('Content')).toBeVisible();
  await toggle();
  await expect(preview).toBeVisible();
});

test('unsaved edits are autosaved and offered back after a crash, then saved', async ({ page }) => {
  await signIn(page, adminCredentials.email, adminCredentials.password);
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { __menuCommand(c: string): void }).__menuCommand('new-post'),
  );
  const title = `Autosaved ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('Survives a crash');
  await page.getByLabel('Content').fill('## Kept heading\n\nEvery word is kept.');

  // The draft reaches the store the main process keeps (here: the fake bridge's localStorage).
  const storedDraft = (target: typeof page) =>
    target.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('studio:drafts') ?? '{}') as Record<string, { title: string }>).new
          ?.title ?? null,
    );
  await expect.poll(() => storedDraft(page)).toBe(title);

  // A crash: the window goes away without a chance to save or ask.
  const context = page.context();
  await page.close();
  const restarted = await context.newPage();
  await restarted.addInitScript(installFakeBridge, {
    supabaseUrl: backendUrl,
    supabaseAnonKey: ANON_KEY,
    siteUrl,
  });
  await restarted.goto(studio.url);

  const recovery = restarted.getByRole('alert').filter({ hasText: 'Unsaved edits were recovered' });
  await expect(recovery).toContainText(title);
  await recovery.getByRole('button', { name: 'Restore' }).click();
  await expect(restarted.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
  await expect(restarted.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(restarted.getByRole('textbox', { name: 'Slug' })).not.toHaveValue('');
  await expect(
    restarted.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Kept heading' }),
  ).toBeVisible();

  await restarted.evaluate(() =>
    (window as unknown as { __menuCommand(c: string): void }).__menuCommand('save'),
  );
  await expect(restarted.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect.poll(() => storedDraft(restarted)).toBeNull();
});
