import { test as base, expect } from '@playwright/test';
import { trackConsoleErrors, type ConsoleErrors } from './console';
import { mailbox } from './mailbox';

export { expect };
export { backendUrl, siteUrl, E2E_API_PORT, E2E_SITE_PORT } from './ports';
export { adminCredentials, anonClient, serviceClient, ANON_KEY, SERVICE_ROLE_KEY } from './clients';
export { mailbox, type MailMessage, type WaitForMailOptions } from './mailbox';
export { createUser, signInAs, uniqueEmail, type CreatedUser, type CreateUserOptions } from './users';
export { trackConsoleErrors, type ConsoleErrors } from './console';

interface ParleyFixtures {
  mailbox: typeof mailbox;
  /** Console errors of `page`; the test fails at the end if any were logged. Opt in by naming it. */
  consoleErrors: ConsoleErrors;
}

export const test = base.extend<ParleyFixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  mailbox: async ({}, use) => {
    await use(mailbox);
  },
  consoleErrors: async ({ page }, use) => {
    const errors = trackConsoleErrors(page);
    await use(errors);
    expect(errors.messages, 'console errors on the page').toEqual([]);
  },
});
