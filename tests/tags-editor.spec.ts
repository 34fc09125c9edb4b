import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// Issue #34 in /admin, as the seeded admin: the editor's Tags field (one tag made inline, one picked
// from the existing ones), the tags on the published post and its tag page, and a rename in the tag
// manager after which the old addresses (page and feed) answer 301.

test.beforeEach(async ({ page }) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
});

/** The status and Location of an address, without following a redirect. */
async function statusOf(page: Page, path: string) {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers()['location'] };
}

test('a post gets two tags in the editor, shows them, and a renamed tag’s old addresses answer 301', async ({
  page,
}) => {
  const tag = uniqueTag();
  // An existing tag, on a published post: the editor offers it as you type.
  const service = serviceClient();
  const [other] = await storePosts(service, [{ title: `Already tagged ${tag}`, slug: `already-${tag}` }]);
  expect(
    (await service.rpc('set_post_tags', { post_id: other!.id, names: [`Existing ${tag}`] })).error,
  ).toBeNull();

  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Two tags ${tag}`);
  await page.getByRole('textbox', { name: 'Excerpt', exact: true }).fill('An excerpt');
  await page.getByRole('textbox', { name: 'Content' }).fill('Body');
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill(`Existing ${tag}`.slice(0, 12));
  await page.getByRole('option', { name: `Existing ${tag}` }).click();
  await tags.fill(`Fresh ${tag}`);
  await tags.press('Enter');
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The post links both tags; the new tag's page lists the post.
  await page.goto(`/blog/two-tags-${tag}`);
  const postTags = page.getByRole('list', { name: 'Tags' }).first();
  await expect(postTags.getByRole('link', { name: `#Existing ${tag}` })).toBeVisible();
  await postTags.getByRole('link', { name: `#Fresh ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/tag/fresh-${tag}$`));
  const card = page.getByRole('article', { name: `Two tags ${tag}` });
  await expect(card.getByText(/^By /)).toBeVisible(); // the card's byline
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // Renamed in the tag manager: the old page and feed lead to the new ones.
  await page.goto('/admin/tags');
  await page.getByRole('button', { name: `Rename Fresh ${tag}` }).click();
  await page.getByRole('textbox', { name: 'New name' }).fill(`Renamed ${tag}`);
  await page.getByRole('button', { name: 'Rename tag' }).click();
  await expect(page.getByText('Tag renamed')).toBeVisible();
  await expect(page.getByRole('cell', { name: `/blog/tag/renamed-${tag}` })).toBeVisible();

  await expect
    .poll(() => statusOf(page, `/blog/tag/fresh-${tag}`))
    .toEqual({ status: 301, location: `/blog/tag/renamed-${tag}` });
  await expect
    .poll(() => statusOf(page, `/blog/tag/fresh-${tag}/rss.xml`))
    .toEqual({ status: 301, location: `/blog/tag/renamed-${tag}/rss.xml` });
  await page.goto(`/blog/tag/fresh-${tag}`);
  await expect(page).toHaveURL(new RegExp(`/blog/tag/renamed-${tag}$`));
  await expect(page.getByRole('article').getByRole('heading', { name: `Two tags ${tag}` })).toBeVisible();
});
