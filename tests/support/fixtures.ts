import { test as base, expect } from '@playwright/test';
import { trackConsoleErrors, type ConsoleErrors } from './console';
import { siteUrl } from './ports';
import { mailbox } from './mailbox';

export { expect };
export { backendUrl, siteUrl, E2E_API_PORT, E2E_SITE_PORT, E2E_SMTP_PORT } from './ports';
export { adminCredentials, anonClient, serviceClient, ANON_KEY, SERVICE_ROLE_KEY } from './clients';
export { mailbox, type MailMessage, type WaitForMailOptions } from './mailbox';
export { createUser, signInAs, uniqueEmail, type CreatedUser, type CreateUserOptions } from './users';
export { trackConsoleErrors, type ConsoleErrors } from './console';

/**
 * A post's cover that fails to load: content, not code. The page shows its fallback (tested in the
 * blog specs), but Chromium still logs the failed request; other tests' posts in the shared database
 * may carry such covers into any list. Either an image URL that is not one of our assets, or any
 * address on another host (this machine has no internet: the seed post's Unsplash cover, whose URL
 * has no extension, never resolves; the featured post's cover loads at once, so it is requested).
 */
export const BROKEN_CONTENT_IMAGE =
  /^Failed to load resource: .*\((https?:\/\/(?!127\.0\.0\.1:\d+\/assets\/)[^)]*\.(png|jpe?g|gif|webp|svg)(\?[^)]*)?|https?:\/\/(?!127\.0\.0\.1[:/])[^)]*)\)$/;

interface ParleyFixtures {
  mailbox: typeof mailbox;
  /** Console errors of `page`; the test fails at the end if any were logged. Opt in by naming it. */
  consoleErrors: ConsoleErrors;
}

export const test = base.extend<ParleyFixtures>({
  // Server-rendered pages are visible before React hydrates them, and a click before that is lost:
  // every `page.goto` to the site waits until the page is interactive (`html[data-hydrated]`).
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isSitePage =
        javaScriptEnabled !== false &&
        page.url().startsWith(siteUrl) &&
        (response?.headers()['content-type'] ?? '').includes('text/html');
      if (isSitePage) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  consoleErrors: async ({ page }, use) => {
    const errors = trackConsoleErrors(page, [BROKEN_CONTENT_IMAGE]);
    await use(errors);
    expect(errors.messages, 'console errors on the page').toEqual([]);
  },
});
