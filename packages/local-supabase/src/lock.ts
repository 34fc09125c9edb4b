import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Held exclusive ownership of a data folder; `release` removes the lock file. */
export interface DataDirLock {
  file: string;
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another backend (pid ${pid}). ` +
        `Stop that process first; two servers on one folder would corrupt the database.`,
    );
  }
}

export interface LockOptions {
  /** Told when a lock left by a dead process is taken over. */
  onNotice?: (message: string) => void;
  /** Whether a pid is running; replaceable in tests. */
  isAlive?: (pid: number) => boolean;
}

/** Lock files this process holds, so a second lock in-process fails while a reused pid does not. */
const heldHere = new Set<string>();

function processIsAlive(pid: number): boolean {
  try {
    // Signal 0 only checks existence; EPERM means it exists but belongs to someone else.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its folder (a second process opens it without an error) and two processes on
 * it corrupt it, so the backend owns `<dataDir>.lock`, created with O_EXCL and holding its pid.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const isAlive = options.isAlive ?? processIsAlive;
  const resolved = path.resolve(dataDir);
  const file = `${resolved}.lock`;
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      heldHere.add(file);
      let released = false;
      return {
        file,
        release: async () => {
          if (released) return;
          released = true;
          heldHere.delete(file);
          await unlink(file).catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const content = await readFile(file, 'utf8').catch(() => '');
    const pid = Number.parseInt(content.trim(), 10);
    // Our own pid in a lock we do not hold means a pid reused after a crash (containers: pid 1).
    const ours = pid === process.pid;
    if (Number.isInteger(pid) && pid > 0 && (ours ? heldHere.has(file) : isAlive(pid))) {
      throw new DataDirLockedError(resolved, pid);
    }
    // A lock of a dead process, or a half-written one: the folder is free.
    options.onNotice?.(
      `Taking over the stale lock ${file} (pid ${Number.isNaN(pid) ? 'unknown' : pid} is no longer running).`,
    );
    await unlink(file).catch(() => {});
  }
  throw new Error(`Could not lock ${resolved}: another process keeps recreating ${file}.`);
}
