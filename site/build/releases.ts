// How a build of the site goes live without breaking the pages already open, nor a server already
// running (`npm run build`, build/build-release.ts):
// - each build is written into a folder of its own, `<buildDir>-releases/<id>/`, never over a live one;
// - it takes over the previous build's own hashed assets (an open tab still loads its lazy chunks), and
//   only those: older ones are pruned. `.vite/asset-releases.json` records which build each file is of;
// - `<buildDir>` is a symbolic link to the live build, replaced in one rename: the server started
//   through it runs from the build's real folder (Node resolves the link of its main module), so a
//   later build never changes the files of a running server;
// - releases no longer needed are removed, except those a live process marked (release-in-use.ts).
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessAlive, releaseInUse } from './release-in-use.ts';

/** In a release's client folder: which release each hashed asset belongs to. */
export const ASSET_RELEASES_FILE = '.vite/asset-releases.json';

/** The hashed assets' folder in a client build (served with a year of caching). */
const ASSETS_DIR = 'assets';

export interface AssetReleases {
  /** The release this client build is. */
  release: string;
  /** Every file under `assets/` (`assets/x-1a2b.js`, its `.br` and `.gz` too) → the release it is of. */
  files: Record<string, string>;
}

/** Where the releases of `buildDir` are kept (beside it, so a `dist-*` ignore rule covers both). */
export const releasesDirOf = (buildDir: string) => `${buildDir}-releases`;

/** A release's name: sortable by time, unique per process. */
export function newReleaseId(now = new Date(), pid = process.pid): string {
  return `${now.toISOString().replace(/[-:.]/g, '').replace('T', '-')}-p${pid}`;
}

/** The live release's folder (where the `buildDir` link points), or null before the first release. */
export function currentReleaseDir(buildDir: string): string | null {
  try {
    return lstatSync(buildDir).isSymbolicLink() ? realpathSync(buildDir) : null;
  } catch {
    return null;
  }
}

/**
 * A build made before releases existed (a real folder at `buildDir`) becomes a release, so its
 * assets are kept like any previous build's. Returns its new folder, or null when there was none.
 */
export async function adoptUnversionedBuild(buildDir: string, releasesDir: string): Promise<string | null> {
  let isFolder = false;
  try {
    const stat = lstatSync(buildDir);
    isFolder = stat.isDirectory() && !stat.isSymbolicLink();
  } catch {
    return null;
  }
  if (!isFolder) return null;
  const adopted = join(releasesDir, `unversioned-${newReleaseId()}`);
  await rename(buildDir, adopted);
  return adopted;
}

async function filesUnder(dir: string, prefix: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `${prefix}/${relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')}`);
}

/** The asset files a client build made itself (all of them when it predates the record). */
async function ownAssets(clientDir: string): Promise<string[]> {
  const recordFile = join(clientDir, ASSET_RELEASES_FILE);
  if (existsSync(recordFile)) {
    const record = JSON.parse(readFileSync(recordFile, 'utf8')) as AssetReleases;
    return Object.entries(record.files)
      .filter(([, release]) => release === record.release)
      .map(([file]) => file);
  }
  return filesUnder(join(clientDir, ASSETS_DIR), ASSETS_DIR);
}

/** A hard link where the file system allows it (no copy of the bytes), else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/**
 * Puts the previous client build's own assets (`.br` and `.gz` copies included, so they are sent
 * precompressed like the new ones) beside the new build's, and writes the record of which release
 * each file is of. Files the previous build had kept from the one before are not taken: they are
 * pruned. A name in both builds is the same content (the name carries its hash): the new one stays.
 */
export async function keepPreviousAssets(
  previousClientDir: string | null,
  clientDir: string,
  release: string,
): Promise<AssetReleases> {
  const files: Record<string, string> = {};
  for (const file of await filesUnder(join(clientDir, ASSETS_DIR), ASSETS_DIR)) files[file] = release;
  if (previousClientDir && existsSync(previousClientDir)) {
    const recordFile = join(previousClientDir, ASSET_RELEASES_FILE);
    const previousRelease = existsSync(recordFile)
      ? (JSON.parse(await readFile(recordFile, 'utf8')) as AssetReleases).release
      : basename(dirname(previousClientDir));
    for (const file of await ownAssets(previousClientDir)) {
      if (files[file] || !existsSync(join(previousClientDir, file))) continue;
      await linkOrCopy(join(previousClientDir, file), join(clientDir, file));
      files[file] = previousRelease;
    }
  }
  const record: AssetReleases = { release, files };
  await mkdir(dirname(join(clientDir, ASSET_RELEASES_FILE)), { recursive: true });
  await writeFile(join(clientDir, ASSET_RELEASES_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/**
 * Makes `releaseDir` the live build: a new link renamed over `buildDir` (one rename, so a reader
 * finds the old build or the new one, never none). The link is relative: the checkout may move.
 */
export async function switchCurrentRelease(buildDir: string, releaseDir: string): Promise<void> {
  const pendingLink = join(dirname(releaseDir), `.link-${process.pid}`);
  await rm(pendingLink, { force: true });
  await symlink(relative(dirname(buildDir), releaseDir), pendingLink, 'junction');
  await rename(pendingLink, buildDir);
}

/**
 * Removes every release but those in `keep` and those a live process uses (a server serving it, a
 * build writing it). Returns the names removed.
 */
export async function pruneReleases(
  releasesDir: string,
  keep: ReadonlyArray<string | null>,
  inUse: (releaseDir: string) => boolean = (dir) => releaseInUse(dir),
): Promise<string[]> {
  const kept = new Set(keep.filter((dir): dir is string => dir !== null).map((dir) => basename(dir)));
  const removed: string[] = [];
  for (const entry of await readdir(releasesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || kept.has(entry.name)) continue;
    if (inUse(join(releasesDir, entry.name))) continue;
    await rm(join(releasesDir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

export interface ReleaseLockOptions {
  /** How long to wait for another build to finish going live. */
  timeoutMs?: number;
  isAlive?: (pid: number) => boolean;
}

/**
 * Runs `task` while holding `<releasesDir>/.lock` (created exclusively, holding the pid): two builds
 * finishing together go live one after the other, each keeping the assets of the one before. A
 * lock left by a dead process is taken over.
 */
export async function withReleaseLock<T>(
  releasesDir: string,
  task: () => Promise<T>,
  { timeoutMs = 120_000, isAlive = isProcessAlive }: ReleaseLockOptions = {},
): Promise<T> {
  const lockFile = join(releasesDir, '.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      if (Date.now() > deadline) {
        throw new Error(`Another build (pid ${pid}) holds ${lockFile}; waited ${timeoutMs / 1000} s.`);
      }
      await sleep(100);
      continue;
    }
    // A lock of a dead process, or one being written this very moment (no pid yet): wait a little
    // so a writer finishes, then take a dead one over.
    await sleep(50);
    const again = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    if (again === pid || Number.isNaN(again)) await unlink(lockFile).catch(() => {});
  }
  try {
    return await task();
  } finally {
    await unlink(lockFile).catch(() => {});
  }
}
