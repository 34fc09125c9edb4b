import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { mint } from '../security/helpers';
import { avifImage, gifImage, HTML_PAGE, jpegImage, pngImage, SVG_IMAGE, webpLossy } from './fixtures';
import {
  BUCKET,
  clientsFor,
  folder,
  postWithId,
  raw,
  storageHeaders,
  storageState,
  type Clients,
} from './helpers';

// The attacker's checklist against the Storage API, as the admin (so only the check under test can
// stop the request) unless a test is about tokens: wrong types, disguised files, oversize bodies,
// empty bodies, path traversal in every spelling, unknown buckets, bad tokens, bad metadata and bad
// list/remove bodies. Each refusal is a Storage-shaped error and leaves rows and files as they were.

let t: TestBackend;
let c: Clients;

beforeAll(async () => {
  t = await startTestBackend();
  c = await clientsFor(t);
});
afterAll(async () => {
  await t?.close();
});

/** A PNG header followed by zeros up to `size` bytes: sniffs as PNG, weighs what the test needs. */
function heavyPng(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(pngImage(2, 2));
  return bytes;
}

async function expectRefused(
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  expected: Record<string, unknown>,
) {
  const before = await storageState(t);
  const { status, body } = await send();
  expect(body).toMatchObject(expected);
  expect(status).toBe(400);
  expect(await storageState(t)).toEqual(before);
}

const upload = (
  path: string,
  bytes: Uint8Array | string,
  headers: Record<string, string> = {},
  token = c.tokens.admin,
) =>
  raw(
    t,
    'POST',
    `/storage/v1/object/${path}`,
    storageHeaders(t, token, { 'content-type': 'image/png', ...headers }),
    bytes,
  ).then((r) => ({ status: r.status, body: r.json() }));

