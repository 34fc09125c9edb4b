import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// Another admin deletes the post this admin is editing: the save cannot update it any more. The
// admin is told why, the text stays, and saving again keeps it as a new post (never a dead end).

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const DELETED =
  'This post was deleted while you were editing it. Your changes are still here: save again to keep them as a new post.';

test('a post deleted meanwhile: the save says so, keeps the text, and saving again creates it anew', async ({
  page,
}) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Doomed ${tag}`, slug: `doomed-${tag}` }]);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(field(page, 'Title')).toHaveValue(`Doomed ${tag}`);
  await field(page, 'Content').fill(`An hour of writing ${tag}`);

  expect((await serviceClient().from('blog_posts').delete().eq('id', post!.id)).error).toBeNull();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText(DELETED)).toBeVisible();
  await expect(field(page, 'Content')).toHaveValue(`An hour of writing ${tag}`);

  await page.getByRole('button', { name: /^(Create|Update) Post$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const { data } = await serviceClient().from('blog_posts').select('id, content').eq('slug', `doomed-${tag}`);
  // Under its own id again, the folder its pictures are stored in.
  expect(data).toEqual([{ id: post!.id, content: `An hour of writing ${tag}` }]);
});
