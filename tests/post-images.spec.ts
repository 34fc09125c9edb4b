import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { POST_IMAGES_BUCKET } from '@parley/shared/images';
import { storePosts, uniqueTag } from './blog-helpers';
import { asUpload, canvasPng, isLoaded, pasteFile } from './post-images-helpers';
import {
  adminCredentials,
  ANON_KEY,
  backendUrl,
  expect,
  serviceClient,
  signInAs,
  siteUrl,
  test,
} from './support/fixtures';
import { installFakeBridge } from './studio/fake-bridge';
import { serveStatic } from './studio/static-server';

// Pictures on Supabase Storage (the post-images bucket), as the admin: pasted into the markdown
// editor, uploaded as a cover, shown with their size on the published post, refused when too large
// or SVG, and managed in the media library; in /admin and in the studio's renderer.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PUBLIC_BASE = `${backendUrl}/storage/v1/object/public/${POST_IMAGES_BUCKET}/`;
/** `{post id}/{sha256 prefix}-{name}.png` in the bucket. */
const imageUrl = (name: string) =>
  `${escaped(PUBLIC_BASE)}[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{16}-${name}\\.png`;

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The markdown editor replaces the plain textarea once its code has loaded: paste into the editor. */
async function editorLoaded(page: Page) {
  await expect(page.getByRole('button', { name: /^Add bold text/ })).toBeVisible();
}

/** Pastes a new picture into the content and inserts it with `alt`; returns its public URL. */
async function pastePicture(page: Page, fileName: string, alt: string, size = { width: 40, height: 30 }) {
  const content = field(page, 'Content');
  await editorLoaded(page);
  const picture = await canvasPng(page, fileName, size.width, size.height);
  await pasteFile(content, { kind: 'picture', picture });
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await expect(dialog.getByText(`${fileName} uploaded`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  const markdown = new RegExp(`!\\[${escaped(alt)}\\]\\((${imageUrl(fileName.replace(/\.png$/, ''))})\\)`);
  await expect(content).toHaveValue(markdown);
  return markdown.exec(await content.inputValue())![1]!;
}

test.describe('on /admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, adminCredentials.email, adminCredentials.password);
  });

  test('a pasted picture uploads, shows in the markdown and the preview, and the published post gives it its size', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    await page.goto('/admin/blog/new');
    await editorLoaded(page);
    await field(page, 'Title').fill(`Pictures ${tag}`);
    await field(page, 'Excerpt').fill('A post with a pasted picture');
    await field(page, 'Content').fill('Before the picture. ');
    await field(page, 'Content').press('End');

    // The alt text offered is the file's name in words.
    const picture = await canvasPng(page, 'blue-square.png', 40, 30);
    await pasteFile(field(page, 'Content'), { kind: 'picture', picture });
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveValue('blue square');
    await expect(dialog.getByText('blue-square.png uploaded')).toBeVisible();
    expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('A two-tone square');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    const inserted = new RegExp(
      `^Before the picture\\. !\\[A two-tone square\\]\\((${imageUrl('blue-square')})\\)$`,
    );
    await expect(field(page, 'Content')).toHaveValue(inserted);
    const url = inserted.exec(await field(page, 'Content').inputValue())![1]!;

    const preview = page
      .getByRole('region', { name: 'Preview' })
      .getByRole('img', { name: 'A two-tone square' });
    await expect(preview).toHaveAttribute('src', url);
    await expect.poll(() => isLoaded(preview)).toBe(true);

    // The cover: uploaded beside its URL field, previewed.
    await page
      .getByLabel('Upload cover')
      .setInputFiles(asUpload(await canvasPng(page, 'wide-cover.png', 64, 32)));
    await expect(field(page, 'Cover Image URL')).toHaveValue(new RegExp(`^${imageUrl('wide-cover')}$`));
    await expect.poll(() => isLoaded(page.getByRole('img', { name: 'Cover preview' }))).toBe(true);

    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The post was created under the id its pictures are stored under.
    const service = serviceClient();
    const { data: stored } = await service
      .from('blog_posts')
      .select('id, cover_image')
      .eq('slug', `pictures-${tag}`)
      .single();
    expect(url).toContain(`/${stored!.id}/`);
    expect(stored!.cover_image).toContain(`/${stored!.id}/`);
    // Published with the service role: the publish control is another suite's subject.
    await service.from('blog_posts').update({ published_at: new Date().toISOString() }).eq('id', stored!.id);

    // The server's HTML already gives the picture its size, so nothing shifts while it loads.
    const html = await (await page.request.get(`/blog/pictures-${tag}`)).text();
    expect(html).toMatch(new RegExp(`<img[^>]*src="${escaped(url)}"[^>]*width="40" height="30"`));
    await page.goto(`/blog/pictures-${tag}`);
    const shown = page.getByRole('article').getByRole('img', { name: 'A two-tone square' });
    await expect(shown).toHaveAttribute('width', '40');
    await expect(shown).toHaveAttribute('height', '30');
    await expect.poll(() => isLoaded(shown)).toBe(true);
  });

  test('a 12 MB file and an SVG are refused with a message, and the text stays as it was', async ({
    page,
  }) => {
    await page.goto('/admin/blog/new');
    await editorLoaded(page);
    const content = field(page, 'Content');
    await content.fill('Nothing may be lost.');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/')) uploads.push(request.url());
    });

    await pasteFile(content, { kind: 'blank', name: 'huge.png', type: 'image/png', size: 12 * 1024 * 1024 });
    await expect(page.getByRole('alert')).toContainText('huge.png is 12 MB; images may be at most 10 MB.');
    await expect(content).toHaveValue('Nothing may be lost.');

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await pasteFile(content, { kind: 'text', name: 'logo.svg', type: 'image/svg+xml', text: svg }, 'drop');
    await expect(page.getByRole('alert')).toContainText('logo.svg is an SVG image, which is not allowed');
    await expect(content).toHaveValue('Nothing may be lost.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(uploads).toEqual([]);
    // The markdown editor's own toolbar (icons as unnamed role="img" SVGs) is @uiw/react-md-editor's.
    const axe = await new AxeBuilder({ page }).exclude('.w-md-editor-toolbar').analyze();
    expect(axe.violations).toEqual([]);
  });

  test('the media library lists the pictures with the posts using them, copies a URL and deletes', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tag = uniqueTag();
    // A picture uploaded from the editor of a post that uses it.
    const [post] = await storePosts(serviceClient(), [
      { title: `Gallery ${tag}`, content: 'Soon a picture' },
    ]);
    await page.goto(`/admin/blog/edit/${post!.id}`);
    await field(page, 'Content').press('End');
    const url = await pastePicture(page, `gallery-${tag}.png`, 'Gallery picture', { width: 48, height: 24 });
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('link', { name: 'Media library' }).click();
    await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
    const fileName = url.slice(url.lastIndexOf('/') + 1);
    const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem', { name: fileName });
    await expect(card.getByRole('img', { name: `Thumbnail of ${fileName}` })).toHaveAttribute('src', url);
    await expect(card).toContainText('48 × 24');
    await expect(card.getByRole('link', { name: `Gallery ${tag}` })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await card.getByRole('button', { name: `Copy URL of ${fileName}` }).click();
    await expect(page.getByText('Image URL copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await card.getByRole('button', { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await expect(dialog.getByRole('alert')).toContainText(`Still used by "Gallery ${tag}"`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Image deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    // Gone from the bucket: Storage answers a missing object with 400 `{"statusCode":"404",…}`.
    const gone = await page.request.get(url);
    expect(gone.ok()).toBe(false);
    expect(await gone.json()).toMatchObject({ statusCode: '404' });
  });
});

