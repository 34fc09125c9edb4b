import type { Freshness } from './freshness';
import { LRUCache } from 'lru-cache';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeBest, encodeFast, hasEncoding, type EncodedPage, type PageEncoding } from './page';

/** A page as kept: when it was rendered, and from which data version. */
export interface CachedPage extends EncodedPage {
  createdAt: number;
  version: string | undefined;
}

export interface PageCacheOptions {
  /**
   * Renders the page of a key. `askedAt` (`performance.now()`): when the request that starts the
   * render asked for the page, before it read the data version: the page shows the data as of then
   * or later (so a version read that request started may serve the render too: main.ts).
   */
  render(key: string, askedAt: number): Promise<EncodedPage>;
  freshness: Freshness;
  /** A page younger than this is served as is (default 2 s). */
  freshMs?: number;
  /**
   * A page older than `freshMs` but younger than this is served while one render in the background
   * replaces it (default 5 s); an older one is rendered again before it is served.
   */
  maxStaleMs?: number;
  /**
   * How long a request waits for the render of a page past `maxStaleMs` when a page of the current
   * data version is kept (default 25 ms, freshness.ts's short wait): past it, that kept page is served
   * while the render goes on. A slow backend (the embedded one running a send's 10,000-row insert took
   * 326 ms, and every visitor of that page waited with it) then costs freshness, never every visitor's
   * time. Only what the data version cannot see is at stake, and only for the render's duration.
   */
  renderWaitMs?: number;
  /** At most this many pages (default 500)… */
  maxEntries?: number;
  /** …and this many bytes of HTML, both encodings (default 64 MB). */
  maxBytes?: number;
  /**
   * Of those, at most this many "not found" (404) pages (default 50), the latest kept: every unknown
   * address is a page of its own (its path is in its links and its data), so without a share of
   * their own a flood of random ones would push every found page out of memory.
   */
  maxNotFoundEntries?: number;
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
 * - an older page, or none, is rendered before it is served; an older page of the current data
 *   version only for `renderWaitMs`, then it is served while that render goes on.
 * One render per key at a time: requests for a page being rendered (from the same data version)
 * share that render. A render that fails, or answers a status that is not kept, is not kept: the page
 * kept before stays, and requests that may be answered with it (the stale-while-revalidate window)
 * get it.
 *
 * The store is lru-cache's `LRUCache` (bounded by entries and bytes; `fetch()` is the single-flight
 * of renders). Its `ttl` is not used: a page's freshness depends on its data version as well as its
 * age, so the rules above are decided here, from the page's own `createdAt`, and told to `fetch()`
 * (`forceRefresh` to render, `allowStale` to answer with the kept page meanwhile).
 */
