// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Freshness } from './freshness';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodePage, encodePageSync, type EncodedPage } from './page';
import { createPageCache, type PageCacheOptions } from './page-cache';

const text = (page: EncodedPage) => new TextDecoder().decode(page.identity);

function setup(options: Partial<PageCacheOptions> = {}) {
  const clock = { now: 0 };
  let version = 'v1';
  const freshness: Freshness = { current: async () => version };
  let renders = 0;
  let status = 200;
  let holding = false;
  const held: Array<() => void> = [];
  const render = vi.fn(async (key: string, _askedAt: number) => {
    const number = ++renders;
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    return encodePageSync(status, `${key} render ${number}`);
  });
  const cache = createPageCache({ render, freshness, now: () => clock.now, ...options });
  return {
    cache,
    render,
    clock,
    setVersion: (next: string) => (version = next),
    setStatus: (next: number) => (status = next),
    /** Makes the following renders wait for `finish()`. */
    hold: () => (holding = true),
    /** Lets every held render finish, and the next ones run at once. */
    finish: () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    },
    started: () => renders,
  };
}

describe('createPageCache', () => {
  it('tells a render when its request asked, before the cache read the data version for it', async () => {
    const readsStartedAt: number[] = [];
    const freshness: Freshness = {
      current: async () => {
        readsStartedAt.push(performance.now());
        return 'v1';
      },
    };
    const { cache, render } = setup({ freshness });
    const before = performance.now();
    await cache.get('/blog/a-post', 'identity');
    const askedAt = render.mock.calls[0]![1];
    expect(askedAt).toBeGreaterThanOrEqual(before);
    expect(askedAt).toBeLessThanOrEqual(readsStartedAt[0]!);
  });

  it("starts a new address's render beside the data version's read, and tags its page with that version", async () => {
    let version = 'v1';
    const releases: Array<() => void> = [];
    // A version read that answers only when released (the backend's round trip), with the version
    // as of its start.
    const freshness: Freshness = {
      current: () => {
        const read = version;
        return new Promise((resolve) => releases.push(() => resolve(read)));
      },
    };
    const { cache, render } = setup({ freshness });
    const first = cache.get('/blog/new-post', 'identity');
    // The render began while the version read was still out (before: only after it answered).
    expect(render).toHaveBeenCalledOnce();
    version = 'v2'; // published after the read started: the page is tagged with what it read…
    releases.shift()!();
    expect(text(await first)).toBe('/blog/new-post render 1');
    // …so it is never fresher than its data: the next request, reading v2, renders again.
    const second = cache.get('/blog/new-post', 'identity');
    releases.shift()!();
    expect(text(await second)).toBe('/blog/new-post render 2');
    // A kept address waits for the version before it decides to render (nothing started meanwhile).
    const third = cache.get('/blog/new-post', 'identity');
    expect(render).toHaveBeenCalledTimes(2);
    releases.shift()!();
    expect(text(await third)).toBe('/blog/new-post render 2');
  });

  it("shares a new address's early render with requests that ask while the version is read", async () => {
    const releases: Array<() => void> = [];
    const freshness: Freshness = {
      current: () => new Promise((resolve) => releases.push(() => resolve('v1'))),
    };
    const { cache, render } = setup({ freshness });
    const pages = Array.from({ length: 5 }, () => cache.get('/blog?q=x', 'identity'));
    expect(render).toHaveBeenCalledOnce();
    for (const release of releases.splice(0)) release();
    expect(new Set((await Promise.all(pages)).map(text))).toEqual(new Set(['/blog?q=x render 1']));
    expect(render).toHaveBeenCalledOnce();
  });

  it("answers a new address's render that fails before its version is read with that failure, never unhandled", async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const releases: Array<() => void> = [];
      const freshness: Freshness = {
        current: () => new Promise((resolve) => releases.push(() => resolve('v1'))),
      };
      // A plain function, not vi.fn: a spy handles the promises its mock returns.
      let renders = 0;
      const render = (key: string) =>
        ++renders === 1
          ? Promise.reject(new Error('backend down'))
          : Promise.resolve(encodePageSync(200, `${key} render ${renders - 1}`));
      const cache = createPageCache({ render, freshness });
      const failed = cache.get('/blog/new-post', 'identity');
      await new Promise((resolve) => setTimeout(resolve, 10)); // the render failed meanwhile
      releases.shift()!();
      await expect(failed).rejects.toThrow('backend down');
      expect(unhandled).not.toHaveBeenCalled();
      const next = cache.get('/blog/new-post', 'identity');
      releases.shift()!();
      expect(text(await next)).toBe('/blog/new-post render 1');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('renders a page once for 50 concurrent requests', async () => {
    const { cache, render } = setup();
    const pages = await Promise.all(Array.from({ length: 50 }, () => cache.get('/blog', 'identity')));
    expect(render).toHaveBeenCalledOnce();
    expect(new Set(pages.map(text))).toEqual(new Set(['/blog render 1']));
  });

  it('serves a fresh page from memory', async () => {
    const { cache, render, clock } = setup();
    await cache.get('/blog', 'identity');
    clock.now = 1_999;
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    expect(render).toHaveBeenCalledOnce();
  });

  it('serves a stale page while one render in the background replaces it', async () => {
    const { cache, render, clock, hold, finish } = setup();
    await cache.get('/blog', 'identity');
    clock.now = 2_000;
    hold();
    const during = await Promise.all(Array.from({ length: 20 }, () => cache.get('/blog', 'identity')));
    expect(during.map(text)).toEqual(Array(20).fill('/blog render 1'));
    expect(render).toHaveBeenCalledTimes(2);
    finish();
    await vi.waitFor(async () => expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2'));
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders again before serving a page past its maximum age', async () => {
    const { cache, render, clock } = setup();
    await cache.get('/blog', 'identity');
    clock.now = 5_000;
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('past its maximum age, waits for a slow render only so long, then serves the page of this data version it kept', async () => {
    // What bench:newsletter's burst before a send met: a post unasked for 12 s was past the bound, its
    // render's data read queued behind the send's insert on the embedded backend (326 ms), and every
    // visitor of that post waited with it.
    const onError = vi.fn();
    const { cache, render, clock, hold, finish } = setup({ renderWaitMs: 20, onError });
    await cache.get('/blog', 'identity');
    clock.now = 6_000;
    hold();
    const started = performance.now();
    const during = await Promise.all(Array.from({ length: 10 }, () => cache.get('/blog', 'identity')));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(during.map(text)).toEqual(Array(10).fill('/blog render 1'));
    expect(render).toHaveBeenCalledTimes(2); // one render for all of them, still running
    finish();
    await vi.waitFor(async () => expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2'));
    expect(render).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('past its maximum age, a slow render of a newer data version is still waited for (never an older page)', async () => {
    const { cache, clock, hold, finish, setVersion } = setup({ renderWaitMs: 20 });
    await cache.get('/blog', 'identity');
    clock.now = 6_000;
    setVersion('v2');
    hold();
    const answer = cache.get('/blog', 'identity');
    setTimeout(finish, 100);
    expect(text(await answer)).toBe('/blog render 2');
  });

  it('logs a slow render past the maximum age that then fails, and keeps the page it had', async () => {
    const onError = vi.fn();
    const { cache, render, clock } = setup({ renderWaitMs: 10, onError });
    await cache.get('/blog', 'identity');
    clock.now = 6_000;
    render.mockImplementationOnce(
      () => new Promise<EncodedPage>((_, reject) => setTimeout(() => reject(new Error('backend down')), 50)),
    );
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'backend down' })),
    );
    expect(cache.has('/blog')).toBe(true);
  });

  it('never serves a page rendered from an older data version', async () => {
    const { cache, render, setVersion } = setup();
    await cache.get('/blog', 'identity');
    await cache.get('/blog/a', 'identity');
    setVersion('v2');
    const pages = await Promise.all(Array.from({ length: 10 }, () => cache.get('/blog', 'identity')));
    expect(new Set(pages.map(text))).toEqual(new Set(['/blog render 3']));
    expect(text(await cache.get('/blog/a', 'identity'))).toBe('/blog/a render 4');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('does not let a render begun before a change answer a request made after it', async () => {
    const { cache, setVersion, hold, finish, started } = setup();
    hold();
    const before = cache.get('/blog', 'identity');
    await vi.waitFor(() => expect(started()).toBe(1));
    setVersion('v2'); // a post is published while the page renders
    const after = cache.get('/blog', 'identity');
    await vi.waitFor(() => expect(started()).toBe(2));
    finish();
    expect(text(await before)).toBe('/blog render 1');
    expect(text(await after)).toBe('/blog render 2');
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2');
  });

  it('keeps "not found" pages but not failures, which are rendered again', async () => {
    const { cache, render, setStatus } = setup();
    setStatus(404);
    expect((await cache.get('/blog/missing', 'identity')) as EncodedPage).toMatchObject({ status: 404 });
    await cache.get('/blog/missing', 'identity');
    expect(render).toHaveBeenCalledOnce();
    setStatus(503);
    expect((await cache.get('/blog/down', 'identity')) as EncodedPage).toMatchObject({ status: 503 });
    await cache.get('/blog/down', 'identity');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps the stale page when its background render fails', async () => {
    const onError = vi.fn();
    const { cache, render, clock } = setup({ onError });
    await cache.get('/blog', 'identity');
    render.mockRejectedValueOnce(new Error('backend down'));
    clock.now = 2_500;
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
  });

  it('stays within its bound under 10,000 distinct keys', async () => {
    const { cache } = setup({ maxEntries: 100 });
    for (let i = 0; i < 10_000; i++) await cache.get(`/blog?q=junk-${i}`, 'identity');
    expect(cache.size).toBe(100);
  });

  it('keeps "not found" pages in a share of their own: a flood of unknown addresses never pushes out found pages', async () => {
    let found = true;
    const render = vi.fn(async (key: string) => encodePageSync(found ? 200 : 404, `${key} page`));
    const cache = createPageCache({
      render,
      freshness: { current: async () => 'v1' },
      now: () => 0,
      maxEntries: 100,
      maxNotFoundEntries: 10,
    });
    for (let i = 0; i < 50; i++) await cache.get(`/blog/post-${i}`, 'identity');
    found = false;
    for (let i = 0; i < 2_000; i++) await cache.get(`/blog/no-such-${i}`, 'identity');
    expect(cache.size).toBe(60);
    render.mockClear();
    // The found pages are all still kept (no render); of the unknown ones, the latest ten.
    for (let i = 0; i < 50; i++) expect((await cache.get(`/blog/post-${i}`, 'identity')).status).toBe(200);
    for (let i = 1_990; i < 2_000; i++) await cache.get(`/blog/no-such-${i}`, 'identity');
    expect(render).not.toHaveBeenCalled();
    // An older unknown address is rendered again, and the share stays at ten.
    await cache.get('/blog/no-such-0', 'identity');
    expect(render).toHaveBeenCalledOnce();
    expect(cache.size).toBe(60);
  });

  it('lets a key that was "not found" and is found now count as found (a post published at that slug)', async () => {
    const { cache, setStatus, setVersion } = setup({ maxNotFoundEntries: 2 });
    setStatus(404);
    await cache.get('/blog/soon', 'identity');
    setStatus(200);
    setVersion('v2');
    expect((await cache.get('/blog/soon', 'identity')).status).toBe(200);
    setStatus(404);
    for (let i = 0; i < 5; i++) await cache.get(`/blog/no-such-${i}`, 'identity');
    // Three pages: the found one was not taken for one of the two "not found" pages.
    expect(cache.size).toBe(3);
  });

  it('stays within its size in bytes', async () => {
    const { cache } = setup({ maxBytes: 2_000 });
    for (let i = 0; i < 1_000; i++) await cache.get(`/blog/${'x'.repeat(50)}-${i}`, 'identity');
    expect(cache.size).toBeLessThan(30);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('compresses a page rendered on request only in the encodings asked for, once each', async () => {
    const html = `<main>${'A page rendered on request, '.repeat(500)}</main>`;
    const cache = createPageCache({
      render: async () => encodePage(200, html),
      freshness: { current: async () => 'v1' },
    });
    const plain = await cache.get('/blog?q=x', 'identity');
    expect(plain.brotli).toBeUndefined();
    expect(plain.gzipped).toBeUndefined();
    // Requests sharing the render share its compression: one page, in Brotli only.
    const brotli = await Promise.all(Array.from({ length: 5 }, () => cache.get('/blog?q=y', 'br')));
    expect(new Set(brotli).size).toBe(1);
    expect(brotliDecompressSync(brotli[0]!.brotli!).toString()).toBe(html);
    expect(brotli[0]!.gzipped).toBeUndefined();
    // A later request in gzip adds gzip to the kept page, Brotli kept, same tag.
    const gzipped = await cache.get('/blog?q=y', 'gzip');
    expect(gunzipSync(gzipped.gzipped!).toString()).toBe(html);
    expect(gzipped.brotli).toBe(brotli[0]!.brotli);
    expect(gzipped.etag).toBe(brotli[0]!.etag);
  });

  it('counts the encodings it adds against its byte bound', async () => {
    // Random text hardly compresses: each encoding of a page is about as large as the page.
    const html = (i: number) =>
      `${i}:${Array.from({ length: 400 }, () => Math.random().toString(36)).join('')}`;
    const cache = createPageCache({
      render: async (key) => encodePage(200, html(Number(key.slice(1)))),
      freshness: { current: async () => 'v1' },
      maxBytes: 40_000,
    });
    for (let i = 0; i < 20; i++) await cache.get(`/${i}`, 'identity');
    const plainOnly = cache.size;
    for (let i = 0; i < 20; i++) await cache.get(`/${i}`, 'br');
    for (let i = 0; i < 20; i++) await cache.get(`/${i}`, 'gzip');
    expect(cache.size).toBeLessThan(plainOnly);
  });

  it('compresses a page fast first, and at the best levels once it is asked for again', async () => {
    const html = `<main>${'A page rendered on request, '.repeat(500)}</main>`;
    const cache = createPageCache({
      render: async () => encodePage(200, html),
      freshness: { current: async () => 'v1' },
    });
    const first = await cache.get('/blog?q=x', 'br');
    expect(first.provisional).toBe(true);
    expect(await cache.get('/blog?q=x', 'identity')).toBe(first); // served as it is meanwhile
    await vi.waitFor(async () => expect((await cache.get('/blog?q=x', 'identity')).provisional).toBe(false));
    const best = await cache.get('/blog?q=x', 'identity');
    expect(best.etag).toBe(first.etag);
    expect(best.createdAt).toBe(first.createdAt);
    expect(brotliDecompressSync(best.brotli!).toString()).toBe(html);
    expect(gunzipSync(best.gzipped!).toString()).toBe(html);
  });

  it('frees the key of a render that failed: the next request renders again', async () => {
    const { cache, render } = setup();
    render.mockRejectedValueOnce(new Error('backend down'));
    await expect(cache.get('/blog', 'identity')).rejects.toThrow('backend down');
    expect(cache.has('/blog')).toBe(false);
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a page past its maximum age when the render replacing it fails (a kept address)', async () => {
    const { cache, render, clock } = setup();
    await cache.get('/blog', 'identity');
    render.mockRejectedValueOnce(new Error('backend down'));
    clock.now = 6_000;
    await expect(cache.get('/blog', 'identity')).rejects.toThrow('backend down');
    // Still an address the server keeps (render-limit.ts takes no slot for it), rendered again first.
    expect(cache.has('/blog')).toBe(true);
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2'); // the failed call counted none
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps pages while the data version could never be read (undefined)', async () => {
    const render = vi.fn(async (key: string) => encodePageSync(200, key));
    const cache = createPageCache({ render, freshness: { current: async () => undefined } });
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog');
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog');
    expect(render).toHaveBeenCalledOnce();
  });

  it('shares one render between concurrent requests in different encodings', async () => {
    const html = `<main>${'Shared render, '.repeat(300)}</main>`;
    const render = vi.fn(async () => encodePage(200, html));
    const cache = createPageCache({ render, freshness: { current: async () => 'v1' } });
    const pages = await Promise.all(
      (['identity', 'br', 'gzip', 'br', 'identity', 'gzip'] as const).map((encoding) =>
        cache.get('/blog', encoding),
      ),
    );
    expect(render).toHaveBeenCalledOnce();
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
    expect(brotliDecompressSync(pages[1]!.brotli!).toString()).toBe(html);
    expect(gunzipSync(pages[2]!.gzipped!).toString()).toBe(html);
  });

  it('keeps the stale page when its background render answers a status that is not kept', async () => {
    const { cache, render, clock, setStatus } = setup();
    await cache.get('/blog', 'identity');
    setStatus(503);
    clock.now = 2_500;
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    // The 503 is not kept: the kept page is still served, and rendered again in the background.
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 1');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(3));
    setStatus(200);
    clock.now = 6_000;
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 4');
  });

  it('never keeps a render of an older data version, even when it ends after the newer one', async () => {
    let version = 'v1';
    const finishers: Array<() => void> = [];
    let renders = 0;
    const render = vi.fn(async (key: string) => {
      const number = ++renders;
      await new Promise<void>((resolve) => finishers.push(resolve));
      return encodePageSync(200, `${key} render ${number}`);
    });
    const cache = createPageCache({ render, freshness: { current: async () => version } });
    const older = cache.get('/blog', 'identity');
    await vi.waitFor(() => expect(render).toHaveBeenCalledOnce());
    version = 'v2';
    const newer = cache.get('/blog', 'identity');
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    finishers[1]!(); // the newer render ends first…
    expect(text(await newer)).toBe('/blog render 2');
    finishers[0]!(); // …then the older one, which still answers its own request
    expect(text(await older)).toBe('/blog render 1');
    expect(text(await cache.get('/blog', 'identity'))).toBe('/blog render 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets the least recently used page go when an encoding added to another outgrows the bytes', async () => {
    // Random text hardly compresses: a page's Brotli is about its size again.
    const html = (key: string) =>
      `${key}:${Array.from({ length: 300 }, () => Math.random().toString(36)).join('')}`;
    const cache = createPageCache({
      render: async (key) => encodePage(200, html(key)),
      freshness: { current: async () => 'v1' },
      maxBytes: 9_000, // about two plain pages of 3.5 KB, not three
    });
    await cache.get('/a', 'identity');
    await cache.get('/b', 'identity');
    expect(cache.size).toBe(2);
    await cache.get('/b', 'br'); // /b grows by its Brotli: /a, the least recently used, goes
    expect(cache.size).toBe(1);
    expect(cache.has('/a')).toBe(false);
    expect(cache.has('/b')).toBe(true);
  });
});
