// `npm run serve`: the production site server (after `npm run build`).
import { serve } from '@hono/node-server';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { submitLead } from '@parley/shared/leads';
import { fetchPublishedPostsWithTags, fetchSlugRedirect, fetchTagPostsPage } from '@parley/shared/posts';
import { LOCAL_HOST, LOCAL_SITE_PORT } from '@parley/shared/local-defaults';
import { render } from '../src/entry-server';
import { env } from '../src/config/env';
import { PRERENDERED_PATHS } from '../src/config/public-routes';
import { createSiteServer, RSS_ITEMS } from './app';
import { siteBackendClient } from './backend-fetch';
import { readTrustedProxies } from './client-address';
import { leadRelayClient } from './lead-relay';
import { newsletterCaller } from './newsletter-posts';
import { createCriticalCssInliner, type KnownCriticalCss } from './critical-css';
import { createBuildPageFinisher } from './finish-page';
import { readBlogVersion } from './page-cache/blog-version';
import { createPublishedIndexMemo, readPublishedIndex } from './page-cache/published-index-memo';
import { buildDirs, criticalCssFile, prerenderedFileName } from './paths';
import { markReleaseInUse } from '../build/release-in-use';
import { SITE_SERVER_OPTIONS } from './server-options';

const templateFile = join(buildDirs.client, 'index.html');
if (!existsSync(templateFile)) {
  console.error('No build found: run `npm run build -w @parley/site` first.');
  process.exit(1);
}

// While this server runs, later builds keep the folder it serves from (build/releases.ts).
markReleaseInUse(buildDirs.root);

// Public data only: the anon key, as a visitor's browser would use it. Never a service-role key.
const supabase = siteBackendClient(env.supabaseUrl, env.supabaseAnonKey); // reads survive a reset connection
// Leads posted without JavaScript are stored with the relay key (server/lead-relay.ts), so the
// database counts each under its visitor, not under this server.
const leadClient = leadRelayClient(process.env, env.supabaseUrl) ?? supabase;
const prerendered = new Map(
  PRERENDERED_PATHS.map((path) => [
    path,
    readFileSync(join(buildDirs.prerendered, prerenderedFileName(path)), 'utf8'),
  ]),
);

// The published posts' summaries by data version: searches and unknown slugs without a page query each.
const publishedIndex = createPublishedIndexMemo({
  readVersion: () => readBlogVersion(supabase),
  readIndex: () => readPublishedIndex(supabase),
});

// The blog's data version, read by the page cache's freshness and the feeds through the index's own
// reads: a page asked for reads the version once, and its render (data as of the request's arrival)
// takes that read instead of a second one after it (issue #31, fifth round).
const blogVersion = async () => {
  const version = await publishedIndex.versionSince(performance.now());
  if (version === undefined) throw new Error("Could not read the blog's version.");
  return version;
};

const finishPage = createBuildPageFinisher(
  buildDirs.client,
  createCriticalCssInliner({
    clientDir: buildDirs.client,
    known: JSON.parse(readFileSync(criticalCssFile, 'utf8')) as KnownCriticalCss,
  }),
);

const app = createSiteServer({
  clientDir: buildDirs.client,
  prerendered,
  render: (request, { askedAt } = {}) => {
    // The data as of the page's request (before the page cache read the version for it), or now.
    const since = askedAt ?? performance.now();
    return render(request, {
      supabase,
      published: { known: publishedIndex.last, current: () => publishedIndex.since(since) },
    });
  },
  finishPage,
  listPublishedPosts: () => fetchPublishedPostsWithTags(supabase),
  tagFeeds: {
    tagFeedPosts: (slug) => fetchTagPostsPage(supabase, { tag: slug, pageSize: RSS_ITEMS }),
    tagRedirect: (oldSlug) => fetchSlugRedirect(supabase, 'tag', oldSlug),
  },
  blogVersion,
  siteUrl: env.siteUrl,
  supabaseUrl: env.supabaseUrl,
  builtAt: statSync(templateFile).mtime,
  trustedProxies: readTrustedProxies(process.env),
  leadPosts: {
    render: (request, formPost) => render(request, { supabase, formPost }),
    storeLead: (lead, visitorAddress) =>
      leadClient === supabase ? submitLead(supabase, lead) : submitLead(leadClient, lead, { visitorAddress }),
    limits: process.env.SITE_LEAD_LIMITS !== 'off',
  },
  newsletterPosts: {
    render: (request, formPost) => render(request, { supabase, formPost }),
    finishPage,
    callNewsletter: newsletterCaller(supabase),
  },
});

const port = Number(process.env.PORT ?? LOCAL_SITE_PORT);
const hostname = process.env.HOST ?? LOCAL_HOST;
// Node's own connection timeouts cut short (server-options.ts: a slowloris on the headers held a socket 60 s).
serve({ fetch: app.fetch, port, hostname, serverOptions: SITE_SERVER_OPTIONS }, () => {
  console.log(`Parley site on http://${hostname}:${port} (data from ${env.supabaseUrl})`);
});
