import type { APIResponse, Page } from '@playwright/test';
import { navigateInApp, storePosts, uniqueTag } from './blog-helpers';
import {
  adminCredentials,
  backendUrl,
  expect,
  serviceClient,
  signInAs,
  siteUrl,
  test,
} from './support/fixtures';

// The site server's security headers, its pages' Content-Security-Policy (and that nothing the site
// does trips it), and canonical URLs that stay on SITE_URL whatever path is asked for.

/** What a violation report says, recorded in the page from before its first script runs. */
interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __injectedScriptRan?: boolean;
  }
}

/** Records every CSP violation of every document the page loads, and Chromium's console reports. */
async function recordViolations(page: Page): Promise<{ console: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return { console };
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** The headers every response of the site carries. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // SITE_URL is http here: HSTS would be wrong (and ignored).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** A page's policy: scripts by hash only, the backend reachable, nothing framing it. */
function expectPagePolicy(response: APIResponse) {
  const policy = response.headers()['content-security-policy'] ?? '';
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('connect-src')).toBe(`connect-src 'self' ${backendUrl}`);
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(policy).not.toContain('upgrade-insecure-requests');
}

/** The canonical link and og:url of a page's HTML. */
function canonicalOf(html: string) {
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
  };
}

test.describe('security headers and Content-Security-Policy', () => {
  let slug: string;

  test.beforeAll(async () => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      { title: `Headers ${tag}`, slug: `headers-${tag}`, content: `## Safe\n\nA post about ${tag}.` },
    ]);
    slug = post!.slug;
  });

  test('every page, prerendered or rendered, found or not, carries the headers and a strict policy', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/', 200],
      ['/pricing', 200],
      ['/blog', 200],
      [`/blog/${slug}`, 200],
      ['/no-such-page', 404],
      ['/blog/no-such-post', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectCommonHeaders(response);
      expectPagePolicy(response);
    }
  });

  test('a NUL or another character no post can hold in a blog address is a visitor’s input, not an outage', async ({
    request,
  }) => {
    // The database refuses a NUL as an error; the site must answer the list, or "not found".
    for (const [path, status] of [
      ['/blog?q=%00', 200],
      ['/blog?category=%00&q=agent%00', 200],
      ['/blog/%00', 404],
      ['/blog/a%20b', 404],
      ['/blog/UPPER', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
    }
    const list = await (await request.get('/blog?q=%00')).text();
    expect(list).not.toContain('Error loading blog posts');
  });

  test('the feeds, robots.txt and files carry the common headers', async ({ request }) => {
    for (const path of [
      '/sitemap.xml',
      '/rss.xml',
      '/robots.txt',
      '/favicon.svg',
      '/favicon.ico',
      '/assets/gone-000.js',
    ]) {
      const response = await request.get(path);
      expectCommonHeaders(response);
    }
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expectCommonHeaders(await request.get(asset));
  });

  test('/favicon.ico, asked for by feed readers and crawlers whatever the page links, is the mark', async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = await response.body();
    // An ICO's header (reserved 0, type 1) with its 16, 32 and 48 px pictures, not the not-found page.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect([bytes[6], bytes[22], bytes[38]]).toEqual([16, 32, 48]);
    expect(bytes.length).toBeLessThan(4_000);
  });

  test('an injected inline script does not run, and the site itself trips no violation', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const reports = await recordViolations(page);
    await page.goto('/');
    // The policy is in force: a script added to the page (as an XSS would) is refused.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return window.__injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations(page)).map((violation) => violation.directive)).toEqual(['script-src-elem']);
    await expect.poll(() => reports.console.length).toBeGreaterThan(0); // Chromium's report of it
    await page.evaluate(() => (window.__cspViolations = []));
    reports.console.length = 0;
    consoleErrors.messages.length = 0;

    // Hydrating and navigating in the app: lazily loaded routes, their chunks and the backend.
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await navigateInApp(page, '/blog');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('headers');
    await expect(page.getByRole('link', { name: /Headers/ }).first()).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { name: 'Safe' })).toBeVisible();
    await navigateInApp(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Signing in (the browser calls the backend), then the admin's editor with its markdown preview.
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    expect(await violations(page)).toEqual([]);
    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Content' }).fill('## Preview works\n\n*Safe*.');
    await expect(
      page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Preview works' }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(reports.console).toEqual([]);
  });

  test('the forms validate in the browser (zod) and the playground reads its settings without a violation', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const reports = await recordViolations(page);
    const contact = (p: Page) =>
      p.getByRole('form', { name: 'Contact support' }).getByRole('button', { name: 'Submit Request' });
    const forms: [path: string, submit: (p: Page) => ReturnType<Page['getByRole']>, message: string][] = [
      ['/contact', contact, 'First name is required.'],
      ['/support', contact, 'First name is required.'],
      [
        '/signup',
        (p) => p.getByRole('button', { name: 'Start Free Trial' }),
        'Name must be at least 2 characters.',
      ],
      [
        '/signup?type=subscribe',
        (p) => p.getByRole('main').getByRole('button', { name: 'Subscribe' }),
        'Please enter a valid email address.',
      ],
      [
        '/auth',
        (p) => p.getByRole('button', { name: 'Sign In', exact: true }),
        'Please enter a valid email address.',
      ],
      [
        '/reset-password',
        (p) => p.getByRole('button', { name: 'Send Reset Link' }),
        'Please enter a valid email address.',
      ],
    ];
    for (const [path, submit, message] of forms) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).not.toContain('unsafe-eval');
      await submit(page).click();
      await expect(page.getByText(message).first(), path).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    // The playground checks its settings with the engine's schemas, on the server and again in the
    // browser as it hydrates: the same words both times (no hydration mismatch), no violation.
    await page.goto('/playground?deadline=1');
    await expect(page.getByRole('alert')).toContainText('Deadline: Too small: expected number to be >=2');
    expect(await violations(page)).toEqual([]);

    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await page.goto('/admin/blog/new');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    expect(reports.console).toEqual([]);
    // No console error either (a hydration mismatch would log one).
    expect(consoleErrors.messages).toEqual([]);
  });

  test('the 404 page and the sign-up page hydrate without a violation', async ({ page }) => {
    const reports = await recordViolations(page);
    for (const path of ['/no-such-page', '/signup', '/auth']) {
      const response = await page.goto(path);
      // Under the policy (no violation without one would prove nothing).
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      expect(await violations(page), path).toEqual([]);
    }
    expect(reports.console).toEqual([]);
  });
});

