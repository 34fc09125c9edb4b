import type { Page, Route } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The editor when a save half-happens: the post is written but the answer never comes back (the
// network drops after the request left), or the post is written and its tags are not. "Save again"
// must then save, once: no conflict with the admin's own write, no second post, nothing typed lost.

test.beforeEach(async ({ page }) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Lets the first `method` request whose body names `marker` through to the backend, then drops its
 * answer (other writes, such as the welcome post of a first admin visit, pass untouched).
 */
async function dropFirstAnswer(
  page: Page,
  url: string,
  method: string,
  marker: string,
): Promise<() => boolean> {
  let dropped = false;
  await page.route(url, async (route: Route) => {
    const request = route.request();
    if (dropped || request.method() !== method || !(request.postData() ?? '').includes(marker)) {
      return route.fallback();
    }
    dropped = true;
    await route.fetch(); // the backend does the write
    await route.abort('connectionreset'); // the editor never hears of it
  });
  return () => dropped;
}

async function fillNewPost(page: Page, title: string): Promise<void> {
  await page.goto('/admin/blog/new');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('An excerpt');
  await field(page, 'Content').fill('The text the admin typed.');
}

async function postsWithSlug(slug: string) {
  const { data } = await serviceClient().from('blog_posts').select('id, title, excerpt').eq('slug', slug);
  return data ?? [];
}

test('a new post whose answer was lost saves once when saved again', async ({ page }) => {
  const tag = uniqueTag();
  await fillNewPost(page, `Lost answer ${tag}`);
  const dropped = await dropFirstAnswer(page, '**/rest/v1/blog_posts*', 'POST', tag);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('The server did not answer')).toBeVisible();
  expect(dropped()).toBe(true);
  await expect(field(page, 'Title')).toHaveValue(`Lost answer ${tag}`);

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await postsWithSlug(`lost-answer-${tag}`)).toHaveLength(1);
});

test('a new post whose answer was lost, typed on, saves the new text once when saved again', async ({
  page,
}) => {
  const tag = uniqueTag();
  await fillNewPost(page, `Typed on ${tag}`);
  await dropFirstAnswer(page, '**/rest/v1/blog_posts*', 'POST', tag);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('The server did not answer')).toBeVisible();
  await field(page, 'Content').fill('The text the admin typed, and more after the network came back.');

  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const { data } = await serviceClient().from('blog_posts').select('content').eq('slug', `typed-on-${tag}`);
  expect(data).toEqual([{ content: 'The text the admin typed, and more after the network came back.' }]);
});

test('an edit whose answer was lost saves when saved again, with no conflict with itself', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Edited ${tag}`, slug: `edited-${tag}` }]);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(field(page, 'Title')).toHaveValue(`Edited ${tag}`);
  await field(page, 'Excerpt').fill(`Mine ${tag}`);
  await dropFirstAnswer(page, '**/rest/v1/blog_posts*', 'PATCH', tag);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('The server did not answer')).toBeVisible();

  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('dialog', { name: 'This post has changed' })).toHaveCount(0);
  expect(await postsWithSlug(`edited-${tag}`)).toEqual([expect.objectContaining({ excerpt: `Mine ${tag}` })]);
});

/** Adds the tag `name` in the editor, and makes the first save of tags naming `tag` fail (a connection reset). */
async function addTagRefusedOnce(page: Page, name: string, tag: string) {
  const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill(name);
  await tags.press('Enter');
  let refused = false;
  await page.route('**/rest/v1/rpc/set_post_tags*', (route) => {
    if (refused || !(route.request().postData() ?? '').includes(tag)) return route.fallback();
    refused = true;
    return route.abort('connectionreset');
  });
}

/** The names of the tags a post carries, as stored. */
async function tagNamesOf(postId: string): Promise<string[]> {
  const { data: links } = await serviceClient().from('post_tags').select('tag_id').eq('post_id', postId);
  const { data: tags } = await serviceClient()
    .from('tags')
    .select('name')
    .in(
      'id',
      (links ?? []).map((link) => link.tag_id),
    );
  return (tags ?? []).map((row) => row.name);
}

test('tags refused after a new post was written: saving again, as the notice asks, saves post and tags', async ({
  page,
}) => {
  const tag = uniqueTag();
  await fillNewPost(page, `Tags later ${tag}`);
  await addTagRefusedOnce(page, `Later ${tag}`, tag);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(
    page.getByText('The post was saved, but its tags could not be. Please save again.'),
  ).toBeVisible();

  await field(page, 'Content').fill('The text the admin typed, and a line more.');
  await page.getByRole('button', { name: /^(Create|Update) Post$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const [stored, ...more] = await postsWithSlug(`tags-later-${tag}`);
  expect(more).toEqual([]);
  const { data: content } = await serviceClient()
    .from('blog_posts')
    .select('content')
    .eq('id', stored!.id)
    .single();
  expect(content).toEqual({ content: 'The text the admin typed, and a line more.' });
  expect(await tagNamesOf(stored!.id)).toEqual([`Later ${tag}`]);
});

test('tags refused after an edit was written: saving again saves, with no conflict with itself', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [
    { title: `Tagged edit ${tag}`, slug: `tagged-edit-${tag}` },
  ]);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(field(page, 'Title')).toHaveValue(`Tagged edit ${tag}`);
  await field(page, 'Excerpt').fill(`Mine ${tag}`);
  await addTagRefusedOnce(page, `Edit tag ${tag}`, tag);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(
    page.getByText('The post was saved, but its tags could not be. Please save again.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('dialog', { name: 'This post has changed' })).toHaveCount(0);
  expect(await tagNamesOf(post!.id)).toEqual([`Edit tag ${tag}`]);
});
