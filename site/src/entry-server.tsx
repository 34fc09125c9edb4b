// The server renderer: one function from a request to the page's HTML parts. Used by the production
// server (blog pages, on request) and by the build's prerender step (every other public page).
import { brand } from '@parley/shared/config';
import { NotFoundError } from '@parley/shared/errors';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { StrictMode } from 'react';
import { createHeadCollector, HeadCollectorContext } from './lib/head/head-collector';
import { headTags, renderHeadTags, type PageHead } from './lib/head/page-head';
import { AppProviders } from './app/providers';
import { createQueryClient } from './lib/query/create-query-client';
import { ServerQueryClientContext } from './app/query/server-query-client';
import { loadRouteModules, matchedRouteModules, routeComponent } from './app/route-modules';
import { RootLayout } from './app/RootLayout';
import { matchRoute } from './app/routes';
import { RouterProvider } from '@parley/router';
import { createStaticRouter } from '@parley/router/static';
import { prefetchRouteData } from './app/ssr/prefetch';
import { renderWhole } from './app/ssr/render-whole';
import type { PublishedPosts } from './app/ssr/published-index';
import { FormPostContext, formPostScript, type FormPostState } from './lib/form-post';
import { queryStateScript } from './lib/query/query-state';
import { env } from './config/env';

export interface RenderedPage {
  /**
   * 200, 404 for a page that says "not found", 301 for an old address (to `location`), 503 when the
   * data behind the page could not be read.
   */
  status: number;
  /** A moved page's new path (status 301). */
  location?: string;
  /** The tags for the document's `<head>`. */
  head: string;
  /** The app's markup for `#root`. */
  body: string;
  /** The query cache and any posted form's state the browser hydrates from (JSON script elements), for after `#root`. */
  data: string;
  /** The lazily loaded modules of the page's routes (see app/route-modules.ts). */
  routeModules: string[];
}

export interface RenderOptions {
  /** The anon Supabase client the blog pages read published posts with. */
  supabase: ParleySupabaseClient;
  /** A form posted to this page without JavaScript, rendered with its outcome (server/lead-posts.ts). */
  formPost?: FormPostState;
  /**
   * The published posts' index (server/page-cache/published-index-memo.ts): the blog's searches and
   * unknown slugs without a page query each.
   */
  published?: PublishedPosts;
}

/** A page that renders no `PageMeta` (e.g. the admin's loading screen): named, kept out of search. */
const FALLBACK_HEAD: Omit<PageHead, 'path'> = {
  title: brand.productName,
  description: brand.tagline,
  noindex: true,
};

/** Renders one request. */
export async function render(
  request: Request,
  { supabase, formPost, published }: RenderOptions,
): Promise<RenderedPage> {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  await loadRouteModules(match);

  const queryClient = createQueryClient();
  await prefetchRouteData(
    match?.chain.at(-1)?.path,
    match?.params ?? {},
    url.searchParams,
    queryClient,
    supabase,
    published,
  );

  const collector = createHeadCollector();
  const router = createStaticRouter(url.pathname + url.search + url.hash, match);
  const app = (
    <StrictMode>
      <HeadCollectorContext.Provider value={collector}>
        <ServerQueryClientContext.Provider value={queryClient}>
          <FormPostContext.Provider value={formPost ?? null}>
            <AppProviders>
              <RouterProvider router={router} componentOf={routeComponent}>
                <RootLayout />
              </RouterProvider>
            </AppProviders>
          </FormPostContext.Provider>
        </ServerQueryClientContext.Provider>
      </HeadCollectorContext.Provider>
    </StrictMode>
  );
  const markup = await renderWhole(app);
  const head = collector.head ?? { ...FALLBACK_HEAD, path: new URL(request.url).pathname };
  const failedFetch = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && !(query.state.error instanceof NotFoundError));
  const status = failedFetch ? 503 : (head.status ?? 200);
  return {
    status,
    ...(status === 301 && head.redirect !== undefined && { location: head.redirect }),
    head: renderHeadTags(headTags(head, env.siteUrl)),
    body: markup,
    data: queryStateScript(queryClient) + formPostScript(formPost),
    routeModules: matchedRouteModules(match),
  };
}
