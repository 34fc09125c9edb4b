import { backendUrl, expect, mailbox, test, uniqueEmail } from './support/fixtures';

test.describe('test infrastructure', () => {
  test('the site answers at / with a heading', async ({ page, consoleErrors }) => {
    const response = await page.goto('/');
    expect(response?.ok()).toBe(true);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(consoleErrors.messages).toEqual([]);
  });

  test('the backend health answers', async ({ request }) => {
    const response = await request.get(`${backendUrl}/auth/v1/health`);
    expect(response.status()).toBe(200);
  });

  test('the mailbox JSON answers with a list', async () => {
    const response = await fetch(`${backendUrl}/_mail/messages`);
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    expect(await mailbox.list(uniqueEmail('nobody'))).toEqual([]);
  });
});
