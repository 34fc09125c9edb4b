import type { Page } from '@playwright/test';
import { expect, serviceClient, test } from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// The backend is shared by every test: each test pages through a category of its own, 30 posts
// published one minute apart (so "newest first" is known): pages of 12, 12 and 6.

const POSTS = 30;

async function storeCategory(tag: string) {
  const category = `Paging ${tag}`;
  const start = Date.now() - 60 * 60_000;
  await storePosts(
    serviceClient(),
    Array.from({ length: POSTS }, (_, index) => ({
      title: `Paged ${tag} ${String(index + 1).padStart(2, '0')}`,
      slug: `paged-${tag}-${index + 1}`,
      category,
      excerpt: index % 2 === 0 ? `Even tally ${tag}` : `Odd tally ${tag}`,
      // Post 30 is the newest.
      published_at: new Date(start + index * 60_000).toISOString(),
    })),
  );
  return category;
}

const titles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('Blog pages', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('page 2 shows the next 12 posts, and its links lead on and back', async ({ page }) => {
      const tag = uniqueTag();
      const category = await storeCategory(tag);
      await page.goto(`/blog?category=${encodeURIComponent(category)}`);
      expect(await titles(page)).toHaveLength(12);
      expect((await titles(page))[0]).toContain(`Paged ${tag} 30`);

      await pager(page).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      const second = await titles(page);
      expect(second).toHaveLength(12);
      expect(second[0]).toContain(`Paged ${tag} 18`);
      expect(second[11]).toContain(`Paged ${tag} 07`);
      await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      // The category chip stays pressed: the filter is kept across pages.
      await expect(
        page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: category }),
      ).toHaveAttribute('aria-pressed', 'true');

      await pager(page).getByRole('link', { name: 'Next' }).click();
      expect(await titles(page)).toHaveLength(6);
      await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
      await pager(page).getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
    });

    test('a search runs in the database across every page, and pages of its own', async ({ page }) => {
      const tag = uniqueTag();
      await storeCategory(tag);
      await page.goto('/blog');
      await page.getByRole('searchbox', { name: 'Search articles' }).fill(`Odd tally ${tag}`);
      await page.getByRole('button', { name: 'Search' }).click();
      // 15 odd posts: 12 on the first page, 3 on the second.
      expect(await titles(page)).toHaveLength(12);
      await pager(page).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`q=Odd\\+tally\\+${tag}.*page=2`));
      const rest = await titles(page);
      expect(rest).toHaveLength(3);
      expect(rest.at(-1)).toContain(`Paged ${tag} 02`);
    });

    test('a search longer than the database takes is cut to 32 characters, shown as cut in the box', async ({
      page,
    }) => {
      const tag = uniqueTag();
      const title = `Cut search ${tag} and the rest of a long title`;
      await storePosts(serviceClient(), [
        { title, slug: `cut-search-${tag}`, published_at: new Date().toISOString() },
      ]);
      // Was a 500-character ilike the database took (200 at most) or refused: now its first 32 count.
      const response = await page.goto(`/blog?${new URLSearchParams({ q: `${title} ${'z'.repeat(500)}` })}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
        [...title].slice(0, 32).join(''),
      );
      expect(await titles(page)).toEqual([title]);
    });

    test('a page past the end says so, answers 404, and links back', async ({ page }) => {
      const tag = uniqueTag();
      const category = await storeCategory(tag);
      const response = await page.goto(`/blog?category=${encodeURIComponent(category)}&page=9`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('There is no page 9: this list has 3 pages.')).toBeVisible();
      await page.getByRole('link', { name: 'Go to page 3' }).click();
      expect(await titles(page)).toHaveLength(6);
    });

    test('a page number that is not one reads as the first page', async ({ page }) => {
      const tag = uniqueTag();
      const category = await storeCategory(tag);
      for (const value of ['0', '-1', 'abc', '1e3', `${'9'.repeat(40)}x`]) {
        const response = await page.goto(`/blog?category=${encodeURIComponent(category)}&page=${value}`);
        expect(response?.status(), value).toBe(200);
        expect((await titles(page))[0], value).toContain(`Paged ${tag} 30`);
      }
    });
  });

  test('each page names its own canonical URL', async ({ page }) => {
    await page.goto('/blog?page=2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    await page.goto('/blog');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
  });

  test('once the app runs, page links and the search work in place, the URL in step', async ({ page }) => {
    const tag = uniqueTag();
    const category = await storeCategory(tag);
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await pager(page).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/[?&]page=3/);
    await expect(page.getByRole('article')).toHaveCount(6);
    // A new search starts again at page 1.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`Even tally ${tag}`);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toBeVisible();
  });
});