describe('content type, sniffed from the bytes', () => {
  it('refuses SVG declared as SVG (415) through supabase-js', async () => {
    const before = await storageState(t);
    const { error } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/logo.svg`, new Blob([SVG_IMAGE], { type: 'image/svg+xml' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
    expect(await storageState(t)).toEqual(before);
  });

  it('refuses SVG declared as PNG, and HTML disguised as a .png', async () => {
    await expectRefused(() => upload(`${BUCKET}/${folder()}/logo.png`, SVG_IMAGE), {
      statusCode: '415',
      error: 'invalid_mime_type',
      message: 'mime type image/png is not supported: the content is not a image/png file',
    });
    await expectRefused(() => upload(`${BUCKET}/${folder()}/page.png`, HTML_PAGE), { statusCode: '415' });
    const magic = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...HTML_PAGE]);
    await expectRefused(() => upload(`${BUCKET}/${folder()}/magic.png`, magic), { statusCode: '415' });
  });

  it('refuses a declared type the bucket does not allow', async () => {
    await expectRefused(
      () => upload(`${BUCKET}/${folder()}/a.txt`, 'hello', { 'content-type': 'text/plain' }),
      {
        statusCode: '415',
        message: 'mime type text/plain is not supported',
      },
    );
  });

  it('stores a PNG declared image/svg+xml as image/png', async () => {
    const path = `${folder()}/real.png`;
    const { status } = await upload(`${BUCKET}/${path}`, pngImage(4, 4), { 'content-type': 'image/svg+xml' });
    expect(status).toBe(200);
    const served = await raw(t, 'GET', `/storage/v1/object/public/${BUCKET}/${path}`);
    expect(served.headers['content-type']).toBe('image/png');
  });
});

describe('the name, which must say what the bytes are', () => {
  it('refuses a PNG named .jpg, a JPEG named .png, and an image named .html, .svg or without extension', async () => {
    for (const [name, bytes, declared, says] of [
      [
        'real-png.jpg',
        pngImage(4, 4),
        'image/jpeg',
        'the content is a image/png file, so its name must end in .png (not .jpg)',
      ],
      [
        'real-jpeg.png',
        jpegImage(4, 4),
        'image/png',
        'the content is a image/jpeg file, so its name must end in .jpg or .jpeg (not .png)',
      ],
      [
        'page.html',
        pngImage(4, 4),
        'image/png',
        'the content is a image/png file, so its name must end in .png (not .html)',
      ],
      [
        'logo.svg',
        pngImage(4, 4),
        'image/png',
        'the content is a image/png file, so its name must end in .png (not .svg)',
      ],
      [
        'no-extension',
        gifImage(4, 4),
        'image/gif',
        'the content is a image/gif file, so its name must end in .gif (not no extension)',
      ],
      [
        '.png',
        pngImage(4, 4),
        'image/png',
        'the content is a image/png file, so its name must end in .png (not no extension)',
      ],
    ] as const) {
      await expectRefused(
        () => upload(`${BUCKET}/${folder()}/${name}`, bytes, { 'content-type': declared }),
        {
          statusCode: '415',
          error: 'invalid_mime_type',
          message: says,
        },
      );
    }
  });

  it('refuses a PNG named .jpg through supabase-js (multipart) too', async () => {
    const before = await storageState(t);
    const { error } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/photo.jpg`, new Blob([pngImage(4, 4)], { type: 'image/jpeg' }));
    expect(error).toMatchObject({ statusCode: '415' });
    expect(await storageState(t)).toEqual(before);
  });

  it('stores each allowed type under its own extensions, in any letter case', async () => {
    for (const [name, bytes, type] of [
      ['a.png', pngImage(3, 3), 'image/png'],
      ['a.JPG', jpegImage(3, 3), 'image/jpeg'],
      ['a.jpeg', jpegImage(3, 3), 'image/jpeg'],
      ['a.gif', gifImage(3, 3), 'image/gif'],
      ['a.webp', webpLossy(3, 3), 'image/webp'],
      ['a.avif', avifImage(3, 3), 'image/avif'],
    ] as const) {
      const path = `${folder()}/${name}`;
      // Declared wrongly on purpose: the bytes decide, the name must agree with them.
      const { status, body } = await upload(`${BUCKET}/${path}`, bytes, { 'content-type': 'image/png' });
      expect({ name, status, body }).toMatchObject({ name, status: 200 });
      const served = await raw(t, 'GET', `/storage/v1/object/public/${BUCKET}/${path}`);
      expect(served.headers['content-type']).toBe(type);
    }
  });

  it('refuses a truncated PNG: the signature alone, or cut inside its header chunk', async () => {
    const png = pngImage(4, 4);
    for (const bytes of [png.slice(0, 8), png.slice(0, 20), png.slice(0, 1)]) {
      await expectRefused(() => upload(`${BUCKET}/${folder()}/cut.png`, bytes), {
        statusCode: '415',
        message: 'mime type image/png is not supported: the content is not a image/png file',
      });
    }
  });
});

