import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { earlyImageHints } from './early-image-hints';
import { ifNoneMatchMatches, weakEtag } from './etag';

/** How a page's bytes are sent: Brotli, gzip, or as they are. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * A finished page kept in memory: its status, its HTML, compressed in each encoding asked for so
 * far, and its entity tag.
 */
export interface EncodedPage {
  status: number;
  identity: Uint8Array<ArrayBuffer>;
  /**
   * Absent until a request asks for that encoding, on a page rendered on request (`encodePage`):
   * most such addresses are asked for once, by one browser, which takes one encoding. The page cache
   * compresses the one asked for (`withEncoding`, page-cache.ts).
   */
  gzipped?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The `Link` header naming the page's main images (early-image-hints.ts), when it has any. */
  imageHints?: string;
  /** Compressed at the fast levels (a page rendered on request): worth the best once asked again. */
  provisional?: boolean;
  /** A moved page's new path (status 301), sent as `Location`. */
  location?: string;
}

const encoder = new TextEncoder();
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * HTML at gzip's and Brotli's best levels: pages are small, and every byte past the first round
 * trip (about 14 KB) costs a visitor one more (the home page: 15.2 KB gzipped, 12.6 KB with Brotli).
 * Compressed once per page version, not once per request.
 */
const GZIP = { level: constants.Z_BEST_COMPRESSION };
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
/**
 * The levels of a page's first encoding, when it was rendered on request: Brotli's best level takes
 * about 300 ms of CPU for a 120 KB page (more than the render); quality 5 gives the bytes of quality
 * 6 (within 1 %: 9.1 KB for a 51 KB post, 17.3 KB for a 149 KB playground run) in half its time
 * (2.8 ms against 4.9 ms, 3.7 against 7.3: node:zlib on the pages bench:render asks for, on a loaded
 * machine); gzip's 6 about 1.5 ms against 9 ms. A page asked for again is compressed
 * at the best levels then (`encodeBest`), so an address visited once costs little and a visited one
 * is small.
 */
const FAST_GZIP = { level: 6 };
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;
}

/** Encodes a page at once (the prerendered pages, at start). */
export function encodePageSync(status: number, html: string): EncodedPage {
  const identity = encoder.encode(html) as Uint8Array<ArrayBuffer>;
  return {
    status,
    identity,
    gzipped: bytes(gzipSync(identity, GZIP)),
    brotli: bytes(brotliCompressSync(identity, BROTLI)),
    etag: weakEtag(identity),
    imageHints: earlyImageHints(html),
  };
}

/**
 * A page rendered on request, not compressed yet: `provisional`. The page cache compresses it in
 * the encoding a request asks for (`encodeFast`), not in both: compressing a 50 KB post in both
 * cost about 8 ms of CPU, and most such addresses are asked for once (see `encodeBest`).
 */
export async function encodePage(status: number, html: string, location?: string): Promise<EncodedPage> {
  const identity = encoder.encode(html) as Uint8Array<ArrayBuffer>;
  return {
    status,
    identity,
    etag: weakEtag(identity),
    imageHints: earlyImageHints(html),
    provisional: true,
    ...(location !== undefined && { location }),
  };
}

/**
 * Pages up to this size are compressed at the fast levels on the main thread: about 0.8 ms of CPU
 * for a 65 KB page at Brotli 5, against a round trip through zlib's pool that took 13–21 ms of wall
 * time on a loaded machine (a new post's timeline, issue #31, seventh round). Bigger pages (a
 * playground run, 149 KB) go to the pool, so a render does not stall other requests for long.
 */
export const FAST_ON_THREAD_MAX_BYTES = 96 * 1024;

/** The same page with one more encoding at the fast levels (on this thread when small, above). */
export async function encodeFast<Page extends EncodedPage>(
  page: Page,
  encoding: Exclude<PageEncoding, 'identity'>,
): Promise<Page> {
  const onThread = page.identity.byteLength <= FAST_ON_THREAD_MAX_BYTES;
  if (encoding === 'br') {
    const brotli = onThread
      ? brotliCompressSync(page.identity, FAST_BROTLI)
      : await brotliAsync(page.identity, FAST_BROTLI);
    return { ...page, brotli: bytes(brotli) };
  }
  const gzipped = onThread ? gzipSync(page.identity, FAST_GZIP) : await gzipAsync(page.identity, FAST_GZIP);
  return { ...page, gzipped: bytes(gzipped) };
}

/** Whether a page carries `encoding` already (identity always). */
export function hasEncoding(page: EncodedPage, encoding: PageEncoding): boolean {
  if (encoding === 'identity') return true;
  return (encoding === 'br' ? page.brotli : page.gzipped) !== undefined;
}

/** The same page compressed at the best levels (the same HTML, so the same tag). */
export async function encodeBest<Page extends EncodedPage>(page: Page): Promise<Page> {
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(page.identity, GZIP),
    brotliAsync(page.identity, BROTLI),
  ]);
  return { ...page, gzipped: bytes(gzipped), brotli: bytes(brotli), provisional: false };
}

/**
 * Sends a kept page: `304` without a body when the browser's `If-None-Match` names it, else the
 * page in Brotli for browsers that take it, gzipped for those that take gzip (compressed already,
 * so the compress middleware leaves it alone), or as is. Only a `200` carries a tag: HTTP evaluates `If-None-Match` only for a page
 * that would succeed, so a "not found" page is always sent whole.
 */
export function sendPage(
  c: Context,
  page: EncodedPage,
  cacheControl: string,
  contentType = 'text/html; charset=UTF-8',
): Response {
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Accept-Encoding');
  if (page.status === 200) {
    c.header('ETag', page.etag);
    if (ifNoneMatchMatches(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304);
  }
  c.header('Content-Type', contentType);
  if (page.location !== undefined) c.header('Location', page.location);
  if (page.imageHints) c.header('Link', page.imageHints);
  const encoding = pageEncoding(c);
  const encoded = encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzipped : undefined;
  // A page without the encoding asked for (the page cache compresses it first: never, in practice)
  // is sent as it is, which every browser takes.
  if (encoded === undefined) return c.body(page.identity, page.status as 200);
  c.header('Content-Encoding', encoding);
  return c.body(encoded, page.status as 200);
}

/** Brotli when the browser takes it (the smallest), else gzip when it takes that, else none. */
export function pageEncoding(c: Context): PageEncoding {
  const takes = (encoding: string) =>
    accepts(c, { header: 'Accept-Encoding', supports: [encoding], default: 'identity' }) === encoding;
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : 'identity';
}
