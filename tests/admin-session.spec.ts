import { adminCredentials, expect, signInAs, test } from './support/fixtures';

// An admin whose session ends in the middle of writing a post (signed out in another tab, or the
// refresh refused once the session is revoked) keeps every word typed, and saves it after signing in
// again on the same page.

test('a session that ends mid-edit keeps what was typed and saves it after signing in again', async ({
  page,
  context,
}) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto('/admin/blog/new');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const title = `Written before the session ended ${Date.now()}`;
  await field('Title').fill(title);
  await field('Excerpt').fill('An excerpt typed before the session ended.');
  await field('Content').fill('An hour of writing.');

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
  await expect(field('Title')).toHaveValue(title);
  await expect(field('Content')).toHaveValue('An hour of writing.');
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
