import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { gifImage, HTML_PAGE, jpegImage, pngImage, SVG_IMAGE } from '../testing/image-fixtures';
import { postImagePath, sha256Hex } from './post-image-path';

const POST = '5b0e7c9a-2f4d-4e1b-9a57-3c2d1e0f9a8b';

describe('sha256Hex', () => {
  it('is the SHA-256 in hex, with Web Crypto and without it (plain-http pages have none)', async () => {
    const abc = new TextEncoder().encode('abc');
    const expected = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(await sha256Hex(abc)).toBe(expected);
    vi.stubGlobal('crypto', undefined);
    try {
      expect(await sha256Hex(abc)).toBe(expected);
      expect(await sha256Hex(pngImage(9, 9))).toBe(createHash('sha256').update(pngImage(9, 9)).digest('hex'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('postImagePath', () => {
  it('is {post}/{16 hex of sha-256}-{slug}.{ext of the sniffed type}', async () => {
    const bytes = pngImage(4, 4);
    const hash = (await sha256Hex(bytes)).slice(0, 16);
    expect(await postImagePath(POST, bytes, 'My Holiday Photo!.PNG')).toBe(
      `${POST}/${hash}-my-holiday-photo.png`,
    );
  });

  it('gives the same bytes the same path and different bytes different paths', async () => {
    const a = await postImagePath(POST, pngImage(4, 4, 1), 'a.png');
    expect(await postImagePath(POST, pngImage(4, 4, 1), 'a.png')).toBe(a);
    expect(await postImagePath(POST, pngImage(4, 4, 2), 'a.png')).not.toBe(a);
  });

  it('takes the extension from the bytes, not the name', async () => {
    expect(await postImagePath(POST, jpegImage(4, 4), 'photo.png')).toMatch(/-photo\.jpg$/);
    expect(await postImagePath(POST, gifImage(4, 4), 'anim')).toMatch(/-anim\.gif$/);
  });

  it('keeps only a short slug of the base name; "image" when nothing is left', async () => {
    const bytes = pngImage(2, 2);
    expect(await postImagePath(POST, bytes, '../../etc/passwd.png')).toMatch(
      new RegExp(`^${POST}/[0-9a-f]{16}-passwd\\.png$`),
    );
    expect(await postImagePath(POST, bytes, '日本.png')).toMatch(/-image\.png$/);
    expect(await postImagePath(POST, bytes, '.png')).toMatch(/-png\.png$/);
    expect(await postImagePath(POST, bytes, '')).toMatch(/-image\.png$/);
    const long = await postImagePath(POST, bytes, `${'word-'.repeat(100)}.png`);
    expect(long.split('/')[1]!.length).toBeLessThanOrEqual(16 + 1 + 60 + 4);
    expect(long).not.toMatch(/--|-\.png$/);
  });

  it('refuses bytes that are not an allowed image', async () => {
    await expect(postImagePath(POST, SVG_IMAGE, 'logo.svg')).rejects.toThrow(/not a PNG, JPEG/);
    await expect(postImagePath(POST, HTML_PAGE, 'x.png')).rejects.toThrow(/not a PNG, JPEG/);
  });

  it('refuses a folder that is not a post id', async () => {
    for (const bad of ['', '..', 'a/b', '../x', 'a b', 'x'.repeat(65), 'a\u0000']) {
      await expect(postImagePath(bad, pngImage(2, 2), 'a.png')).rejects.toThrow(/is not a post id/);
    }
  });
});
