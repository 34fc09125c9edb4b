import { test as base, type Page } from '@playwright/test';
import { navigateInApp, storePosts, uniqueTag } from './blog-helpers';
import {
  BROKEN_CONTENT_IMAGE,
  expect,
  serviceClient,
  siteUrl,
  test,
  trackConsoleErrors,
} from './support/fixtures';

/** Every public page, with the heading a visitor sees first. */
const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /AI agents that negotiate your B2B deals/ },
  { path: '/features', heading: /feature/i },
  { path: '/how-it-works', heading: /how/i },
  { path: '/use-cases', heading: /use case/i },
  { path: '/roadmap', heading: /roadmap/i },
  { path: '/technical-roadmap', heading: /roadmap/i },
  { path: '/pricing', heading: /pric/i },
  { path: '/enterprise-solutions', heading: /enterprise/i },
  { path: '/documentation', heading: /documentation/i },
  { path: '/api-documentation', heading: /api/i },
  { path: '/case-studies', heading: /case stud/i },
  { path: '/webinars', heading: /webinar/i },
  { path: '/support', heading: /support|help/i },
  { path: '/prs', heading: /requirement/i },
  { path: '/contact', heading: /contact/i },
  { path: '/signup', heading: /.+/ },
  { path: '/auth', heading: /.+/ },
  { path: '/blog', heading: /Parley Blog/ },
];

async function head(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: meta('meta[property="og:title"]'),
      ogType: meta('meta[property="og:type"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      robots: meta('meta[name="robots"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? 'null'),
      ),
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} arrives as HTML with its content, meta tags and working links`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      // The footer's newsletter form is loaded lazily in the browser, yet arrives whole in the HTML.
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();

      const meta = await head(page);
      expect(meta.title).toMatch(/Parley/);
      expect(meta.description?.length).toBeGreaterThan(10);
      expect(meta.canonical).toBe(`${siteUrl}${path}`);
      expect(meta.ogUrl).toBe(meta.canonical);
      expect(meta.ogTitle).toBeTruthy();
      expect(meta.twitterCard).toBe('summary');

      // Every internal link of the page leads somewhere real (no JavaScript needed to follow it).
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) =>
          [...new Set(links.map((link) => link.getAttribute('href')!.split('#')[0]!))].filter(Boolean),
        );
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) {
        expect((await request.get(href)).status(), `${path} links to ${href}`).toBe(200);
      }
    });
  }

  test('the home page describes the organisation in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const { jsonLd, title } = await head(page);
    expect(title).toBe('Parley');
    expect(jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Parley', url: `${siteUrl}/` }),
    ]);
  });

  test('a published post shows on /blog and on its own page, with article meta and JSON-LD', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      {
        title: `Server rendered ${tag}`,
        slug: `server-rendered-${tag}`,
        excerpt: `Crawlers read this ${tag}`,
        category: 'Engineering',
        content: `## A section\n\nThe body of ${tag}, readable without scripts.`,
      },
    ]);

    await page.goto('/blog');
    const card = page.getByRole('link', { name: new RegExp(`Server rendered ${tag}`) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(`/blog/server-rendered-${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Server rendered ${tag}`);
    await expect(page.getByText(`The body of ${tag}, readable without scripts.`)).toBeVisible();

    const meta = await head(page);
    expect(meta.title).toBe(`Server rendered ${tag} | Parley`);
    expect(meta.description).toBe(`Crawlers read this ${tag}`);
    expect(meta.canonical).toBe(`${siteUrl}/blog/server-rendered-${tag}`);
    expect(meta.ogType).toBe('article');
    expect(meta.ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/cover-/);
    expect(meta.twitterCard).toBe('summary_large_image');
    expect(meta.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: `Server rendered ${tag}`,
        description: `Crawlers read this ${tag}`,
        datePublished: post!.published_at,
        dateModified: post!.updated_at,
        url: `${siteUrl}/blog/server-rendered-${tag}`,
      }),
    ]);
  });

  test('an address with parameters its page does not read is that page: same bytes, same tag, same results', async ({
    page,
    request,
  }) => {
    const plain = await request.get('/pricing');
    const tagged = await request.get('/pricing?gclid=abc&utm_source=newsletter&fbclid=x');
    expect(tagged.status()).toBe(200);
    expect(tagged.headers()['etag']).toBe(plain.headers()['etag']);
    expect(await tagged.body()).toEqual(await plain.body());

    const tag = uniqueTag();
    await storePosts(serviceClient(), [
      { title: `Agent tactics ${tag}`, slug: `agent-tactics-${tag}` },
      { title: `Agent anchors ${tag}`, slug: `agent-anchors-${tag}` },
    ]);
    const titles = async (path: string) => {
      await page.goto(path);
      return page.getByRole('main').getByRole('heading').allTextContents();
    };
    const searched = await titles(`/blog?q=${tag}`);
    expect(searched.filter((title) => title.includes(tag))).toHaveLength(2);
    expect(await titles(`/blog?utm_source=x&q=${tag}&q=other&gclid=1`)).toEqual(searched);
  });

  test('a draft, an unknown post and an unknown page answer 404 with the not-found page', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await storePosts(serviceClient(), [
      { title: `Secret draft ${tag}`, slug: `secret-${tag}`, published_at: null },
    ]);

    const draft = await page.goto(`/blog/secret-${tag}`);
    expect(draft?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText(`Secret draft ${tag}`)).toHaveCount(0);
    expect((await head(page)).robots).toBe('noindex');

    expect((await page.goto(`/blog/no-such-post-${tag}`))?.status()).toBe(404);
    const unknown = await page.goto(`/no-such-page-${tag}`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test('the first screen is styled by the page’s own HTML, before the full stylesheet arrives', async ({
  page,
}) => {
  const firstScreen = async () => {
    const getStarted = page.getByRole('main').getByRole('link', { name: 'Get Started' });
    const heading = page.getByRole('heading', { level: 1 });
    const header = page.getByRole('banner');
    return {
      button: await getStarted.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.height, style.borderRadius, style.fontWeight];
      }),
      heading: await heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.fontSize, style.fontWeight, style.lineHeight, style.fontFamily, style.color];
      }),
      header: await header.evaluate((element) => element.getBoundingClientRect().height),
    };
  };
  await page.goto('/');
  const withStylesheet = await firstScreen();
  expect(withStylesheet.button[0]).not.toBe('rgba(0, 0, 0, 0)');

  await page.route('**/*.css', (route) => route.abort());
  await page.goto('/');
  expect(await firstScreen()).toEqual(withStylesheet);
});

