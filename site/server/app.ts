import { serveStatic } from '@hono/node-server/serve-static';
import type { BlogPostSummary } from '@parley/shared/posts';
import { BLOG_BASE, BLOG_TAG_FEED_PATTERN } from '@parley/shared/site-paths';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';
import { compress } from 'hono/compress';
import { constants, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../src/entry-server';
import type { TrustedProxies } from '@parley/shared/client-address';
import { clientAddressMiddleware, readTrustedProxies } from './client-address';
import type { PageFinisher } from './finish-page';
import { answerLeadPost, type LeadPostOptions } from './lead-posts';
import { BodyReads, bufferedPost } from './buffered-post';
import { answerNewsletterPost, type NewsletterPostOptions } from './newsletter-posts';
import { NEWSLETTER_PAGES, type NewsletterAction } from '../src/pages/newsletter/content';
import { cachedFeeds } from './feeds/cached-feeds';
import { cachedTagFeeds, type TagFeedsOptions } from './feeds/tag-feeds';
import { LeadPostLimiter } from './lead-post-limits';
import { buildRobots } from './feeds/robots';
import { createPagePolicies } from './page-policy';
import { securityHeaders } from './security-headers';
import { PenaltyBox, penaltyBoxDoor } from './penalty-box';
import { cachedBlogPages } from './page-cache/blog-pages';
import { lowerCaseSlug } from './lower-case-slug';
import { previewHeaders } from './preview-headers';
import { cachedStaticPages } from './page-cache/static-pages';
import { encodePageSync, sendPage, type EncodedPage } from './page-cache/page';
import { isKeyTooLong, pageKey } from './page-cache/cache-key';
import { createRenderSlots, withRenderSlot, type RenderSlots } from './render-limit';
import { API_BASE, createPublicApi, type PublicApiOptions } from './api/api-app';
import { playgroundExports } from './playground-export';

export interface SiteServerOptions {
  /** The client build (`dist/client`): hashed assets under `/assets`, public files at the root. */
  clientDir: string;
  /** Prerendered pages by path (built by `server/prerender.ts`), served without rendering. */
  prerendered: ReadonlyMap<string, string>;
  /**
   * Renders a page on request (the blog, unknown paths). `askedAt` (`performance.now()`), when known:
   * when the page was asked for, so the data it shows must be as of then or later (blog-pages.ts).
   */
  render(request: Request, options?: { askedAt?: number }): Promise<RenderedPage>;
  /** Makes a page rendered on request a document, as the build did the prerendered ones. */
  finishPage: PageFinisher;
  /** Every published post visible now, newest first (for the sitemap and the feed), tags where known. */
  listPublishedPosts(): Promise<BlogPostSummary[]>;
  /** A tag's newest posts and the tag, and where an old tag slug leads (`/blog/tag/{slug}/rss.xml`); without them that feed is 404. */
  tagFeeds?: Pick<TagFeedsOptions, 'tagFeedPosts' | 'tagRedirect'>;
  /** The published posts' data version: the blog pages are kept in memory until it changes. */
  blogVersion(): Promise<string>;
  /** SITE_URL: canonical URLs, feeds, and whether the site is https (HSTS). */
  siteUrl: string;
  /** SUPABASE_URL: the API the pages' scripts may call (their Content-Security-Policy). */
  supabaseUrl: string;
  /** When this build was made: the `lastmod` of the static pages. */
  builtAt: Date;
  /**
   * The reverse proxies whose X-Forwarded-For names the visitor (SITE_TRUSTED_PROXIES; none by
   * default): per-visitor limits read `c.get('clientAddress')`.
   */
  trustedProxies?: TrustedProxies;
  /** How many pages each client may have rendering at once (render-limit.ts; tests lower it). */
  renderSlots?: RenderSlots;
  /** The clients answered 429 at the door after ignoring their 429s (penalty-box.ts; tests pass its clock). */
  penaltyBox?: PenaltyBox;
  /** Lead forms posted without JavaScript (server/lead-posts.ts); without it, no POST is answered. */
  leadPosts?: Pick<LeadPostOptions, 'render' | 'storeLead'> & {
    /** Per-visitor limit on lead posts (server/lead-post-limits.ts); on unless false (SITE_LEAD_LIMITS=off). */
    limits?: boolean;
  };
  /** The public engine API under /api/v1 (server/api/); tests pass their own limiter's clock. */
  publicApi?: PublicApiOptions;
  /** The newsletter's link pages posted, and RFC 8058 one-click unsubscribe (server/newsletter-posts.ts). */
  newsletterPosts?: NewsletterPostOptions;
}

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML may change with every publish or deploy: always revalidate. */
const REVALIDATE = 'no-cache';
/** robots.txt and other public files: a short cache. */
const SHORT = 'public, max-age=300';
export { RSS_ITEMS } from './feeds/cached-feeds';
/** The answer to an address whose query, reduced to what its page reads, is longer than any page reads. */
export const URI_TOO_LONG = 'This address is too long. Please check the link and try again.';

/** Sets the cache policy of what a static handler found (after it answered). */
function cacheFound(policy: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', policy);
  };
}

