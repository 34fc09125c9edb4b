import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { LOCAL_LEAD_RELAY_KEY, LOCAL_SERVICE_ROLE_KEY } from '@parley/local-supabase/local-secrets';
import { type Lead } from '@parley/shared/supabase';
import { MESSAGES } from '@parley/shared/validation';
// The honeypot's name (site/src/features/leads/lib/honeypot.ts HONEYPOT_FIELD).
const HONEYPOT_FIELD = 'parley_hp_x7';
import { createSupabaseClient } from '@parley/shared/node';
import { ANON_KEY, E2E_API_PORT, E2E_SITE_PORT, backendUrl, expect, uniqueEmail } from './support/fixtures';

// The lead limits as visitors meet them (docs/product-rules.md#leads): 5 leads a minute per client,
// held by the site server for forms posted without JavaScript and by the database for the rest.
// The suite's servers run with both limits off (every test comes from 127.0.0.1), so this spec
// starts its own: a backend with LEAD_LIMITS on and a site server with its limits on, each trusting
// 127.0.0.1 as a proxy, so every browser context is a visitor of its own by its X-Forwarded-For.

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// +2: deploys.spec.ts takes the site port +1.
const ownBackendUrl = `http://127.0.0.1:${E2E_API_PORT + 2}`;
const ownSitePort = E2E_SITE_PORT + 2;
const ownSiteUrl = `http://127.0.0.1:${ownSitePort}`;
/** The suite's site build (tests/playwright.config.ts builds it before any test runs). */
const buildDir = `dist-e2e-${E2E_SITE_PORT}`;

const REFUSAL = MESSAGES.tooManySubmissions;

const children: ChildProcess[] = [];

/** Starts `command` in its own process group (so stopping it reaches node under npm). */
function start(command: string, args: string[], env: Record<string, string>, cwd = repoRoot): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  return child;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited (${child.exitCode})`);
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(150);
  }
  throw new Error(`No answer at ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const backend = start('npm', ['run', 'start', '--silent', '-w', '@parley/local-supabase'], {
    DATA_DIR: 'memory',
    RATE_LIMITS: 'off',
    LEAD_LIMITS: 'on',
    API_TRUSTED_PROXIES: '127.0.0.1',
    API_HOST: '127.0.0.1',
    API_PORT: String(E2E_API_PORT + 2),
    SITE_URL: ownSiteUrl,
  });
  // The build names the suite's backend (SUPABASE_URL is read at build time): the server's calls to
  // it are sent to this spec's backend (tests/support/backend-redirect.mjs), the browser's by route.
  const site = start(
    process.execPath,
    [
      '--import',
      fileURLToPath(new URL('./support/backend-redirect.mjs', import.meta.url)),
      `${buildDir}/server/main.js`,
    ],
    {
      NODE_ENV: 'production',
      PORT: String(ownSitePort),
      HOST: '127.0.0.1',
      SITE_TRUSTED_PROXIES: '127.0.0.1',
      SITE_LEAD_RELAY_KEY: LOCAL_LEAD_RELAY_KEY,
      SITE_LEAD_LIMITS: 'on',
      BACKEND_REDIRECT_FROM: backendUrl,
      BACKEND_REDIRECT_TO: ownBackendUrl,
    },
    `${repoRoot}/site`,
  );
  await Promise.all([waitUntilUp(`${ownBackendUrl}/auth/v1/health`, backend), waitUntilUp(ownSiteUrl, site)]);
});

test.afterAll(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (!child.pid || child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }),
  );
});

