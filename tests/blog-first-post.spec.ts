import type { BrowserContext } from '@playwright/test';
import { FIRST_POST, FIRST_POST_COVER_PATH } from '@parley/shared/posts';
import { createSupabaseClient } from '@parley/shared/node';
import { createBackend, readBackendConfig, type Backend } from '@parley/local-supabase';
import { fileURLToPath } from 'node:url';
import { followBlogLink, openBlogFromHome } from './blog-helpers';
import { backendUrl, expect, siteUrl, test } from './support/fixtures';

// Seeding happens only when the blog has no post at all, which the shared backend of the other
// tests cannot promise. So this file gives each test its own empty in-memory backend and answers
// the page's backend requests from it, in process. The site's server still renders from the shared
// backend, so these tests open /blog by its link: the list they see is the browser's.

const supabaseDir = fileURLToPath(new URL('../supabase', import.meta.url));
const STORAGE_KEY = `sb-${new URL(backendUrl).hostname.split('.')[0]}-auth-token`;

async function privateBackend(context: BrowserContext): Promise<Backend> {
  const backend = await createBackend(
    readBackendConfig(
      { DATA_DIR: 'memory', RATE_LIMITS: 'off', API_PORT: new URL(backendUrl).port },
      supabaseDir,
    ),
  );
  const cors = (origin: string) => ({
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
    'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
    'access-control-expose-headers': '*',
  });
  await context.route(`${backendUrl}/**`, async (route) => {
    const request = route.request();
    const origin = (await request.headerValue('origin')) ?? '*';
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(origin) });
    const response = await backend.app.fetch(
      new Request(request.url(), {
        method: request.method(),
        headers: request.headers(),
        body: request.postData() ?? undefined,
      }),
    );
    return route.fulfill({
      status: response.status,
      headers: { ...Object.fromEntries(response.headers), ...cors(origin) },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return backend;
}

/** Signs the admin in against the private backend and hands the session to every tab. */
async function signInAsAdmin(context: BrowserContext, backend: Backend) {
  const { config } = backend.ctx;
  const client = createSupabaseClient({
    url: backendUrl,
    anonKey: config.anonKey,
    persistSession: false,
    autoRefreshToken: false,
    fetch: async (input, init) => backend.app.fetch(new Request(input, init)),
  });
  const { data, error } = await client.auth.signInWithPassword({
    email: config.adminEmail,
    password: config.adminPassword,
  });
  if (error || !data.session) throw new Error(`Admin sign-in failed: ${error?.message}`);
  await context.addInitScript(([key, session]) => localStorage.setItem(key, session), [
    STORAGE_KEY,
    JSON.stringify(data.session),
  ] as const);
}

async function storedPosts(backend: Backend) {
  const result = await backend.ctx.db.query<{ slug: string; category: string; published: boolean }>(
    'select slug, category, published_at is not null as published from public.blog_posts',
  );
  return result.rows;
}

test.describe('First blog post', () => {
  // Each test boots its own database (migrations on PGlite) and serves the page from it in process.
  test.describe.configure({ timeout: 90_000 });

  test('an admin on an empty blog gets the seed post once, a toast, and a reload', async ({
    page,
    context,
  }) => {
    const backend = await privateBackend(context);
    try {
      await signInAsAdmin(context, backend);
      await openBlogFromHome(page);
      await expect(page.getByText('First blog post created successfully!')).toHaveCount(1);
      // The list is fetched again at once and shows the new post (checked in full in the other tab
      // below: this page reloads a second after the toast, so a slow check here would race it)...
      await expect(page.getByRole('article').first()).toHaveAccessibleName(FIRST_POST.title);
      await page.evaluate(() => Object.assign(window, { beforeReload: true }));
      // ...and a second later the page reloads (the marker is gone).
      await expect
        .poll(() => page.evaluate(() => 'beforeReload' in window).catch(() => true), { timeout: 5_000 })
        .toBe(false);
      expect(await storedPosts(backend)).toEqual([
        { slug: FIRST_POST.slug, category: 'AI & E-Commerce', published: true },
      ]);

      // Another tab (and this one after its reload) finds the post and creates nothing more. (The
      // server renders from the shared backend, so the tabs read their lists in the browser.)
      const other = await context.newPage();
      await openBlogFromHome(other);
      const featured = other.getByRole('article').first();
      await expect(featured).toHaveAccessibleName(FIRST_POST.title);
      await expect(featured).toContainText('AI & E-Commerce');
      // Its cover is the site's own illustration, and it loads.
      const cover = featured.locator('img');
      await expect(cover).toHaveAttribute('src', `${siteUrl}${FIRST_POST_COVER_PATH}`);
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(other.getByText('First blog post created successfully!')).toHaveCount(0);
      await expect(page.getByText('First blog post created successfully!')).toHaveCount(0);
      expect(await storedPosts(backend)).toHaveLength(1);
    } finally {
      await backend.ctx.db.close();
    }
  });

  test('visitors never create it; a failed creation says so and creates nothing', async ({
    page,
    context,
  }) => {
    const backend = await privateBackend(context);
    try {
      await openBlogFromHome(page);
      await expect(page.getByText('No blog posts yet.')).toBeVisible();
      expect(await storedPosts(backend)).toEqual([]);

      await signInAsAdmin(context, backend);
      await page.route(`${backendUrl}/rest/v1/blog_posts**`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 500,
              json: { code: 'XX000', message: 'boom', details: null, hint: null },
            })
          : route.fallback(),
      );
      // The admin's first page load tries to seed (on any page), and says it failed.
      await page.goto('/');
      await expect(page.getByText('Failed to create first blog post. Please try again.')).toBeVisible();
      await followBlogLink(page);
      await expect(page.getByText('No blog posts yet.')).toBeVisible();
      expect(await storedPosts(backend)).toEqual([]);
    } finally {
      await backend.ctx.db.close();
    }
  });
});
