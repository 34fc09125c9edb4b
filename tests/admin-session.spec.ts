import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The web admin when the session ends mid-edit (expired, revoked, signed out elsewhere): the screen
// stays under a sign-in dialog, and what was typed is also kept in the browser, so that a reload or a
// closed tab loses nothing either (docs/product-rules.md, "Blog posts").

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const RESTORED =
  'Your unsaved changes from this browser were restored. Save the post to keep them, or Cancel to discard them.';

/** Ends the session as an expiry the refresh cannot mend would: the stored tokens no longer work. */
async function expireSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('sb-') || !key.endsWith('-auth-token')) continue;
      const session = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
      localStorage.setItem(
        key,
        JSON.stringify({ ...session, expires_at: 1, access_token: 'expired', refresh_token: 'revoked' }),
      );
    }
  });
}

async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('a session that ends mid-edit keeps what was typed and saves it after signing in again', async ({
  page,
  context,
}) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto('/admin/blog/new');
  const title = `Written before the session ended ${Date.now()}`;
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('An excerpt typed before the session ended.');
  await field(page, 'Content').fill('An hour of writing.');

  // In another tab of the same browser the stored session runs out and its refresh is refused.
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(async () => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
    )!;
    const session = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    session.expires_at = Math.floor(Date.now() / 1000) - 10;
    session.access_token = 'revoked';
    session.refresh_token = 'revoked';
    localStorage.setItem(key, JSON.stringify(session));
  });
  await other.close();

  // The page learns of it at its next use of the session: its refresh timer, or this save.
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'Create Post' }).click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  await dialog.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
  await dialog.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(field(page, 'Content')).toHaveValue('An hour of writing.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
});

test('an admin page opened signed out comes back after signing in, not the home page', async ({ page }) => {
  await page.goto('/admin?status=draft');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\?status=draft$/);
});

test('a new post typed while the session expired is there again after signing in, and saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, '/admin/blog/new');
  const tag = uniqueTag();
  await field(page, 'Title').fill(`Session ${tag}`);
  await field(page, 'Excerpt').fill('Typed before the session ended');
  await field(page, 'Content').fill(`An hour of writing ${tag}`);
  // The autosave runs once typing pauses.
  await page.waitForTimeout(1_500);

  await expireSession(page);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  // Instead of signing in there, the admin reloads (or comes back later): sent to sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);

  // Signing in again on that page leads back to the editor, which continues from the kept draft.
  await page.getByLabel('Email', { exact: true }).fill(adminCredentials.email);
  await page.getByLabel('Password', { exact: true }).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(`Session ${tag}`);
  await expect(field(page, 'Content')).toHaveValue(`An hour of writing ${tag}`);

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const { data } = await serviceClient().from('blog_posts').select('content').eq('slug', `session-${tag}`);
  expect(data).toEqual([{ content: `An hour of writing ${tag}` }]);

  // Saved: the draft is gone, the next new post starts empty.
  await openPage(page, '/admin/blog/new');
  await expect(field(page, 'Title')).toHaveValue('');
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

test('a restored draft of a post saved since by someone else is checked against the version it was typed on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Kept ${tag}`, slug: `kept-${tag}` }]);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, `/admin/blog/edit/${post!.id}`);
  await expect(field(page, 'Title')).toHaveValue(`Kept ${tag}`);
  await field(page, 'Excerpt').fill('Mine, typed before the session ended');
  await page.waitForTimeout(1_500);
  await expireSession(page);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByRole('dialog', { name: 'Your session has ended' })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/auth$/);

  // Meanwhile another admin saves the post.
  await serviceClient()
    .from('blog_posts')
    .update({ title: `Theirs ${tag}` })
    .eq('id', post!.id)
    .throwOnError();

  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, `/admin/blog/edit/${post!.id}`);
  await expect(page.getByRole('status').filter({ hasText: RESTORED })).toBeVisible();
  await expect(field(page, 'Excerpt')).toHaveValue('Mine, typed before the session ended');
  await page.getByRole('button', { name: 'Update Post' }).click();
  // Never a silent overwrite of their newer save: the conflict dialog asks.
  await expect(page.getByRole('dialog', { name: 'This post has changed' })).toBeVisible();
  const { data } = await serviceClient().from('blog_posts').select('title').eq('id', post!.id).single();
  expect(data).toEqual({ title: `Theirs ${tag}` });
});

test('signing out on purpose removes the drafts this admin left in the browser', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await openPage(page, '/admin/blog/new');
  const tag = uniqueTag();
  await field(page, 'Title').fill(`Shared computer ${tag}`);
  await field(page, 'Content').fill(`Unreleased plans ${tag}`);
  await page.waitForTimeout(1_500);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('parley:admin-draft:')),
    ),
  ).toHaveLength(1);

  // Should the editor ask about its unsaved changes on the way out, the admin leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  // Removed once the sign-out has gone through (the header changes a moment before).
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('parley:admin-draft:'))),
    )
    .toEqual([]);
});
