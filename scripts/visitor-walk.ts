// A new visitor's walk over every page of a running site (`npm start`, or an e2e server), at 375 and
// 1280 px, with JavaScript on and off, in Debian's Chromium. For each page it prints one JSON line:
// the HTTP status, console errors, failed requests, internal links that answer 4xx/5xx, the forms
// (method, action, hidden), inputs without a label, serious or critical axe violations (JavaScript on,
// 1280 px) and sideways scroll. A survey to read, not a test: it never fails on what it finds.
//   WALK_SITE=http://127.0.0.1:5173 [PAGES='/,/pricing'] [JS=on,off] [WIDTHS=375,1280] npx tsx scripts/visitor-walk.ts
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { ROUTE_ENTRIES } from '../site/src/config/routes';

const SITE = process.env.WALK_SITE ?? 'http://127.0.0.1:5173';
/** Every route without a parameter, the variants a visitor reaches by link, and unknown addresses. */
const DEFAULT_PAGES = [
  ...ROUTE_ENTRIES.map(([, route]) => route.path).filter((path) => !/[:*]/.test(path)),
  '/auth?tab=signup',
  '/reset-password?step=new-password',
  '/signup?type=demo',
  '/signup?type=subscribe',
  '/nope',
  '/blog/nope',
  '/blog/tag/nope',
  '/blog/author/nope',
];
const PAGES = process.env.PAGES?.split(',') ?? DEFAULT_PAGES;
const JS_MODES = (process.env.JS ?? 'on,off').split(',');
const WIDTHS = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);

/** Each internal address's status, asked once (without following redirects). */
const linkStatus = new Map<string, Promise<number | string>>();
function statusOf(url: string): Promise<number | string> {
  let status = linkStatus.get(url);
  if (!status) {
    status = fetch(url, { redirect: 'manual' }).then(
      (response) => response.status,
      (error: Error) => `error ${error.message}`,
    );
    linkStatus.set(url, status);
  }
  return status;
}

async function deadLinks(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const dead: string[] = [];
  for (const href of new Set(hrefs)) {
    const url = new URL(href);
    if (url.origin !== SITE) continue;
    url.hash = '';
    const status = await statusOf(url.href);
    if (typeof status !== 'number' || status >= 400) dead.push(`${status} ${url.pathname}${url.search}`);
  }
  return dead;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const js of JS_MODES) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        javaScriptEnabled: js === 'on',
        viewport: { width, height: 800 },
      });
      for (const path of PAGES) {
        const page = await context.newPage();
        const errors: string[] = [];
        const failed: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text().slice(0, 200));
        });
        page.on('pageerror', (error) => errors.push(`uncaught ${error.message.slice(0, 200)}`));
        page.on('requestfailed', (request) =>
          failed.push(`${request.url()} ${request.failure()?.errorText}`),
        );
        page.on('response', (response) => {
          if (response.status() >= 400 && response.url() !== SITE + path)
            failed.push(`${response.status()} ${response.url()}`);
        });
        const response = await page.goto(SITE + path, { waitUntil: 'load', timeout: 60_000 });
        if (js === 'on') {
          await page
            .locator('html[data-hydrated]')
            .waitFor({ state: 'attached', timeout: 30_000 })
            .catch(() => errors.push('never hydrated'));
        }
        const forms = await page.$$eval('form', (elements) =>
          elements.map((form) => ({
            name:
              form.getAttribute('aria-label') ??
              form.querySelector('input[name=_form]')?.getAttribute('value'),
            method: form.getAttribute('method'),
            action: form.getAttribute('action'),
            hidden: (form as HTMLElement).offsetParent === null,
          })),
        );
        const unlabelled = await page.$$eval('input:not([type=hidden]), textarea, select', (elements) =>
          elements
            .filter(
              (element) =>
                !(element as HTMLInputElement).labels?.length &&
                !element.getAttribute('aria-label') &&
                !element.getAttribute('aria-labelledby'),
            )
            .map((element) => element.outerHTML.slice(0, 120)),
        );
        const axe =
          js === 'on' && width === 1280
            ? (await new AxeBuilder({ page }).analyze()).violations
                .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
                .map((violation) => `${violation.id} (${violation.nodes.length})`)
            : [];
        const sidewaysScroll = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth,
        );
        const line = {
          js,
          width,
          path,
          status: response?.status(),
          errors,
          failed,
          dead: await deadLinks(page),
        };
        console.log(JSON.stringify({ ...line, forms, unlabelled, axe, sidewaysScroll }));
        await page.close();
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
