import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// Publishing from /admin like a CMS: every save keeps the version it replaces, the editor shows the
// history with a diff and restores any version; a post scheduled from the editor waits for its time.

test.use({ timezoneId: 'Europe/Paris' });

test.beforeEach(async ({ page }) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
});

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types the content once the markdown editor (loaded lazily, replacing a plain textarea) is there. */
async function fillContent(page: Page, content: string) {
  await expect(page.getByRole('button', { name: /Add bold text/ })).toBeVisible();
  await field(page, 'Content').fill(content);
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(content.split('\n')[0]!);
}

async function saveContent(page: Page, postId: string, content: string) {
  await page.goto(`/admin/blog/edit/${postId}`);
  await fillContent(page, content);
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('edit twice, read the history and its diff, restore the first version and see it published', async ({
  page,
}) => {
  // Three editor loads, a restore and the public page: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [
    { title: `Revised ${tag}`, content: `First version ${tag}\n\nShared paragraph.` },
  ]);
  await saveContent(page, post!.id, `Second version ${tag}\n\nShared paragraph.`);
  await saveContent(page, post!.id, `Third version ${tag}\n\nShared paragraph.\n\nA new ending.`);

  await page.goto(`/admin/blog/edit/${post!.id}`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of this post' });
  const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  // Newest first: the second version was saved by the admin, the first by the seed (no one signed in).
  await expect(versions.nth(0)).toContainText(`Saved by ${adminCredentials.email}`);
  await expect(versions.nth(0)).toContainText('Next save: Changed content (3 lines added, 1 removed)');
  await expect(versions.nth(1)).toContainText('Saved by an admin');

  await versions
    .nth(1)
    .getByRole('button', { name: /^Compare/ })
    .click();
  const diff = history.getByRole('region', { name: /Changes from the version of .* to the current text/ });
  await expect(diff.locator('del')).toContainText(`First version ${tag}`);
  await expect(diff.locator('ins').first()).toContainText(`Third version ${tag}`);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  page.once('dialog', (dialog) => void dialog.accept());
  await history.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText('Version restored. The text it replaced is in the history.')).toBeVisible();
  await expect(field(page, 'Content')).toHaveValue(`First version ${tag}\n\nShared paragraph.`);

  // Restoring is itself a save: the text it replaced is now in the history too.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Next save: Changed content');
  await page.keyboard.press('Escape');

  await expect(async () => {
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('article')).toContainText(`First version ${tag}`);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('article')).not.toContainText(`Third version ${tag}`);
});

test('a long history loads the newest 20 versions first, and older ones on request', async ({ page }) => {
  const tag = uniqueTag();
  const service = serviceClient();
  const [post] = await storePosts(service, [{ title: `Busy ${tag}`, content: `Version 0 ${tag}` }]);
  // 22 saves, each kept as a revision: more than one page.
  for (let n = 1; n <= 22; n++) {
    const { error } = await service
      .from('blog_posts')
      .update({ content: `Version ${n} ${tag}` })
      .eq('id', post!.id);
    expect(error).toBeNull();
  }

  await page.goto(`/admin/blog/edit/${post!.id}`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of this post' });
  const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(20);
  const older = history.getByRole('button', { name: 'Show older versions' });
  await older.click();
  await expect(versions).toHaveCount(22);
  await expect(older).toHaveCount(0);
  // The top of the second page compares with the last of the first.
  await expect(versions.nth(20)).toContainText('Next save: Changed content (1 line added, 1 removed)');

  await versions
    .nth(21)
    .getByRole('button', { name: /^Compare/ })
    .click();
  await expect(
    history
      .getByRole('region', { name: /Changes from the version of .* to the current text/ })
      .locator('del'),
  ).toContainText(`Version 0 ${tag}`);
});

test('a post scheduled from the editor shows as Scheduled with its time, and visitors do not see it yet', async ({
  page,
}) => {
  const tag = uniqueTag();
  const title = `Scheduled ${tag}`;
  await page.goto('/admin/blog/new');
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('Coming soon');
  await fillContent(page, 'Not yet.');
  await page.getByRole('radio', { name: 'Schedule' }).check();
  // Two minutes ahead, typed as the admin's wall-clock time in Paris.
  const at = new Date(Date.now() + 2 * 60_000);
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(', ', 'T');
  await page.getByLabel('Publish at (Europe/Paris time)').fill(wall);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole('radiogroup', { name: 'Status' }).getByText('Scheduled', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(tag);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Paris',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(`${at.toISOString().slice(0, 16)}:00Z`));
  await expect(row).toContainText(`${shown} (Europe/Paris)`);
  const dashboard = await new AxeBuilder({ page }).include('main').analyze();
  expect(dashboard.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Parley Blog' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
