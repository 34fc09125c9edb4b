import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// Issue #34 in /admin, as the admin: the author profile, the editor's author and search fields, and
// Share preview, followed by a visitor opening the shared link.

test.beforeEach(async ({ page }) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
});

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('textbox', { name, exact: typeof name === 'string' });

test('the admin saves a profile, signs a post with it, and the post’s byline links to the author page', async ({
  page,
}) => {
  const tag = uniqueTag();
  await page.goto('/admin/profile');
  await field(page, 'Name').fill(`Admin ${tag}`);
  await field(page, 'Slug').fill(`admin-${tag}`);
  await field(page, 'Bio').fill('Runs the blog.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.goto('/admin/blog/new');
  await field(page, 'Title').fill(`Signed by me ${tag}`);
  await field(page, 'Excerpt').fill('An excerpt');
  await page.getByRole('textbox', { name: 'Content' }).fill('Body');
  await field(page, /Search headline/).fill(`Search ${tag}`);
  await expect(page.getByRole('figure', { name: 'Search result preview' })).toContainText(
    `Search ${tag} | Parley`,
  );
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/blog/signed-by-me-${tag}`);
  await expect(page).toHaveTitle(`Search ${tag} | Parley`);
  await page.getByRole('link', { name: `Admin ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/author/admin-${tag}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Admin ${tag}`);
});

test('Share preview makes a link a visitor can open, until it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const [draft] = await storePosts(serviceClient(), [{ title: `Shared draft ${tag}`, published_at: null }]);
  await page.goto(`/admin/blog/edit/${draft!.id}`);
  await page.getByRole('button', { name: 'Share preview' }).click();
  const address = (await page
    .locator('pre, code')
    .filter({ hasText: '/blog/preview/' })
    .first()
    .textContent())!;
  const path = new URL(address.trim()).pathname;

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Shared draft ${tag}`);
  await expect(visitor.getByText('This post is not published yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(page.getByText('Preview link revoked')).toBeVisible();
  const gone = await visitor.goto(path);
  expect(gone?.status()).toBe(404);
  await visitor.close();
});
