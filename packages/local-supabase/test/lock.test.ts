import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/lock';

let dir: string;
let dataDir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'parley-lock-'));
  dataDir = path.join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes the pid beside the folder and removes the file on release', async () => {
    const lock = await lockDataDir(dataDir);
    expect(lock.file).toBe(`${dataDir}.lock`);
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
    await expect(stat(lock.file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a second lock on the same folder, naming the pid and the folder', async () => {
    const lock = await lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`(pid ${process.pid})`);
    await expect(second).rejects.toThrow(dataDir);
    await lock.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('refuses a lock held by another live process', async () => {
    await writeFile(`${dataDir}.lock`, '424242\n');
    await expect(lockDataDir(dataDir, { isAlive: (pid) => pid === 424242 })).rejects.toThrow('pid 424242');
  });

  it('takes over a stale lock of a dead process with a notice', async () => {
    await writeFile(`${dataDir}.lock`, '424242\n');
    const notices: string[] = [];
    const lock = await lockDataDir(dataDir, { isAlive: () => false, onNotice: (m) => notices.push(m) });
    expect(notices).toEqual([expect.stringContaining('stale lock')]);
    expect(notices[0]).toContain('424242');
    expect((await readFile(lock.file, 'utf8')).trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock naming our own pid that this process does not hold (pid reuse)', async () => {
    await writeFile(`${dataDir}.lock`, `${process.pid}\n`);
    const lock = await lockDataDir(dataDir, { onNotice: () => {} });
    await lock.release();
  });

  it('takes over an empty, half-written lock file', async () => {
    await writeFile(`${dataDir}.lock`, '');
    const lock = await lockDataDir(dataDir, { onNotice: () => {} });
    await lock.release();
  });
});
