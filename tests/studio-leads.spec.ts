import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import {
  adminCredentials,
  anonClient,
  ANON_KEY,
  backendUrl,
  expect,
  serviceClient,
  siteUrl,
  test,
} from './support/fixtures';
import { installFakeBridge } from './studio/fake-bridge';
import { serveStatic } from './studio/static-server';

// The studio's leads inbox at volume: 2,500 leads, paged, sorted and searched by the database,
// marked handled, and exported in full. The renderer runs in Chromium against the embedded backend,
// the preload contract played by the test bridge (see studio.spec.ts).

const rendererDir = fileURLToPath(new URL('../studio/out/renderer', import.meta.url));
const LEADS = 2500;
let studio: Awaited<ReturnType<typeof serveStatic>>;
// A token in every seeded address and company, so searches find this run's leads only.
const run = `v${Date.now().toString(36)}`;
const email = (i: number) => `${run}-${String(i).padStart(4, '0')}@bulk.test`;

test.beforeAll(async () => {
  studio = await serveStatic(rendererDir);
  const kinds = ['trial', 'demo', 'subscribe', 'newsletter', 'contact'];
  for (let start = 0; start < LEADS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, offset) => {
      const i = start + offset;
      return {
        kind: kinds[i % 5]!,
        email: email(i),
        name: `Bulk ${i}`,
        company: `Bulkco ${run}`,
        page: '/signup',
      };
    });
    const { error } = await serviceClient().from('leads').insert(rows);
    expect(error).toBeNull();
  }
  // One lead outside the search, so the inbox's total reads 2,500 only once the search applied (it
  // waits for typing to pause): a click before that would be undone when the search starts page 1.
  const { error } = await serviceClient()
    .from('leads')
    .insert({ kind: 'newsletter', email: `outsider-${Math.random().toString(36).slice(2)}@elsewhere.test` });
  expect(error).toBeNull();
});
test.afterAll(async () => {
  await studio?.close();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installFakeBridge, {
    supabaseUrl: backendUrl,
    supabaseAnonKey: ANON_KEY,
    siteUrl,
  });
  await page.goto(studio.url);
  await page.getByLabel(/^Email/).fill(adminCredentials.email);
  await page.getByLabel(/^Password/).fill(adminCredentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('link', { name: 'Leads' }).click();
  await page.getByLabel('Search by email, name or company').fill(run);
  await expect(page.getByText(`of ${LEADS.toLocaleString('en-US')} leads`)).toBeVisible();
});

