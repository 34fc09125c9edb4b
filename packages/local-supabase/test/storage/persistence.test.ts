import { mkdir, mkdtemp, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../harness';
import { pngImage } from './fixtures';
import { BUCKET, clientsFor, folder, raw } from './helpers';

// With a DATA_DIR, objects are files under DATA_DIR/storage/{bucket}/{key} and survive a restart
// together with their rows; a row whose file went missing is "Object not found", never a broken 200.

const dataDir = await mkdtemp(join(tmpdir(), 'parley-storage-test-'));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('objects on disk', () => {
  it('keeps the bytes under DATA_DIR/storage across a restart, and drops interrupted uploads', async () => {
    const bytes = pngImage(12, 9, 5);
    const path = `${folder()}/kept.png`;
    const first = await startTestBackend({ DATA_DIR: dataDir });
    const { client } = await clientsFor(first);
    expect((await client.admin.storage.from(BUCKET).upload(path, new Blob([bytes]))).error).toBeNull();
    await first.close();

    expect(await readdir(join(dataDir, 'storage', BUCKET, path.split('/')[0]!))).toEqual(['kept.png']);
    expect(await readdir(join(dataDir, 'storage', '.staging')).catch(() => [])).toEqual([]);

    // A crash between staging and rename leaves a staged file: the next start drops it.
    await mkdir(join(dataDir, 'storage', '.staging'), { recursive: true });
    await writeFile(join(dataDir, 'storage', '.staging', 'interrupted'), 'x');
    const second = await startTestBackend({ DATA_DIR: dataDir });
    expect(await readdir(join(dataDir, 'storage', '.staging')).catch(() => [])).toEqual([]);
    try {
      const served = await raw(second, 'GET', `/storage/v1/object/public/${BUCKET}/${path}`);
      expect(served.status).toBe(200);
      expect(served.body.equals(Buffer.from(bytes))).toBe(true);

      await unlink(join(dataDir, 'storage', BUCKET, path));
      const lost = await raw(second, 'GET', `/storage/v1/object/public/${BUCKET}/${path}`);
      expect(lost.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    } finally {
      await second.close();
    }
  });
});
