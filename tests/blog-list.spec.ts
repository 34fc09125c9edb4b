import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';
import {
  chooseCategory,
  EMPTY_LIST_PAGE,
  holdRequests,
  isPublishedListRequest,
  openBlogFromHome,
  REST_ROUTE,
  storePosts,
  uniqueTag,
} from './blog-helpers';

// The backend is shared by every test, so each test stores posts under its own unique category
// and narrows the list to it; states that need an empty or failing list answer the one list
// request in the browser instead of emptying the shared database. Those tests open /blog from the
// header's link, so the list is fetched by the browser rather than arriving server-rendered.

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`).toISOString();

test.describe('Blog list states', () => {
  test('shows a skeleton while the posts load', async ({ page }) => {
    const held = await holdRequests(page, isPublishedListRequest);
    await openBlogFromHome(page);
    await expect(page.getByLabel('Loading blog posts')).toBeVisible();
    held.release();
    await expect(page.getByLabel('Loading blog posts')).toBeHidden();
  });

  test('shows the error message when the backend cannot be reached', async ({ page }) => {
    // React Query retries the query once (a failed list is retried once), about a second later.
    test.setTimeout(60_000);
    await page.route(REST_ROUTE, (route) =>
      isPublishedListRequest(route.request().url()) ? route.abort('connectionrefused') : route.fallback(),
    );
    await openBlogFromHome(page);
    await expect(page.getByText('Error loading blog posts. Please try again later.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('says there are no posts yet when the blog is empty', async ({ page }) => {
    await page.route(REST_ROUTE, (route) =>
      isPublishedListRequest(route.request().url())
        ? route.fulfill({ json: EMPTY_LIST_PAGE })
        : route.fallback(),
    );
    await openBlogFromHome(page);
    await expect(page.getByText('No blog posts yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Blog Post' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Manage Blog' })).toHaveCount(0);
  });

  test('filters by search and category together, featuring the newest match', async ({ page }) => {
    const tag = uniqueTag();
    const category = `Field notes ${tag}`;
    await storePosts(serviceClient(), [
      {
        title: `Haggling bots ${tag}`,
        slug: `haggling-bots-${tag}`,
        category,
        excerpt: 'Agents that bargain over bulk orders.',
        published_at: day('2025-03-15'),
      },
      {
        title: `Inventory clearance ${tag}`,
        slug: `inventory-clearance-${tag}`,
        category,
        excerpt: 'Moving stock with HAGGLING agents.',
        published_at: day('2025-02-03'),
      },
      {
        title: `Contract renewals ${tag}`,
        slug: `contract-renewals-${tag}`,
        category,
        excerpt: 'Renewing without the spreadsheet.',
        published_at: day('2025-01-20'),
      },
      {
        title: `Haggling elsewhere ${tag}`,
        slug: `haggling-elsewhere-${tag}`,
        category: `Other ${tag}`,
        excerpt: 'Same word, other category.',
        published_at: day('2025-04-01'),
      },
    ]);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await chooseCategory(page, category);
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(3);

    // Featured: the newest of the filtered list, long date; the grid: short dates.
    const featured = articles.first();
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(`Haggling bots ${tag}`);
    await expect(featured).toContainText('Featured');
    await expect(featured).toContainText('March 15, 2025');
    await expect(page.getByRole('article', { name: `Inventory clearance ${tag}` })).toContainText(
      'Feb 3, 2025',
    );
    await expect(page.getByRole('article', { name: `Contract renewals ${tag}` })).toContainText(
      'Jan 20, 2025',
    );
    await expect(featured.getByRole('link', { name: `Haggling bots ${tag}` })).toHaveAttribute(
      'href',
      `/blog/haggling-bots-${tag}`,
    );

    // Search matches title or excerpt, ignoring case, within the selected category.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('haggling');
    await expect(articles).toHaveCount(2);
    await expect(page.getByRole('article', { name: `Haggling elsewhere ${tag}` })).toHaveCount(0);
    // The featured post is the first of the filtered list.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('MOVING STOCK');
    await expect(articles).toHaveCount(1);
    await expect(articles.first()).toContainText('Featured');
    await expect(articles.first()).toContainText('February 3, 2025');

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`nothing like this ${tag}`);
    await expect(page.getByText('No matching posts found')).toBeVisible();

    // Back to all categories: the search alone still applies.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`haggling elsewhere ${tag}`);
    await chooseCategory(page, 'All Categories');
    await expect(articles).toHaveCount(1);
    await expect(articles.first()).toContainText(`Haggling elsewhere ${tag}`);
  });

  test('covers fall back to a local image when a post has none or it fails to load', async ({ page }) => {
    const tag = uniqueTag();
    const category = `Covers ${tag}`;
    await storePosts(serviceClient(), [
      {
        title: `Broken cover ${tag}`,
        category,
        cover_image: 'https://127.0.0.1:9/missing.png',
        published_at: day('2025-05-02'),
      },
      { title: `No cover ${tag}`, category, cover_image: null, published_at: day('2025-05-01') },
    ]);
    await page.goto('/blog');
    await chooseCategory(page, category);
    for (const title of [`Broken cover ${tag}`, `No cover ${tag}`]) {
      const image = page.getByRole('article', { name: title }).locator('img');
      await expect(image).toHaveAttribute('src', /\/assets\/cover-.*\.svg$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
  });

  test('a cover that fails shows its illustration before the page is interactive', async ({ context }) => {
    const tag = uniqueTag();
    const slug = `early-fallback-${tag}`;
    await storePosts(serviceClient(), [
      { title: `Early fallback ${tag}`, slug, cover_image: 'https://127.0.0.1:9/missing.png' },
    ]);
    // A page that never hydrates: only the small browser entry may load, none of the application.
    const page = await context.newPage();
    const html = await (await page.request.get(`/blog/${slug}`)).text();
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toBeTruthy();
    // The entry and what it imports statically (the bundler's runtime, the entry's helpers), which
    // the page lists for its preload script.
    const entryImports = (/<meta name="parley-entry-chunks" content="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean);
    expect(entryImports.length).toBeGreaterThan(0);
    const allowed = new Set([entry, ...entryImports]);
    await page.route('**/assets/*.js', (route) =>
      allowed.has(new URL(route.request().url()).pathname) ? route.fallback() : route.abort(),
    );
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Early fallback ${tag}`);
    const cover = page.getByRole('main').locator('img').first();
    await expect(cover).toHaveAttribute('src', /\/assets\/cover-.*\.svg$/);
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  });

  test('offers a newsletter box that stores the subscription', async ({ page }) => {
    const email = `reader-${uniqueTag()}@example.com`;
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Subscribe to our newsletter' });
    await box.getByRole('textbox', { name: 'Email address' }).fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText('Thanks for subscribing!')).toBeVisible();
    const { data } = await serviceClient().from('leads').select('kind, page').eq('email', email);
    expect(data).toEqual([{ kind: 'newsletter', page: '/blog' }]);
  });
});

test.describe('Blog list for admins', () => {
  test('visitors see no admin links', async ({ page, consoleErrors }) => {
    void consoleErrors; // fails the test on any console error
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Blog' })).toHaveCount(0);
  });

  test('admins see Manage Blog, and Create Your First Blog Post on an empty list without filters', async ({
    page,
  }) => {
    // A stored post keeps the first-post seeding out of this test: only the list is empty.
    await storePosts(serviceClient(), [{ title: `Keeps the blog non-empty ${uniqueTag()}` }]);
    await page.route(REST_ROUTE, (route) =>
      isPublishedListRequest(route.request().url())
        ? route.fulfill({ json: EMPTY_LIST_PAGE })
        : route.fallback(),
    );
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await openBlogFromHome(page);
    await expect(page.getByRole('link', { name: 'Manage Blog' })).toHaveAttribute('href', '/admin');
    const create = page.getByRole('link', { name: 'Create Your First Blog Post' });
    await expect(create).toHaveAttribute('href', '/admin/blog/new');

    // With a filter, the empty list is "no match", and the create button goes away.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('anything');
    await expect(page.getByText('No matching posts found')).toBeVisible();
    await expect(create).toHaveCount(0);
  });
});
