import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { pngImage } from './fixtures';
import { BUCKET, clientsFor, folder, postWithId, raw, type Clients } from './helpers';

// Public reads as a browser makes them (no key): ETag, caching from the object's cacheControl,
// conditional requests (304), ranges (206/416), HEAD, and headers that keep stored files inert.

let t: TestBackend;
let c: Clients;
const bytes = pngImage(40, 30, 7);
let path: string;
let url: string;

beforeAll(async () => {
  t = await startTestBackend();
  c = await clientsFor(t);
  path = `${folder()}/served.png`;
  const { error } = await c.client.admin.storage
    .from(BUCKET)
    .upload(path, new Blob([bytes], { type: 'image/png' }), { cacheControl: '31536000' });
  expect(error).toBeNull();
  url = `/storage/v1/object/public/${BUCKET}/${path}`;
});
afterAll(async () => {
  await t?.close();
});

const etag = () => `"${createHash('md5').update(bytes).digest('hex')}"`;

describe('GET /object/public/{bucket}/{key}', () => {
  it('sends the bytes with their sniffed type, length, ETag and the cache control they were stored with', async () => {
    const response = await raw(t, 'GET', url);
    expect(response.status).toBe(200);
    expect(response.body.equals(Buffer.from(bytes))).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      etag: etag(),
      'cache-control': 'max-age=31536000',
      'accept-ranges': 'bytes',
    });
    expect(Date.parse(response.headers['last-modified'] as string)).not.toBeNaN();
  });

  it('keeps the file inert: nosniff and a sandboxing CSP', async () => {
    const response = await raw(t, 'GET', url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('answers 304 with no body to If-None-Match with its ETag (also weak, in a list, or *)', async () => {
    for (const header of [etag(), `W/${etag()}`, `"other", ${etag()}`, '*']) {
      const response = await raw(t, 'GET', url, { 'if-none-match': header });
      expect(response.status).toBe(304);
      expect(response.body.length).toBe(0);
      expect(response.headers.etag).toBe(etag());
    }
    expect((await raw(t, 'GET', url, { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('answers a range with 206 and Content-Range', async () => {
    const first = await raw(t, 'GET', url, { range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(first.body.equals(Buffer.from(bytes.subarray(0, 10)))).toBe(true);
    const suffix = await raw(t, 'GET', url, { range: 'bytes=-5' });
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(Buffer.from(bytes.subarray(bytes.length - 5)))).toBe(true);
    const open = await raw(t, 'GET', url, { range: `bytes=${bytes.length - 3}-` });
    expect(open.body.length).toBe(3);
    const past = await raw(t, 'GET', url, { range: `bytes=10-${bytes.length * 10}` });
    expect(past.headers['content-range']).toBe(`bytes 10-${bytes.length - 1}/${bytes.length}`);
  });

  it('answers 416 to a range past the end, and the whole file to a range it does not act on', async () => {
    const beyond = await raw(t, 'GET', url, { range: `bytes=${bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    for (const header of [
      'bytes=5-2',
      'items=0-1',
      'bytes=0-1,4-5',
      'bytes=abc',
      `bytes=${'9'.repeat(5000)}-`,
    ]) {
      const whole = await raw(t, 'GET', url, { range: header });
      expect(whole.status, header).toBe(200);
      expect(whole.body.length).toBe(bytes.length);
    }
  });

  it('ignores the range when If-Range names another version', async () => {
    const response = await raw(t, 'GET', url, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(bytes.length);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await raw(t, 'HEAD', url);
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers.etag).toBe(etag());
    expect(response.body.length).toBe(0);
  });

  it('offers a download with ?download', async () => {
    const response = await raw(t, 'GET', `${url}?download`);
    expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''served.png");
    const named = await raw(t, 'GET', `${url}?download=${encodeURIComponent('My "photo".png')}`);
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('My "photo".png')}`,
    );
  });

  it('says Object not found for a missing key, with the Storage shape', async () => {
    const response = await raw(t, 'GET', `/storage/v1/object/public/${BUCKET}/${folder()}/missing.png`);
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });
});

describe('info and list', () => {
  it('GET /object/info/public returns the user metadata with size, type and ETag', async () => {
    await c.client.admin.storage
      .from(BUCKET)
      .upload(`${path.split('/')[0]}/sized.png`, new Blob([pngImage(8, 6)], { type: 'image/png' }), {
        metadata: { width: 8, height: 6 },
      });
    const response = await raw(
      t,
      'GET',
      `/storage/v1/object/info/public/${BUCKET}/${path.split('/')[0]}/sized.png`,
    );
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      name: `${path.split('/')[0]}/sized.png`,
      bucket_id: BUCKET,
      content_type: 'image/png',
      metadata: { width: 8, height: 6 },
      etag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
  });

  it("lists folders at the root and files inside a published post's folder, with search, sort, limit and offset", async () => {
    const dir = await postWithId(t, folder());
    for (const name of ['b.png', 'a.png', 'c.png']) {
      await c.client.admin.storage
        .from(BUCKET)
        .upload(`${dir}/${name}`, new Blob([pngImage(2, 2, name.charCodeAt(0))]));
    }
    const root = await c.client.anon.storage.from(BUCKET).list('', { limit: 1000 });
    expect(root.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: dir, id: null, metadata: null })]),
    );
    const inside = await c.client.anon.storage.from(BUCKET).list(dir);
    expect(inside.data?.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    const desc = await c.client.anon.storage
      .from(BUCKET)
      .list(dir, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((f) => f.name)).toEqual(['c.png', 'b.png', 'a.png']);
    const paged = await c.client.anon.storage.from(BUCKET).list(dir, { limit: 1, offset: 1 });
    expect(paged.data?.map((f) => f.name)).toEqual(['b.png']);
    const searched = await c.client.anon.storage.from(BUCKET).list(dir, { search: 'C' });
    expect(searched.data?.map((f) => f.name)).toEqual(['c.png']);
    const wildcard = await c.client.anon.storage.from(BUCKET).list(dir, { search: '%' });
    expect(wildcard.data).toEqual([]);
  });
});