describe('size', () => {
  it('refuses 12 MB through supabase-js (413) and writes nothing', async () => {
    const before = await storageState(t);
    const { error } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/big.png`, new Blob([heavyPng(12 * 1024 * 1024)], { type: 'image/png' }));
    expect(error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await storageState(t)).toEqual(before);
  });

  it('refuses one byte over 10 MB as a raw body, with or without Content-Length', async () => {
    await expectRefused(() => upload(`${BUCKET}/${folder()}/big.png`, heavyPng(10 * 1024 * 1024 + 1)), {
      statusCode: '413',
      error: 'Payload too large',
    });
    const before = await storageState(t);
    const chunked = await fetch(`${t.url}/storage/v1/object/${BUCKET}/${folder()}/stream.png`, {
      method: 'POST',
      headers: storageHeaders(t, c.tokens.admin, { 'content-type': 'image/png' }),
      body: new Blob([heavyPng(11 * 1024 * 1024)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toMatchObject({ statusCode: '413' });
    expect(await storageState(t)).toEqual(before);
  });

  it('accepts exactly 10 MB', async () => {
    const { status } = await upload(`${BUCKET}/${folder()}/max.png`, heavyPng(10 * 1024 * 1024));
    expect(status).toBe(200);
  });

  it('refuses a non-admin before reading the body (403, not 413)', async () => {
    await expectRefused(
      () => upload(`${BUCKET}/${folder()}/big.png`, heavyPng(12 * 1024 * 1024), {}, c.tokens.user),
      {
        statusCode: '403',
      },
    );
  });

  it('refuses an empty body', async () => {
    await expectRefused(() => upload(`${BUCKET}/${folder()}/empty.png`, new Uint8Array()), {
      statusCode: '400',
      message: 'No content provided',
    });
  });
});

describe('multipart bodies and repeats', () => {
  it('refuses a form with no file part, and a body that is not multipart at all', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type')!;
    await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, body, { 'content-type': type }), {
      statusCode: '400',
      message: 'No content provided',
    });
    await expectRefused(
      () =>
        upload(`${BUCKET}/${folder()}/x.png`, 'garbage', {
          'content-type': 'multipart/form-data; boundary=zzz',
        }),
      { statusCode: '400', error: 'InvalidRequest' },
    );
  });

  it('sniffs a multipart file too: SVG bytes in a part typed image/png are refused', async () => {
    const before = await storageState(t);
    const { error } = await c.client.admin.storage
      .from(BUCKET)
      .upload(`${folder()}/x.png`, new Blob([SVG_IMAGE], { type: 'image/png' }));
    expect(error).toMatchObject({ statusCode: '415' });
    expect(await storageState(t)).toEqual(before);
  });

  it('lets exactly one of two simultaneous uploads of one key win; the other is a Duplicate', async () => {
    const path = `${folder()}/race.png`;
    const results = await Promise.all(
      [1, 2].map((n) => c.client.admin.storage.from(BUCKET).upload(path, new Blob([pngImage(3, 3, n)]))),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.find((r) => r.error !== null)?.error).toMatchObject({ statusCode: '409' });
    const state = await storageState(t);
    expect(state.rows.filter((r) => r === `${BUCKET}/${path}`)).toHaveLength(1);
    expect(state.files.filter((f) => f.startsWith('.staging'))).toEqual([]);
  });
});

describe('path traversal and bad keys', () => {
  const id = '0b0e7c9a-2f4d-4e1b-9a57-3c2d1e0f9a8b';
  it.each([
    ['a .. segment', `${BUCKET}/../x.png`],
    ['%2e%2e', `${BUCKET}/%2e%2e/x.png`],
    ['%2E%2E%2F', `${BUCKET}/${id}/%2E%2E%2F%2E%2E%2Fx.png`],
    ['..%2f', `${BUCKET}/${id}/..%2fx.png`],
    ['a . segment', `${BUCKET}/${id}/./x.png`],
    ['an absolute path', `${BUCKET}//etc/x.png`],
    ['a trailing slash', `${BUCKET}/${id}/`],
    ['a doubled slash', `${BUCKET}/${id}//x.png`],
    ['NUL', `${BUCKET}/${id}/x%00.png`],
    ['a control character', `${BUCKET}/${id}/x%0a.png`],
    ['a backslash', `${BUCKET}/${id}/..%5c..%5cx.png`],
    ['double encoding', `${BUCKET}/${id}/%252e%252e/x.png`],
    ['malformed escapes', `${BUCKET}/${id}/%zz.png`],
    ['non-ASCII', `${BUCKET}/${id}/%C3%A9.png`],
    ['over 1024 bytes', `${BUCKET}/${id}/${'a'.repeat(1020)}.png`],
    // The name becomes a file name on disk, which the filesystem caps at 255 bytes: was a 500.
    ['a file name of 256 bytes', `${BUCKET}/${id}/${'a'.repeat(252)}.png`],
    ['a folder name of 256 bytes', `${BUCKET}/${'f'.repeat(256)}/x.png`],
    ['a file name of 130 two-byte characters', `${BUCKET}/${id}/${'%C3%A9'.repeat(126)}.png`],
    ['no key at all', `${BUCKET}`],
  ])('refuses %s (400 InvalidKey), nothing written', async (_name, path) => {
    await expectRefused(() => upload(path, pngImage(2, 2)), { statusCode: '400', error: 'InvalidKey' });
  });

  it('stores a file name of exactly 255 bytes', async () => {
    const { status } = await upload(`${BUCKET}/${id}/${'b'.repeat(251)}.png`, pngImage(2, 2));
    expect(status).toBe(200);
  });

  it.each([
    ['info', 'GET', `/storage/v1/object/info/${BUCKET}/${id}/${'c'.repeat(300)}.png`, undefined],
    ['a download', 'GET', `/storage/v1/object/${BUCKET}/${id}/${'c'.repeat(300)}.png`, undefined],
    [
      'a public download',
      'GET',
      `/storage/v1/object/public/${BUCKET}/${id}/${'c'.repeat(300)}.png`,
      undefined,
    ],
    ['an update', 'PUT', `/storage/v1/object/${BUCKET}/${id}/${'c'.repeat(300)}.png`, pngImage(2, 2)],
    [
      'a remove',
      'DELETE',
      `/storage/v1/object/${BUCKET}`,
      JSON.stringify({ prefixes: [`${id}/${'c'.repeat(300)}.png`] }),
    ],
  ] as const)(
    'answers %s of a name over 255 bytes without a 500, changing nothing',
    async (_name, method, path, body) => {
      const before = await storageState(t);
      const headers = storageHeaders(t, c.tokens.admin, {
        'content-type': typeof body === 'string' ? 'application/json' : 'image/png',
      });
      const response = await raw(t, method, path, headers, body);
      expect(response.status, JSON.stringify(response.json())).toBeLessThan(500);
      expect(await storageState(t)).toEqual(before);
    },
  );

  it('refuses dot segments that climb out of /storage/v1 before any route (404), nothing written', async () => {
    const before = await storageState(t);
    const { status, body } = await upload(`${BUCKET}/${id}/../../../../etc/x.png`, pngImage(2, 2));
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'Not found' });
    expect(await storageState(t)).toEqual(before);
  });

  it.each([
    ['..', '..'],
    ['%2e%2e', '%2e%2e'],
    ['a slash', 'a%2fb'],
  ])('refuses the bucket name %s', async (_name, bucket) => {
    await expectRefused(() => upload(`${bucket}/x/y.png`, pngImage(2, 2)), {
      statusCode: '400',
      code: 'InvalidBucketName',
    });
  });

  it('refuses traversal on reads, info and remove too', async () => {
    for (const path of [
      `/storage/v1/object/public/${BUCKET}/../../../package.json`,
      `/storage/v1/object/public/${BUCKET}/%2e%2e/%2e%2e/package.json`,
      `/storage/v1/object/info/public/${BUCKET}/..%2f..%2fpackage.json`,
      `/storage/v1/object/${BUCKET}/..%2fx.png`,
    ]) {
      const response = await raw(t, 'GET', path, storageHeaders(t, c.tokens.admin));
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: '400' });
    }
    const removed = await raw(
      t,
      'DELETE',
      `/storage/v1/object/${BUCKET}`,
      storageHeaders(t, c.tokens.admin, { 'content-type': 'application/json' }),
      JSON.stringify({ prefixes: ['../x.png'] }),
    );
    expect(removed.json()).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
  });

  it('refuses a key that is a folder of other keys, or inside a file, with nothing left behind', async () => {
    // The service role bypasses the one-folder rule of post-images, so it can try both shapes.
    const base = folder();
    expect((await upload(`${BUCKET}/${base}/x.png`, pngImage(2, 2), {}, c.tokens.service)).status).toBe(200);
    await expectRefused(() => upload(`${BUCKET}/${base}/x.png/y.png`, pngImage(2, 2), {}, c.tokens.service), {
      statusCode: '400',
      error: 'InvalidKey',
    });
    // A folder named like a picture, so that only the key's shape (not its extension) can refuse it.
    expect((await upload(`${BUCKET}/${base}/d.png/y.png`, pngImage(2, 2), {}, c.tokens.service)).status).toBe(
      200,
    );
    await expectRefused(() => upload(`${BUCKET}/${base}/d.png`, pngImage(2, 2), {}, c.tokens.service), {
      statusCode: '400',
      error: 'InvalidKey',
    });
  });

  it('refuses an unknown bucket (Bucket not found)', async () => {
    await expectRefused(() => upload(`no-such-bucket/${id}/x.png`, pngImage(2, 2)), {
      statusCode: '404',
      error: 'Bucket not found',
    });
    const { error } = await c.client.admin.storage.getBucket('no-such-bucket');
    expect(error).toMatchObject({ statusCode: '404' });
  });
});

