import { test, type Page } from '@playwright/test';
import { holdAppScripts } from './support/first-paint';
import {
  ANON_KEY,
  backendUrl,
  createUser,
  expect,
  mailbox,
  signInAs,
  siteUrl,
  trackConsoleErrors,
  uniqueEmail,
} from './support/fixtures';

/**
 * /reset-password from the first paint (docs/product-rules.md, "Works from first paint"): its forms
 * are in the server's HTML; a submit made before the application runs is kept and replayed with what
 * was typed. The recovery link's key is in the address's fragment, which no server sees, so with
 * JavaScript off the new-password step says why it cannot work instead of showing a dead form.
 */

// Plain Playwright `test`: the project fixture's `page.goto` waits for hydration, which these tests
// must not do. They wait for the server's answers with the scripts held: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const HOLD_MS = 60_000;
const releases: (() => void)[] = [];
test.afterEach(() => {
  for (const release of releases.splice(0)) release();
});

async function hold(page: Page): Promise<() => void> {
  const release = await holdAppScripts(page, HOLD_MS);
  releases.push(release);
  return release;
}

async function expectNotHydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
}

/** Asks the backend for a recovery mail as the site's form does, and returns the mailed link. */
async function recoveryLink(email: string): Promise<string> {
  const before = (await mailbox.list(email)).map((m) => m.id);
  const redirect = encodeURIComponent(`${siteUrl}/reset-password?step=new-password`);
  const response = await fetch(`${backendUrl}/auth/v1/recover?redirect_to=${redirect}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(200);
  return mailbox.verifyLink(await mailbox.waitFor(email, { ignore: before }));
}

const newPassword = (page: Page) => page.getByLabel('New Password', { exact: true });
const confirmPassword = (page: Page) => page.getByLabel('Confirm New Password', { exact: true });

test.describe('password reset at first paint (application scripts held back)', () => {
  test('a new password typed and submitted before the app runs is saved once it runs, nothing lost', async ({
    page,
  }) => {
    const errors = trackConsoleErrors(page);
    const user = await createUser({ email: uniqueEmail('early-reset'), password: 'old-password' });
    const link = await recoveryLink(user.email);
    const release = await hold(page);
    await page.goto(link, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expectNotHydrated(page);
    await newPassword(page).fill('typed-at-first-paint');
    await confirmPassword(page).fill('typed-at-first-paint');
    await page.getByRole('button', { name: 'Update Password' }).click();
    // Kept, not sent (a native post would lose the link's key): the values stay where they were typed.
    await page.waitForTimeout(300);
    await expectNotHydrated(page);
    await expect(newPassword(page)).toHaveValue('typed-at-first-paint');

    release();
    await expect(page.getByText('Your password has been updated. You are now signed in.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(`${siteUrl}/`);
    expect(errors.messages).toEqual([]);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, user.email, 'typed-at-first-paint');
  });

  test('a mismatch typed before the app runs is told once it runs, the typing kept', async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('early-mismatch'), password: 'old-password' });
    const release = await hold(page);
    await page.goto(await recoveryLink(user.email), { waitUntil: 'commit' });
    await newPassword(page).fill('first-version');
    await confirmPassword(page).fill('second-version');
    await page.getByRole('button', { name: 'Update Password' }).click();
    release();
    await expect(page.getByText('Passwords do not match')).toBeVisible({ timeout: 15_000 });
    await expect(newPassword(page)).toHaveValue('first-version');
    await expect(page).toHaveURL(`${siteUrl}/reset-password?step=new-password`);
  });

  test('the reset email typed and sent before the app runs is sent once it runs', async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('early-request'), password: 'old-password' });
    const before = (await mailbox.list(user.email)).map((m) => m.id);
    const release = await hold(page);
    await page.goto('/reset-password', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expectNotHydrated(page);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.waitForTimeout(300);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

    release();
    await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible({
      timeout: 15_000,
    });
    const link = mailbox.verifyLink(await mailbox.waitFor(user.email, { ignore: before }));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${siteUrl}/reset-password?step=new-password`);
  });
});

test.describe('password reset without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the recovery link says plainly that this step needs JavaScript, and why, with no dead form', async ({
    page,
  }) => {
    const user = await createUser({ email: uniqueEmail('nojs-reset'), password: 'old-password' });
    await page.goto(await recoveryLink(user.email));
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(
      page.getByText(/Setting a new password needs JavaScript: your reset link carries its key after the #/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeHidden();
    await expect(newPassword(page)).toBeHidden();
  });

  test('the reset email posted says it needs JavaScript, keeping the email', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email', { exact: true }).fill('nojs-reset@example.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Resetting a password needs JavaScript: please turn it on, then try again.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nojs-reset@example.test');
  });
});
