// Which builds of the site are still needed by a running process: a server serving one, or the build
// writing one. Pruning (build/releases.ts) never removes a release that a live process marked.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of a release holding one empty file per process using it, named by its pid. */
const IN_USE_DIR = '.in-use';

/** Whether a process runs (signal 0 only checks; EPERM means it runs as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks `releaseDir` as used by process `pid` (this one by default) and returns the function that
 * unmarks it. A process that dies without unmarking leaves a marker of a dead pid, which counts as
 * nothing.
 */
export function markReleaseInUse(releaseDir: string, pid = process.pid): () => void {
  const marker = join(releaseDir, IN_USE_DIR, String(pid));
  mkdirSync(join(releaseDir, IN_USE_DIR), { recursive: true });
  writeFileSync(marker, '');
  return () => rmSync(marker, { force: true });
}

/** Whether a live process marked `releaseDir` as in use. */
export function releaseInUse(
  releaseDir: string,
  isAlive: (pid: number) => boolean = isProcessAlive,
): boolean {
  let markers: string[];
  try {
    markers = readdirSync(join(releaseDir, IN_USE_DIR));
  } catch {
    return false;
  }
  return markers.some((name) => /^[1-9]\d*$/.test(name) && isAlive(Number(name)));
}