describe('tokens', () => {
  const bad = async () => ({
    garbage: 'not-a-jwt',
    'another secret': await mint(t, { role: 'authenticated', sub: c.adminId }, 'x'.repeat(40)),
    expired: await mint(t, {
      role: 'authenticated',
      sub: c.adminId,
      exp: Math.floor(Date.now() / 1000) - 3600,
    }),
    'a database role': await mint(t, { role: 'postgres', sub: c.adminId }),
  });

  it('refuses garbage, foreign, expired and database-role tokens (InvalidJWT) on every route', async () => {
    for (const [name, token] of Object.entries(await bad())) {
      await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, pngImage(2, 2), {}, token), {
        statusCode: '400',
        error: 'InvalidJWT',
      });
      for (const [method, path, body] of [
        ['POST', `/storage/v1/object/list/${BUCKET}`, '{}'],
        ['DELETE', `/storage/v1/object/${BUCKET}`, '{"prefixes":["a/b.png"]}'],
        ['GET', `/storage/v1/bucket/${BUCKET}`, undefined],
      ] as const) {
        const response = await raw(
          t,
          method,
          path,
          storageHeaders(t, token, { 'content-type': 'application/json' }),
          body,
        );
        expect(response.json(), `${name} ${method} ${path}`).toMatchObject({
          statusCode: '400',
          error: 'InvalidJWT',
        });
      }
    }
  });

  it('treats no Authorization header as the anon role: refused by RLS', async () => {
    await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, pngImage(2, 2), {}, null as never), {
      statusCode: '403',
    });
  });

  // Supabase Storage sets the database role from the token's role claim and falls back to anon when
  // there is none (PgTenantConnection: `payload.role || 'anon'`), as PostgREST falls back to its
  // db-anon-role: a validly signed token without a role is the anon role, whatever sub it carries.
  it('treats a signed token without a role claim as anon, even with the admin sub', async () => {
    const token = await mint(t, { sub: c.adminId, email: t.config.adminEmail });
    const key = `${await postWithId(t, folder())}/kept.png`;
    expect((await upload(`${BUCKET}/${key}`, pngImage(2, 2))).status).toBe(200);
    const read = await raw(
      t,
      'GET',
      `/storage/v1/object/authenticated/${BUCKET}/${key}`,
      storageHeaders(t, token),
    );
    expect(read.status).toBe(200);
    // Anon reads a published post's pictures; a draft's stay the admin's, whatever sub the token has.
    const draftKey = `${await postWithId(t, folder(), 'draft')}/draft.png`;
    expect((await upload(`${BUCKET}/${draftKey}`, pngImage(2, 3))).status).toBe(200);
    const draftRead = await raw(
      t,
      'GET',
      `/storage/v1/object/authenticated/${BUCKET}/${draftKey}`,
      storageHeaders(t, token),
    );
    expect(draftRead.status).toBe(400);
    expect(draftRead.json()).toMatchObject({ statusCode: '404' });
    await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, pngImage(2, 2), {}, token), {
      statusCode: '403',
      error: 'Unauthorized',
    });
    const before = await storageState(t);
    const removed = await raw(
      t,
      'DELETE',
      `/storage/v1/object/${BUCKET}`,
      storageHeaders(t, token, { 'content-type': 'application/json' }),
      JSON.stringify({ prefixes: [key] }),
    );
    expect([removed.status, removed.json()]).toEqual([200, []]);
    expect(await storageState(t)).toEqual(before);
  });

  it('cannot borrow the admin by claiming its email in another user token', async () => {
    const token = await mint(t, {
      role: 'authenticated',
      sub: '11111111-1111-4111-8111-111111111111',
      email: t.config.adminEmail,
    });
    await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, pngImage(2, 2), {}, token), {
      statusCode: '403',
    });
  });
});

