import { expect, test } from './support/fixtures';

// The playground's body (forms, run, game, matrix, tournament, and with them the engine and zod) is a
// chunk of its own, loaded after the page has hydrated (site/src/pages/playground/load-body.ts).
// Here its chunk is held back until the test lets it through, as a slow connection would.

const BODY_CHUNK = /\/assets\/PlaygroundBody-[\w-]+\.js$/;

test('a Start sent before the engine has loaded waits for it, then runs in place; the matrix computes after', async ({
  page,
  consoleErrors,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(BODY_CHUNK, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await page.goto('/playground?seed=7');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Hydrated without the body: its controls that need scripts are not there yet, the server's run is.
  await expect(page.getByText('The matrix is computed in your browser once')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').nth(2)).toBeVisible();

  await page.getByLabel('Strategy').nth(1).selectOption('linear');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Start negotiation' }).click();
  await expect(page.getByText('Loading the playground…')).toBeVisible();
  expect(requested).toBe(true);
  await expect(page).toHaveURL(/seed=7$/); // held: not sent yet

  release();
  await expect(page).toHaveURL(/s_strategy=linear/);
  await expect(page.getByText('Negotiating…')).toBeVisible();
  await expect(page.getByText('Loading the playground…')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await page.getByRole('button', { name: 'Compute the matrix' }).click();
  const matrix = page.getByRole('table', { name: 'Strategy matrix' });
  await expect(matrix.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
  expect(consoleErrors.messages).toEqual([]);
});

test('left alone, the page loads its engine once idle: the replay and the matrix work without a first click', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('group', { name: 'Replay controls' })).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('Negotiating…')).toBeVisible();
  await page.getByRole('button', { name: 'Compute the matrix' }).click();
  await expect(page.getByRole('table', { name: 'Strategy matrix' }).getByRole('row')).toHaveCount(6, {
    timeout: 30_000,
  });
  expect(consoleErrors.messages).toEqual([]);
});
