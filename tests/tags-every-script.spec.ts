import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// Tags in every script (docs/product-rules.md#tags, migration 20251204120000): a name with letters
// of no Latin spelling gets an ASCII address (its Latin spelling or "tag", and 10 hex digits of a
// SHA-256), and is read as written on its page. With JavaScript, an admin tags a post «交渉» in the
// editor and a visitor follows it; without, a visitor follows «تفاوض» from a post the server rendered.

/** The slug public.tag_slug gives a name with no Latin letter (shared/src/text/tag-slug.ts). */
const hashedSlug = (name: string) =>
  `tag-${createHash('sha256').update(` ${name}`).digest('hex').slice(0, 10)}`;

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

test('an admin tags a post «交渉» in the editor; a visitor opens the tag’s page from the post and finds it', async ({
  page,
}) => {
  const tag = uniqueTag();
  const slug = hashedSlug('交渉');
  expect(slug).toBe('tag-28e1f6c39f');
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Negotiation ${tag}`);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('An excerpt');
  await page.getByRole('textbox', { name: 'Content' }).fill('Body');
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill('交渉');
  await tags.press('Enter');
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The tag manager shows the address the editor will find it at.
  await page.goto('/admin/tags');
  await expect(page.getByRole('cell', { name: `/blog/tag/${slug}` })).toBeVisible();

  await page.goto(`/blog/negotiation-${tag}`);
  await page.getByRole('list', { name: 'Tags' }).first().getByRole('link', { name: '#交渉' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/tag/${slug}$`));
  await expect(page).toHaveTitle('Posts tagged 交渉 | Parley');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('交渉');
  expect(await cardTitles(page)).toContain(`Negotiation ${tag}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor opens «تفاوض» from a post: the page, its feed and the sitemap use its ASCII address', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const slug = hashedSlug('تفاوض');
    const service = serviceClient();
    const [post] = await storePosts(service, [{ title: `Arabic ${tag}`, slug: `arabic-${tag}` }]);
    const { data, error } = await service.rpc('set_post_tags', { post_id: post!.id, names: ['تفاوض'] });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ name: 'تفاوض', slug })]);

    await page.goto(`/blog/arabic-${tag}`);
    await page.getByRole('list', { name: 'Tags' }).first().getByRole('link', { name: '#تفاوض' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/tag/${slug}$`));
    await expect(page).toHaveTitle('Posts tagged تفاوض | Parley');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/tag/${slug}$`),
    );
    expect(await cardTitles(page)).toContain(`Arabic ${tag}`);

    const feed = await page.request.get(`/blog/tag/${slug}/rss.xml`);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`/blog/arabic-${tag}`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/blog/tag/${slug}</loc>`);
  });
});
