import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { STORAGE_ERRORS } from './errors';
import type { FileStore } from './file-store';
import type { ObjectRow } from './object-row';
import { parseRange } from './range';

/**
 * Headers that make a stored file inert wherever it is opened: the browser must not guess another
 * type (an image stays an image), and if a document is ever opened from this origin it runs no
 * script, loads nothing and gets a unique origin (sandbox).
 */
const INERT_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/** Whether If-None-Match names this ETag (or `*`), compared weakly as RFC 9110 says for GET. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
  return header.split(',', 64).some((tag) => {
    const t = tag.trim();
    return t === '*' || bare(t) === bare(etag);
  });
}

/**
 * Sends an object's bytes with Storage's headers: its sniffed Content-Type, ETag, Cache-Control
 * from its cacheControl, Last-Modified; `If-None-Match` → 304; one `Range` → 206 (or 416 past the
 * end); HEAD → the headers alone.
 */
export async function serveObject(c: Context, store: FileStore, row: ObjectRow): Promise<Response> {
  if (!(await store.has(row.bucket_id, row.name))) throw STORAGE_ERRORS.noSuchKey();
  const size = Number(row.metadata?.size ?? 0);
  const etag = row.metadata?.eTag ?? `"${row.version ?? row.id}"`;
  const headers: Record<string, string> = {
    ...INERT_HEADERS,
    ETag: etag,
    'Cache-Control': row.metadata?.cacheControl ?? 'max-age=3600',
    'Last-Modified': new Date(row.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  const download = c.req.query('download');
  if (download !== undefined) {
    // ?download names the saved file (or, empty, keeps the object's own name), encoded as RFC 6266 says.
    const name = download === '' ? row.name.slice(row.name.lastIndexOf('/') + 1) : download.slice(0, 255);
    const encoded = encodeURIComponent(name).replace(
      /['()*]/g,
      (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encoded}`;
  }
  if (matchesETag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

  // As the storage server does, HTML is never served as HTML from the API's origin.
  const type = row.metadata?.mimetype ?? 'application/octet-stream';
  headers['Content-Type'] = type.toLowerCase().includes('html') ? 'text/plain' : type;
  const ifRange = c.req.header('if-range');
  const range =
    ifRange !== undefined && ifRange !== etag
      ? { kind: 'full' as const }
      : parseRange(c.req.header('range'), size);
  if (range.kind === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
  }
  const [status, start, end] =
    range.kind === 'partial' ? [206 as const, range.start, range.end] : [200 as const, 0, size - 1];
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  if (status === 206) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  if (c.req.method === 'HEAD' || size === 0) return c.body(null, status, headers);
  const stream = Readable.toWeb(
    store.read(row.bucket_id, row.name, start, end),
  ) as ReadableStream<Uint8Array>;
  return c.body(stream, status, headers);
}
