import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test as plainTest, type Page } from '@playwright/test';
import { ANON_KEY, E2E_SITE_PORT, backendUrl, expect, test } from './support/fixtures';

// Deploys don't break open pages (site/build/releases.ts, site/src/lib/missing-code.ts): a build
// keeps the previous build's hashed assets and never touches the files of a running server, and a
// chunk gone for good reloads the page once, to the new version.

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Marks the document, so a test can tell a switch in place from a page load (which drops the mark). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { parleyMark?: number }).parleyMark = 1));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { parleyMark?: number }).parleyMark === 1);

test.describe('a deploy under an open page', () => {
  test.describe.configure({ mode: 'serial' });
  // Two builds of the site on a shared 2-core machine, and two server starts.
  test.setTimeout(480_000);

  // A site server of this test's own (the suite's is built once and never rebuilt), in its own folder.
  const port = E2E_SITE_PORT + 1;
  const ownUrl = `http://127.0.0.1:${port}`;
  const buildDirName = `dist-deploys-${port}`;
  const buildDir = join(repoRoot, 'site', buildDirName);
  const siteEnv = (demoUrl: string) => ({
    ...process.env,
    SITE_BUILD_DIR: buildDirName,
    SUPABASE_URL: backendUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SITE_URL: ownUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Read by the home page's module only: a second build with another value changes its chunk.
    DEMO_URL: demoUrl,
  });

  async function buildSite(demoUrl: string): Promise<void> {
    await run('npm', ['run', 'build', '--silent', '-w', '@parley/site'], {
      cwd: repoRoot,
      env: siteEnv(demoUrl),
      maxBuffer: 64 * 1024 * 1024,
    });
  }

  let server: ChildProcess | null = null;
  async function startServer(): Promise<void> {
    // Its own process group, so stopping it reaches node under npm.
    server = spawn('npm', ['run', 'serve', '-w', '@parley/site'], {
      cwd: repoRoot,
      env: siteEnv('unused'),
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (
        (await fetch(ownUrl).then(
          (answer) => answer.status,
          () => 0,
        )) === 200
      )
        return;
      await sleep(200);
    }
    throw new Error(`The site server did not answer at ${ownUrl}`);
  }
  async function stopServer(): Promise<void> {
    const child = server;
    server = null;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }

  /** The live build's record of its hashed assets (build/releases.ts) and its route chunks. */
  const liveBuild = () => ({
    assets: JSON.parse(readFileSync(join(buildDir, 'client/.vite/asset-releases.json'), 'utf8')) as {
      release: string;
      files: Record<string, string>;
    },
    routeChunks: JSON.parse(readFileSync(join(buildDir, 'client/.vite/route-chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >,
  });
  const HOME_MODULE = '../pages/home/HomePage.tsx';
  const status = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, ownUrl), { headers }).then((answer) => answer.status);

  test.beforeAll(() => {
    rmSync(buildDir, { force: true, recursive: true });
    rmSync(`${buildDir}-releases`, { force: true, recursive: true });
  });
  test.afterAll(async () => {
    await stopServer();
    rmSync(buildDir, { force: true, recursive: true });
    rmSync(`${buildDir}-releases`, { force: true, recursive: true });
  });

  test('a page opened before a rebuild and restart navigates in place to a page whose code changed; the old chunks still answer', async ({
    page,
  }) => {
    await buildSite('https://demo.example/first');
    const first = liveBuild();
    await startServer();
    await page.goto(`${ownUrl}/pricing`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await markDocument(page);

    // Rebuilt while the first server runs (a second `npm start` or `npm run build` in the checkout):
    // that server still serves every script its pages name.
    await buildSite('https://demo.example/second');
    const second = liveBuild();
    expect(second.assets.release).not.toBe(first.assets.release);
    const firstOwnFiles = Object.keys(first.assets.files).filter((file) => !/\.(br|gz)$/.test(file));
    for (const file of firstOwnFiles) expect(await status(`/${file}`), file).toBe(200);

    // The home page's code changed with the rebuild: its chunk has another name.
    expect(second.routeChunks[HOME_MODULE]).not.toEqual(first.routeChunks[HOME_MODULE]);
    // The previous build's files are kept in the new one, its own not.
    for (const file of Object.keys(first.assets.files)) {
      expect(second.assets.files[file], file).toBeDefined();
    }

    await stopServer();
    await startServer();
    // The restarted server (the new build) answers the previous build's chunks, cached for a year,
    // precompressed like its own.
    for (const file of firstOwnFiles) expect(await status(`/${file}`), file).toBe(200);
    const oldHomeChunk = first.routeChunks[HOME_MODULE]!.find((url) => /HomePage-.*\.js$/.test(url))!;
    expect(second.assets.files[oldHomeChunk.slice(1)]).toBe(first.assets.release);
    const answer = await fetch(new URL(oldHomeChunk, ownUrl), { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The open page, running the previous build's code, goes to the home page in place.
    await page.getByRole('banner').getByRole('link', { name: 'Parley home' }).click();
    await expect(page).toHaveURL(`${ownUrl}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI agents that negotiate your B2B deals' }),
    ).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });
});

// The suite's own site server, with Playwright's plain page: the suite's `page.goto` waits for the
// page to hydrate, and a page missing its code never does.
plainTest.describe('a chunk gone for good', () => {
  // A chunk answered 404, as after two deploys.
  const PRICING_CHUNK = '**/assets/PricingPage-*.js';

  /** The documents the tab loads (each a request of the main frame for a page, not a history entry). */
  function documentLoads(page: Page): string[] {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
    });
    return loads;
  }

  plainTest('the page reloads once and then works, with the chunk back', async ({ page }) => {
    const loads = documentLoads(page);
    // Missing for the first document only: the reloaded one gets the chunk (the new version's).
    await page.route(PRICING_CHUNK, (route) =>
      loads.length < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.fallback(),
    );

    await page.goto('/pricing');

    await expect.poll(() => loads.length).toBe(2);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads.every((url) => new URL(url).pathname === '/pricing')).toBe(true);
  });

  plainTest(
    'a page whose chunk stays missing reloads once, not in a loop, and keeps its server-rendered content',
    async ({ page }) => {
      const loads = documentLoads(page);
      await page.route(PRICING_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));

      await page.goto('/pricing', { waitUntil: 'load' });
      await expect.poll(() => loads.length).toBe(2);
      await page.waitForTimeout(3_000);

      expect(loads).toHaveLength(2);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('parley:reloaded-for-missing-code'))).toMatch(
        /^\d+$/,
      );
    },
  );
});