/** A prerendered page, compressed and tagged once: it never changes while the server runs. */
interface PrerenderedPage {
  encoded: EncodedPage;
  /** Its Content-Security-Policy (its own inline scripts are found once, when it is loaded). */
  policy(): Promise<string>;
}

/**
 * HTML at gzip's best level: pages are small, and every byte past the first round trip (about
 * 14 KB) costs a visitor one more. The compress middleware (CompressionStream) has no level.
 */
function gzipHtml(html: string): Uint8Array<ArrayBuffer> {
  const compressed = gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
  return new Uint8Array(
    compressed.buffer,
    compressed.byteOffset,
    compressed.byteLength,
  ) as Uint8Array<ArrayBuffer>;
}

/**
 * Sends a page with its Content-Security-Policy, gzipped when the browser takes it (`gzipped`: the
 * same, already compressed).
 */
function html(c: Context, status: number, policy: string, body: string, gzipped?: Uint8Array<ArrayBuffer>) {
  c.header('Content-Security-Policy', policy);
  c.header('Cache-Control', REVALIDATE);
  c.header('Vary', 'Accept-Encoding');
  const encoding = accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' });
  if (encoding !== 'gzip') return c.html(body, status as 200);
  // Compressed here, so the compress middleware leaves it alone.
  c.header('Content-Encoding', 'gzip');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(gzipped ?? gzipHtml(body), status as 200);
}

