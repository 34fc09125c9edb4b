import { expect, test } from './support/fixtures';

// What a navigation in place tells the visitor (@parley/router, site/src/components/navigation-progress):
// a thin progress bar while the next page's code is slow to come, then focus on the new page's
// heading and its title announced, as a page load would.

test('a slow page shows the progress bar after a short delay, then the page', async ({ page }) => {
  await page.goto('/');
  // The pricing page's code, held back well past the bar's delay.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/PricingPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the old page stays meanwhile
  release();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle(/Pricing/);
  await expect(bar).toHaveCount(0);
});

test('after a link, focus is on the new page’s heading and its title is announced', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const heading = page.locator('main h1');
  await expect(heading).toBeFocused();
  // Focused by the script after a click: no focus ring (it shows for keyboard users only).
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  const title = await page.title();
  await expect(page.locator('[role="status"][aria-live="polite"]', { hasText: title })).toHaveText(title);
});

test('the first load leaves focus to the browser and announces nothing', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // An announcement would come in a timer the announcer sets before the page is marked hydrated: one
  // set now runs after it. Then checked once (a retrying "not" passes at once, before the timer).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await page.evaluate(() => document.activeElement?.matches('main h1') ?? false)).toBe(false);
  const title = await page.title();
  expect(await page.locator('[role="status"]', { hasText: title }).count()).toBe(0);
});