test('the blog list and a post rendered on request are styled by their own HTML too', async ({ page }) => {
  const tag = uniqueTag();
  const content = [
    '## Opening offers',
    'Agents open with a **first offer** and `anchor` it.',
    '',
    '- Walk-away price',
    '- Target price',
    '',
    '> Never split the difference.',
    '',
    '| Term | Value |',
    '| --- | --- |',
    '| Net | 30 days |',
  ].join('\n');
  await storePosts(serviceClient(), [
    { title: `Styled first ${tag}`, slug: `styled-first-${tag}`, category: `Styling ${tag}`, content },
  ]);
  /** What a visitor sees of each element: its box and its type, in computed styles. */
  const looks = async (selectors: string[]) =>
    page.evaluate(
      (all) =>
        all.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return `${selector}: missing`;
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return [
            selector,
            Math.round(box.height),
            style.fontSize,
            style.fontWeight,
            style.color,
            style.backgroundColor,
            style.padding,
            style.margin,
          ].join(' ');
        }),
      selectors,
    );
  const post = `/blog/styled-first-${tag}`;
  const postElements = [
    'header',
    'article h1',
    'article .mantine-Badge-root',
    'article h2',
    'article p',
    'article li',
    'article code',
    'article blockquote',
    'article td',
    'article a',
  ];
  const listElements = [
    'header',
    'main h1',
    'main input[type="search"]',
    'main article',
    'main article h2, main article h3',
  ];

  await page.goto(post);
  const postStyled = await looks(postElements);
  await page.goto('/blog');
  const listStyled = await looks(listElements);
  expect(postStyled.join()).not.toContain('missing');
  expect(listStyled.join()).not.toContain('missing');

  await page.route('**/*.css', (route) => route.abort());
  await page.goto(post);
  expect(await looks(postElements)).toEqual(postStyled);
  await page.goto('/blog');
  expect(await looks(listElements)).toEqual(listStyled);
});

