import { expect, test, trackConsoleErrors } from './support/fixtures';

/**
 * Defects a new visitor's walk over every route (375 and 1280 px, JavaScript on and off) found, each
 * kept fixed here. The walk also checked, and found sound: every route's status, no console errors
 * on the pages that answer 200, no internal link answering 404, every input labelled, no serious or
 * critical axe violation, no sideways scroll at 375 px, every form posting or getting natively.
 */

test.describe('with JavaScript', () => {
  test('an unknown author hydrates as the server rendered it: Author Not Found, not a failed load', async ({
    page,
  }) => {
    // The 404 status of the document itself is expected; nothing else may be logged.
    const errors = trackConsoleErrors(page, [/status of 404 .*\/blog\/author\/nobody-at-all\)$/]);
    const response = await page.goto('/blog/author/nobody-at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Author Not Found' })).toBeVisible();
    await expect(page.getByText('Error loading blog posts')).toHaveCount(0);
    expect(errors.messages).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/admin says it needs JavaScript instead of an endless loader', async ({ page }) => {
    await page.goto('/admin');
    // By role: Playwright's plain-string text match skips what a <noscript> shows (a pattern finds it).
    await expect(page.getByRole('alert')).toHaveText(
      'The blog admin needs JavaScript: please turn it on, then reload this page.',
    );
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
