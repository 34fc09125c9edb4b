import { HOSTILE_MARKDOWN_VECTORS } from '@parley/article/testing';
import { forbiddenUrls, HOSTILE_PAGES, recordScriptRuns } from './hostile-helpers';
import { expect, serviceClient, test } from './support/fixtures';
import { storePosts, uniqueTag } from './blog-helpers';

// Every hostile vector is stored as a real post and opened in Chromium (groups: tests/hostile-helpers.ts).

test.describe('Hostile markdown in real Chromium', () => {
  test('every vector is opened at least once', () => {
    const opened = new Set(HOSTILE_PAGES.flatMap((p) => p.vectors.map((v) => v.name)));
    expect([...opened].sort()).toEqual(HOSTILE_MARKDOWN_VECTORS.map((v) => v.name).sort());
    expect(HOSTILE_PAGES.length).toBeLessThan(HOSTILE_MARKDOWN_VECTORS.length / 4);
  });

  for (const { name, vectors } of HOSTILE_PAGES) {
    test(`${name}: no script runs and no dangerous URL survives`, async ({ page }) => {
      const tag = uniqueTag();
      const title = `Hostile ${name} ${tag}`;
      const [post] = await storePosts(serviceClient(), [
        {
          title,
          slug: `hostile-${name.replace(/[^a-z0-9]+/g, '-')}-${tag}`,
          category: 'Security',
          content: vectors.map((vector) => vector.markdown).join('\n\n'),
        },
      ]);
      const scriptRuns = await recordScriptRuns(page);

      await page.goto(`/blog/${post!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.waitForLoadState('load');
      // Give error and load handlers of any injected element a moment to fire.
      await page.waitForTimeout(300);

      expect(await scriptRuns()).toEqual([]);
      expect(await forbiddenUrls(page)).toEqual([]);
      // The rendered markdown (the page chrome around it has its own icons).
      const article = page.getByRole('article', { name: title }).locator('.parley-article');
      await expect(
        article.locator('script, iframe, object, embed, form, svg, math, style, base, meta'),
      ).toHaveCount(0);
      expect(
        await article.evaluate((root) =>
          [...root.querySelectorAll('*')].flatMap((el) =>
            [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
          ),
        ),
      ).toEqual([]);
    });
  }
});
