import type { Browser, Page } from '@playwright/test';
import { FIRST_POST } from '@parley/shared/posts';
import { storePosts, uniqueTag } from './blog-helpers';
import { forbiddenUrls, HOSTILE_PAGES, recordScriptRuns } from './hostile-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The blog editor on /admin, as the admin: the rules a careful editor expects beyond the happy path
// of tests/admin.spec.ts.

test.beforeEach(async ({ page }) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an empty post is not saved: each required field says what it needs', async ({ page }) => {
  await page.goto('/admin/blog/new');
  await field(page, 'Category').fill('');
  const inserts: string[] = [];
  page.on('request', (request) => {
    // The first admin visit on an empty blog writes the welcome post (FIRST_POST): not this form's.
    const firstPost = (request.postData() ?? '').includes(FIRST_POST.slug);
    if (request.method() === 'POST' && request.url().includes('/rest/v1/blog_posts') && !firstPost)
      inserts.push(request.url());
  });
  await page.getByRole('button', { name: 'Create Post' }).click();
  for (const message of [
    'Title is required',
    'Slug is required',
    'Excerpt is required',
    'Content is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  expect(inserts).toEqual([]);
});

test('the slug follows the title while creating; editing keeps it unless it is emptied', async ({ page }) => {
  const tag = uniqueTag();
  await page.goto('/admin/blog/new');
  await field(page, 'Title').fill(`Hello World ${tag}`);
  await expect(field(page, 'Slug')).toHaveValue(`hello-world-${tag}`);
  await field(page, 'Title').fill(`Another Title ${tag}`);
  await expect(field(page, 'Slug')).toHaveValue(`another-title-${tag}`);

  const [post] = await storePosts(serviceClient(), [{ title: `Kept slug ${tag}`, slug: `kept-slug-${tag}` }]);
  await page.goto(`/admin/blog/edit/${post!.id}`);
  await expect(field(page, 'Title')).toHaveValue(`Kept slug ${tag}`);
  await field(page, 'Title').fill(`Renamed ${tag}`);
  await expect(field(page, 'Slug')).toHaveValue(`kept-slug-${tag}`);
  // Editing, an emptied slug follows the title again.
  await field(page, 'Slug').fill('');
  await field(page, 'Title').fill(`Fresh Name ${tag}`);
  await expect(field(page, 'Slug')).toHaveValue(`fresh-name-${tag}`);
});

test('a slug another post uses is shown on the Slug field, and nothing is saved', async ({ page }) => {
  const tag = uniqueTag();
  await storePosts(serviceClient(), [{ title: `Taken ${tag}`, slug: `taken-${tag}` }]);
  await page.goto('/admin/blog/new');
  await field(page, 'Title').fill(`Taken ${tag}`);
  await expect(field(page, 'Slug')).toHaveValue(`taken-${tag}`);
  await field(page, 'Excerpt').fill('Same slug as another post');
  await field(page, 'Content').fill('Body');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(field(page, 'Slug')).toHaveAccessibleDescription('This slug is already used by another post');
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  const { data } = await serviceClient().from('blog_posts').select('id').eq('slug', `taken-${tag}`);
  expect(data).toHaveLength(1);
});

async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  return page;
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/blog/edit/${id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(field(page, 'Title')).not.toHaveValue('');
}

test('two admins editing one post: the later save is refused with reload or overwrite', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Shared ${tag}`, slug: `shared-${tag}` }]);
  const other = await adminPage(browser, baseURL!);
  await openEditor(page, post!.id);
  await openEditor(other, post!.id);

  // The other admin saves first.
  await field(other, 'Title').fill(`Theirs ${tag}`);
  await other.getByRole('button', { name: 'Update Post' }).click();
  await expect(other).toHaveURL(/\/admin$/);

  // This save is refused: never a silent overwrite.
  await field(page, 'Excerpt').fill('Mine');
  await page.getByRole('button', { name: 'Update Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'This post has changed' });
  await expect(dialog).toBeVisible();
  const stored = async () =>
    (await serviceClient().from('blog_posts').select('title, excerpt').eq('id', post!.id).single()).data;
  expect(await stored()).toMatchObject({ title: `Theirs ${tag}` });

  // Reload shows their version.
  await dialog.getByRole('button', { name: /reload/i }).click();
  await expect(field(page, 'Title')).toHaveValue(`Theirs ${tag}`);

  // They save again; this time overwrite with mine.
  await openEditor(other, post!.id);
  await field(other, 'Title').fill(`Theirs again ${tag}`);
  await other.getByRole('button', { name: 'Update Post' }).click();
  await expect(other).toHaveURL(/\/admin$/);
  await field(page, 'Title').fill(`Mine ${tag}`);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await page
    .getByRole('dialog', { name: 'This post has changed' })
    .getByRole('button', { name: /overwrite/i })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await stored()).toMatchObject({ title: `Mine ${tag}` });
  await other.context().close();
});

test('leaving with unsaved changes asks first; staying keeps the text', async ({ page }) => {
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Unsaved ${tag}`, slug: `unsaved-${tag}` }]);
  await openEditor(page, post!.id);
  await field(page, 'Title').fill(`Half-typed ${tag}`);

  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => prompts).toEqual(['You have unsaved changes. Leave without saving?']);
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post!.id}$`));
  await expect(field(page, 'Title')).toHaveValue(`Half-typed ${tag}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const { data } = await serviceClient().from('blog_posts').select('title').eq('id', post!.id).single();
  expect(data?.title).toBe(`Unsaved ${tag}`);
});

test('Back with unsaved changes asks too: staying keeps the page and the text, leaving goes back', async ({
  page,
}) => {
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Back ${tag}`, slug: `back-${tag}` }]);
  await page.goto('/admin');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Into the editor in place, so that Back is a navigation of the app.
  await page.locator(`a[href="/admin/blog/edit/${post!.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post!.id}$`));
  await expect(field(page, 'Title')).toHaveValue(`Back ${tag}`);
  await field(page, 'Title').fill(`Half-typed ${tag}`);

  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  await expect.poll(() => prompts).toEqual(['You have unsaved changes. Leave without saving?']);
  await expect(page).toHaveURL(new RegExp(`/admin/blog/edit/${post!.id}$`));
  await expect(field(page, 'Title')).toHaveValue(`Half-typed ${tag}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
});

test('the hostile markdown set in the live preview: no script runs, no dangerous URL survives', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const scriptRuns = await recordScriptRuns(page);
  await page.goto('/admin/blog/new');
  const preview = page.getByRole('region', { name: 'Preview' });
  for (const { name, vectors } of HOSTILE_PAGES) {
    const marker = `End of ${name}`;
    await field(page, 'Content').fill(
      `${vectors.map((vector) => vector.markdown).join('\n\n')}\n\n${marker}`,
    );
    await expect(preview.getByText(marker)).toBeVisible();
    // Give error and load handlers of any injected element a moment to fire.
    await page.waitForTimeout(300);
    expect(await scriptRuns(), name).toEqual([]);
    expect(await forbiddenUrls(page), name).toEqual([]);
    await expect(
      preview.locator('script, iframe, object, embed, form, svg, math, style, base, meta'),
    ).toHaveCount(0);
    expect(
      await preview.evaluate((root) =>
        [...root.querySelectorAll('*')].flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
        ),
      ),
      name,
    ).toEqual([]);
  }
});