describe('metadata, cache control and JSON bodies', () => {
  it.each([
    ['not base64 JSON', { 'x-metadata': '!!!' }],
    ['a JSON array', { 'x-metadata': Buffer.from('[1,2]').toString('base64') }],
    ['over 8 KB', { 'x-metadata': Buffer.from(JSON.stringify({ a: 'x'.repeat(9000) })).toString('base64') }],
    ['a cache control that is not a number of seconds', { 'cache-control': 'max-age=1; evil' }],
  ])('refuses %s', async (_name, headers) => {
    await expectRefused(() => upload(`${BUCKET}/${folder()}/x.png`, pngImage(2, 2), headers), {
      statusCode: '400',
      error: 'InvalidParameter',
    });
  });

  it.each([
    ['not JSON', 'nope'],
    ['a JSON array', '[]'],
    ['null', 'null'],
    ['a negative limit', '{"limit":-1}'],
    ['a string limit', '{"limit":"10"}'],
    ['an injected sort column', '{"sortBy":{"column":"name; drop table storage.objects","order":"asc"}}'],
    ['an injected sort order', '{"sortBy":{"column":"name","order":"asc, (select 1)"}}'],
    ['a huge search', JSON.stringify({ search: 'a'.repeat(300) })],
    ['a non-string prefix', '{"prefix":{"a":1}}'],
    ['over 64 KB', JSON.stringify({ prefix: 'a'.repeat(70_000) })],
  ])('list refuses %s with a 400', async (_name, body) => {
    const response = await raw(
      t,
      'POST',
      `/storage/v1/object/list/${BUCKET}`,
      storageHeaders(t, c.tokens.admin, { 'content-type': 'application/json' }),
      body,
    );
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: expect.stringMatching(/^4\d\d$/) });
  });

  it.each([
    ['no prefixes', '{}'],
    ['an empty list', '{"prefixes":[]}'],
    ['a string', '{"prefixes":"a/b.png"}'],
    ['a number inside', '{"prefixes":[1]}'],
    ['1001 keys', JSON.stringify({ prefixes: Array.from({ length: 1001 }, (_, i) => `a/${i}.png`) })],
  ])('remove refuses %s with a 400 and deletes nothing', async (_name, body) => {
    await expectRefused(
      async () => {
        const response = await raw(
          t,
          'DELETE',
          `/storage/v1/object/${BUCKET}`,
          storageHeaders(t, c.tokens.admin, { 'content-type': 'application/json' }),
          body,
        );
        return { status: response.status, body: response.json() };
      },
      { statusCode: '400' },
    );
  });

  it('answers what it does not implement with a clear 400, never a 500', async () => {
    const response = await raw(
      t,
      'POST',
      '/storage/v1/object/sign/post-images/a/b.png',
      storageHeaders(t, c.tokens.admin),
    );
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: '400',
      message: expect.stringMatching(/not supported/),
    });
  });
});
