import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// One buyer with several suppliers on /playground (server-rendered from the address, a GET form),
// learning across runs in the browser, and the multi-supplier endpoint of the engine API.

const result = (page: Page) =>
  page.getByRole('status').filter({ hasText: /wins:|No deal with any supplier/ });
const thread = (page: Page, supplier: string) => page.getByRole('list', { name: `Thread with ${supplier}` });
const learningStatus = (page: Page) => page.getByTestId('learning-status');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the multi-supplier preset shows the winner, why, and every thread side by side', async ({ page }) => {
    await page.goto('/playground');
    // Nothing runs until the address asks for it.
    await expect(result(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Three suppliers, one deal' }).click();
    await expect(page).toHaveURL(/m_n=3/);
    await expect(result(page)).toContainText(/^Supplier [ABC] wins: [\d,]+ units at \$[\d,]+\.\d\d, /);
    await expect(result(page)).toContainText('Why: Supplier');
    await expect(result(page)).toContainText('declined');
    for (const supplier of ['Supplier A', 'Supplier B', 'Supplier C']) {
      await expect(thread(page, supplier).getByRole('listitem').first()).toHaveText(
        'Buyer calls for proposals: Industrial sensors.',
      );
      await expect(thread(page, supplier).getByRole('listitem').nth(1)).toContainText(
        new RegExp(`^${supplier} offers [\\d,]+ units? at \\$`),
      );
    }
    // The export is the API's format.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Export these threads/ }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(file).sort()).toEqual(['api_version', 'outcome', 'scenario', 'seed', 'threads']);
  });

  test('the GET form runs four suppliers; six are refused with a message', async ({ page }) => {
    await page.goto('/playground');
    await page.getByLabel('Number of suppliers (2 to 5)').selectOption('4');
    await page.getByRole('button', { name: 'Negotiate with the suppliers' }).click();
    await expect(page).toHaveURL(/m_n=4/);
    await expect(thread(page, 'Supplier D')).toBeVisible();
    await expect(result(page)).toBeVisible();

    await page.goto('/playground?m_n=6');
    await expect(page.getByRole('alert')).toContainText(
      'Number of suppliers must be a whole number from 2 to 5.',
    );
    await expect(thread(page, 'Supplier C')).toBeVisible(); // the example instead
  });
});

test('learning across runs: two runs counted, the learned weights shown, forgotten on request', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground');
  await expect(learningStatus(page)).toHaveText('Nothing learned about the Conceder seller yet.');
  const use = page.getByRole('button', { name: 'Use what was learned from past runs' });
  await use.click();
  await expect(use).toHaveAttribute('aria-pressed', 'true');
  await expect(learningStatus(page)).toContainText('1 past run against the Conceder seller remembered.');
  await expect(learningStatus(page)).toContainText(
    /priorities: price \d+%, quantity \d+%, delivery \d+%, payment terms \d+%/,
  );
  await page.getByRole('button', { name: 'Start negotiation' }).click();
  await expect(learningStatus(page)).toContainText('2 past runs against the Conceder seller remembered.');
  await expect(learningStatus(page)).toContainText('This run started from what was learned before it.');

  // Kept in this browser: after a reload it is still there (used only once switched on again).
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(learningStatus(page)).toContainText('2 past runs against the Conceder seller remembered.');
  await page.getByRole('button', { name: 'Forget what was learned' }).click();
  await expect(learningStatus(page)).toHaveText('Nothing learned about the Conceder seller yet.');
  expect(await page.evaluate(() => localStorage.getItem('parley.playground.learned.v1'))).toBeNull();
  expect(consoleErrors.messages).toEqual([]);
});

test('the multi-supplier endpoint answers the example, and the OpenAPI document describes it', async ({
  request,
}) => {
  const openapi = await (await request.get('/api/v1/openapi.json')).json();
  const path = openapi.paths['/negotiations/multi-supplier'];
  expect(path.post.operationId).toBe('runMultiSupplierNegotiation');
  const example = path.post.requestBody.content['application/json'].example;
  const response = await request.post('/api/v1/negotiations/multi-supplier', { data: example });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.threads).toHaveLength(3);
  expect(body.outcome.winner.supplier).toMatch(/^Supplier [ABC]$/);
  expect(body.outcome.explanation).toContain(body.outcome.winner.supplier);

  const refused = await request.post('/api/v1/negotiations/multi-supplier', {
    data: { ...example, suppliers: [example.suppliers[0]] },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.issues[0].path).toBe('suppliers');
});
