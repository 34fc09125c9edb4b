import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Moving around the site once it runs (@parley/router): links switch pages in place, a new page
// starts at its top, Back and Forward return to where the visitor was, and the header marks the
// page the visitor is on.

/** Marks the document, so a test can tell a switch in place from a page load (which drops the mark). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { parleyMark?: number }).parleyMark = 1));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { parleyMark?: number }).parleyMark === 1);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a link switches the page in place, and the header marks the page the visitor is on', async ({
  page,
}) => {
  await page.goto('/');
  await markDocument(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Pricing/);
  expect(await sameDocument(page)).toBe(true);
});

test('a new page starts at its top; Back returns to where the visitor had scrolled, Forward too', async ({
  page,
}) => {
  await page.goto('/');
  await markDocument(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const homeScroll = await scrollY(page);
  expect(homeScroll).toBeGreaterThan(500);

  await footer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const pricingScroll = await scrollY(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(homeScroll);

  await page.goForward();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect.poll(() => scrollY(page)).toBe(pricingScroll);
  expect(await sameDocument(page)).toBe(true);
});

test('a page whose code cannot be fetched (offline, or a new release) loads the plain way', async ({
  page,
}) => {
  await page.goto('/');
  await markDocument(page);
  await page.route('**/assets/PricingPage-*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // A new document: the first one's mark is gone. Polled, and a check that meets the load itself
  // (its context destroyed mid-evaluate) counts as not yet: the URL changes before the page loads,
  // and the home page's own heading could pass the checks below meanwhile.
  await expect.poll(() => sameDocument(page).catch(() => true)).toBe(false);
  // The server's page, loaded by the browser: its content is there without the page's code.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Pricing/);
});
