import type { Page } from '@playwright/test';
import { expect, serviceClient, test } from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// Tags, old addresses and reading aids on the public pages, with JavaScript off (issue #34): what a
// crawler or a reader before the scripts run gets from the server alone.

async function tagPosts(slugs: string[], names: string[]) {
  const service = serviceClient();
  const { data } = await service.from('blog_posts').select('id, slug').in('slug', slugs);
  for (const post of data ?? []) {
    const { error } = await service.rpc('set_post_tags', { post_id: post.id, names });
    if (error) throw new Error(`Could not tag ${post.slug}: ${error.message}`);
  }
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

/** The status and Location of an address, without following a redirect. */
async function statusOf(page: Page, path: string) {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers()['location'] };
}

test.describe('Tags and reading aids', () => {
  test.use({ javaScriptEnabled: false });

  test('a tag’s page lists its posts 12 a page, linked from posts and cards, with its feed', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const start = Date.now() - 60 * 60_000;
    await storePosts(
      serviceClient(),
      Array.from({ length: 14 }, (_, index) => ({
        title: `Tagged ${tag} ${String(index + 1).padStart(2, '0')}`,
        slug: `tagged-${tag}-${index + 1}`,
        category: `Tags ${tag}`,
        content: Array.from({ length: 700 }, () => 'word').join(' '),
        published_at: new Date(start + index * 60_000).toISOString(),
      })),
    );
    const slugs = Array.from({ length: 14 }, (_, index) => `tagged-${tag}-${index + 1}`);
    await tagPosts(slugs, [`Topic ${tag}`]);

    // The post: its reading time (700 words: 4 minutes), its tag, three related posts.
    await page.goto(`/blog/tagged-${tag}-14`);
    await expect(page.getByText('4 min read').first()).toBeVisible();
    // After the article, a list of links (not cards: a post page has one article).
    const related = page.getByRole('complementary', { name: 'Related posts' });
    await expect(related.getByRole('listitem')).toHaveCount(3);
    await expect(related.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page
      .getByRole('list', { name: 'Tags' })
      .first()
      .getByRole('link', { name: `#Topic ${tag}` })
      .click();

    await expect(page).toHaveURL(new RegExp(`/blog/tag/topic-${tag}$`));
    await expect(page).toHaveTitle(`Posts tagged Topic ${tag} | Parley`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/tag/topic-${tag}$`),
    );
    expect(await cardTitles(page)).toHaveLength(12);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/topic-${tag}\\?page=2$`));
    expect(await cardTitles(page)).toEqual([`Tagged ${tag} 02`, `Tagged ${tag} 01`]);

    const feed = await page.request.get(`/blog/tag/topic-${tag}/rss.xml`);
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml.match(/<item>/g)).toHaveLength(14);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blog/tag/topic-${tag}</loc>`);
  });

  test('a post tagged in Cyrillic lists on its tag’s page (spelled in Latin letters), its feed, the sitemap and its category', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const category = `Переговоры ${tag}`;
    await storePosts(serviceClient(), [
      { title: `Cyrillic ${tag}`, slug: `cyrillic-${tag}`, category, published_at: new Date().toISOString() },
    ]);
    // Names of one Latin spelling are one tag; the first spelling stays.
    await tagPosts([`cyrillic-${tag}`], [`Переговоры о цене ${tag}`, `ПЕРЕГОВОРЫ О ЦЕНЕ ${tag}`]);
    const slug = `peregovory-o-tsene-${tag}`;

    await page.goto(`/blog/cyrillic-${tag}`);
    await page
      .getByRole('list', { name: 'Tags' })
      .first()
      .getByRole('link', { name: `#Переговоры о цене ${tag}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/${slug}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Posts tagged “Переговоры о цене ${tag}”` }),
    ).toBeVisible();
    expect(await cardTitles(page)).toEqual([`Cyrillic ${tag}`]);
    const feed = await page.request.get(`/blog/tag/${slug}/rss.xml`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`Переговоры о цене ${tag}`);
    expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/blog/tag/${slug}</loc>`);

    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    expect(await cardTitles(page)).toEqual([`Cyrillic ${tag}`]);
  });

  test('a tag only a draft has, or no tag at all, is “Tag Not Found” (404)', async ({ page }) => {
    const tag = uniqueTag();
    await storePosts(serviceClient(), [{ title: `Draft ${tag}`, slug: `draft-${tag}`, published_at: null }]);
    await tagPosts([`draft-${tag}`], [`Secret ${tag}`]);
    for (const path of [`/blog/tag/secret-${tag}`, `/blog/tag/nothing-${tag}`]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Tag Not Found' })).toBeVisible();
    }
    expect((await page.request.get(`/blog/tag/secret-${tag}/rss.xml`)).status()).toBe(404);
  });
});

test.describe('Old addresses', () => {
  test.use({ javaScriptEnabled: false });

  test('a changed post slug answers 301 to the new one, chains collapsed; a new post taking it wins', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const service = serviceClient();
    const [post] = await storePosts(service, [{ title: `Moving ${tag}`, slug: `first-${tag}` }]);
    // Changed twice, as the studio or SQL would: the database records each old slug.
    for (const slug of [`second-${tag}`, `third-${tag}`])
      expect((await service.from('blog_posts').update({ slug }).eq('id', post!.id)).error).toBeNull();

    for (const old of [`first-${tag}`, `second-${tag}`])
      await expect
        .poll(() => statusOf(page, `/blog/${old}`))
        .toEqual({ status: 301, location: `/blog/third-${tag}` });
    await page.goto(`/blog/first-${tag}`);
    await expect(page).toHaveURL(new RegExp(`/blog/third-${tag}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Moving ${tag}` })).toBeVisible();

    await storePosts(service, [{ title: `Taker ${tag}`, slug: `first-${tag}` }]);
    await expect.poll(async () => (await statusOf(page, `/blog/first-${tag}`)).status).toBe(200);
    await page.goto(`/blog/first-${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: `Taker ${tag}` })).toBeVisible();
  });

  test('a renamed tag’s old address answers 301 to its page now', async ({ page }) => {
    const tag = uniqueTag();
    const service = serviceClient();
    await storePosts(service, [{ title: `Renamed tag ${tag}`, slug: `renamed-tag-${tag}` }]);
    await tagPosts([`renamed-tag-${tag}`], [`Before ${tag}`]);
    expect(
      (
        await service
          .from('tags')
          .update({ name: `After ${tag}` })
          .eq('slug', `before-${tag}`)
      ).error,
    ).toBeNull();
    await expect
      .poll(() => statusOf(page, `/blog/tag/before-${tag}?page=1`))
      .toEqual({ status: 301, location: `/blog/tag/after-${tag}` });
    await page.goto(`/blog/tag/before-${tag}`);
    await expect(page).toHaveURL(new RegExp(`/blog/tag/after-${tag}$`));
  });
});
