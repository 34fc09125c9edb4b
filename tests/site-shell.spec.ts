import AxeBuilder from '@axe-core/playwright';
import { ROUTE_MANIFEST } from '../site/src/config/routes';
import { expect, test, trackConsoleErrors } from './support/fixtures';

// The shell every public page shares (header, mobile menu, footer), the home page and the 404 page,
// plus a crawl proving that every internal link lands on a route of the table (docs/routes.md).

/**
 * The route table of docs/routes.md#route-table as URL patterns, from the site's route manifest
 * (`:name` one segment; the catch-all 404 is no route a link may land on).
 */
const ROUTES = Object.values(ROUTE_MANIFEST)
  .filter((route) => route.path !== '*')
  .map(
    (route) =>
      new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`),
  );

/** Addresses of the server that are no pages (docs/routes.md#server-addresses): linked, not crawled. */
const SERVER_ADDRESSES = [
  /^\/api\/v1\/openapi\.json$/,
  // The playground's exports, answered by the site's server (site/server/playground-export.ts).
  /^\/playground\/(multi-supplier-)?export\.json$/,
];

test.describe('home', () => {
  test('hero, sections and calls to action go where the spec says', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/signup?type=subscribe',
    );
    await expect(main.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute(
      'href',
      '/signup?type=demo',
    );
    for (const name of ['Start Playing Now', 'Watch Demo']) {
      const link = main.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    for (const id of ['features', 'how-it-works', 'use-cases', 'roadmap']) {
      await expect(page.locator(`section#${id}`)).toBeVisible();
    }
    await expect(main.getByText('Northwind Supply')).toBeVisible();
    await expect(main.getByText('accept-proposal').first()).toBeVisible();
    await expect(main.getByText('"conversation_id": "neg-2025-0412"').first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'See the technical roadmap' })).toHaveAttribute(
      'href',
      '/technical-roadmap',
    );
    await expect(main.getByRole('link', { name: 'Request Demo' })).toHaveAttribute(
      'href',
      '/signup?type=demo',
    );
    await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
  });

  test('a use-case illustration that fails to load becomes a placeholder', async ({ page }) => {
    await page.route('**/*dynamic-discounting*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Use cases', level: 2 }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: 'Illustration: Dynamic discounting' })).toContainText(
      'Illustration unavailable',
    );
  });
});

test.describe('header and footer', () => {
  test('signed out, the header offers Sign In and Get Started', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Features', '/features'],
      ['How It Works', '/how-it-works'],
      ['Use Cases', '/use-cases'],
      ['Pricing', '/pricing'],
      ['PRS', '/prs'],
      ['Documentation', '/documentation'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('the mobile menu opens with the Resources group and closes again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // A native popover: the burger controls it (and the browser exposes its expanded state).
    await expect(toggle).toHaveAttribute('popovertarget', 'mobile-menu');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu.getByText('Resources')).toBeVisible();
    for (const name of [
      'Negotiation Playground',
      'Case Studies',
      'Webinars',
      'Support',
      'API Documentation',
      'Enterprise Solutions',
      'Roadmap',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu.getByText('Resources')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Webinars' }).click();
    await expect(page).toHaveURL(/\/webinars$/);
    await expect(menu.getByText('Resources')).toBeHidden();
  });

  test('the footer links every page of the spec (and the playground) and leaves legal and social links as coming soon', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link').first()).toBeVisible();
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(
      new Set([
        '/features',
        '/pricing',
        '/roadmap',
        '/api-documentation',
        '/enterprise-solutions',
        '/documentation',
        '/blog',
        '/prs',
        '/playground',
        '/case-studies',
        '/webinars',
        '/support',
      ]),
    );
    for (const text of ['Privacy Policy', 'Terms of Service', 'Legal']) {
      await expect(footer.getByText(text)).toBeVisible();
    }
    await expect(footer.getByRole('img', { name: 'LinkedIn (coming soon)' })).toBeVisible();
  });
});

test('an unknown route shows the 404 page and logs it', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors.messages.join('\n')).toContain(
    '404 Error: User attempted to access non-existent route: /no-such-page',
  );
});

test('every internal link reachable from the home page lands on a route of the table', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  const queue = ['/'];
  const bad: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (/^(https?:|mailto:|tel:|data:)/.test(href)) continue; // data: a playground export, once clicked
      const url = new URL(href, 'http://site.test');
      if (href.startsWith('#') || url.pathname === path) continue;
      if (SERVER_ADDRESSES.some((address) => address.test(url.pathname))) continue;
      if (!ROUTES.some((route) => route.test(url.pathname))) bad.push(`${path} → ${href}`);
      else if (!url.pathname.startsWith('/admin') && !url.pathname.startsWith('/blog/'))
        queue.push(url.pathname);
    }
  }
  expect(bad).toEqual([]);
  expect(seen.size).toBeGreaterThan(15);
});

for (const path of ['/', '/no-such-page', '/auth', '/signup', '/blog']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

for (const width of [375, 1280]) {
  test(`the home page does not scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
