import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { STORAGE_ERRORS } from './errors';

/** Temporary roots of in-memory backends, removed when the process exits (one listener for all). */
const temporaryRoots = new Set<string>();
function removeAtExit(root: string): void {
  if (temporaryRoots.size === 0) {
    process.once('exit', () => {
      for (const path of temporaryRoots) rmSync(path, { recursive: true, force: true });
    });
  }
  temporaryRoots.add(root);
}

/**
 * The files of Storage objects: `{root}/{bucket}/{key}`, with `root` = DATA_DIR/storage (a fresh
 * temporary folder when the database is in memory). Bucket and key were validated by object-key.ts;
 * every path is resolved again here and refused unless it stays inside the root.
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string | undefined) {
    this.root = resolve(
      dataDir === undefined ? mkdtempSync(join(tmpdir(), 'parley-storage-')) : join(dataDir, 'storage'),
    );
    // Uploads a crash interrupted before their rename were never committed: drop them.
    rmSync(join(this.root, '.staging'), { recursive: true, force: true });
    // An in-memory database forgets its rows at exit; its files go with them.
    if (dataDir === undefined) removeAtExit(this.root);
  }

  /** The file of an object; throws InvalidKey if it would fall outside the root. */
  pathOf(bucket: string, key: string): string {
    const path = resolve(this.root, bucket, key);
    if (!path.startsWith(this.root + sep + bucket + sep)) throw STORAGE_ERRORS.invalidKey(key);
    return path;
  }

  /**
   * Writes the bytes to a temporary file beside the root's buckets (same filesystem, so the later
   * rename is atomic). The caller renames it into place with {@link commit} or drops it.
   */
  async stage(bytes: Uint8Array): Promise<string> {
    const staging = join(this.root, '.staging');
    await mkdir(staging, { recursive: true });
    const temp = join(staging, randomUUID());
    await writeFile(temp, bytes);
    return temp;
  }

  /** Moves a staged file to its object's place, replacing the previous version atomically. */
  async commit(temp: string, bucket: string, key: string): Promise<void> {
    const target = this.pathOf(bucket, key);
    try {
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      // A key that is a folder of other keys, or that lies inside another key's file, cannot be stored.
      const code = (error as { code?: string }).code;
      if (code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTDIR' || code === 'ENOTEMPTY') {
        throw STORAGE_ERRORS.invalidKey(key);
      }
      throw error;
    }
  }

  async discard(temp: string): Promise<void> {
    await rm(temp, { force: true });
  }

  async remove(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }

  /** Whether the object's file is there (a row whose file was lost is served as not found). */
  async has(bucket: string, key: string): Promise<boolean> {
    return stat(this.pathOf(bucket, key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** A stream of the object's bytes, `start` to `end` inclusive. */
  read(bucket: string, key: string, start?: number, end?: number): ReadStream {
    return createReadStream(this.pathOf(bucket, key), { start, end });
  }
}
