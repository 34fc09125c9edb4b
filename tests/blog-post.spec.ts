import { adminCredentials, anonClient, expect, serviceClient, signInAs, test } from './support/fixtures';
import {
  chooseCategory,
  holdRequests,
  isSlugRequest,
  navigateInApp,
  storePosts,
  uniqueTag,
} from './blog-helpers';

const ARTICLE_BODY = `Agents bargain in milliseconds [1].

## Why it matters

Negotiating every order was never worth a person's time; it is worth an agent's [2].

[1]: https://example.com/jennings "Automated Negotiation: Prospects, Methods and Challenges"
[2]: https://example.org/rubinstein
`;

test.describe('Blog article', () => {
  test('shows the loaded article with cover, byline, markdown body and references', async ({ page }) => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      {
        title: `Agents at the table ${tag}`,
        slug: `agents-at-the-table-${tag}`,
        category: 'Research',
        content: ARTICLE_BODY,
        cover_image: 'https://127.0.0.1:9/cover.png',
        published_at: '2025-03-15T09:30:00.000Z',
      },
    ]);
    await page.goto(`/blog/${post!.slug}`);

    const article = page.getByRole('article', { name: `Agents at the table ${tag}` });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agents at the table ${tag}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(article.getByText('Research', { exact: true })).toBeVisible();
    await expect(article).toContainText('Admin');
    await expect(article).toContainText('March 15, 2025');
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Edit Post' })).toHaveCount(0);

    // Full-width cover, 400px high, with the local fallback once the remote image fails.
    const cover = article.locator('img').first();
    await expect(cover).toHaveCSS('height', '400px');
    await expect(cover).toHaveAttribute('src', /\/assets\/cover-.*\.svg$/);

    // Markdown: the post's highest heading ("##" here) becomes an h2 under the page's only h1.
    await expect(article.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();

    // References: a numbered list of titles linking out in a new tab; their lines leave the body.
    await expect(article.getByRole('heading', { name: 'References' })).toBeVisible();
    const first = article.getByRole('link', {
      name: 'Automated Negotiation: Prospects, Methods and Challenges',
    });
    await expect(first).toHaveAttribute('href', 'https://example.com/jennings');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    const second = article.getByRole('link', { name: 'https://example.org/rubinstein' });
    await expect(second).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.getByRole('listitem')).toHaveText([
      /Automated Negotiation/,
      /example\.org\/rubinstein/,
    ]);
    await expect(article).not.toContainText('[1]: https://example.com/jennings');
  });

  test('shows no References section and no cover when the post has neither', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors; // fails the test on any console error
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      { title: `Plain post ${tag}`, slug: `plain-post-${tag}`, content: 'Just *words*.', cover_image: null },
    ]);
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Plain post ${tag}`);
    await expect(page.getByRole('heading', { name: 'References' })).toHaveCount(0);
    await expect(page.getByRole('article').locator('img')).toHaveCount(0);
  });

  test('says "Loading article..." until the post arrives', async ({ page }) => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      { title: `Slow post ${tag}`, slug: `slow-post-${tag}` },
    ]);
    await page.goto('/');
    const held = await holdRequests(page, (url) => isSlugRequest(url, post!.slug));
    await navigateInApp(page, `/blog/${post!.slug}`);
    await expect(page.getByText('Loading article...')).toBeVisible();
    held.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Slow post ${tag}`);
  });

  test('shows Article Not Found for an unknown slug, with a way back', async ({ page }) => {
    await page.goto(`/blog/no-such-post-${uniqueTag()}`);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find the article you're looking for.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('shows Article Not Found when the fetch fails', async ({ page }) => {
    // As for the list: supabase-js's own GET retries plus the query's one retry take ~15 s.
    test.setTimeout(60_000);
    await page.goto('/');
    await page.route('**/rest/v1/blog_posts**', (route) => route.abort('connectionrefused'));
    await navigateInApp(page, `/blog/any-post-${uniqueTag()}`);
    await expect(page.getByText('Loading article...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible({ timeout: 30_000 });
  });

  test('admins see Edit Post, linking to the editor', async ({ page }) => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [{ title: `Editable ${tag}`, slug: `editable-${tag}` }]);
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('link', { name: 'Edit Post' })).toHaveAttribute(
      'href',
      `/admin/blog/edit/${post!.id}`,
    );
  });
});

test.describe('Drafts stay private', () => {
  test('a draft is invisible in the list, by URL and by REST to visitors', async ({ page }) => {
    const tag = uniqueTag();
    const category = `Drafts ${tag}`;
    const [published, draft] = await storePosts(serviceClient(), [
      { title: `Public ${tag}`, slug: `public-${tag}`, category },
      { title: `Secret draft ${tag}`, slug: `secret-draft-${tag}`, category, published_at: null },
    ]);

    await page.goto('/blog');
    await chooseCategory(page, category);
    await expect(page.getByRole('article', { name: published!.title })).toBeVisible();
    await expect(page.getByRole('article', { name: draft!.title })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('Secret draft');
    await expect(page.getByText('No matching posts found')).toBeVisible();

    await page.goto(`/blog/${draft!.slug}`);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText(draft!.title)).toHaveCount(0);

    const { data, error } = await anonClient().from('blog_posts').select('*').eq('slug', draft!.slug);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  test('an admin opening a draft sees it dated by its creation day', async ({ page }) => {
    const tag = uniqueTag();
    const [draft] = await storePosts(serviceClient(), [
      {
        title: `Admin draft ${tag}`,
        slug: `admin-draft-${tag}`,
        published_at: null,
        created_at: '2024-11-05T08:00:00.000Z',
      },
    ]);
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    await page.goto(`/blog/${draft!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Admin draft ${tag}`);
    await expect(page.getByRole('article')).toContainText('November 5, 2024');
  });
});
