import type { Locator, Page } from '@playwright/test';
import { brand } from '@parley/shared/config';
import { storePosts, uniqueTag } from './blog-helpers';
import { expect, serviceClient, test } from './support/fixtures';

// The plain-element parts (header, footer, brand, article frame, related posts, playground) restate
// Mantine's Text, Title and Anchor in CSS. Their computed styles, written down from the build before
// they shared one typography module: a class that wins or loses by the stylesheet's order (a
// related link's weight 600 lost to a base class once) changes a figure here, in one scheme or both.

const TYPE_PROPERTIES = ['font-size', 'font-weight', 'line-height', 'color'] as const;

type Styles = Record<string, string>;

async function computed(target: Locator, properties: readonly string[] = TYPE_PROPERTIES): Promise<Styles> {
  return target.evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);
}

/** The parts to read on a page, each by role or text as a visitor finds them. */
function headerParts(page: Page) {
  const header = page.getByRole('banner');
  return {
    'header link': header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
    brand: header.getByText(brand.productName, { exact: true }),
    // The mobile menu's group label, read closed (computed styles do not need it shown).
    'menu group label': page.locator('#mobile-resources'),
  };
}

function footerParts(page: Page) {
  const footer = page.getByRole('contentinfo');
  return {
    'footer heading': footer.getByRole('heading', { name: 'Newsletter' }),
    'footer link': footer.getByRole('link', { name: 'Pricing' }),
    'footer text': footer.getByText('Negotiation research and product news, once a month.'),
  };
}

async function readAll(parts: Record<string, Locator>): Promise<Record<string, Styles>> {
  const entries: [string, Styles][] = [];
  for (const [name, target] of Object.entries(parts)) {
    const properties = name === 'menu group label' ? [...TYPE_PROPERTIES, 'padding-left'] : TYPE_PROPERTIES;
    entries.push([name, await computed(target, properties)]);
  }
  return Object.fromEntries(entries);
}

/**
 * Each part's size, weight and line height (both schemes) and its color in light and in dark, as the
 * build before the shared typography module computed them (Mantine's scale: sm 14 px × 1.45, …).
 */
const MEASURED: Record<
  string,
  [size: string, weight: string, lineHeight: string, light: string, dark: string]
> = {
  'header link': ['14px', '500', '21.7px', 'rgb(52, 58, 64)', 'rgb(201, 201, 201)'],
  brand: ['18px', '800', '28.8px', 'rgb(54, 79, 199)', 'rgb(186, 200, 255)'],
  'menu group label': ['12px', '700', '16.8px', 'rgb(73, 80, 87)', 'rgb(184, 184, 184)'],
  'footer heading': ['14px', '700', '18.9px', 'rgb(0, 0, 0)', 'rgb(201, 201, 201)'],
  'footer link': ['14px', '400', '20.3px', 'rgb(52, 58, 64)', 'rgb(201, 201, 201)'],
  'footer text': ['14px', '400', '20.3px', 'rgb(73, 80, 87)', 'rgb(184, 184, 184)'],
  'post title': ['34px', '700', '44.2px', 'rgb(0, 0, 0)', 'rgb(201, 201, 201)'],
  'post date': ['14px', '400', '20.3px', 'rgb(73, 80, 87)', 'rgb(184, 184, 184)'],
  'related heading': ['22px', '700', '30.8px', 'rgb(0, 0, 0)', 'rgb(201, 201, 201)'],
  'related link': ['16px', '600', '24.8px', 'rgb(59, 91, 219)', 'rgb(116, 143, 252)'],
  'related category': ['12px', '400', '16.8px', 'rgb(73, 80, 87)', 'rgb(184, 184, 184)'],
  'playground heading': ['22px', '700', '30.8px', 'rgb(0, 0, 0)', 'rgb(201, 201, 201)'],
  'playground preset link': ['16px', '700', '24.8px', 'rgb(59, 91, 219)', 'rgb(116, 143, 252)'],
  'playground preset text': ['14px', '400', '20.3px', 'rgb(0, 0, 0)', 'rgb(201, 201, 201)'],
};

/** The mobile menu's group label keeps its inline padding (Text px="sm"). */
const GROUP_LABEL_PADDING = '12px';

function expected(scheme: 'light' | 'dark', names: string[]): Record<string, Styles> {
  return Object.fromEntries(
    names.map((name) => {
      const [size, weight, lineHeight, light, dark] = MEASURED[name]!;
      const styles: Styles = {
        'font-size': size,
        'font-weight': weight,
        'line-height': lineHeight,
        color: scheme === 'light' ? light : dark,
      };
      if (name === 'menu group label') styles['padding-left'] = GROUP_LABEL_PADDING;
      return [name, styles];
    }),
  );
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`typography of the plain-element parts, ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });

    test('header, footer and brand', async ({ page }) => {
      await page.goto('/');
      const styles = await readAll({ ...headerParts(page), ...footerParts(page) });
      expect(styles).toEqual(expected(scheme, Object.keys(styles)));
    });

    test('a post’s frame and its related posts', async ({ page }) => {
      const tag = uniqueTag();
      const posts = await storePosts(
        serviceClient(),
        [1, 2].map((index) => ({
          title: `Typography ${tag} ${index}`,
          category: `Type ${tag}`,
          published_at: new Date(Date.now() - index * 60_000).toISOString(),
        })),
      );
      await page.goto(`/blog/${posts[0]!.slug}`);
      const related = page.getByRole('complementary', { name: 'Related posts' });
      const styles = await readAll({
        'post title': page.getByRole('heading', { level: 1 }),
        'post date': page.locator('article time, main time').first(),
        'related heading': related.getByRole('heading', { name: 'Related posts' }),
        'related link': related.getByRole('link', { name: `Typography ${tag} 2` }),
        'related category': related.getByText(`Type ${tag}`, { exact: true }),
      });
      expect(styles).toEqual(expected(scheme, Object.keys(styles)));
    });

    test('the playground’s headings, links and text', async ({ page }) => {
      await page.goto('/playground');
      const presets = page.getByRole('region', { name: 'Start from a deal you know' });
      const styles = await readAll({
        'playground heading': page.getByRole('heading', { name: 'Start from a deal you know' }),
        'playground preset link': presets.getByRole('link').first(),
        'playground preset text': presets.locator('p').first(),
      });
      expect(styles).toEqual(expected(scheme, Object.keys(styles)));
    });
  });
}
