import { expect, type Locator, type Page, type Route } from '@playwright/test';
import type { BlogPost, BlogPostInsert, ParleySupabaseClient } from '@parley/shared/supabase';

/** A suffix that keeps this run's slugs, titles and categories apart from every other test's. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export type PostSeed = Partial<BlogPostInsert> & Pick<BlogPostInsert, 'title'>;

/** Stores posts as the service role (bypassing RLS, as an admin's studio would). */
export async function storePosts(service: ParleySupabaseClient, seeds: PostSeed[]): Promise<BlogPost[]> {
  const rows = seeds.map((seed) => {
    const slug =
      seed.slug ??
      `${seed.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
    return {
      category: 'General',
      excerpt: `Excerpt of ${seed.title}`,
      content: `Body of ${seed.title}.`,
      published_at: new Date().toISOString(),
      ...seed,
      slug,
    };
  });
  const { data, error } = await service.from('blog_posts').insert(rows).select();
  if (error) throw new Error(`Could not store posts: ${error.message}`);
  return data;
}

/** The routes a test holds or answers: every REST call (tables and functions). */
export const REST_ROUTE = '**/rest/v1/**';

/** Whether a request is the public list query (one page of published posts), not a single-post lookup. */
export function isPublishedListRequest(url: string): boolean {
  return new URL(url).pathname.endsWith('/rest/v1/rpc/published_posts_page');
}

/** The database's answer for a blog without a post (public.published_posts_page). */
export const EMPTY_LIST_PAGE = { posts: [], total: 0, page: 1, page_size: 12 } as const;

/** Whether a request is the article lookup of `slug`. */
export function isSlugRequest(url: string, slug: string): boolean {
  const parsed = new URL(url);
  return parsed.pathname.endsWith('/rest/v1/blog_posts') && parsed.searchParams.get('slug') === `eq.${slug}`;
}

/**
 * Holds matching requests until `release()` is called, so a test can look at a loading state;
 * other requests pass through.
 */
export async function holdRequests(page: Page, matches: (url: string) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REST_ROUTE, async (route: Route) => {
    if (!matches(route.request().url())) return route.fallback();
    await released;
    return route.fallback();
  });
  return { release };
}

/**
 * Picks a category chip the way a visitor does: by clicking it (a button of the filter form). A
 * category stored a moment ago may not be on the page yet: the site's page cache promises a change
 * within 5 s, not at once (under load, a page can be answered before the new data version is read).
 * So the page is opened again until the chip is there, as a visitor would reload.
 */
export async function chooseCategory(page: Page, category: string): Promise<void> {
  const chips = page.getByRole('group', { name: 'Categories' });
  const chip = chips.getByRole('button', { name: category, exact: true });
  await reloadUntilVisible(page, chip);
  await chip.click();
  await expect(chips.getByRole('button', { name: category, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/**
 * Opens /blog the way a visitor does from another page: by the header's Blog link. The list is then
 * fetched by the browser (a document load of /blog would arrive server-rendered with the list, which
 * the browser trusts for a while, see fresh-for.ts), so a test can hold, fail or answer that request.
 */
export async function openBlogFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await followBlogLink(page);
}

/** Follows the header's Blog link of the page on screen, once that page is interactive. */
export async function followBlogLink(page: Page): Promise<void> {
  // Pages from `context.newPage()` skip the fixture's wait: a click before hydration would load /blog.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
}

/**
 * Navigates inside the running app (no new document), as a link click does: the page's data is
 * then fetched by the browser, so tests can hold or fail that request. A document load would get
 * the page server-rendered, with its data already in the HTML.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits for what a change just stored to show on a server-rendered page, reloading it as a visitor
 * would: the site's page cache promises a change within 5 s, and while other tests keep the server
 * busy a page can be answered before the new data version is read.
 */
export async function reloadUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await page.reload();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
