import type { Page } from '@playwright/test';
import { expect, serviceClient, test } from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// A post's address as people type or paste it: slugs are lower case (the database's format check),
// so the same slug in another case is that post's address, never "Article Not Found".

async function statusOf(page: Page, path: string) {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers()['location'] };
}

test('a post’s slug in capitals answers 301 to the post, with or without JavaScript', async ({ page }) => {
  const tag = uniqueTag();
  await storePosts(serviceClient(), [{ title: `Cased ${tag}`, slug: `cased-${tag}` }]);
  const upper = `Cased-${tag.toUpperCase()}`;
  await expect
    .poll(() => statusOf(page, `/blog/${upper}`))
    .toEqual({ status: 301, location: `/blog/cased-${tag}` });
  await page.goto(`/blog/${upper}`);
  await expect(page).toHaveURL(new RegExp(`/blog/cased-${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Cased ${tag}` })).toBeVisible();
  // A slug no post could have stays the plain 404, whatever its case.
  expect((await statusOf(page, '/blog/NO_SUCH_POST')).status).toBe(404);
});
