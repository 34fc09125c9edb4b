import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

// The negotiation playground: a visitor sets a deal and watches two agents negotiate it.

const summary = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: /Agreement|No deal/ });

/** Every axe violation, whatever its impact (heading order is "moderate"), named with its elements. */
async function axeViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page explains itself and shows the example run, messages and result', async ({ page }) => {
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Negotiation Playground' })).toBeVisible();
    await expect(summary(page)).toContainText('Agreement');
    await expect(summary(page)).toContainText('distance to the Nash bargaining point');
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages.first()).toContainText('cfp');
    await expect(messages.last()).toContainText('inform');
    await expect(page.getByRole('img', { name: /Outcome space/ })).toBeVisible();
  });

  test('Start runs the visitor’s own settings on the server, and refuses bad ones with a message', async ({
    page,
  }) => {
    await page.goto('/playground');
    const buyer = page.getByRole('form', { name: 'Negotiation settings' });
    await buyer.getByLabel('Reservation price (worst acceptable)').first().fill('80');
    await page.getByLabel('Reservation price (worst acceptable)').nth(1).fill('90');
    await page.getByLabel('Target price').first().fill('70');
    await page.getByRole('button', { name: 'Start negotiation' }).click();
    await expect(page).toHaveURL(/b_res=80/);
    await expect(summary(page)).toContainText('No zone of agreement');
    // The values sent stay in the form.
    await expect(page.getByLabel('Reservation price (worst acceptable)').first()).toHaveValue('80');

    await page.goto('/playground?deadline=abc&b_strategy=%3Cscript%3E');
    await expect(page.getByRole('alert')).toContainText('Deadline (rounds, 2 to 100) must be a number.');
    await expect(page.getByRole('alert')).toContainText('Buyer strategy is not one of the choices.');
  });
});

test('the server-rendered page, before its scripts run, has no accessibility violations of any impact (heading order included)', async ({
  context,
}) => {
  test.slow(); // four axe runs over a long page, on a loaded machine (timed out at 30 s at load 16+)
  // A page of the context, not the fixture's (whose goto waits for hydration): axe needs JavaScript,
  // so the page's own scripts are refused instead and the server's HTML is what axe reads.
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  // The multi-supplier run (the example's three suppliers) and its refusal too; the last address's
  // alert is read below.
  for (const address of [
    '/playground',
    '/playground?m_n=3',
    '/playground?m_n=6',
    '/playground?deadline=abc',
  ]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'Negotiation Playground' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  await expect(page.getByRole('alert')).toContainText('Deadline (rounds, 2 to 100) must be a number.');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
});

test('a negotiation runs to the end in place, and its address reproduces it in a new page', async ({
  page,
  context,
}) => {
  await page.goto('/playground');
  await page.getByLabel('Strategy').first().selectOption('adaptive');
  await page.getByLabel('Strategy').nth(1).selectOption('tit-for-tat');
  // The page has two forms with a seed (the bilateral run's and the suppliers'): this run's.
  await page.getByRole('form', { name: 'Negotiation settings' }).getByLabel('Seed').fill('7');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('button', { name: 'Start negotiation' }).click();
  for (const setting of [/b_strategy=adaptive/, /s_strategy=tit-for-tat/, /seed=7/])
    await expect(page).toHaveURL(setting);
  await expect(page.getByText('Negotiating…')).toBeVisible();
  await page.getByRole('button', { name: 'Step' }).click();
  await page.getByRole('button', { name: 'Jump to end' }).click();
  await expect(summary(page)).toContainText('Agreement');
  const result = await summary(page).innerText();
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages.filter({ hasText: 'accept-proposal' })).toHaveCount(1);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const again = await context.newPage();
  await again.goto(page.url());
  await expect(summary(again)).toContainText('Agreement');
  expect(await summary(again).innerText()).toBe(result);
  await expect(again.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
    await messages.count(),
  );
});

test('the tournament fills its table in a worker, the progress bar moving and the page answering clicks', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/playground');
  await page.getByRole('button', { name: 'Run tournament' }).click();
  const bar = page.getByRole('progressbar', { name: 'Tournament progress' });
  await expect(bar).toBeVisible();
  // The page answers while the worker computes: the replay's Play button toggles.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tournament results' });
  await expect(table.getByRole('row')).toHaveCount(6, { timeout: 30_000 });
  await expect(table).toContainText('Boulware');
  await expect(table).toContainText('%');
  expect(consoleErrors.messages).toEqual([]);
});

test('the playground has no accessibility violations of any impact, hydrated, replaying and with the tournament, and is linked from home', async ({
  page,
}) => {
  test.slow(); // four axe runs over a long page and a 200-scenario tournament, on a loaded machine
  await page.goto('/playground?deadline=abc');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/playground');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByText('Negotiating…')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Run tournament' }).click();
  await expect(page.getByRole('table', { name: 'Tournament results' }).getByRole('row')).toHaveCount(6, {
    timeout: 30_000,
  });
  // Axe reads the button once its loading state has ended.
  await expect(page.getByRole('button', { name: 'Run tournament' })).not.toHaveAttribute('data-loading');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Run your own' })).toHaveAttribute('href', '/playground');
});

test('reached by a link in the site (no server rendering of its run), the page computes and shows the run', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Run your own' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Negotiation Playground' })).toBeVisible();
  await expect(summary(page)).toContainText('Agreement');
  await expect(page.getByText(/^Round \d+ of 20$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toContainText(
    'cfp',
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(consoleErrors.messages).toEqual([]);
});

test('back from another run to the server-rendered one, the run is shown again', async ({ page }) => {
  await page.goto('/playground?seed=7');
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  const count = await messages.count();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Negotiation Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await page.goBack();
  await expect(page).toHaveURL(/seed=7/);
  await expect(summary(page)).toContainText('Agreement');
  await expect(messages).toHaveCount(count);
});