/** The leads stored for `email` in this spec's backend (service role: visitors never read leads). */
async function leadsOf(email: string): Promise<Lead[]> {
  const admin = createSupabaseClient({
    url: ownBackendUrl,
    anonKey: LOCAL_SERVICE_ROLE_KEY,
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { data, error } = await admin.from('leads').select('*').eq('email', email);
  if (error) throw new Error(`Reading leads failed: ${error.message}`);
  return data;
}

/** The visitors' contexts that run JavaScript (the others' pages never hydrate). */
const scripted = new WeakSet<BrowserContext>();

/**
 * A visitor of the spec's site, known by `address` (every request of the context carries it as
 * X-Forwarded-For, to the site server and to the backend alike), with or without JavaScript.
 */
async function visitor(browser: Browser, address: string, javaScript: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: ownSiteUrl,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  if (javaScript) scripted.add(context);
  await context.route(`${backendUrl}/**`, (route) =>
    route.continue({ url: ownBackendUrl + route.request().url().slice(backendUrl.length) }),
  );
  return context;
}

interface Demo {
  name: string;
  email: string;
  company: string;
}

/** Opens the demo request form (interactive, with JavaScript) and fills it. */
async function fillDemo(page: Page, values: Demo): Promise<void> {
  await page.goto('/signup?type=demo');
  if (scripted.has(page.context())) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Full Name').fill(values.name);
  await page.getByLabel('Work Email').fill(values.email);
  await page.getByLabel('Company Name').fill(values.company);
}

/** Sends the filled form and returns the answer to the lead it posted (site server or backend). */
async function sendDemo(page: Page, answering: RegExp): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && answering.test(response.url()),
    ),
    page.getByRole('button', { name: 'Schedule Demo' }).click(),
  ]);
  return answer;
}

const SITE_POST = /\/signup\?type=demo$/;
const DATABASE_POST = /\/rest\/v1\/leads/;

const demoOf = (who: string): Demo => ({
  name: `${who} Lovelace`,
  email: uniqueEmail(who),
  company: 'Engines',
});

async function expectThanked(page: Page): Promise<void> {
  await expect(page.getByText('Thank you for your interest!')).toBeVisible();
  await expect(page.getByText("We'll contact you shortly to schedule your demo.")).toBeVisible();
}

/**
 * The windows are fixed minutes (the server's and the database's): a flood that must fit in one
 * waits for the next minute when fewer than `ms` are left in this one.
 */
async function withinOneMinute(ms: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < ms) await sleep(left + 250);
}

