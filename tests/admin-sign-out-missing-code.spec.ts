import { adminCredentials, expect, signInAs, test } from './support/fixtures';

// Sign Out when the home page's code cannot be fetched (a deploy removed it): the admin is signed
// out and shown the home page, never left where they were by a button that did nothing.

const HOME_CHUNK = '**/assets/HomePage-*.js';

test('signing out while the home page chunk is gone signs out and shows the home page', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto('/admin');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // The deploy: this page's copy of the home page's code is gone (the page the server renders is not).
  await page.route(HOME_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {});
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const sessions = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('sb-') && key.endsWith('-auth-token')),
  );
  expect(sessions).toEqual([]);
});