test.describe('feeds', () => {
  /** Parses XML in the browser, as a feed reader would; fails on a parse error. */
  async function parse(page: Page, xml: string, selector: string, field: string): Promise<string[]> {
    return page.evaluate(
      ({ xml, selector, field }) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml');
        if (document.querySelector('parsererror')) throw new Error('not well-formed XML');
        return [...document.querySelectorAll(selector)].map(
          (node) => node.querySelector(field)?.textContent ?? '',
        );
      },
      { xml, selector, field },
    );
  }

  test('sitemap.xml lists every published post and rss.xml the newest 50, never drafts; robots.txt points to the sitemap', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await storePosts(serviceClient(), [
      { title: `Feed published ${tag}`, slug: `feed-published-${tag}` },
      { title: `Feed draft ${tag}`, slug: `feed-draft-${tag}`, published_at: null },
    ]);
    await page.goto('/');

    const published = async () => {
      const { data, error } = await serviceClient()
        .from('blog_posts')
        .select('slug')
        .lte('published_at', new Date().toISOString()); // scheduled posts are not published yet
      if (error) throw error;
      return data.map((row) => `${siteUrl}/blog/${row.slug}`);
    };
    const before = await published();

    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const rssLinks = await parse(page, await rss.text(), 'channel > item', 'link');
    const sitemap = await request.get('/sitemap.xml');
    const sitemapUrls = await parse(page, await sitemap.text(), 'urlset > url', 'loc');
    const after = await published();

    expect(rssLinks).toContain(`${siteUrl}/blog/feed-published-${tag}`);
    expect(rssLinks).not.toContain(`${siteUrl}/blog/feed-draft-${tag}`);
    // The sitemap: exactly the published posts (other tests publish and delete meanwhile: compare
    // with both reads). The feed: the newest 50 of them.
    // Tag and author pages are listed too (docs/product-rules.md#tags): a post is one segment.
    const sitemapPosts = sitemapUrls.filter(
      (url) => url.startsWith(`${siteUrl}/blog/`) && !url.slice(`${siteUrl}/blog/`.length).includes('/'),
    );
    for (const link of sitemapPosts) expect([...before, ...after]).toContain(link);
    for (const link of before.filter((url) => after.includes(url))) expect(sitemapPosts).toContain(link);
    expect(sitemapPosts).toContain(`${siteUrl}/blog/feed-published-${tag}`);
    expect(rssLinks.length).toBe(Math.min(50, sitemapPosts.length));
    for (const link of rssLinks) expect([...before, ...after]).toContain(link);
    expect(sitemapUrls).toContain(`${siteUrl}/`);
    expect(sitemapUrls).toContain(`${siteUrl}/pricing`);
    expect(sitemapUrls).toContain(`${siteUrl}/blog`);
    // Posts may have slugs such as `admin-draft-…`: only the /admin route itself must stay out.
    expect(sitemapUrls.some((url) => /^\/admin(\/|$)/.test(new URL(url).pathname))).toBe(false);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
  });
});

// Playwright's own `test`: the project's `page.goto` would wait for hydration, which the held entry
// prevents.
base(
  'the page starts downloading its application and its own code before its entry script arrives',
  async ({ page }) => {
    // The entry is held back: only the page's inline script can ask for the other chunks.
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await entryHeld;
      await route.fallback();
    });
    const requested = (pattern: RegExp) =>
      page.waitForRequest((request) => pattern.test(new URL(request.url()).pathname));
    const react = requested(/^\/assets\/react-/);
    const pricing = requested(/^\/assets\/PricingPage-/);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await Promise.all([react, pricing]);
    releaseEntry();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  },
);

base(
  'a blog page starts its application at its first paint, and works while its cover is still loading',
  async ({ page }) => {
    const tag = uniqueTag();
    const title = `Cover first ${tag}`;
    await storePosts(serviceClient(), [
      { title, slug: `cover-first-${tag}`, cover_image: `https://127.0.0.1:9/cover-${tag}.png` },
    ]);
    // The page cache promises a change within 5 s.
    await expect
      .poll(async () => (await (await page.request.get('/blog')).text()).includes(title), { timeout: 15_000 })
      .toBe(true);
    // Every picture is held back, the page's main one (its cover, fetchpriority="high") too, as on a
    // slow connection. So is the entry script, which would import React itself once it runs: what
    // asks for the application first is the page's inline script alone.
    let releasePictures!: () => void;
    const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve));
    let releaseEntry!: () => void;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() === 'image') await picturesHeld;
      if (/\/assets\/index-[^/]*\.js$/.test(request.url())) await entryHeld;
      await route.fallback();
    });
    const reactRequested: string[] = [];
    page.on('request', (request) => {
      if (/^\/assets\/react-/.test(new URL(request.url()).pathname)) reactRequested.push(request.url());
    });
    try {
      await page.goto('/blog', { waitUntil: 'commit' });
      await expect(page.locator('img[fetchpriority="high"]').first()).toBeAttached();
      await expect.poll(() => reactRequested.length).toBeGreaterThan(0);
      releaseEntry();
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      // The cover has not arrived, and the page works: a search filters the list in place.
      expect(
        await page
          .locator('img[fetchpriority="high"]')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      ).toBe(false);
      await page.getByRole('searchbox').fill(tag);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    } finally {
      releasePictures();
      releaseEntry();
    }
  },
);

