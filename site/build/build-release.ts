// `npm run build -w @parley/site`: the browser bundle, the server bundle and the prerendered pages,
// built into a release folder of their own, then made live in one rename (build/releases.ts). A
// server running, a page open, or a second build under way in the same checkout is never broken by it.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markReleaseInUse } from './release-in-use.ts';
import {
  adoptUnversionedBuild,
  currentReleaseDir,
  keepPreviousAssets,
  newReleaseId,
  pruneReleases,
  releasesDirOf,
  switchCurrentRelease,
  withReleaseLock,
} from './releases.ts';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const viteCli = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

/** Runs node with `args` in the site's folder; rejects when it fails. */
function node(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: siteRoot, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`node ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

// SITE_BUILD_DIR names the live build (the link), relative to site/ like Vite's outDir.
const buildDir = resolve(siteRoot, process.env.SITE_BUILD_DIR || 'dist');
const releasesDir = releasesDirOf(buildDir);
const release = newReleaseId();
const releaseDir = join(releasesDir, release);
mkdirSync(releaseDir, { recursive: true });
// A build interrupted (Ctrl-C) leaves an unmarked folder, removed by the next build's pruning.
const unmark = markReleaseInUse(releaseDir);
let live = false;

try {
  // vite.config.ts and the prerender step write where SITE_BUILD_DIR says: this release's folder.
  // One build time for the three steps: the pages that compare dates render with it (vite.config.ts).
  const env = {
    ...process.env,
    SITE_BUILD_DIR: releaseDir,
    SITE_BUILD_TIME: process.env.SITE_BUILD_TIME || new Date().toISOString(),
  };
  await node([viteCli, 'build'], env);
  await node([viteCli, 'build', '--ssr'], env);
  await node([join(releaseDir, 'server/prerender.js')], { ...env, NODE_ENV: 'production' });

  const { kept, pruned } = await withReleaseLock(releasesDir, async () => {
    const previous = (await adoptUnversionedBuild(buildDir, releasesDir)) ?? currentReleaseDir(buildDir);
    const record = await keepPreviousAssets(
      previous && join(previous, 'client'),
      join(releaseDir, 'client'),
      release,
    );
    await switchCurrentRelease(buildDir, releaseDir);
    live = true;
    const removed = await pruneReleases(releasesDir, [releaseDir, previous]);
    return { kept: Object.values(record.files).filter((of) => of !== release).length, pruned: removed };
  });
  console.log(
    `Release ${release} is live at ${buildDir} (${kept} asset files of the previous build kept` +
      `${pruned.length > 0 ? `; removed ${pruned.join(', ')}` : ''}).`,
  );
} catch (error) {
  if (!live) rmSync(releaseDir, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  unmark();
}
