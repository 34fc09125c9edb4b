import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The tag manager changes tags while an editor is open on a tagged post (a delete, a merge). A save
// in that editor that leaves the Tags field as it was must not write the tags it read when it opened:
// the deleted tag would come back, the merge would be undone for that post.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function tagNamesOf(postId: string): Promise<string[]> {
  const service = serviceClient();
  const { data: links } = await service.from('post_tags').select('tag_id').eq('post_id', postId);
  const ids = (links ?? []).map((link) => link.tag_id);
  if (ids.length === 0) return [];
  const { data } = await service.from('tags').select('name').in('id', ids);
  return (data ?? []).map((tag) => tag.name).sort();
}

async function openEditor(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/admin/blog/edit/${id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(field(page, 'Title')).toHaveValue(title);
}

test('a tag deleted or merged while a post is open stays so when the post is saved with its tags untouched', async ({
  page,
}) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  const tag = uniqueTag();
  const service = serviceClient();
  const [post] = await storePosts(service, [{ title: `Tagged ${tag}`, slug: `tagged-${tag}` }]);
  const tagged = await service.rpc('set_post_tags', {
    post_id: post!.id,
    names: [`Gone ${tag}`, `Merged ${tag}`, `Kept ${tag}`],
  });
  expect(tagged.error).toBeNull();
  await openEditor(page, post!.id, `Tagged ${tag}`);
  await expect(page.getByText(`Gone ${tag}`)).toBeVisible();

  // Meanwhile, in the tag manager: one tag deleted, one merged into the kept one.
  const idOf = async (name: string) =>
    (await service.from('tags').select('id').eq('name', name).single()).data!.id as string;
  expect(
    (
      await service
        .from('tags')
        .delete()
        .eq('id', await idOf(`Gone ${tag}`))
    ).error,
  ).toBeNull();
  const merged = await service.rpc('merge_tags', {
    source: await idOf(`Merged ${tag}`),
    target: await idOf(`Kept ${tag}`),
  });
  expect(merged.error).toBeNull();

  await field(page, 'Excerpt').fill(`Edited ${tag}`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await tagNamesOf(post!.id)).toEqual([`Kept ${tag}`]);
  const { data: revived } = await service
    .from('tags')
    .select('name')
    .in('name', [`Gone ${tag}`, `Merged ${tag}`]);
  expect(revived).toEqual([]);
});
