import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../src/entry-server';
import { createCriticalCssInliner } from './critical-css';
import { fillData, fillMarkup } from './document';
import { readRouteChunks, routeChunksTag, type RouteChunkMap } from './route-chunks';

/** Turns a rendered page into the document a browser gets. */
export type PageFinisher = (page: RenderedPage) => Promise<string>;

export interface PageFinisherParts {
  /** The client build's `index.html`, with its placeholders (see site/index.html). */
  template: string;
  /** The chunks of each lazily loaded route module (build/list-app-chunks.ts). */
  routeChunks: RouteChunkMap;
  /** Inlines the CSS the page's markup needs (critical-css.ts). */
  inlineCriticalCss(html: string): Promise<string>;
}

/**
 * The one way a rendered page becomes a document, for the prerendered pages and for those rendered
 * on request alike: the template filled, the chunks of the page's routes listed for the browser to
 * preload, its critical CSS inlined, then its data.
 */
export function createPageFinisher({
  template,
  routeChunks,
  inlineCriticalCss,
}: PageFinisherParts): PageFinisher {
  return async (page) => {
    const head = page.head + routeChunksTag(routeChunks, page.routeModules);
    // Critical CSS comes from the markup alone: the data script changes with every render (its
    // timestamps), and leaving it out lets the inliner find a page it has already finished.
    const styled = await inlineCriticalCss(fillMarkup(template, { head, body: page.body }));
    return fillData(styled, page.data);
  };
}

/**
 * The page finisher of the client build in `clientDir` (its template, route chunks and stylesheet).
 * `inlineCriticalCss`: the server's starts with the critical CSS the build computed (critical-css.ts).
 */
export function createBuildPageFinisher(
  clientDir: string,
  inlineCriticalCss: PageFinisherParts['inlineCriticalCss'] = createCriticalCssInliner({ clientDir }),
): PageFinisher {
  return createPageFinisher({
    template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
    routeChunks: readRouteChunks(clientDir),
    inlineCriticalCss,
  });
}
