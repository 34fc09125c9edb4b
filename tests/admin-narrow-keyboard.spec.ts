import type { Page } from '@playwright/test';
import { storePosts, uniqueTag } from './blog-helpers';
import { adminCredentials, expect, serviceClient, signInAs, test } from './support/fixtures';

// The admin on a phone (375 px) and from the keyboard alone: no page scrolls sideways, every
// control is reached with Tab and shows where the focus is, Escape closes a dialog.

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openAdmin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every admin screen (dashboard, editor, tags, media, subscribers, profile) scrolls only vertically', async ({
    page,
  }) => {
    await signInAs(page, adminCredentials.email, adminCredentials.password);
    const tag = uniqueTag();
    const [post] = await storePosts(serviceClient(), [
      { title: `A rather long title for a narrow screen ${tag}`, slug: `narrow-${tag}` },
    ]);
    const overflows: Record<string, number> = {};
    for (const path of [
      '/admin',
      `/admin/blog/edit/${post!.id}`,
      '/admin/blog/new',
      '/admin/tags',
      '/admin/media',
    ]) {
      await openAdmin(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      overflows[path] = await sidewaysOverflow(page);
    }
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((path) => [path, 0])));
  });
});

test('keyboard only: Tab reaches Update Post, every control shows its focus, Escape answers no and closes dialogs', async ({
  page,
}) => {
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  const tag = uniqueTag();
  const [post] = await storePosts(serviceClient(), [{ title: `Keys ${tag}`, slug: `keys-${tag}` }]);
  await openAdmin(page, `/admin/blog/edit/${post!.id}`);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Keys ${tag}`);
  // Looks compared at once, not mid-transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const update = page.getByRole('button', { name: 'Update Post' });
  let reached = false;
  const unringed: string[] = [];
  for (let step = 0; step < 80 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    // A visible focus: the focused control looks different from itself unfocused (an outline, a
    // shadow, a border or background colour of its own).
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // The control or a wrapper close around it (Mantine marks a combobox's box, :focus-within).
      const boxes = [el, el.parentElement, el.parentElement?.parentElement].filter(
        (box): box is HTMLElement => box instanceof HTMLElement,
      );
      const look = () =>
        boxes
          .map((box) => {
            const style = getComputedStyle(box);
            return [
              style.outlineStyle,
              style.outlineWidth,
              style.outlineColor,
              style.boxShadow,
              style.borderColor,
            ].join('|');
          })
          .join('/');
      const withFocus = look();
      el.blur();
      const without = look();
      el.focus();
      const label =
        el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent?.slice(0, 30) ?? '';
      return {
        name: `${el.tagName}#${el.id}[${el.getAttribute('type') ?? ''}] ${label}`,
        ring: withFocus !== without,
      };
    });
    if (focused && !focused.ring) unringed.push(focused.name);
    reached = await update.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  expect(unringed).toEqual([]);

  // Deleting a post asks the browser's own question (Escape answers no): the post stays.
  await openAdmin(page, '/admin');
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await page.getByRole('button', { name: `Delete Keys ${tag}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => asked).toEqual(['Are you sure you want to delete this post?']);
  await expect(page.getByRole('button', { name: `Delete Keys ${tag}` })).toBeVisible();
  expect((await serviceClient().from('blog_posts').select('id').eq('id', post!.id)).data).toHaveLength(1);

  // The tag manager's own dialog: Enter opens it, Escape closes it and gives the focus back.
  expect(
    (await serviceClient().rpc('set_post_tags', { post_id: post!.id, names: [`Key tag ${tag}`] })).error,
  ).toBeNull();
  await openAdmin(page, '/admin/tags');
  const deleteTag = page.getByRole('button', { name: `Delete Key tag ${tag}` });
  await deleteTag.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteTag).toBeFocused();
});
