import { expectSignedIn, expectSignedOut, fillCredentials, header } from './accounts-helpers';
import {
  adminCredentials,
  backendUrl,
  createUser,
  expect,
  mailbox,
  signInAs,
  siteUrl,
  test,
  uniqueEmail,
} from './support/fixtures';

const PASSWORD = 'correct-horse-1';

test.describe('accounts', () => {
  test('sign up, confirm by the mailed link, sign in and sign out', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Registration successful! Please check your email for verification.'),
    ).toBeVisible();

    const link = mailbox.verifyLink(await mailbox.waitFor(email));
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${siteUrl}/auth`);
    await page.goto(link);
    await expect(page.getByText('Email verification successful! You can now sign in.')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/auth`);
    await expectSignedOut(page);

    await fillCredentials(page, email, PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Successfully signed in')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expectSignedIn(page, email);
    await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('Successfully signed out')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expectSignedOut(page);
  });

  test('an unconfirmed account cannot sign in yet', async ({ page }) => {
    const user = await createUser({
      email: uniqueEmail('unconfirmed'),
      password: PASSWORD,
      confirmed: false,
    });
    await page.goto('/auth');
    await fillCredentials(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Email not confirmed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a wrong password shows the server's message and keeps the form", async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('wrongpw'), password: PASSWORD });
    await page.goto('/auth');
    await fillCredentials(page, user.email, 'not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/auth$/);
    await expectSignedOut(page);
  });

  test('the auth form shows its validation messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The hint under the field plus the error.
    await expect(page.getByText('Password must be at least 6 characters long')).toHaveCount(2);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('a signed-in visit to /auth goes home', async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('visit'), password: PASSWORD });
    await signInAs(page, user.email, user.password);
    await page.goto('/auth');
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expectSignedIn(page, user.email);
  });

  test('signing out in one tab signs the other out too', async ({ page, context }) => {
    const user = await createUser({ email: uniqueEmail('tabs'), password: PASSWORD });
    await signInAs(page, user.email, user.password);
    const other = await context.newPage();
    await other.goto('/features');
    await expectSignedIn(other, user.email);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectSignedOut(page);
    await expectSignedOut(other);
    await expect(other).toHaveURL(/\/features$/);
  });

  test('/admin sends a signed-out visitor to /auth and a non-admin home', async ({ page }) => {
    for (const path of ['/admin', '/admin/blog/new', '/admin/blog/edit/anything']) {
      await page.goto(path);
      await expect(page).toHaveURL(`${siteUrl}/auth`);
    }
    const user = await createUser({ email: uniqueEmail('customer'), password: PASSWORD });
    await signInAs(page, user.email, user.password);
    await page.goto('/admin');
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('the admin sees Admin and reaches the dashboard', async ({ page }) => {
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    const adminLink = header(page).getByRole('link', { name: 'Admin', exact: true });
    await expect(adminLink).toBeVisible();
    // The sign-in toast stays below the header: it never covers the button under it (a toast under
    // the pointer stays open, so it once kept the button covered).
    const toast = page.getByText('Successfully signed in');
    await expect(toast).toBeVisible();
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), header(page).boundingBox()]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await adminLink.click({ timeout: 5_000 });
    await expect(page).toHaveURL(`${siteUrl}/admin`);
  });

  test('on a phone the admin finds Admin Dashboard and Sign Out in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await expect(page).toHaveURL(`${siteUrl}/admin`);
  });

  test('a used or expired confirmation link says verification failed', async ({ page }) => {
    const redirect = encodeURIComponent(`${siteUrl}/auth`);
    await page.goto(`${backendUrl}/auth/v1/verify?token=not-a-token&type=signup&redirect_to=${redirect}`);
    await expect(page.getByText('Email verification failed')).toBeVisible();
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/auth`);
  });
});

test.describe('password reset', () => {
  test('request a mail, follow the link, set a new password and use it', async ({ page }) => {
    const user = await createUser({ email: uniqueEmail('reset'), password: PASSWORD });
    const before = (await mailbox.list(user.email)).map((m) => m.id);
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Check your email for a link to reset your password.')).toBeVisible();

    const link = mailbox.verifyLink(await mailbox.waitFor(user.email, { ignore: before }));
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    // The link lands on the new-password step (its key, in the fragment, read and cleared).
    await expect(page).toHaveURL(`${siteUrl}/reset-password?step=new-password`);
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-pw');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-typo');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-pw');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your password has been updated. You are now signed in.')).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/`);
    await expectSignedIn(page, user.email);

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectSignedOut(page);
    await signInAs(page, user.email, 'brand-new-pw');
    await expectSignedIn(page, user.email);
  });

  test('an invalid or used reset link explains itself and offers a new one', async ({ page }) => {
    const redirect = encodeURIComponent(`${siteUrl}/reset-password`);
    await page.goto(`${backendUrl}/auth/v1/verify?token=used-token&type=recovery&redirect_to=${redirect}`);
    await expect(page.getByText(/This password reset link is invalid or has expired/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await expect(page).toHaveURL(`${siteUrl}/reset-password`);
  });
});
