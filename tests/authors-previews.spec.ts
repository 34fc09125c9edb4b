import type { Page } from '@playwright/test';
import { createPostPreview, revokePostPreview } from '@parley/shared/authors';
import {
  adminCredentials,
  anonClient,
  createUser,
  expect,
  serviceClient,
  test,
  uniqueEmail,
} from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// Issue #34 end to end: an author's page and bylines, a post's search and social head, and a shared
// draft's preview, all read with JavaScript off (the server's HTML alone).

/** A confirmed user with an author profile, and `count` published posts signed by them. */
async function authorWithPosts(tag: string, count: number) {
  const user = await createUser({ email: uniqueEmail('author'), password: 'author-pass-1', confirmed: true });
  const service = serviceClient();
  const slug = `author-${tag}`;
  const { error } = await service
    .from('author_profiles')
    .insert({ user_id: user.id, slug, name: `Writer ${tag}`, bio: `Bio of ${tag}.` });
  if (error) throw new Error(`Could not store the profile: ${error.message}`);
  const start = Date.now() - 60 * 60_000;
  const posts = await storePosts(
    service,
    Array.from({ length: count }, (_, index) => ({
      title: `Signed ${tag} ${String(index + 1).padStart(2, '0')}`,
      slug: `signed-${tag}-${index + 1}`,
      author_id: user.id,
      published_at: new Date(start + index * 60_000).toISOString(),
    })),
  );
  return { user, slug, posts };
}

const titles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

test.describe('Authors and shared previews, with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('an author’s page lists their posts, pages by links, and each post’s byline leads there', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const { slug } = await authorWithPosts(tag, 14);
    const response = await page.goto(`/blog/author/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Writer ${tag}`);
    await expect(page.getByText(`Bio of ${tag}.`)).toBeVisible();
    await expect(page).toHaveTitle(`Writer ${tag} | Parley`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/author/${slug}$`),
    );
    expect(await titles(page)).toHaveLength(12);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/author/${slug}\\?page=2$`));
    expect(await titles(page)).toHaveLength(2);

    await page
      .getByRole('link', { name: new RegExp(`Signed ${tag} 01`) })
      .first()
      .click();
    // The article's own byline comes first; the related posts' cards below are signed too.
    const byline = page.getByRole('link', { name: `Writer ${tag}` }).first();
    await expect(byline).toHaveAttribute('href', `/blog/author/${slug}`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject({ author: { '@type': 'Person', name: `Writer ${tag}` } });
  });

  test('an author slug no published post has is a 404', async ({ page }) => {
    const tag = uniqueTag();
    // A profile whose only post is a draft: unknown to visitors.
    const { posts } = await authorWithPosts(tag, 1);
    await serviceClient().from('blog_posts').update({ published_at: null }).eq('id', posts[0]!.id);
    for (const path of [
      `/blog/author/author-${tag}`,
      '/blog/author/nobody-at-all',
      `/blog/author/${'a'.repeat(300)}`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Author Not Found' })).toBeVisible();
    }
  });

  test('a post’s head uses its meta title, description, social image and canonical override', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      {
        title: `Seo ${tag}`,
        meta_title: `Search title ${tag}`,
        meta_description: `Search description ${tag}`,
        social_image: 'https://cdn.example/card.png',
        canonical_url: 'https://origin.example/first-home',
      },
    ]);
    await page.goto(`/blog/${post!.slug}`);
    await expect(page).toHaveTitle(`Search title ${tag} | Parley`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Search description ${tag}`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://cdn.example/card.png',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://origin.example/first-home',
    );
  });

  test('a shared draft shows to anyone with the link, noindex and never stored; revoked or forged it is a bare 404', async ({
    page,
  }) => {
    const tag = uniqueTag();
    const [draft] = await storePosts(serviceClient(), [
      { title: `Secret draft ${tag}`, content: `Unreleased body ${tag}.`, published_at: null },
    ]);
    const admin = anonClient();
    await admin.auth.signInWithPassword(adminCredentials);
    const link = await createPostPreview(admin, draft!.id);

    const response = await page.goto(`/blog/preview/${link.token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Secret draft ${tag}`);
    await expect(page.getByText(`Unreleased body ${tag}.`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The post itself stays unpublished.
    expect((await page.request.get(`/blog/${draft!.slug}`)).status()).toBe(404);

    await revokePostPreview(admin, link.id);
    for (const token of [link.token, 'f'.repeat(64), 'not-a-token']) {
      const gone = await page.goto(`/blog/preview/${token}`);
      expect(gone?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      expect(await page.content()).not.toContain(tag);
    }
  });
});
