import { test as base, type Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { holdAppScripts } from './support/first-paint';
import { expect, serviceClient, test } from './support/fixtures';

// Every control works from first paint: on a slow phone the server's HTML is on screen seconds
// before the page's scripts run. `early` tests hold every application script back (so what they see
// is the server's HTML and the browser's own behaviour), and use Playwright's plain `test`, whose
// `page.goto` does not wait for hydration as the project's fixture does.
const early = base;

/** Long enough that nothing hydrates during a test unless it releases the scripts itself. */
const HELD_MS = 60_000;

/**
 * Opens a page whose scripts are held: the browser fires neither DOMContentLoaded nor load before
 * its module scripts ran, so this waits only for the server's HTML to arrive and show.
 */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('h1').first().waitFor();
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/**
 * Stores three posts in a category of their own; returns their titles and category once `/blog`
 * shows them. The site's page cache promises a change within 5 s, and a page opened with its
 * scripts held back cannot simply be reloaded (its load event waits for them), so this asks the
 * server until its list has them, as a visitor arriving a moment later would see it.
 */
async function storeFilterablePosts(page: Page) {
  const tag = uniqueTag();
  const category = `First paint ${tag}`;
  const titles = {
    agents: `Agents bargain ${tag}`,
    stock: `Clearing stock ${tag}`,
    other: `Agents elsewhere ${tag}`,
  };
  await storePosts(serviceClient(), [
    { title: titles.agents, slug: `fp-agents-${tag}`, category, excerpt: 'Haggling over bulk orders.' },
    { title: titles.stock, slug: `fp-stock-${tag}`, category, excerpt: 'Moving inventory.' },
    { title: titles.other, slug: `fp-other-${tag}`, category: `Other ${tag}`, excerpt: 'Same word.' },
  ]);
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/blog')).text();
        return Object.values(titles).every((title) => html.includes(title)) && html.includes(category);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return { tag, category, titles };
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });

early.describe('before the scripts run', () => {
  early(
    'a search typed on /blog and sent with Enter comes back filtered from the server',
    async ({ page }) => {
      const { tag, titles } = await storeFilterablePosts(page);
      const release = await holdAppScripts(page, HELD_MS);
      await openEarly(page, '/blog');
      await searchBox(page).fill(`agents bargain ${tag}`);
      await searchBox(page).press('Enter');

      await expect(page).toHaveURL(new RegExp(`/blog\\?q=agents\\+bargain\\+${tag}`));
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: titles.agents })).toBeVisible();
      await expect(searchBox(page)).toHaveValue(`agents bargain ${tag}`);
      // The canonical address stays the list's own: a filtered view is not a page of its own.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
      expect(await isHydrated(page)).toBe(false);
      release();
    },
  );

  early('a category chip filters on the server and keeps the search typed so far', async ({ page }) => {
    const { tag, category, titles } = await storeFilterablePosts(page);
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/blog');
    await searchBox(page).fill('agents');
    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category }).click();

    await expect(page).toHaveURL(/\/blog\?q=agents&category=First\+paint\+/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: titles.agents })).toBeVisible();
    await expect(page.getByRole('article', { name: titles.other })).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('agents');
    await expect(page.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    expect(await isHydrated(page)).toBe(false);
    release();
    expect(tag).toBeTruthy();
  });

  early('a search typed before hydration is kept, and applied, once the page hydrates', async ({ page }) => {
    const { tag, titles } = await storeFilterablePosts(page);
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/blog');
    await searchBox(page).fill(`clearing stock ${tag}`);
    expect(await isHydrated(page)).toBe(false);

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(searchBox(page)).toHaveValue(`clearing stock ${tag}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: titles.stock })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=clearing\\+stock\\+${tag}$`));
  });

  early('a tab on /documentation loads that tab from the server', async ({ page }) => {
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/documentation');
    await page.getByRole('tab', { name: 'API' }).click();

    await expect(page).toHaveURL(/\/documentation\?tab=api$/);
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel')
        .getByText(/POST \/api\/v1\/negotiations/)
        .first(),
    ).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    release();
  });

  early(
    'the documentation topic filter, sent with Enter, comes back filtered from the server, tab kept',
    async ({ page }) => {
      const release = await holdAppScripts(page, HELD_MS);
      await openEarly(page, '/documentation?tab=api');
      const topics = page.getByRole('navigation', { name: 'Documentation topics' });
      await topics.getByRole('searchbox', { name: 'Filter documentation topics' }).fill('connectors');
      await topics.getByRole('searchbox', { name: 'Filter documentation topics' }).press('Enter');

      await expect(page).toHaveURL(/\/documentation\?tab=api&topic=connectors$/);
      await expect(topics.getByRole('listitem')).toHaveText([
        'ERP connectors (planned)',
        'CRM connectors (planned)',
      ]);
      await expect(topics.getByRole('searchbox', { name: 'Filter documentation topics' })).toHaveValue(
        'connectors',
      );
      await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
      expect(await isHydrated(page)).toBe(false);
      release();
    },
  );

  early(
    'a topic filter typed before hydration is kept, and applied, once the page hydrates',
    async ({ page }) => {
      const release = await holdAppScripts(page, HELD_MS);
      await openEarly(page, '/documentation');
      const topics = page.getByRole('navigation', { name: 'Documentation topics' });
      await topics.getByRole('searchbox', { name: 'Filter documentation topics' }).fill('agents');
      expect(await isHydrated(page)).toBe(false);

      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(topics.getByRole('searchbox', { name: 'Filter documentation topics' })).toHaveValue(
        'agents',
      );
      await expect(topics.getByRole('listitem')).toHaveText(['Buyer agents', 'Seller agents']);
      await expect(page).toHaveURL(/\/documentation\?topic=agents$/);
      // And it keeps following the box, in place.
      await topics.getByRole('searchbox', { name: 'Filter documentation topics' }).fill('seller');
      await expect(topics.getByRole('listitem')).toHaveText(['Seller agents']);
      await expect(page).toHaveURL(/\/documentation\?topic=seller$/);
    },
  );

  early('a phase tab on /technical-roadmap loads that phase from the server', async ({ page }) => {
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/technical-roadmap');
    await page.getByRole('tab', { name: /Phase 3/ }).click();

    await expect(page).toHaveURL(/\?tab=/);
    await expect(page.getByRole('tab', { name: /Phase 3/ })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('heading', { name: 'Phase 3: RL Training & Multilateral Auctions' }),
    ).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    release();
  });

  early('a pricing FAQ question opens with a click and with the keyboard', async ({ page }) => {
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/pricing');
    const answer = page.getByText(/wire transfer or against an invoice/);
    await expect(answer).toBeHidden();
    const question = page.locator('summary', { hasText: 'What payment methods do you accept?' });
    await question.click();
    await expect(answer).toBeVisible();
    await question.press('Enter');
    await expect(answer).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    release();
  });

  early('the mobile menu opens, and closes on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdAppScripts(page, HELD_MS);
    await openEarly(page, '/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByText('Resources')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Webinars' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
    release();
  });
});