export function createPageCache({
  render,
  freshness,
  freshMs = 2_000,
  maxStaleMs = 5_000,
  renderWaitMs = 25,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  maxNotFoundEntries = 50,
  keeps = (status) => status === 200 || status === 404,
  now = Date.now,
  onError = (error) => console.error('Could not refresh a cached page:', error),
}: PageCacheOptions): PageCache {
  /** The data version a key's running render reads (one per key: an older one is let go, below). */
  const rendering = new Map<string, { version: string | undefined }>();
  /**
   * The keys of the "not found" pages, oldest first: one past `maxNotFoundEntries` lets the oldest
   * go. A key may linger here after its page is gone or found (a post published at that slug): it
   * is let go only while its kept page is still a 404, and counts until then (fewer 404s kept, never
   * more).
   */
  const notFoundKeys = new Set<string>();
  function keepNotFound(key: string): void {
    notFoundKeys.delete(key);
    for (const oldest of notFoundKeys) {
      if (notFoundKeys.size < maxNotFoundEntries) break;
      notFoundKeys.delete(oldest);
      if (pages.peek(oldest)?.status === 404) pages.delete(oldest);
    }
    notFoundKeys.add(key);
  }
  const pages = new LRUCache<string, CachedPage, RenderContext>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page, key) => sizeOf(key, page),
    // A render let go (its key deleted for a newer data version, or evicted) still answers the
    // requests that share it; it is simply not kept.
    ignoreFetchAbort: true,
    // A failed render leaves the page kept before, if any.
    noDeleteOnFetchRejection: true,
    async fetchMethod(key, _stale, { context }) {
      const mark = { version: context.version };
      rendering.set(key, mark);
      try {
        const page = await (context.early ?? render(key, context.askedAt));
        const cached: CachedPage = { ...page, createdAt: now(), version: context.version };
        if (!keeps(page.status)) throw new NotKept(cached);
        if (page.status === 404) keepNotFound(key);
        return cached;
      } catch (error) {
        if (context.background && !(error instanceof NotKept)) onError(error);
        throw error;
      } finally {
        if (rendering.get(key) === mark) rendering.delete(key);
      }
    },
  });
  /** Keys asked for whose request has not yet found its page or started its render (reading the version). */
  const asking = new Map<string, number>();

  /**
   * Keeps a new form of the page kept for `key` (an encoding added, the best levels) unless a newer
   * page replaced it or a render is replacing it. Set again, so the cache weighs its new size.
   */
  function replaceKept(key: string, page: CachedPage, next: CachedPage): void {
    if (pages.peek(key) === page && !rendering.has(key)) pages.set(key, next);
  }

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
        replaceKept(key, page, next);
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
      .then((best) => replaceKept(key, page, best))
      .catch(onError)
      .finally(() => upgrading.delete(key));
  }

  /**
   * The page of `key` from data version `version`, by the rules above, and whether it was kept
   * already (not rendered for this request).
   */
  async function fetchPage(
    key: string,
    version: string | undefined,
    askedAt: number,
    early?: Promise<EncodedPage>,
  ): Promise<[CachedPage, boolean]> {
    // A render of an older data version must not answer this request: let it go (its own requests
    // still get its page) and render anew.
    if (rendering.has(key) && rendering.get(key)!.version !== version) pages.delete(key);
    // The kept page (now the most recently used), or the one a running render will replace.
    const kept = rendering.has(key) ? pages.peek(key) : pages.get(key);
    const age =
      kept !== undefined && kept.version === version ? now() - kept.createdAt : Number.POSITIVE_INFINITY;
    // A fresh page is served by that lookup, without `fetch`'s bookkeeping.
    if (kept !== undefined && age < freshMs) return [kept, true];
    const servesKept = age < maxStaleMs;
    const fetched = pages.fetch(key, {
      context: { version, background: servesKept, askedAt, ...(early && { early }) },
      forceRefresh: true,
      allowStale: servesKept,
      allowStaleOnFetchRejection: servesKept,
    });
    // Past the time rule, a page of this data version is still kept: wait for its render only so long.
    if (!servesKept && kept !== undefined && age !== Number.POSITIVE_INFINITY) {
      const rendered = await Promise.race([
        fetched.then(
          () => true,
          () => true,
        ),
        sleep(renderWaitMs, false, { ref: false }),
      ]);
      if (!rendered) {
        fetched.catch((error: unknown) => {
          if (!(error instanceof NotKept)) onError(error);
        });
        return [kept, true];
      }
    }
    try {
      const page = await fetched;
      // `fetch` answers undefined only when the page is let go and nothing else was kept.
      if (page === undefined) throw new Error(`The page of ${key} was let go before it was rendered`);
      return [page, servesKept];
    } catch (error) {
      if (error instanceof NotKept) return [error.page, false];
      throw error;
    }
  }

  /** The page of `key` as the rules above find it, in the encodings it has so far. */
  async function findPage(key: string): Promise<CachedPage> {
    const askedAt = performance.now();
    // A new address (nothing kept, rendering or asked for under this key): the data version only tags
    // the page to come, so its render starts beside the version's read instead of after it (the
    // backend's reads of a new post in parallel: issue #31, seventh round). The read is sent first, so
    // a write between them usually makes the page stale at once. Not always: the backend may run the
    // two in either order, and a write between the render's data read and the version read then tags
    // a page that misses it with the new version. Such a page is served at most `freshMs` as fresh,
    // then rendered again (the time rule above), the bound any write the version cannot see has.
    const isNew = pages.peek(key) === undefined && !rendering.has(key) && !asking.has(key);
    asking.set(key, (asking.get(key) ?? 0) + 1);
    let version: string | undefined;
    const versionRead = freshness.current();
    const early = isNew ? render(key, askedAt) : undefined;
    // Awaited by the fetch below; until then (or if it never is) a failure is not unhandled.
    early?.catch(() => {});
    try {
      version = await versionRead;
    } finally {
      // What follows finds the page or registers its render at once, without waiting.
      const left = asking.get(key)! - 1;
      if (left > 0) asking.set(key, left);
      else asking.delete(key);
    }
    let [page, wasKept] = await fetchPage(key, version, askedAt, early);
    // A render of an older version that ended just as this request asked (its key not yet let go)
    // may have been shared: render anew once.
    if (page.version !== version) [page, wasKept] = await fetchPage(key, version, askedAt);
    if (wasKept) upgrade(key, page);
    return page;
  }

  return {
    get size() {
      return pages.size;
    },
    has: (key) => pages.peek(key) !== undefined || rendering.has(key) || asking.has(key),
    async get(key, encoding) {
      return withEncoding(key, await findPage(key), encoding);
    },
  };
}

/** What `fetchMethod` is told by the request that starts a render. */
interface RenderContext {
  version: string | undefined;
  /** The request is answered with the kept page meanwhile: a failure is only logged. */
  background: boolean;
  /** When that request asked (`PageCacheOptions.render`). */
  askedAt: number;
  /** The render that request began beside its version read (a new address): this fetch's page. */
  early?: Promise<EncodedPage>;
}

/** A page rendered with a status that is not kept (a 503): its requests get it, the cache does not. */
class NotKept extends Error {
  constructor(readonly page: CachedPage) {
    super(`A page answered ${page.status}, which is not kept`);
  }
}

const sizeOf = (key: string, page: EncodedPage) =>
  key.length + page.identity.byteLength + (page.gzipped?.byteLength ?? 0) + (page.brotli?.byteLength ?? 0);
