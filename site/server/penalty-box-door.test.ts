import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '../src/entry-server';
import { createSiteServer } from './app';
import { createPageFinisher } from './finish-page';
import { PENALTY_MS, PENALTY_STRIKES, PenaltyBox } from './penalty-box';
import {
  NETWORK_TOO_MANY_RENDERS_TEXT,
  TOO_MANY_RENDERS_TEXT,
  type RenderRefusal,
  type RenderSlots,
} from './render-limit';

const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root"><!--page-body--></div><!--page-data--></body></html>';

/**
 * The site server with a render line the test decides (`refuse`: what it answers the clients `refuses`
 * picks, by default the IPv6 /48 2001:db8:1::/48, as when its places are held; every other client
 * gets a slot) and a
 * penalty box on the test's clock; `render` and `blogVersion` count the work done.
 */
function setup() {
  const clientDir = mkdtempSync(join(tmpdir(), 'parley-door-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'app-0123abcd.js'), 'console.log("hydrate");');
  const render = vi.fn(async (request: Request): Promise<RenderedPage> => ({
    status: 200,
    head: '<title>Rendered</title>',
    body: `<main>${new URL(request.url).search}</main>`,
    data: '',
    routeModules: [],
  }));
  const blogVersion = vi.fn(async () => 'v1');
  const line: { refuse: RenderRefusal | undefined; refuses: (client: string) => boolean } = {
    refuse: undefined,
    refuses: (client) => client.startsWith('2001:db8:1:'),
  };
  const renderSlots: RenderSlots = (client) =>
    line.refuse !== undefined && line.refuses(client) ? line.refuse : () => {};
  let now = 0;
  const app = createSiteServer({
    clientDir,
    prerendered: new Map([['/pricing', '<html>prerendered pricing</html>']]),
    render,
    finishPage: createPageFinisher({
      template: TEMPLATE,
      routeChunks: {},
      inlineCriticalCss: async (html) => html,
    }),
    listPublishedPosts: async () => [],
    blogVersion,
    siteUrl: 'https://parley.example',
    supabaseUrl: 'https://api.parley.example',
    builtAt: new Date('2026-01-01T00:00:00Z'),
    renderSlots,
    penaltyBox: new PenaltyBox(() => now),
  });
  const ask = (path: string, peer: string) =>
    app.request(path, {}, { incoming: { socket: { remoteAddress: peer } } });
  return { app, ask, render, blogVersion, line, advance: (ms: number) => (now += ms) };
}

describe('the penalty box’s door', () => {
  it('answers a /48 that retries at once after its 429s at the door: no render, no data read, kept pages too, until it waits', async () => {
    const { ask, render, blogVersion, line, advance } = setup();
    // A search kept in memory (a visitor of another network asked it first).
    expect((await ask('/blog?q=kept', '198.51.100.1')).status).toBe(200);
    line.refuse = 'network';
    for (let i = 0; i < PENALTY_STRIKES; i++) {
      const refused = await ask(`/blog?q=flood-${i}`, `2001:db8:1:${i}::1`);
      expect(refused.status).toBe(429);
    }
    // The line has room again, but the /48 kept retrying: answered at the door, whatever it asks.
    line.refuse = undefined;
    const rendersBefore = render.mock.calls.length;
    const versionReadsBefore = blogVersion.mock.calls.length;
    for (const path of ['/blog?q=new-search', '/blog?q=kept', '/pricing', '/blog/some-post']) {
      const refused = await ask(path, '2001:db8:1:beef::1');
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.headers.get('cache-control')).toBe('no-store');
      // The site's security headers, as on every answer.
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.headers.get('x-frame-options')).toBe('DENY');
      const page = await refused.text();
      expect(page).toContain(NETWORK_TOO_MANY_RENDERS_TEXT);
      expect(page).toContain('<a href="">Try again</a>');
    }
    expect(render.mock.calls.length).toBe(rendersBefore);
    expect(blogVersion.mock.calls.length).toBe(versionReadsBefore);

    // Another network is never refused for it, IPv6 or IPv4.
    expect((await ask('/blog?q=visitor', '2001:db8:2::1')).status).toBe(200);
    expect((await ask('/blog?q=visitor-4', '198.51.100.2')).status).toBe(200);

    // The flood stopped: a client of the /48 that waits its Retry-After is served.
    advance(PENALTY_MS);
    const rendersAfterVisitors = render.mock.calls.length;
    const served = await ask('/blog?q=after-the-flood', '2001:db8:1:cafe::1');
    expect(served.status).toBe(200);
    expect(render.mock.calls.length).toBe(rendersAfterVisitors + 1);
  });

  it('boxes an IPv4 address refused as a network by itself only: its /24 (a carrier-grade NAT) is served', async () => {
    const { ask, line } = setup();
    line.refuses = (client) => client === '203.0.113.9';
    line.refuse = 'network';
    for (let i = 0; i < PENALTY_STRIKES; i++) {
      expect((await ask(`/blog?q=flood-${i}`, '203.0.113.9')).status).toBe(429);
    }
    line.refuse = undefined;
    expect((await ask('/blog?q=again', '203.0.113.9')).status).toBe(429);
    expect((await ask('/blog?q=neighbour', '203.0.113.10')).status).toBe(200);
  });

  it('boxes a /64 refused for its own renders by itself only: the other /64s of its /48 are served', async () => {
    const { ask, line } = setup();
    line.refuse = 'client';
    for (let i = 0; i < PENALTY_STRIKES; i++) {
      expect((await ask(`/blog?q=flood-${i}`, '2001:db8:1:1::1')).status).toBe(429);
    }
    line.refuse = undefined;
    const boxed = await ask('/blog?q=again', '2001:db8:1:1::2');
    expect(boxed.status).toBe(429);
    expect(await boxed.text()).toContain(TOO_MANY_RENDERS_TEXT);
    expect((await ask('/blog?q=neighbour', '2001:db8:1:2::1')).status).toBe(200);
  });

  it('boxes the peer, never an address it names in a forged X-Forwarded-For (no proxy is trusted)', async () => {
    const { app, ask, line } = setup();
    line.refuse = 'network';
    const forged = (path: string) =>
      app.request(
        path,
        { headers: { 'x-forwarded-for': '198.51.100.50' } },
        { incoming: { socket: { remoteAddress: '2001:db8:1:5::1' } } },
      );
    for (let i = 0; i < PENALTY_STRIKES; i++) expect((await forged(`/blog?q=flood-${i}`)).status).toBe(429);
    line.refuse = undefined;
    expect((await forged('/blog?q=again')).status).toBe(429);
    expect((await ask('/blog?q=victim', '198.51.100.50')).status).toBe(200);
  });

  it('leaves the engine API to its own limits: a boxed client’s API request is answered by the API', async () => {
    const { ask, line } = setup();
    line.refuse = 'network';
    for (let i = 0; i < PENALTY_STRIKES; i++) await ask(`/blog?q=flood-${i}`, `2001:db8:1:${i}::1`);
    expect((await ask('/blog?q=x', '2001:db8:1:9::1')).status).toBe(429);
    const api = await ask('/api/v1/no-such-endpoint', '2001:db8:1:9::1');
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('lets a boxed client load the scripts and styles of the page it was given (hashed /assets)', async () => {
    // Behind one IPv4 address (an office, a carrier-grade NAT) a visitor's page arrives, then a
    // neighbour's flood boxes the address before the page's scripts are asked: refused, the page
    // would stay unstyled and dead until reloaded. A file costs no render, and never put anyone in the box.
    const { app, ask, line } = setup();
    line.refuses = (client) => client === '203.0.113.9';
    line.refuse = 'client';
    for (let i = 0; i < PENALTY_STRIKES; i++) await ask(`/blog?q=flood-${i}`, '203.0.113.9');
    expect((await ask('/blog?q=again', '203.0.113.9')).status).toBe(429);
    const script = await ask('/assets/app-0123abcd.js', '203.0.113.9');
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('hydrate');
    // A missing file is still the 404 it is for anyone, never a page.
    expect((await ask('/assets/missing.js', '203.0.113.9')).status).toBe(404);
    // Only reads: a post under /assets reaches the lead forms' catch-all (a body read, a render slot).
    const post = await app.request(
      '/assets/app-0123abcd.js',
      { method: 'POST', body: 'email=a@b.example' },
      { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
    );
    expect(post.status).toBe(429);
  });
});