/** Picks an option of a segmented filter (Kind, Handled). */
const segment = (page: import('@playwright/test').Page, group: string, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();

const leadsTable = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Leads', exact: true });
const firstEmailCell = (page: import('@playwright/test').Page) =>
  leadsTable(page).getByRole('row').nth(1).getByRole('cell').nth(3);

test('pages, sorts and searches 2,500 leads in the database', async ({ page }) => {
  await expect(page.getByText('Showing 1–50 of 2,500 leads')).toBeVisible();
  await expect(leadsTable(page).getByRole('row')).toHaveCount(51);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 51–100 of 2,500 leads')).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByText('Showing 2,451–2,500 of 2,500 leads')).toBeVisible();

  // Sorting reorders the whole list (not just this page) and starts again at page 1.
  await page.getByRole('button', { name: /^Email/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Email/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText('Showing 1–50 of 2,500 leads')).toBeVisible();
  await expect(firstEmailCell(page)).toHaveText(email(0));
  await page.getByRole('button', { name: /^Email/ }).click();
  await expect(firstEmailCell(page)).toHaveText(email(LEADS - 1));

  await page.getByLabel('Search by email, name or company').fill(`${run}-1234`);
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  await expect(page.getByRole('cell', { name: email(1234) })).toBeVisible();

  await page.getByLabel('Search by email, name or company').fill(run);
  await segment(page, 'Kind', 'Demo');
  await expect(page.getByText('Showing 1–50 of 500 leads')).toBeVisible();
});

test('marks a lead handled and filters by it; counts and the weekly chart have readable figures', async ({
  page,
}) => {
  await expect(page.getByRole('list', { name: 'Lead counts' })).toContainText('All leads');
  await expect(page.getByRole('table', { name: 'Leads per week, last 12 weeks' })).toBeAttached();

  await page.getByLabel('Search by email, name or company').fill(`${run}-0042`);
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  const handled = leadsTable(page)
    .getByRole('row')
    .filter({ hasText: email(42) })
    .getByRole('checkbox', { name: 'Handled' });
  await handled.check();
  await expect(handled).toBeChecked();
  await page.getByLabel('Search by email, name or company').fill(run);
  await segment(page, 'Handled', 'Handled');
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  await segment(page, 'Handled', 'Waiting');
  await expect(page.getByText('Showing 1–50 of 2,499 leads')).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('exports every matching lead, page by page, with progress', async ({ page }) => {
  // Each page of the export held back a little, so the progress between pages can be read.
  await page.route(/\/rest\/v1\/leads\?.*limit=1000/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exported 1,000 of 2,500' })).toBeVisible();
  await expect(page.getByText('Exported 2,500 leads to /home/admin/parley-leads.csv')).toBeVisible({
    timeout: 20_000,
  });
  const { csv, writes } = await page.evaluate(() => {
    const w = window as unknown as { __exported: string[]; __exportWrites: number[] };
    return { csv: w.__exported[0] ?? '', writes: w.__exportWrites };
  });
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('created_at,kind,name,email,company,plan,page,message,submissions');
  expect(lines).toHaveLength(LEADS + 2);
  expect(new Set(lines.slice(1, -1).map((line) => line.split(',')[3])).size).toBe(LEADS);
  // The header, then one write per page of leads: the file was never built whole in the page.
  expect(writes.length).toBeGreaterThanOrEqual(1 + LEADS / 1000);
});

test('an address that wrote again: back under Waiting, its count opens the history, newest first', async ({
  page,
}) => {
  // Not this run's search token: the other tests count 2,500 leads matching it.
  const ceo = `ceo-${Math.random().toString(36).slice(2)}@bigcorp.test`;
  const demo = (name: string, company: string, message: string) =>
    anonClient().from('leads').insert({ kind: 'demo', email: ceo, name, company, message, page: '/signup' });
  expect((await demo('Not interested', 'spam', 'Not interested, spam')).error).toBeNull();
  // The admin filed the spam away…
  const marked = await serviceClient()
    .from('leads')
    .update({ handled_at: new Date().toISOString() })
    .eq('email', ceo);
  expect(marked.error).toBeNull();
  // …then the real CEO asked for a demo.
  expect((await demo('Grace Chief', 'BigCorp', 'A demo for our buyers, please.')).error).toBeNull();

  await page.getByLabel('Search by email, name or company').fill(ceo);
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  const row = leadsTable(page).getByRole('row').filter({ hasText: ceo });
  await expect(row).toContainText('Grace Chief');
  await expect(row.getByRole('checkbox', { name: 'Handled' })).not.toBeChecked();
  await segment(page, 'Handled', 'Waiting');
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();

  await row.getByRole('button', { name: '1 waiting of 2 submissions' }).click();
  const history = page.getByRole('table', { name: `Submissions from ${ceo} (demo)` });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('A demo for our buyers, please.');
  await expect(history.getByRole('row').nth(2)).toContainText('Not interested, spam');
});

test('spam filed after the real request: marking the entry marks the spam only; the request stays waiting', async ({
  page,
}) => {
  const ceo = `ceo-${Math.random().toString(36).slice(2)}@bigcorp.test`;
  const demo = (name: string, company: string, message: string) =>
    anonClient().from('leads').insert({ kind: 'demo', email: ceo, name, company, message, page: '/signup' });
  // The real CEO asks for a demo, then an attacker files spam under the same address.
  expect((await demo('Grace Chief', 'BigCorp', 'A demo for our buyers, please.')).error).toBeNull();
  expect((await demo('Not interested', 'spam', 'Not interested, spam')).error).toBeNull();

  await page.getByLabel('Search by email, name or company').fill(ceo);
  await segment(page, 'Handled', 'Waiting');
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
  const row = leadsTable(page).getByRole('row').filter({ hasText: ceo });
  await expect(row).toContainText('Not interested');
  // The admin files the spam away: the entry stays under Waiting, saying what still waits.
  await row.getByRole('checkbox', { name: 'Handled' }).check();
  await expect(row.getByRole('button', { name: '1 waiting of 2 submissions' })).toBeVisible();
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();

  await row.getByRole('button', { name: '1 waiting of 2 submissions' }).click();
  const history = page.getByRole('table', { name: `Submissions from ${ceo} (demo)` });
  await expect(history.getByRole('row').nth(2)).toContainText('A demo for our buyers, please.');
  await expect(history.getByRole('row').nth(2)).toContainText('Waiting');
  // Read, the real request is marked from the history: the entry leaves Waiting.
  await page.getByRole('button', { name: 'Mark all handled (1 waiting)' }).click();
  await expect(page.getByText('No leads match.')).toBeVisible();
  await segment(page, 'Handled', 'Handled');
  await expect(page.getByText('Showing 1–1 of 1 leads')).toBeVisible();
});
