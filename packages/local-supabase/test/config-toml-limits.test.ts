import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './harness';
import { pngImage } from './storage/fixtures';
import { BUCKET, clientsFor, folder, storageState, type Clients } from './storage/helpers';

// The limits the embedded backend takes from supabase/config.toml reach the requests: a backend
// started on a config.toml with a longer minimum password, fewer rows a read and a smaller upload cap
// answers by those, not by the repository's values.

const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'parley-toml-limits-'));
const configFile = path.join(dir, 'config.toml');
writeFileSync(
  configFile,
  readFileSync(path.join(root, 'supabase/config.toml'), 'utf8')
    .replace('max_rows = 1000', 'max_rows = 2')
    .replace('file_size_limit = "50MiB"', 'file_size_limit = "1KiB"')
    .replace('minimum_password_length = 6', 'minimum_password_length = 10'),
);

let t: TestBackend;
let c: Clients;

beforeAll(async () => {
  t = await startTestBackend({ SUPABASE_CONFIG_FILE: configFile, ADMIN_PASSWORD: 'parley-admin-long' });
  c = await clientsFor(t);
  await t.backend.ctx.db.exec(`
    insert into public.blog_posts (title, slug, category, excerpt, content, published_at)
    select 'Post ' || i, 'toml-post-' || i, 'news', 'An excerpt', 'Content', now() - i * interval '1 minute'
    from generate_series(1, 5) i`);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('limits from config.toml', () => {
  it('minimum_password_length: a sign-up with 9 bytes is a weak password, 10 are accepted', async () => {
    const short = await t.anon().auth.signUp({ email: 'short@parley.test', password: 'nine-byte' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(short.error?.message).toBe('Password should be at least 10 characters.');
    const enough = await t.anon().auth.signUp({ email: 'enough@parley.test', password: 'ten-bytes!' });
    expect(enough.error).toBeNull();
  });

  it('max_rows: a read returns at most that many rows, whatever limit asks', async () => {
    for (const query of ['select=id', 'select=id&limit=50']) {
      const answer = await fetch(`${t.url}/rest/v1/blog_posts?${query}`, {
        headers: { apikey: t.config.anonKey },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toHaveLength(2);
    }
  });

  it('file_size_limit: an upload over it is refused (413) below the bucket’s own 10 MB', async () => {
    const before = await storageState(t);
    const bytes = new Uint8Array(1025);
    bytes.set(pngImage(2, 2));
    const { error } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/over.png`, new Blob([bytes], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '413' });
    expect(await storageState(t)).toEqual(before);
    const { error: fits } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/fits.png`, new Blob([bytes.subarray(0, 1024)], { type: 'image/png' }));
    expect(fits).toBeNull();
  });
});
