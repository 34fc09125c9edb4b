// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeFast, encodePage, FAST_ON_THREAD_MAX_BYTES } from './page';

/** Text that hardly compresses, of `length` characters. */
const html = (length: number) => randomBytes(length).toString('base64').slice(0, length);

describe('encodeFast', () => {
  // Pages up to the bound are compressed on the thread, bigger ones in zlib's pool: both the page.
  for (const length of [1, FAST_ON_THREAD_MAX_BYTES, FAST_ON_THREAD_MAX_BYTES + 1, 300_000])
    it(`compresses a page of ${length} bytes in each encoding to the same page, tag unchanged`, async () => {
      const text = html(length);
      const page = await encodePage(200, text);
      const brotli = await encodeFast(page, 'br');
      const gzipped = await encodeFast(page, 'gzip');
      expect(brotliDecompressSync(brotli.brotli!).toString()).toBe(text);
      expect(gunzipSync(gzipped.gzipped!).toString()).toBe(text);
      expect([brotli.etag, gzipped.etag]).toEqual([page.etag, page.etag]);
      expect(brotli.gzipped).toBeUndefined();
      expect(gzipped.brotli).toBeUndefined();
    });
});
