import type { Page } from '@playwright/test';
import { anonClient } from './clients';
import { mailbox } from './mailbox';

let counter = 0;

/** An address no other test (or earlier run against a reused backend) has used. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return `${prefix}-${tag}@example.test`.toLowerCase();
}

export interface CreateUserOptions {
  email: string;
  password: string;
  /** Follow the confirmation link from the mailbox (default true). */
  confirmed?: boolean;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * Signs a user up through the real auth API; when `confirmed`, follows the mailed confirmation
 * link exactly as a person would (without opening a page), so the account can sign in.
 */
export async function createUser({
  email,
  password,
  confirmed = true,
}: CreateUserOptions): Promise<CreatedUser> {
  const before = new Set((await mailbox.list(email)).map((m) => m.id));
  const { data, error } = await anonClient().auth.signUp({ email, password });
  if (error) throw new Error(`Sign-up of ${email} failed: ${error.message}`);
  if (!data.user) throw new Error(`Sign-up of ${email} returned no user`);
  // With MAILER_AUTOCONFIRM the account is already confirmed and a session comes back.
  if (confirmed && !data.session) {
    const mail = await mailbox.waitFor(email, { ignore: before });
    const response = await fetch(mailbox.verifyLink(mail), { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    if (response.status >= 400 || location.includes('error')) {
      throw new Error(`Confirming ${email} failed: ${response.status} ${location}`);
    }
  }
  return { id: data.user.id, email, password };
}

/**
 * Signs in through the site's /auth form and waits until supabase-js has stored the session.
 * Leaves the page wherever the site navigates after sign-in.
 */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForFunction(
    () => Object.keys(localStorage).some((key) => key.startsWith('sb-') && key.endsWith('-auth-token')),
    undefined,
    { timeout: 10_000 },
  );
}