/** The production site: static files, feeds, prerendered pages, and pages rendered on request. */
export function createSiteServer(options: SiteServerOptions): Hono {
  const policies = createPagePolicies(options.finishPage, options);
  const prerendered = new Map<string, PrerenderedPage>(
    [...options.prerendered].map(([path, html]) => [
      path,
      { encoded: encodePageSync(200, html), policy: policies.prerendered(html) },
    ]),
  );
  const securityHeaderValues = securityHeaders(options);
  const headers = Object.entries(securityHeaderValues);
  // Pages not kept yet cost a render: each client has a few at a time (the others get 429).
  const renderSlots = options.renderSlots ?? createRenderSlots();
  const app = new Hono();
  app.use(clientAddressMiddleware(options.trustedProxies ?? readTrustedProxies({})));
  // Before any other work: a flood retrying at once after its 429s costs next to nothing.
  app.use(penaltyBoxDoor(options.penaltyBox ?? new PenaltyBox(), securityHeaderValues));
  app.use(compress());
  // Before the security headers: its headers are set after theirs, so its Referrer-Policy wins.
  app.use(previewHeaders());
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of headers) c.header(name, value);
  });

  // Sent as the build compressed them (build/precompress-assets.ts): Brotli, else gzip, else plain.
  app.use('/assets/*', cacheFound(IMMUTABLE), serveStatic({ root: options.clientDir, precompressed: true }));
  // A missing hashed asset is a plain 404, never the HTML of the not-found page.
  app.get('/assets/*', (c) => c.text('Not found', 404));

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', SHORT);
    return c.text(buildRobots(options.siteUrl));
  });
  // The feeds follow the blog pages' cache rules: a post (a scheduled one at its time) shows in them
  // as soon as on /blog, not minutes later from a browser's or CDN's copy; kept in memory as they are.
  const feeds = cachedFeeds(options);
  app.get('/sitemap.xml', feeds);
  app.get('/rss.xml', feeds);
  // The engine API answers JSON at every address under it, refusals and unknown paths included.
  app.route(API_BASE, createPublicApi(options.publicApi));
  // The playground's runs as files, linked from the page instead of inlined in it.
  playgroundExports(app, { renderSlots, tooLongText: URI_TOO_LONG });

  // A page reads only the query parameters its route declares (src/app/routes.tsx): the key keeps
  // those, so no longer query than a page could read reaches a render.
  app.on(['GET', 'POST'], '*', async (c, next) => {
    if (!isKeyTooLong(pageKey(new URL(c.req.url)))) return next();
    c.header('Cache-Control', REVALIDATE);
    return c.text(URI_TOO_LONG, 414);
  });
  app.get('*', async (c, next) => {
    // A page's address is its path and the parameters it reads: `/pricing?gclid=x` is the
    // prerendered `/pricing`, same bytes and tag. A page with a parameter it reads (/signup?type=demo,
    // a tab link /documentation?tab=api followed before the scripts ran) is rendered below, kept in
    // memory.
    const page = prerendered.get(pageKey(new URL(c.req.url)));
    if (page !== undefined) {
      c.header('Content-Security-Policy', await page.policy());
      return sendPage(c, page.encoded, REVALIDATE);
    }
    await next();
  });
  const { tagFeeds } = options;
  if (tagFeeds) app.get(BLOG_TAG_FEED_PATTERN, cachedTagFeeds({ ...options, ...tagFeeds, renderSlots }));
  app.get(`${BLOG_BASE}/*`, lowerCaseSlug);
  // Blog pages are rendered on request (from memory when unchanged): the rendered pages' policy.
  app.use(`${BLOG_BASE}/*`, async (c, next) => {
    c.header('Content-Security-Policy', await policies.rendered());
    await next();
  });
  app.get(`${BLOG_BASE}/*`, cachedBlogPages({ ...options, renderSlots }));
  // The raw template is not a page.
  app.get('/index.html', (c) => c.redirect('/', 301));
  // Public files (favicon, images), never index.html: every page is rendered, not the raw template.
  // Nor the build's notes for this server (.vite/, e.g. each route's chunks).
  // A directory (`/?utm_source=x` reaches here as `/`, or `/.vite`) is no file: serveStatic looks for
  // its index, and with an empty one would stream the directory itself, failing (EISDIR) after the
  // answer began. NUL can be in no file name (fs refuses it, serveStatic takes that as not found),
  // so a directory goes on to the page handlers.
  const publicFiles = serveStatic({ root: options.clientDir, index: '\0' });
  app.use('*', cacheFound(SHORT), (c, next) =>
    c.req.path.startsWith('/.vite/') ? next() : publicFiles(c, next),
  );

  // Every other page reads no data (marketing pages with a query string, "not found" pages): kept in
  // memory for the server's life; a path that may read data goes on to the uncached render.
  app.get(
    '*',
    cachedStaticPages({
      ...options,
      policy: () => policies.rendered(),
      cacheControl: REVALIDATE,
      renderSlots,
    }),
  );
  app.get('*', (c) =>
    withRenderSlot(c, renderSlots, async () => {
      const rendered = await options.render(c.req.raw);
      const [document, policy] = await Promise.all([options.finishPage(rendered), policies.rendered()]);
      return html(c, rendered.status, policy, document);
    }),
  );
  const { leadPosts } = options;
  const limiter = leadPosts && leadPosts.limits !== false ? new LeadPostLimiter() : undefined;
  /** A lead form's post answered: its page rendered for that post, or a plain refusal. */
  const answerLead = async (c: Context, request: Request): Promise<Response> => {
    if (!leadPosts) return c.text('Unknown form.', 400);
    const answer = await answerLeadPost(request, {
      ...options,
      ...leadPosts,
      visitorAddress: c.get('clientAddress'),
      limiter,
    });
    if (answer instanceof Response) return answer;
    if (answer.retryAfter !== undefined) c.header('Retry-After', String(answer.retryAfter));
    // The answer is a page rendered on request: the same policy as any rendered page.
    return html(c, answer.status, await policies.rendered(), answer.html);
  };
  // The form bodies arriving, per client (buffered-post.ts): lead and newsletter posts alike.
  const bodyReads = new BodyReads();
  const { newsletterPosts } = options;
  if (newsletterPosts) {
    for (const [action, page] of Object.entries(NEWSLETTER_PAGES) as [NewsletterAction, { path: string }][]) {
      // Registered before the lead forms' catch-all. These pages show the footer's newsletter form
      // too, posting to the page's own path: that post is a lead form's.
      app.post(page.path, async (c) => {
        // The body first: a slow one must never hold a render slot (buffered-post.ts).
        const posted = await bufferedPost(c.req.raw, c.get('clientAddress'), bodyReads);
        if (posted instanceof Response) return posted;
        return withRenderSlot(c, renderSlots, async () => {
          const result = await answerNewsletterPost(posted, action, {
            ...newsletterPosts,
            otherForm: (request) => answerLead(c, request),
          });
          if (result instanceof Response) return result;
          return html(c, result.status, await policies.rendered(), result.html);
        });
      });
    }
  }
  if (leadPosts) {
    // A posted form's answer is its page rendered for that post: it takes a render slot too.
    // Its body is read first: a slow one must never hold a render slot (buffered-post.ts).
    app.post('*', async (c) => {
      const posted = await bufferedPost(c.req.raw, c.get('clientAddress'), bodyReads);
      if (posted instanceof Response) return posted;
      return withRenderSlot(c, renderSlots, () => answerLead(c, posted));
    });
  }
  app.onError((error, c) => {
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.text('The site could not answer this request. Please try again.', 500);
  });
  return app;
}