test.describe('lead limits as visitors meet them', () => {
  test('a person who posts once is thanked and the lead is stored, with JavaScript and without', async ({
    browser,
  }) => {
    const withScript = demoOf('once-js');
    const withoutScript = demoOf('once-nojs');
    const [first, second] = await Promise.all([
      visitor(browser, '198.51.100.11', true),
      visitor(browser, '198.51.100.12', false),
    ]);
    const hydrated = await first.newPage();
    await fillDemo(hydrated, withScript);
    expect((await sendDemo(hydrated, DATABASE_POST)).status()).toBe(201);
    await expectThanked(hydrated);

    const plain = await second.newPage();
    await fillDemo(plain, withoutScript);
    expect((await sendDemo(plain, SITE_POST)).status()).toBe(200);
    await expectThanked(plain);

    for (const demo of [withScript, withoutScript]) {
      expect(await leadsOf(demo.email)).toMatchObject([
        { kind: 'demo', name: demo.name, company: demo.company, page: '/signup?type=demo' },
      ]);
    }
    await Promise.all([first.close(), second.close()]);
  });

  test("without JavaScript, a visitor's sixth form in a minute is answered 429 with the message and every value kept; another visitor is thanked", async ({
    browser,
  }) => {
    const flooder = await visitor(browser, '198.51.100.21', false);
    const page = await flooder.newPage();
    // The five, the sixth and the same visitor's post with JavaScript fit in one minute.
    await withinOneMinute(15_000);
    // Five forms posted in a burst from the visitor's connection (a script's flood), each stored.
    const sent = Array.from({ length: 5 }, (_, i) => demoOf(`flood-nojs-${i}`));
    for (const demo of sent) {
      const answer = await flooder.request.post('/signup?type=demo', { form: { _form: 'signup', ...demo } });
      expect(answer.status()).toBe(200);
    }
    const sixth = demoOf('flood-nojs-6');
    await fillDemo(page, sixth);
    const refused = await sendDemo(page, SITE_POST);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(sixth.name);
    await expect(page.getByLabel('Work Email')).toHaveValue(sixth.email);
    await expect(page.getByLabel('Company Name')).toHaveValue(sixth.company);
    expect(await leadsOf(sixth.email)).toEqual([]);
    // The server relayed the visitor's address with each lead: the database counted them too, so
    // the same visitor with JavaScript (posting to the database directly) is refused there as well.
    const withScript = await visitor(browser, '198.51.100.21', true);
    const scriptedPage = await withScript.newPage();
    const seventh = demoOf('flood-nojs-7');
    await fillDemo(scriptedPage, seventh);
    expect((await sendDemo(scriptedPage, DATABASE_POST)).status()).toBe(429);
    await expect(scriptedPage.getByText(REFUSAL)).toBeVisible();
    expect(await leadsOf(seventh.email)).toEqual([]);

    // Another visitor, the same minute: thanked, stored.
    const other = await visitor(browser, '198.51.100.22', false);
    const otherPage = await other.newPage();
    const theirs = demoOf('other-nojs');
    await fillDemo(otherPage, theirs);
    expect((await sendDemo(otherPage, SITE_POST)).status()).toBe(200);
    await expectThanked(otherPage);
    expect(await leadsOf(theirs.email)).toHaveLength(1);
    for (const demo of sent) expect(await leadsOf(demo.email)).toHaveLength(1);
    await Promise.all([flooder.close(), withScript.close(), other.close()]);
  });

  test("with JavaScript, the database refuses a visitor's sixth lead in a minute: the form says so and keeps the values; another visitor is thanked", async ({
    browser,
  }) => {
    const flooder = await visitor(browser, '198.51.100.31', true);
    const page = await flooder.newPage();
    await withinOneMinute(10_000);
    // Five leads sent in a burst from the visitor's connection straight to the database, each stored.
    for (let i = 0; i < 5; i++) {
      const demo = demoOf(`flood-js-${i}`);
      const answer = await flooder.request.post(`${ownBackendUrl}/rest/v1/leads`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, Prefer: 'return=minimal' },
        data: { kind: 'demo', page: '/signup?type=demo', ...demo },
      });
      expect(answer.status()).toBe(201);
      expect(await leadsOf(demo.email)).toHaveLength(1);
    }
    const sixth = demoOf('flood-js-6');
    await fillDemo(page, sixth);
    const refused = await sendDemo(page, DATABASE_POST);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(sixth.name);
    await expect(page.getByLabel('Work Email')).toHaveValue(sixth.email);
    await expect(page.getByLabel('Company Name')).toHaveValue(sixth.company);
    expect(await leadsOf(sixth.email)).toEqual([]);

    const other = await visitor(browser, '198.51.100.32', true);
    const otherPage = await other.newPage();
    const theirs = demoOf('other-js');
    await fillDemo(otherPage, theirs);
    expect((await sendDemo(otherPage, DATABASE_POST)).status()).toBe(201);
    await expectThanked(otherPage);
    expect(await leadsOf(theirs.email)).toHaveLength(1);
    await Promise.all([flooder.close(), other.close()]);
  });

  test('a bot filling the honeypot is thanked like a person, and nothing is stored', async ({ browser }) => {
    const bot = await visitor(browser, '198.51.100.41', false);
    const page = await bot.newPage();
    const demo = demoOf('honeypot');
    await fillDemo(page, demo);
    // What a bot does: fills every field it finds, the one people never see included.
    await page
      .getByRole('main')
      .locator(`input[name="${HONEYPOT_FIELD}"]`)
      .evaluate((input: HTMLInputElement) => {
        input.value = 'https://spam.example';
      });
    expect((await sendDemo(page, SITE_POST)).status()).toBe(200);
    await expectThanked(page);
    expect(await leadsOf(demo.email)).toEqual([]);
    await bot.close();
  });
});
