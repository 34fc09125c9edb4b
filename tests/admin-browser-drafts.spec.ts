import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The web admin's drafts kept in this browser (docs/product-rules.md, "Blog posts"): the notice of a
// restored draft goes with it, a cancelled sign-out keeps them, two tabs on one post are told.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const RESTORED =
  'Your unsaved changes from this browser were restored. Save the post to keep them, or Cancel to discard them.';
const IN_ANOTHER_TAB =
  'This post is also being edited in another tab of this browser. The browser keeps only the unsaved changes typed last, in either tab: continue in one tab only.';
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('parley:admin-draft:')));

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('Reload in the conflict dialog drops a restored draft and its notice with it', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Kept ${tag}`, slug: `kept-${tag}` }]);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, `/admin/blog/edit/${post!.id}`);
  await field(page, 'Excerpt').fill('Mine, kept in this browser');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // Another admin saves meanwhile; this admin comes back later (a reload) to the kept draft.
  await serviceClient()
    .from('blog_posts')
    .update({ title: `Theirs ${tag}` })
    .eq('id', post!.id)
    .throwOnError();
  page.once('dialog', (dialog) => void dialog.accept());
  await openPage(page, `/admin/blog/edit/${post!.id}`);
  await expect(page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await page.getByRole('button', { name: 'Reload their version' }).click();

  await expect(field(page, 'Title')).toHaveValue(`Theirs ${tag}`);
  await expect(field(page, 'Excerpt')).not.toHaveValue('Mine, kept in this browser');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
});

test('Sign Out answered "stay" at the unsaved-changes question keeps the session and the drafts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, '/admin/blog/new');
  await field(page, 'Title').fill(`Not done yet ${uniqueTag()}`);
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  // Whatever a sign-out would have done, it would have done by now.
  await page.waitForTimeout(1_000);
  expect(await draftKeys(page)).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toHaveCount(0);
});

test('a second tab on the same post is told when the first changes their shared browser draft', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Two tabs ${tag}`, slug: `two-tabs-${tag}` }]);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, `/admin/blog/edit/${post!.id}`);
  const second = await context.newPage();
  await openPage(second, `/admin/blog/edit/${post!.id}`);
  await expect(field(second, 'Title')).toHaveValue(`Two tabs ${tag}`);

  await field(page, 'Excerpt').fill('Typed in the first tab');
  await expect(second.getByRole('alert').filter({ hasText: IN_ANOTHER_TAB })).toBeVisible();
  // The tab that wrote is not told about its own writes.
  await expect(page.getByText(IN_ANOTHER_TAB)).toHaveCount(0);
  await second.close();
});