test.describe('in the studio', () => {
  const rendererDir = fileURLToPath(new URL('../studio/out/renderer', import.meta.url));
  let studio: Awaited<ReturnType<typeof serveStatic>>;

  test.beforeAll(async () => {
    studio = await serveStatic(rendererDir);
  });
  test.afterAll(async () => {
    await studio?.close();
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(installFakeBridge, {
      supabaseUrl: backendUrl,
      supabaseAnonKey: ANON_KEY,
      siteUrl,
    });
    await page.goto(studio.url);
    await page.getByLabel(/^Email/).fill(adminCredentials.email);
    await page.getByLabel(/^Password/).fill(adminCredentials.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  });

  test('a pasted picture uploads and shows in the preview, then in the media library', async ({ page }) => {
    test.setTimeout(60_000);
    const tag = uniqueTag();
    await page.getByRole('link', { name: 'New post', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
    const url = await pastePicture(page, `studio-${tag}.png`, 'Studio picture');
    const preview = page
      .getByRole('region', { name: 'Preview' })
      .getByRole('img', { name: 'Studio picture' });
    await expect(preview).toHaveAttribute('src', url);
    await expect.poll(() => isLoaded(preview)).toBe(true);

    // Leaving the unsaved post: the studio asks first.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Media library' }).click();
    await expect(page.getByRole('heading', { name: 'Media library', level: 1 })).toBeVisible();
    const fileName = url.slice(url.lastIndexOf('/') + 1);
    const card = page.getByRole('list', { name: 'Images' }).getByRole('listitem', { name: fileName });
    await expect(card).toContainText('40 × 30');
    await expect.poll(() => isLoaded(card.getByRole('img', { name: `Thumbnail of ${fileName}` }))).toBe(true);
  });

  test('a picture pasted while the backend is away waits in the draft, across a restart, and is uploaded once it answers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const tag = uniqueTag();
    await page.getByRole('link', { name: 'New post', exact: true }).click();
    await editorLoaded(page);
    await field(page, 'Title').fill(`Offline ${tag}`);
    await field(page, 'Content').fill('Written offline: ');
    await field(page, 'Content').press('End');

    // Uploads cannot reach Storage (the rest of the backend still answers, so the session holds).
    const uploads = `${backendUrl}/storage/v1/object/${POST_IMAGES_BUCKET}/**`;
    await page.route(uploads, (route) => route.abort('internetdisconnected'));
    const picture = await canvasPng(page, `offline-${tag}.png`, 24, 24);
    await pasteFile(field(page, 'Content'), { kind: 'picture', picture });
    const dialog = page.getByRole('dialog', { name: 'Insert an image' });
    await expect(dialog.getByText(/The backend cannot be reached/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Drawn offline');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(field(page, 'Content')).toHaveValue(
      /^Written offline: !\[Drawn offline\]\(pending-image:[0-9a-f-]{36}\)$/,
    );
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Drawn offline');

    // The studio quits and starts again: the draft comes back with its picture.
    await page.waitForTimeout(1500); // autosave runs once typing has paused 0.8 s
    await page.reload();
    await expect(page.getByText('Unsaved edits were recovered')).toBeVisible();
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(field(page, 'Content')).toHaveValue(/pending-image:/);

    // Storage answers again: the picture is uploaded and its URL replaces the placeholder.
    await page.unroute(uploads);
    await expect(field(page, 'Content')).toHaveValue(
      new RegExp(`^Written offline: !\\[Drawn offline\\]\\(${imageUrl(`offline-${tag}`)}\\)$`),
      { timeout: 15_000 },
    );
    const shown = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'Drawn offline' });
    await expect.poll(() => isLoaded(shown)).toBe(true);
  });
});
