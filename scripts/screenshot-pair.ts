// Screenshots of two builds of the site compared pixel by pixel (a visual change meant to be none):
// the embedded backend in memory and each build's production server as `npm run bench:render-pair`
// starts them, then every page in PAGES at 1280, 800 and 375 px wide, light and dark, with and
// without JavaScript, full page, in Debian's Chromium. Prints the differing pixels of each pair and
// writes both images of any that differ to OUT. Figures only: it never fails on them.
//   SITES=dist-before,dist-bench PAGES='/playground,/playground?seed=7' [FOCUS=Seed] npx tsx scripts/screenshot-pair.ts
//   SEED_POSTS=3 PAGES='/blog,/blog/bench-post-1' …   published posts to show first (scripts/bench-seed.ts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import {
  BENCH_API_PORT,
  BENCH_SITE_PORT,
  startBenchBackend,
  startReleaseServer,
  stopAll,
  waitFor,
} from './bench-processes';
import { seedAuthor, seedPosts } from './bench-seed';
import { benchServiceClient } from './bench-stats';

const SITES = (process.env.SITES ?? 'dist-before,dist-bench').split(',');
if (SITES.length !== 2) throw new Error(`SITES names two builds to compare, not ${SITES.length}.`);
const PAGES = (process.env.PAGES ?? '/playground').split(',');
const OUT = process.env.OUT ?? '/tmp/screenshot-pair';
/** A field's label: focused by the keyboard (Tab from the field before) before the screenshot. */
const FOCUS = process.env.FOCUS;
const WIDTHS = [1280, 800, 375];

/** Differing pixels of two PNGs, counted in the page's canvas (no image library needed). */
async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number | string> {
  // A string, not a function: tsx would wrap the inner functions in a helper the page lacks.
  return page.evaluate(`(async () => {
    const load = async (base64) => createImageBitmap(await (await fetch('data:image/png;base64,' + base64)).blob());
    const [x, y] = await Promise.all([load('${a.toString('base64')}'), load('${b.toString('base64')}')]);
    if (x.width !== y.width || x.height !== y.height) return 'sizes ' + x.width + 'x' + x.height + ' and ' + y.width + 'x' + y.height;
    const pixels = (bitmap) => {
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
      context.drawImage(bitmap, 0, 0);
      return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    };
    const [p, q] = [pixels(x), pixels(y)];
    let count = 0;
    for (let i = 0; i < p.length; i += 4)
      if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2] || p[i + 3] !== q[i + 3]) count++;
    return count;
  })()`);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const { backendUrl } = startBenchBackend(BENCH_API_PORT);
  const urls = SITES.map((dir, n) => startReleaseServer(dir, BENCH_SITE_PORT + 1 + n, backendUrl).url);
  await waitFor(`${backendUrl}/auth/v1/health`, 'The backend');
  for (const url of urls) await waitFor(url, url);
  // SEED_POSTS=n: n published posts (bench-post-1…n, tagged), signed by an author with a page.
  if (process.env.SEED_POSTS) {
    const service = benchServiceClient(backendUrl);
    await seedPosts(service, Number(process.env.SEED_POSTS));
    await seedAuthor(service);
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  // Closed on an error too: an open browser would keep this process (and its servers) alive.
  try {
    const scratch = await browser.newPage();
    console.log('| page | width | scheme | JS | differing pixels |\n| --- | ---: | --- | --- | ---: |');
    for (const path of PAGES)
      for (const width of WIDTHS)
        for (const colorScheme of ['light', 'dark'] as const)
          for (const javaScriptEnabled of [true, false]) {
            const shots: Buffer[] = [];
            for (const url of urls) {
              const context = await browser.newContext({
                viewport: { width, height: 900 },
                colorScheme,
                javaScriptEnabled,
              });
              const page = await context.newPage();
              await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
              // Hydrated (RootLayout marks it): the replay controls and the like are there.
              if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
              await page.evaluate('document.fonts.ready');
              if (FOCUS !== undefined) {
                await page.getByLabel(FOCUS, { exact: true }).first().focus();
                await page.keyboard.press('Shift+Tab');
                await page.keyboard.press('Tab');
              }
              shots.push(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
              await context.close();
            }
            const diff = await differingPixels(scratch, shots[0]!, shots[1]!);
            if (diff !== 0)
              shots.forEach((shot, n) =>
                writeFileSync(
                  `${OUT}/${encodeURIComponent(path)}-${width}-${colorScheme}-${javaScriptEnabled ? 'js' : 'nojs'}-${SITES[n]}.png`,
                  shot,
                ),
              );
            console.log(
              `| ${path} | ${width} | ${colorScheme} | ${javaScriptEnabled ? 'yes' : 'no'} | ${diff} |`,
            );
          }
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
