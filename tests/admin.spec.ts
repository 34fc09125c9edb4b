import { reloadUntilVisible } from './blog-helpers';
import { adminCredentials, expect, signInAs, test } from './support/fixtures';

// The blog admin on the /admin web route, as the admin: the shared admin package mounted in the site.

test('the admin drafts, publishes, edits and deletes a post', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, adminCredentials.email, adminCredentials.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { name: 'Create New Blog Post' })).toBeVisible();
  const title = `Admin draft ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  // The slug follows the title while creating.
  const slug = page.getByRole('textbox', { name: 'Slug' });
  await expect(slug).toHaveValue(title.toLowerCase().replace(/\s+/g, '-'));
  await page.getByRole('textbox', { name: 'Category' }).fill('Testing');
  await page.getByRole('textbox', { name: 'Excerpt' }).fill('A draft written in the web admin');
  await page.getByRole('textbox', { name: 'Content' }).fill('## Draft body\n\nNot public yet.');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Draft body' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // A draft is not on the public blog.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Parley Blog' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Publish it: edit keeps the slug.
  await page.goto('/admin');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: /edit/i }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  const slugBefore = await page.getByRole('textbox', { name: 'Slug' }).inputValue();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (published)`);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(slugBefore);
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/blog');
  await reloadUntilVisible(page, page.getByText(`${title} (published)`).first());

  // Delete: cancelling the confirm keeps it, accepting removes it.
  await page.goto('/admin');
  const published = page.getByRole('row').filter({ hasText: `${title} (published)` });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this post?');
    void dialog.dismiss();
  });
  await published.getByRole('button', { name: /delete/i }).click();
  await expect(published).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await published.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
  await expect(published).toHaveCount(0);
});
