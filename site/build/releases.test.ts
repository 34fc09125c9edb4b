// @vitest-environment node
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markReleaseInUse, releaseInUse } from './release-in-use';
import {
  ASSET_RELEASES_FILE,
  adoptUnversionedBuild,
  currentReleaseDir,
  keepPreviousAssets,
  pruneReleases,
  releasesDirOf,
  switchCurrentRelease,
  withReleaseLock,
  type AssetReleases,
} from './releases';

/** A fresh site folder with `<buildDir>` and its releases folder. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'parley-releases-'));
  const buildDir = join(root, 'dist');
  const releasesDir = releasesDirOf(buildDir);
  mkdirSync(releasesDir);
  return { buildDir, releasesDir };
}

/** A release folder whose client build holds `files` under assets/ (content: the file's name). */
function release(releasesDir: string, name: string, files: string[]): string {
  const dir = join(releasesDir, name);
  for (const file of files) {
    const path = join(dir, 'client/assets', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${name}:${file}`);
  }
  mkdirSync(join(dir, 'client/assets'), { recursive: true });
  return dir;
}

const record = (releaseDir: string) =>
  JSON.parse(readFileSync(join(releaseDir, 'client', ASSET_RELEASES_FILE), 'utf8')) as AssetReleases;

describe('keepPreviousAssets', () => {
  it("puts the previous build's own assets, with their .br and .gz, beside the new build's, and records which build each is of", async () => {
    const { releasesDir } = site();
    const a = release(releasesDir, 'a', [
      'Pricing-A1.js',
      'Pricing-A1.js.br',
      'Pricing-A1.js.gz',
      'style-S.css',
    ]);
    await keepPreviousAssets(null, join(a, 'client'), 'a');
    const b = release(releasesDir, 'b', ['Pricing-B2.js', 'style-S.css']);

    const kept = await keepPreviousAssets(join(a, 'client'), join(b, 'client'), 'b');

    expect(kept).toEqual({
      release: 'b',
      files: {
        'assets/Pricing-B2.js': 'b',
        // Same name, same content (the hash): the new build's own copy, not the previous one's.
        'assets/style-S.css': 'b',
        'assets/Pricing-A1.js': 'a',
        'assets/Pricing-A1.js.br': 'a',
        'assets/Pricing-A1.js.gz': 'a',
      },
    });
    expect(record(b)).toEqual(kept);
    expect(readFileSync(join(b, 'client/assets/Pricing-A1.js.br'), 'utf8')).toBe('a:Pricing-A1.js.br');
    expect(readFileSync(join(b, 'client/assets/style-S.css'), 'utf8')).toBe('b:style-S.css');
  });

  it('keeps only the previous build: files it had kept from the one before are pruned', async () => {
    const { releasesDir } = site();
    const a = release(releasesDir, 'a', ['Home-A.js']);
    await keepPreviousAssets(null, join(a, 'client'), 'a');
    const b = release(releasesDir, 'b', ['Home-B.js']);
    await keepPreviousAssets(join(a, 'client'), join(b, 'client'), 'b');
    const c = release(releasesDir, 'c', ['Home-C.js']);

    const kept = await keepPreviousAssets(join(b, 'client'), join(c, 'client'), 'c');

    expect(kept.files).toEqual({ 'assets/Home-C.js': 'c', 'assets/Home-B.js': 'b' });
    expect(existsSync(join(c, 'client/assets/Home-A.js'))).toBe(false);
  });

  it('takes every asset of a build made before the record existed, nested folders included', async () => {
    const { releasesDir } = site();
    const old = release(releasesDir, 'unversioned-1', ['Home-U.js', 'fonts/inter-X.woff2']);
    const b = release(releasesDir, 'b', ['Home-B.js']);

    const kept = await keepPreviousAssets(join(old, 'client'), join(b, 'client'), 'b');

    expect(kept.files).toEqual({
      'assets/Home-B.js': 'b',
      'assets/Home-U.js': 'unversioned-1',
      'assets/fonts/inter-X.woff2': 'unversioned-1',
    });
    expect(readFileSync(join(b, 'client/assets/fonts/inter-X.woff2'), 'utf8')).toBe(
      'unversioned-1:fonts/inter-X.woff2',
    );
  });

  it('skips a recorded file that is gone from the previous build instead of failing', async () => {
    const { releasesDir } = site();
    const a = release(releasesDir, 'a', ['Home-A.js']);
    const recorded: AssetReleases = {
      release: 'a',
      files: { 'assets/Home-A.js': 'a', 'assets/Gone-A.js': 'a' },
    };
    mkdirSync(join(a, 'client/.vite'), { recursive: true });
    writeFileSync(join(a, 'client', ASSET_RELEASES_FILE), JSON.stringify(recorded));
    const b = release(releasesDir, 'b', []);

    const kept = await keepPreviousAssets(join(a, 'client'), join(b, 'client'), 'b');

    expect(kept.files).toEqual({ 'assets/Home-A.js': 'a' });
  });
});

describe('switchCurrentRelease', () => {
  it('points the build folder at the release with a relative link, replacing the previous link', async () => {
    const { buildDir, releasesDir } = site();
    const a = release(releasesDir, 'a', ['x.js']);
    const b = release(releasesDir, 'b', ['y.js']);
    expect(currentReleaseDir(buildDir)).toBeNull();

    await switchCurrentRelease(buildDir, a);
    expect(currentReleaseDir(buildDir)).toBe(realpathSync(a));
    await switchCurrentRelease(buildDir, b);

    expect(lstatSync(buildDir).isSymbolicLink()).toBe(true);
    expect(readlinkSync(buildDir)).toBe('dist-releases/b');
    expect(currentReleaseDir(buildDir)).toBe(realpathSync(b));
    // The previous release is untouched: a server running from it keeps its files.
    expect(readFileSync(join(a, 'client/assets/x.js'), 'utf8')).toBe('a:x.js');
  });
});

describe('adoptUnversionedBuild', () => {
  it('moves a build folder made before releases into the releases, and does nothing when there is none', async () => {
    const { buildDir, releasesDir } = site();
    expect(await adoptUnversionedBuild(buildDir, releasesDir)).toBeNull();
    mkdirSync(join(buildDir, 'client/assets'), { recursive: true });
    writeFileSync(join(buildDir, 'client/assets/Home-U.js'), 'old');

    const adopted = await adoptUnversionedBuild(buildDir, releasesDir);

    expect(adopted).not.toBeNull();
    expect(existsSync(buildDir)).toBe(false);
    expect(readFileSync(join(adopted!, 'client/assets/Home-U.js'), 'utf8')).toBe('old');
    // A link is no unversioned build.
    await switchCurrentRelease(buildDir, adopted!);
    expect(await adoptUnversionedBuild(buildDir, releasesDir)).toBeNull();
  });
});

describe('pruneReleases', () => {
  it('removes every release but those kept and those a live process uses', async () => {
    const { releasesDir } = site();
    for (const name of ['a', 'b', 'c', 'd', 'e']) release(releasesDir, name, []);
    markReleaseInUse(join(releasesDir, 'b'), 4242); // a running server
    markReleaseInUse(join(releasesDir, 'c'), 4343); // a server that died without unmarking
    const alive = (pid: number) => pid === 4242;

    const removed = await pruneReleases(
      releasesDir,
      [join(releasesDir, 'e'), join(releasesDir, 'd'), null],
      (dir) => releaseInUse(dir, alive),
    );

    expect(removed.sort()).toEqual(['a', 'c']);
    expect(['b', 'd', 'e'].every((name) => existsSync(join(releasesDir, name)))).toBe(true);
  });

  it('never removes the lock or a pending link (dot names)', async () => {
    const { releasesDir } = site();
    mkdirSync(join(releasesDir, '.in-progress'));
    expect(await pruneReleases(releasesDir, [])).toEqual([]);
    expect(existsSync(join(releasesDir, '.in-progress'))).toBe(true);
  });
});

describe('releaseInUse', () => {
  it('counts only markers named by a live pid; unmarking ends it', () => {
    const { releasesDir } = site();
    const dir = release(releasesDir, 'a', []);
    expect(releaseInUse(dir)).toBe(false);
    const unmark = markReleaseInUse(dir);
    expect(releaseInUse(dir)).toBe(true);
    writeFileSync(join(dir, '.in-use', 'not-a-pid'), '');
    unmark();
    expect(releaseInUse(dir)).toBe(false);
  });
});

describe('withReleaseLock', () => {
  it('runs tasks one after the other, and frees the lock after a failing task', async () => {
    const { releasesDir } = site();
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((done) => setTimeout(done, 30));
      events.push(`${name} ends`);
    };
    await Promise.all([withReleaseLock(releasesDir, task('one')), withReleaseLock(releasesDir, task('two'))]);
    expect(events).toEqual(['one starts', 'one ends', 'two starts', 'two ends']);

    await expect(
      withReleaseLock(releasesDir, () => Promise.reject(new Error('build broke'))),
    ).rejects.toThrow('build broke');
    expect(existsSync(join(releasesDir, '.lock'))).toBe(false);
  });

  it('takes over the lock of a dead process, and waits no longer than told for a live one', async () => {
    const { releasesDir } = site();
    writeFileSync(join(releasesDir, '.lock'), '999999\n');
    expect(await withReleaseLock(releasesDir, async () => 'ran', { isAlive: () => false })).toBe('ran');

    writeFileSync(join(releasesDir, '.lock'), '4242\n');
    await expect(
      withReleaseLock(releasesDir, async () => 'ran', { isAlive: () => true, timeoutMs: 200 }),
    ).rejects.toThrow('Another build (pid 4242)');
  });
});
