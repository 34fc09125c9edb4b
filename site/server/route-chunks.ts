import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '../src/entry-server';
import { ROUTE_CHUNKS_FILE, ROUTE_CHUNKS_META } from '../src/app/app-chunks';

/** For each lazily loaded route module, the chunks it needs beyond the application's (URLs). */
export type RouteChunkMap = Readonly<Record<string, readonly string[]>>;

/** The `<meta>` listing the chunks of a page's route modules, or nothing when they need none. */
export function routeChunksTag(map: RouteChunkMap, modules: readonly string[]): string {
  const chunks = [...new Set(modules.flatMap((module) => map[module] ?? []))];
  return chunks.length > 0 ? `<meta name="${ROUTE_CHUNKS_META}" content="${chunks.join(' ')}">` : '';
}

/**
 * Reads the client build's route chunks (build/list-app-chunks.ts) and returns what adds a rendered
 * page's to its head, so the browser starts downloading the page's own code with the application's.
 */
export function createRouteChunksLister(clientDir: string): (page: RenderedPage) => RenderedPage {
  const map = JSON.parse(readFileSync(join(clientDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunkMap;
  return (page) => ({ ...page, head: page.head + routeChunksTag(map, page.routeModules) });
}