test.describe('hydration', () => {
  const ROUTES = [
    ...PUBLIC_PAGES.map((page) => page.path),
    '/reset-password',
    '/signup?type=demo',
    '/auth?tab=signup',
    // Parameters a page does not read: the browser hydrates the markup the server sent without them.
    '/pricing?gclid=abc',
    '/documentation?utm_source=x&tab=api',
    '/signup?type=demo&fbclid=1',
    // Values a page does not honour: the page without them (app/route-query-normalisers.ts).
    '/documentation?tab=junk&topic=api',
    '/signup?type=SUBSCRIBE&plan=growth',
    '/case-studies?industry=Nowhere&tab=sales',
  ];

  test('every server-rendered route hydrates without a console error and stays interactive', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = trackConsoleErrors(page, [BROKEN_CONTENT_IMAGE]);
    for (const path of ROUTES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(errors.messages, `console errors on ${path}`).toEqual([]);
    }
    // Hydrated: a client-side navigation works without a new document.
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page).toHaveTitle('Pricing | Parley');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
  });

  test('the application’s code and the page’s own are fetched after the first paint, every chunk the page lists, none missing', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    // When the page became interactive, in the page's own clock.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.hasAttribute('data-hydrated')) {
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const listedIn = (name: string) =>
      page
        .locator(`meta[name="${name}"]`)
        .getAttribute('content')
        .then((content) => (content ?? '').split(' ').filter(Boolean));
    for (const [path, pageModules] of [
      ['/pricing', [/^\/assets\/PricingPage-/]],
      ['/blog', [/^\/assets\/query-/, /^\/assets\/BlogListPage-/]],
    ] as const) {
      scripts.length = 0;
      await page.goto(path);
      const app = await listedIn('parley-app-chunks');
      const route = await listedIn('parley-route-chunks');
      const entry = await listedIn('parley-entry-chunks');
      // React and the rest of the application, one chunk each: on a slow connection every chunk
      // costs a request, and a browser opens only six connections to a host.
      expect(app.some((chunk) => /^\/assets\/react-/.test(chunk))).toBe(true);
      expect(app.some((chunk) => /^\/assets\/app-/.test(chunk))).toBe(true);
      expect(app.length).toBeLessThanOrEqual(2);
      // The bundler's runtime and the entry's helpers: small, and asked for last.
      expect(entry.length).toBeLessThanOrEqual(2);
      // The page names its own route's code (the build knows each route module's chunks).
      for (const pattern of pageModules)
        expect(
          route.some((chunk) => pattern.test(chunk)),
          `${path}: ${pattern}`,
        ).toBe(true);
      // One request for the page's own code beside React Query's (each request waits for one of six
      // connections on a slow line).
      if (path === '/blog') expect(route.length).toBeLessThanOrEqual(2);
      // The HTML itself preloads nothing: every chunk waits for the first paint (they would compete
      // with it), and takes no connection while the page paints.
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<link[^>]*modulepreload/);
      // Once interactive, every listed chunk was fetched and answered, and hydrating needed no
      // other (each would have been a round trip more), but the entry and its runtime.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      const beforeHydration = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.startTime < (window as unknown as { hydratedAt: number }).hydratedAt &&
              new URL(entry.name).pathname.endsWith('.js'),
          )
          .map((entry) => new URL(entry.name).pathname),
      );
      for (const script of beforeHydration)
        expect(
          [...app, ...route, ...entry].includes(script) || /^\/assets\/index-/.test(script),
          `${path}: ${script} listed`,
        ).toBe(true);
      await page.waitForLoadState('networkidle');
      for (const chunk of [...app, ...route, ...entry])
        expect(scripts, `${path}: ${chunk} fetched`).toContain(chunk);
      for (const chunk of [...app, ...route, ...entry])
        expect((await page.request.get(chunk)).status(), chunk).toBe(200);
    }
  });

  // The pricing FAQ is native <details> now (no ids); the tabs still pair tab and panel by ids.
  test('a junk value of a parameter a page reads is the page without it, before and after hydration', async ({
    page,
  }) => {
    // Before any script: the same bytes and tag as the page without it (here the prerendered one).
    const plain = await page.request.get('/documentation');
    for (const query of ['?tab=junk', '?tab=API', '?tab=junk&tab=api', `?tab=${'x'.repeat(10_240)}`]) {
      const junk = await page.request.get(`/documentation${query}`);
      expect(junk.headers()['etag'], query.slice(0, 20)).toBe(plain.headers()['etag']);
    }
    // After hydration the router agrees: the default tab, and the topic form keeps no junk tab.
    const errors = trackConsoleErrors(page, [BROKEN_CONTENT_IMAGE]);
    await page.goto('/documentation?tab=junk');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('form[role="search"] input[name="tab"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/documentation\?tab=api$/);
    expect(errors.messages).toEqual([]);
  });

  test('ids from the server survive hydration: the documentation tabs still label their panels', async ({
    page,
  }) => {
    const serverHtml = await (await page.request.get('/documentation')).text();
    const serverIds = [...serverHtml.matchAll(/aria-labelledby="(mantine-[^"]+)"/g)].map((match) => match[1]);
    expect(serverIds.length).toBeGreaterThan(0);
    for (const id of serverIds) expect(id, 'an id is one token').not.toMatch(/\s/);

    await page.goto('/documentation');
    await page.waitForLoadState('networkidle');
    const tab = page.getByRole('tab', { name: 'API' });
    const tabId = await tab.getAttribute('id');
    expect(serverIds).toContain(tabId);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[role="tabpanel"][aria-labelledby="${tabId}"]`)).toBeVisible();
  });

  test('a post that arrives as a page never downloads the markdown renderer; one opened in the app does', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await storePosts(serviceClient(), [
      { title: `As a page ${tag}`, slug: `as-page-${tag}`, content: '## Kept\n\nThe server’s HTML.' },
      { title: `In the app ${tag}`, slug: `in-app-${tag}`, content: '## Rendered\n\nIn the browser.' },
    ]);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // A name remark's parser keeps in its data, which minifying cannot rename.
    const markdownRendererLoaded = async () =>
      (await Promise.all(scripts)).some((code) => code.includes('micromarkExtensions'));

    await page.goto(`/blog/as-page-${tag}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Kept' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await markdownRendererLoaded()).toBe(false);

    await navigateInApp(page, `/blog/in-app-${tag}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Rendered' })).toBeVisible();
    expect(await markdownRendererLoaded()).toBe(true);
  });

  test('the pages with a marketing or lead form never download React Query or a router library; the blog does', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // Names their code keeps after minifying: React Query's error text, React Router's warning.
    const downloaded = async (marker: string) =>
      (await Promise.all(scripts)).some((code) => code.includes(marker));
    const REACT_QUERY = 'No QueryClient set';
    const REACT_ROUTER = 'useNavigate() may be used only in the context of a <Router>';

    for (const path of ['/', '/pricing', '/contact', '/signup?type=demo', '/support']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await downloaded(REACT_QUERY), path).toBe(false);
      expect(await downloaded(REACT_ROUTER), path).toBe(false);
    }
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(await downloaded(REACT_QUERY)).toBe(true);
  });

  test('the blog list and a post hydrate from the server’s data without fetching it again', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await storePosts(serviceClient(), [{ title: `Hydrated ${tag}`, slug: `hydrated-${tag}` }]);
    const errors = trackConsoleErrors(page, [BROKEN_CONTENT_IMAGE]);
    const backendRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) backendRequests.push(request.url());
    });

    await page.goto(`/blog/hydrated-${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hydrated ${tag}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Loading article...')).toHaveCount(0);

    await page.goto('/blog');
    await expect(page.getByRole('article', { name: `Hydrated ${tag}` })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(backendRequests).toEqual([]);
    expect(errors.messages).toEqual([]);
  });
});
