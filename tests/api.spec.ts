import { EXAMPLE_SCENARIO } from '@parley/negotiation';
import { expect, test } from './support/fixtures';
import { siteUrl } from './support/ports';

// The engine API (POST /api/v1/negotiations) as a reader of /api-documentation meets it: the page
// says how to call it, and the call answers as the page says.

const command = `curl -X POST ${siteUrl}/api/v1/negotiations \\`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page shows the curl command to select, the Copy button waits for the scripts', async ({
    page,
  }) => {
    await page.goto('/api-documentation');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    const curl = page.getByLabel('Request with curl');
    await expect(curl).toContainText(command);
    await expect(curl).toContainText(`-d '${JSON.stringify(EXAMPLE_SCENARIO)}'`);
    await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });
});

test('a reader copies the curl command, and the endpoint answers it as documented', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api-documentation');
  await expect(page.getByRole('heading', { level: 2, name: 'Try it' })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const curl = page.getByLabel('Request with curl');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await curl.textContent());
  // The body the command sends, through the browser's request context.
  const body = /-d '(.*)'$/.exec(copied)![1]!;
  const answer = await page.request.post('/api/v1/negotiations', {
    data: body,
    headers: { 'Content-Type': 'application/json' },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['server-timing']).toMatch(/^app;dur=/);
  const run = await answer.json();
  expect(run.transcript[0].performative).toBe('cfp');
  expect(run.outcome.result).toBe('agreement');
  expect(consoleErrors.messages).toEqual([]);
});

test('an invalid scenario is refused with the field named; the OpenAPI document is where the page links', async ({
  page,
}) => {
  const refused = await page.request.post('/api/v1/negotiations', {
    data: JSON.stringify({ ...EXAMPLE_SCENARIO, buyer: { ...EXAMPLE_SCENARIO.buyer, reservation: 'a lot' } }),
    headers: { 'Content-Type': 'application/json' },
  });
  expect(refused.status()).toBe(400);
  const { error } = await refused.json();
  expect(error.code).toBe('invalid_request');
  expect(error.issues).toEqual([
    { path: 'buyer.reservation', message: 'Invalid input: expected number, received string' },
  ]);
  await page.goto('/api-documentation');
  const link = page.getByRole('link', { name: 'OpenAPI document' });
  await link.click();
  await expect(page).toHaveURL(/\/api\/v1\/openapi\.json$/);
  expect(JSON.parse((await page.locator('body').textContent())!)).toMatchObject({ openapi: '3.1.0' });
});