test.describe('canonical URLs come from SITE_URL only', () => {
  const hostile = [
    '//evil.example/x',
    '//evil.example/',
    '/\\evil.example',
    '/blog/..%2f..%2fx',
    '/x%0d%0aSet-Cookie:%20planted=1',
    '/%2f%2fevil.example',
    `/${'long-'.repeat(1500)}`,
  ];

  for (const path of hostile) {
    test(`GET ${path.slice(0, 40)} stays on the site`, async ({ request }) => {
      const response = await request.get(`${siteUrl}${path}`, { maxRedirects: 0 });
      expect([200, 404]).toContain(response.status());
      expect(response.headers()['location']).toBeUndefined();
      expect(response.headers()['set-cookie']).toBeUndefined();
      const { canonical, ogUrl } = canonicalOf(await response.text());
      expect(canonical).toBeDefined();
      expect(new URL(canonical!).origin).toBe(siteUrl);
      expect(ogUrl).toBe(canonical);
    });
  }

  test('a trailing slash or a query string names the page itself', async ({ request }) => {
    for (const path of ['/pricing/', '/pricing?plan=pro', '//pricing']) {
      const { canonical } = canonicalOf(await (await request.get(`${siteUrl}${path}`)).text());
      expect(canonical, path).toBe(`${siteUrl}/pricing`);
    }
  });
});
