import { expect, type Page } from '@playwright/test';

/** The site's header, as a visitor sees it. */
export const header = (page: Page) => page.getByRole('banner');

/** Waits until the header shows the signed-in controls. */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header(page).getByRole('img', { name: email })).toBeVisible();
}

/** Waits until the header offers Sign In again. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
}

/** Fills the /auth form of the open tab. */
export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}
