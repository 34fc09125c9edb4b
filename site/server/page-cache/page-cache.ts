import type { Freshness } from './freshness';
import { BoundedLru } from './lru';
import { encodeBest, encodeFast, hasEncoding, type EncodedPage, type PageEncoding } from './page';

/** A page as kept: when it was rendered, and from which data version. */
export interface CachedPage extends EncodedPage {
  createdAt: number;
  version: string | undefined;
}

export interface PageCacheOptions {
  /** Renders the page of a key. */
  render(key: string): Promise<EncodedPage>;
  freshness: Freshness;
  /** A page younger than this is served as is (default 2 s). */
  freshMs?: number;
  /**
   * A page older than `freshMs` but younger than this is served while one render in the background
   * replaces it (default 5 s); an older one is rendered again before it is served.
   */
  maxStaleMs?: number;
  /** At most this many pages (default 500)… */
  maxEntries?: number;
  /** …and this many bytes of HTML, both encodings (default 64 MB). */
  maxBytes?: number;
  /** Which statuses are kept (default: 200 and 404; a 503, the data could not be read, is not). */
  keeps?: (status: number) => boolean;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface PageCache {
  /** The page of `key`, carrying `encoding` (the one the request will be sent in, page.ts's `pageEncoding`). */
  get(key: string, encoding: PageEncoding): Promise<CachedPage>;
  /**
   * Whether a page is kept for `key` (of any version) or being rendered: asking for it costs no
   * render of a new address (render-limit.ts limits those).
   */
  has(key: string): boolean;
  /** How many pages are kept (for tests and diagnostics). */
  readonly size: number;
}

/**
 * Rendered pages in memory, by key. The rules, in order:
 * - a page rendered from an older data version than the current one (a post published, edited,
 *   unpublished or deleted since) is never served: it is rendered again first;
 * - otherwise a page younger than `freshMs` is served as is;
 * - a page younger than `maxStaleMs` is served as is while one render in the background replaces
 *   it (stale-while-revalidate): the time rule covers what the data version cannot see;
 * - an older page, or none, is rendered before it is served.
 * One render per key at a time: requests for a page being rendered (from the same data version)
 * share that render. A render that fails, or answers a status that is not kept, is not kept.
 */
export function createPageCache({
  render,
  freshness,
  freshMs = 2_000,
  maxStaleMs = 5_000,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  keeps = (status) => status === 200 || status === 404,
  now = Date.now,
  onError = (error) => console.error('Could not refresh a cached page:', error),
}: PageCacheOptions): PageCache {
  const pages = new BoundedLru<CachedPage>(maxEntries, maxBytes);
  const renders = new Map<string, { version: string | undefined; done: Promise<CachedPage> }>();
  /** Keys asked for whose request has not yet found its page or started its render (reading the version). */
  const asking = new Map<string, number>();
  const sizeOf = (key: string, page: EncodedPage) =>
    key.length + page.identity.byteLength + (page.gzipped?.byteLength ?? 0) + (page.brotli?.byteLength ?? 0);

  /**
   * A page rendered on request is kept uncompressed (page.ts's `encodePage`): the first request for
   * each encoding compresses it at the fast level, once per page (requests sharing a render share
   * that too), and the page so encoded replaces it unless a newer one did meanwhile.
   */
  const encodings = new WeakMap<CachedPage, Map<PageEncoding, Promise<CachedPage>>>();
  function withEncoding(key: string, page: CachedPage, encoding: PageEncoding): Promise<CachedPage> {
    if (hasEncoding(page, encoding)) return Promise.resolve(page);
    let pending = encodings.get(page);
    if (!pending) encodings.set(page, (pending = new Map()));
    let encoded = pending.get(encoding);
    if (!encoded) {
      encoded = encodeFast(page, encoding as Exclude<PageEncoding, 'identity'>).then((next) => {
        if (pages.peek(key) === page) pages.set(key, next, sizeOf(key, next));
        return next;
      });
      pending.set(encoding, encoded);
    }
    return encoded;
  }

  /**
   * A page rendered on request is first compressed fast (page.ts); asked for again, it is worth the
   * best levels: once, in the background, replacing it unless a newer render did meanwhile.
   */
  const upgrading = new Set<string>();
  function upgrade(key: string, page: CachedPage): void {
    if (!page.provisional || upgrading.has(key)) return;
    upgrading.add(key);
    encodeBest(page)
      .then((best) => {
        if (pages.peek(key) === page) pages.set(key, best, sizeOf(key, best));
      })
      .catch(onError)
      .finally(() => upgrading.delete(key));
  }

  function renderShared(key: string, version: string | undefined): Promise<CachedPage> {
    const running = renders.get(key);
    if (running && running.version === version) return running.done;
    const done = render(key).then((page) => {
      const cached: CachedPage = { ...page, createdAt: now(), version };
      if (keeps(page.status)) pages.set(key, cached, sizeOf(key, cached));
      return cached;
    });
    const entry = { version, done };
    renders.set(key, entry);
    const forget = () => {
      if (renders.get(key) === entry) renders.delete(key);
    };
    done.then(forget, forget);
    return done;
  }

  /** The page of `key` as the rules above find it, in the encodings it has so far. */
  async function findPage(key: string): Promise<CachedPage> {
    asking.set(key, (asking.get(key) ?? 0) + 1);
    let version: string | undefined;
    try {
      version = await freshness.current();
    } finally {
      // What follows finds the page or registers its render at once, without waiting.
      const left = asking.get(key)! - 1;
      if (left > 0) asking.set(key, left);
      else asking.delete(key);
    }
    const page = pages.get(key);
    if (page && page.version === version) {
      upgrade(key, page);
      const age = now() - page.createdAt;
      if (age < freshMs) return page;
      if (age < maxStaleMs) {
        renderShared(key, version).catch(onError);
        return page;
      }
    }
    return renderShared(key, version);
  }

  return {
    get size() {
      return pages.size;
    },
    has: (key) => pages.has(key) || renders.has(key) || asking.has(key),
    async get(key, encoding) {
      return withEncoding(key, await findPage(key), encoding);
    },
  };
}
