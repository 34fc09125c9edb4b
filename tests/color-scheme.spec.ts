import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { holdAppScripts } from './support/first-paint';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// One theme, two schemes (docs/product-rules.md#color-scheme): the site follows the system's
// preference until the visitor chooses with the header's toggle, from the first paint, with or
// without JavaScript.

const DARK_BODY = 'rgb(36, 36, 36)'; // Mantine's dark-7, the dark scheme's --mantine-color-body
const LIGHT_BODY = 'rgb(255, 255, 255)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const headerBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
const schemeAttribute = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/** The page's layout shifts so far (Cumulative Layout Shift, without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`without JavaScript, a system preferring ${scheme}`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: scheme });

    test('paints the page in that scheme', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await schemeAttribute(page)).toBeNull();
      expect(await bodyBackground(page)).toBe(scheme === 'dark' ? DARK_BODY : LIGHT_BODY);
      expect(await headerBackground(page)).toBe(scheme === 'dark' ? DARK_BODY : LIGHT_BODY);
      // The toggle could not act without JavaScript: in the page, but not shown (no dead control).
      await expect(page.locator('[data-scheme-choice]')).toHaveCount(2);
      for (const button of await page.locator('[data-scheme-choice]').all())
        await expect(button).toBeHidden();
      await expect(page.getByRole('button', { name: /^Switch to/ })).toHaveCount(0);
    });
  });
}

base.describe('before the application runs, a system preferring dark', () => {
  base.use({ colorScheme: 'dark' });

  base(
    'the first paint is dark (the critical CSS has the dark rules), with no layout shift',
    async ({ page }) => {
      await holdAppScripts(page, 60_000);
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor();
      expect(await schemeAttribute(page)).toBe('dark');
      // The full stylesheet, held like the scripts are not, may not have arrived: the inlined CSS paints.
      expect(await bodyBackground(page)).toBe(DARK_BODY);
      expect(await headerBackground(page)).toBe(DARK_BODY);
    },
  );
});

base.describe('before the application runs, a system preferring light', () => {
  base.use({ colorScheme: 'light' });

  base(
    'the toggle already works: the page turns dark, a reload keeps it, and the app starts from it',
    async ({ page }) => {
      const release = await holdAppScripts(page, 60_000);
      await page.goto('/', { waitUntil: 'commit' });
      await page.locator('h1').first().waitFor();
      expect(await schemeAttribute(page)).toBe('light');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      expect(await schemeAttribute(page)).toBe('dark');
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BODY);
      await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('parley-color-scheme'))).toBe('dark');

      // Still held back: the template's script applies the stored choice from the first paint.
      await page.reload({ waitUntil: 'commit' });
      await page.locator('h1').first().waitFor();
      expect(await schemeAttribute(page)).toBe('dark');
      expect(await bodyBackground(page)).toBe(DARK_BODY);

      // The application runs and keeps the choice (no flip back to the system's light).
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      expect(await schemeAttribute(page)).toBe('dark');
      // Now both the template's handler and the app's see a click: each sets the scheme the button
      // names, so the click is one change, not two that cancel out.
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BODY);
      expect(await schemeAttribute(page)).toBe('light');
      expect(await page.evaluate(() => localStorage.getItem('parley-color-scheme'))).toBe('light');
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect.poll(() => bodyBackground(page)).toBe(DARK_BODY);
      expect(await page.evaluate(() => localStorage.getItem('parley-color-scheme'))).toBe('dark');
    },
  );
});

test.describe('a system preferring light', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches to dark, and the choice holds over a reload, from the first paint', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await bodyBackground(page)).toBe(LIGHT_BODY);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await schemeAttribute(page)).toBe('dark');
    await expect.poll(() => bodyBackground(page)).toBe(DARK_BODY);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeHidden();

    // Opened again with the application held back (a plain page of the same browser profile, not
    // the fixture's, which waits for hydration): the template's script applies the choice.
    const held = await page.context().newPage();
    await holdAppScripts(held, 60_000);
    await held.goto('/blog', { waitUntil: 'commit' });
    await held.locator('h1').first().waitFor();
    expect(await schemeAttribute(held)).toBe('dark');
    expect(await bodyBackground(held)).toBe(DARK_BODY);
    await held.close();

    // And back: light is kept too, though the system's is light as well.
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BODY);
    expect(await page.evaluate(() => localStorage.getItem('parley-color-scheme'))).toBe('light');
  });

  test('a stored value that is no scheme is ignored: the system decides', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('parley-color-scheme', '<script>alert(1)</script>'));
    await page.reload();
    expect(await schemeAttribute(page)).toBe('light');
    expect(await bodyBackground(page)).toBe(LIGHT_BODY);
  });
});

test.describe('a system preferring dark, with JavaScript', () => {
  test.use({ colorScheme: 'dark' });

  test('the page loads dark with no layout shift', async ({ page }) => {
    await page.goto('/');
    expect(await schemeAttribute(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe(DARK_BODY);
    expect(await layoutShift(page)).toBe(0);
  });

  test('/admin follows the scheme', async ({ page }) => {
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await schemeAttribute(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe(DARK_BODY);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BODY);
  });
});

// axe in both schemes: contrast above all (docs/product-rules.md#color-scheme).
for (const scheme of ['dark', 'light'] as const) {
  test.describe(`accessibility in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('/, /blog, a post and /playground have no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(90_000);
      const tag = uniqueTag();
      const [post] = await storePosts(serviceClient(), [
        {
          title: `Scheme post ${tag}`,
          content: `A paragraph, a [link](https://example.com) and \`code\` ${tag}.`,
        },
      ]);
      for (const path of ['/', '/blog', `/blog/${post!.slug}`, '/playground']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expect(await schemeAttribute(page)).toBe(scheme);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          severe.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      }
    });
  });
}
