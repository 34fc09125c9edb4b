import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { earlyImageHints } from './early-image-hints';
import { ifNoneMatchMatches, weakEtag } from './etag';

/** A finished page kept in memory: its status, its HTML in each encoding, and its entity tag. */
export interface EncodedPage {
  status: number;
  identity: Uint8Array<ArrayBuffer>;
  gzipped: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer>;
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
 * about 300 ms of CPU for a 120 KB page (more than the render), quality 6 about 3 ms for 10 % more
 * bytes; gzip's 6 about 1.5 ms against 9 ms. A page asked for again is compressed at the best
 * levels then (`encodeBest`), so an address visited once costs little and a visited one is small.
 */
const FAST_GZIP = { level: 6 };
const FAST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } };

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
 * Encodes a page rendered on request off the main thread (zlib's pool), so a render does not stall
 * other requests: at the fast levels, `provisional` (see `encodeBest`).
 */
export async function encodePage(status: number, html: string, location?: string): Promise<EncodedPage> {
  const identity = encoder.encode(html) as Uint8Array<ArrayBuffer>;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, FAST_GZIP),
    brotliAsync(identity, FAST_BROTLI),
  ]);
  return {
    status,
    identity,
    gzipped: bytes(gzipped),
    brotli: bytes(brotli),
    etag: weakEtag(identity),
    imageHints: earlyImageHints(html),
    provisional: true,
    ...(location !== undefined && { location }),
  };
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
  if (encoding === 'identity') return c.body(page.identity, page.status as 200);
  c.header('Content-Encoding', encoding);
  return c.body(encoding === 'br' ? page.brotli : page.gzipped, page.status as 200);
}

/** Brotli when the browser takes it (the smallest), else gzip when it takes that, else none. */
function pageEncoding(c: Context): 'br' | 'gzip' | 'identity' {
  const takes = (encoding: string) =>
    accepts(c, { header: 'Accept-Encoding', supports: [encoding], default: 'identity' }) === encoding;
  if (takes('br')) return 'br';
  return takes('gzip') ? 'gzip' : 'identity';
}
