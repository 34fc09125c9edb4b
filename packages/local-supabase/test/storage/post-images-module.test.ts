import {
  ImageStorageError,
  listPostImages,
  MAX_IMAGE_BYTES,
  publicImageUrl,
  removePostImage,
  uploadPostImage,
} from '@parley/shared/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { gifImage, jpegImage, pngImage, SVG_IMAGE } from './fixtures';
import { BUCKET, clientsFor, folder, postWithId, storageState, type Clients } from './helpers';

// @parley/shared's post-image calls (what the editor and the media library use) against the real
// embedded backend through supabase-js: content-hashed names, width and height kept as the object's
// user metadata, the same picture stored once, and refusals that say why.

let t: TestBackend;
let c: Clients;

beforeAll(async () => {
  t = await startTestBackend();
  c = await clientsFor(t);
});
afterAll(async () => {
  await t?.close();
});

const file = (bytes: Uint8Array, type = 'image/png') => new Blob([bytes], { type });

describe('uploadPostImage', () => {
  it('stores the picture under {post}/{hash}-{slug}.{ext} with its size and dimensions', async () => {
    const postId = folder();
    const image = await uploadPostImage(c.client.admin, {
      postId,
      file: file(pngImage(64, 48, 1)),
      fileName: 'Team Photo.PNG',
    });
    expect(image).toMatchObject({
      path: expect.stringMatching(new RegExp(`^${postId}/[0-9a-f]{16}-team-photo\\.png$`)),
      size: pngImage(64, 48, 1).length,
      width: 64,
      height: 48,
      contentType: 'image/png',
    });
    expect(image.url).toBe(`${t.url}/storage/v1/object/public/${BUCKET}/${image.path}`);
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('max-age=31536000');
    // Once the post is saved and published, anyone reads the sizes (the site does, to size the <img>).
    await postWithId(t, postId);
    const info = await c.client.anon.storage.from(BUCKET).info(image.path);
    expect(info.data?.metadata).toEqual({ width: 64, height: 48 });
  });

  it('stores the same picture once: a second upload succeeds without a second write', async () => {
    const postId = folder();
    const first = await uploadPostImage(c.client.admin, {
      postId,
      file: file(pngImage(10, 10, 2)),
      fileName: 'a.png',
    });
    const before = await storageState(t);
    const again = await uploadPostImage(c.client.admin, {
      postId,
      file: file(pngImage(10, 10, 2)),
      fileName: 'a.png',
    });
    expect(again.path).toBe(first.path);
    expect(again).toMatchObject({ size: first.size, width: 10, height: 10, url: first.url });
    expect(await storageState(t)).toEqual(before);
  });

  it('takes the type from the bytes: a JPEG named .png is stored as .jpg', async () => {
    const image = await uploadPostImage(c.client.admin, {
      postId: folder(),
      file: file(jpegImage(30, 20), 'image/png'),
      fileName: 'photo.png',
    });
    expect(image.path).toMatch(/-photo\.jpg$/);
    expect(image).toMatchObject({ contentType: 'image/jpeg', width: 30, height: 20 });
  });

  it('refuses an SVG before sending anything, with a message that says why', async () => {
    const before = await storageState(t);
    await expect(
      uploadPostImage(c.client.admin, {
        postId: folder(),
        file: file(SVG_IMAGE, 'image/svg+xml'),
        fileName: 'logo.svg',
      }),
    ).rejects.toThrow(/logo\.svg is an SVG image, which is not allowed/);
    expect(await storageState(t)).toEqual(before);
  });

  it('refuses a file over 10 MB with the limit in the message', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(pngImage(2, 2));
    await expect(
      uploadPostImage(c.client.admin, { postId: folder(), file: file(big), fileName: 'huge.png' }),
    ).rejects.toThrow('huge.png is 10 MB; images may be at most 10 MB.');
  });

  it('passes the server refusal on for a non-admin, as an ImageStorageError with its code', async () => {
    const before = await storageState(t);
    const error = await uploadPostImage(c.client.user, {
      postId: folder(),
      file: file(pngImage(3, 3, 9)),
      fileName: 'x.png',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageStorageError);
    expect(error).toMatchObject({
      code: '403',
      message: 'x.png could not be uploaded: only admins may upload images. Sign in again as an admin.',
    });
    expect(await storageState(t)).toEqual(before);
  });
});

describe('server refusals in words', () => {
  it('says the file is not an image when the server sniffs what the client could not (415)', async () => {
    // The client sends only what it sniffed as an allowed image, so a 415 needs a bucket that
    // allows less than the client does: GIF only, as a hosted project could be configured.
    await t.backend.ctx.db.query(
      `update storage.buckets set allowed_mime_types = '{image/gif}' where id = $1`,
      [BUCKET],
    );
    try {
      await expect(
        uploadPostImage(c.client.admin, {
          postId: folder(),
          file: file(pngImage(4, 4, 77)),
          fileName: 'p.png',
        }),
      ).rejects.toThrow(
        'p.png is not a readable PNG, JPEG, WebP, GIF or AVIF image (its content does not match).',
      );
    } finally {
      await t.backend.ctx.db.query(
        `update storage.buckets set allowed_mime_types = '{image/png,image/jpeg,image/webp,image/gif,image/avif}' where id = $1`,
        [BUCKET],
      );
    }
  });
});

describe('listPostImages and removePostImage', () => {
  it('lists every post folder newest first with sizes and dimensions, and removes one', async () => {
    const a = await uploadPostImage(c.client.admin, {
      postId: folder(),
      file: file(gifImage(5, 6)),
      fileName: 'one.gif',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = await uploadPostImage(c.client.admin, {
      postId: folder(),
      file: file(pngImage(7, 8, 33)),
      fileName: 'two.png',
    });
    const listed = await listPostImages(c.client.admin);
    const mine = listed.filter((image) => image.path === a.path || image.path === b.path);
    expect(mine.map((image) => image.path)).toEqual([b.path, a.path]);
    expect(mine[0]).toMatchObject({
      width: 7,
      height: 8,
      contentType: 'image/png',
      size: b.size,
      url: b.url,
    });
    expect(mine[1]).toMatchObject({ width: 5, height: 6, contentType: 'image/gif' });
    for (let i = 1; i < listed.length; i += 1) {
      expect(listed[i - 1]!.createdAt >= listed[i]!.createdAt).toBe(true);
    }

    // The media library is the admin's: a visitor lists no picture of a post that is not published.
    const seenByAnon = (await listPostImages(c.client.anon)).map((image) => image.path);
    expect(seenByAnon).not.toContain(a.path);
    expect(seenByAnon).not.toContain(b.path);

    await removePostImage(c.client.admin, a.path);
    expect((await listPostImages(c.client.admin)).map((image) => image.path)).not.toContain(a.path);
    expect((await fetch(a.url)).status).toBe(400);
    // Removing again (already gone) is not an error.
    await removePostImage(c.client.admin, a.path);
  });

  it('publicImageUrl is the public object URL', () => {
    expect(publicImageUrl(c.client.anon, 'p/x.png')).toBe(
      `${t.url}/storage/v1/object/public/${BUCKET}/p/x.png`,
    );
  });
});
