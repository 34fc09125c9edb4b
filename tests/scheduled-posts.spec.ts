import { expect, serviceClient, test } from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// A scheduled post (published_at in the future) is hidden from visitors by the database itself (RLS:
// published_at <= now()), and shows at its time on /blog, its own page, the feed and the sitemap,
// with nobody acting: the site's page cache notices that the visible posts changed. The database's
// clock cannot be moved from a browser, so the post is scheduled a few seconds ahead and the test
// waits for that time, for real.

const AHEAD_MS = 12_000;
/** The site's promise: a change is visible within 5 s. */
const WITHIN_MS = 5_000;

test.describe('Scheduled posts', () => {
  test.use({ javaScriptEnabled: false });

  test('stay hidden until their time, then appear on /blog, their page, RSS and the sitemap', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag();
    const slug = `scheduled-${tag}`;
    const title = `Scheduled ${tag}`;
    const publishAt = Date.now() + AHEAD_MS;
    await storePosts(serviceClient(), [
      { title, slug, excerpt: `Launch notes ${tag}`, published_at: new Date(publishAt).toISOString() },
    ]);

    const listed = async () => {
      await page.goto(`/blog?q=${tag}`);
      return page.getByRole('article').filter({ hasText: title }).count();
    };
    const postStatus = async () => (await request.get(`/blog/${slug}`)).status();
    const inFeed = async () => (await (await request.get('/rss.xml')).text()).includes(`/blog/${slug}<`);
    const inSitemap = async () =>
      (await (await request.get('/sitemap.xml')).text()).includes(`/blog/${slug}<`);

    // Before its time: nowhere (and these pages are now in the site's cache).
    expect(await listed()).toBe(0);
    expect(await postStatus()).toBe(404);
    expect(await inFeed()).toBe(false);
    expect(await inSitemap()).toBe(false);
    expect(Date.now(), 'the checks before its time took too long to mean anything').toBeLessThan(publishAt);

    // From its time: everywhere within 5 s.
    await page.waitForTimeout(Math.max(0, publishAt - Date.now()));
    const timeout = WITHIN_MS + 1_000;
    await expect.poll(listed, { timeout, intervals: [250] }).toBe(1);
    await expect.poll(postStatus, { timeout, intervals: [250] }).toBe(200);
    await expect.poll(inFeed, { timeout, intervals: [250] }).toBe(true);
    await expect.poll(inSitemap, { timeout, intervals: [250] }).toBe(true);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