test.describe('once hydrated', () => {
  test('the blog filters in place as the visitor types; Enter does not reload; the address follows', async ({
    page,
    consoleErrors,
  }) => {
    const { tag, category, titles } = await storeFilterablePosts(page);
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await searchBox(page).fill('moving inventory');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: titles.stock })).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/blog\?category=First\+paint\+[^&]+&q=moving\+inventory$/);

    await page.getByRole('button', { name: 'All Categories' }).click();
    await expect(page).toHaveURL(/\/blog\?q=moving\+inventory$/);
    await searchBox(page).fill(`agents`);
    await expect(page.getByRole('article', { name: titles.other })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(tag).toBeTruthy();
    expect(consoleErrors.messages).toEqual([]);
  });

  test('a Ctrl-click on a tab opens it in a new tab and leaves this page as it was', async ({
    page,
    context,
  }) => {
    await page.goto('/documentation');
    const opened = context.waitForEvent('page');
    await page.getByRole('tab', { name: 'API' }).click({ modifiers: ['ControlOrMeta'] });
    const newTab = await opened;
    await newTab.waitForURL(/\/documentation\?tab=api$/);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/documentation$/);
    await newTab.close();
  });

  test('a tab switches in place and replaces the address; an address with a tab hydrates as rendered', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/documentation?tab=faq');
    await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('tab', { name: 'Guides' }).click();
    await expect(page.getByRole('tab', { name: 'Guides' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/documentation\?tab=guides$/);
    // Arrow keys move between tabs, as ARIA tabs do.
    await page.getByRole('tab', { name: 'Guides' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'API' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'API' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors.messages).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog filters through its form', async ({ page }) => {
    const { tag, category, titles } = await storeFilterablePosts(page);
    await page.goto('/blog');
    await searchBox(page).fill(`agents`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\?q=agents/);
    await page.getByRole('button', { name: category }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: titles.agents })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('agents');
    expect(tag).toBeTruthy();
  });

  test('the documentation topic filter works through its form', async ({ page }) => {
    await page.goto('/documentation?tab=faq');
    const box = page.getByRole('searchbox', { name: 'Filter documentation topics' });
    await box.fill('rule');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/documentation\?tab=faq&topic=rule$/);
    const topics = page.getByRole('navigation', { name: 'Documentation topics' });
    await expect(topics.getByRole('listitem')).toHaveText(['Reservation price rules', 'Deadline rules']);
    await box.fill('zzz');
    await box.press('Enter');
    await expect(topics.getByRole('status')).toHaveText('No topics match “zzz”.');
  });

  test('tabs and FAQ questions work', async ({ page }) => {
    await page.goto('/support');
    await page.locator('summary', { hasText: 'What is Parley?' }).click();
    await expect(page.getByText(/Parley is an AI negotiation engine/)).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/support\?tab=security$/);
    await expect(page.getByText('Security questions will be displayed here.')).toBeVisible();

    await page.goto('/prs');
    await page.getByRole('tab', { name: 'Smart Contracts' }).click();
    await expect(page.getByRole('tabpanel').getByText('depositTimestamp')).toBeVisible();
  });
});
