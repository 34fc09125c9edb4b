/**
 * Public image reads of /storage/v1 on loopback, as a browser loads a post's pictures: a 200 KB
 * image in full, the same image revalidated with If-None-Match (304), and its info (what the article
 * renderer reads for width and height). autocannon counts the 304s as non-2xx. Prints figures; never
 * fails on time.
 */
import { POST_IMAGES_BUCKET } from '@parley/shared/images';
import type { BenchTarget } from './auth.bench';
import { load, printTable } from './load';

/** A PNG signature and IHDR (what the server sniffs) padded to `size` bytes. */
function benchImage(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  bytes.set([0, 0, 0x04, 0x00, 0, 0, 0x03, 0x00], 16); // 1024 × 768
  return bytes;
}

export async function run(target: BenchTarget): Promise<void> {
  const path = `00000000-0000-4000-8000-000000000000/bench-${Date.now()}.png`;
  const uploaded = await fetch(`${target.url}/storage/v1/object/${POST_IMAGES_BUCKET}/${path}`, {
    method: 'POST',
    headers: {
      apikey: target.serviceKey,
      authorization: `Bearer ${target.serviceKey}`,
      'content-type': 'image/png',
      'cache-control': 'max-age=31536000',
      'x-metadata': Buffer.from(JSON.stringify({ width: 1024, height: 768 })).toString('base64'),
    },
    body: benchImage(200 * 1024),
  });
  if (!uploaded.ok) throw new Error(`bench: upload failed with ${uploaded.status}: ${await uploaded.text()}`);
  const url = `${target.url}/storage/v1/object/public/${POST_IMAGES_BUCKET}/${path}`;
  const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
  const results = [
    await load('public image, 200 KB, full body', { url }),
    await load('public image revalidated (If-None-Match → 304)', { url, headers: { 'if-none-match': etag } }),
    await load('public image info (width/height)', {
      url: `${target.url}/storage/v1/object/info/public/${POST_IMAGES_BUCKET}/${path}`,
    }),
  ];
  printTable(results);
}
