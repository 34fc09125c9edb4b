import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modulePreloadLinks, ROUTE_CHUNKS_FILE } from '../src/app/app-chunks';

/** For each lazily loaded route module, the chunks it needs beyond the application's (URLs). */
export type RouteChunkMap = Readonly<Record<string, readonly string[]>>;

/** The client build's route chunks (written by build/list-app-chunks.ts). */
export function readRouteChunks(clientDir: string): RouteChunkMap {
  return JSON.parse(readFileSync(join(clientDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunkMap;
}

/**
 * The `<link rel="modulepreload">` of the chunks of a page's route modules (none when they need
 * none): the browser downloads the page's own code with the application's, before it runs.
 */
export function routeChunkPreloads(map: RouteChunkMap, modules: readonly string[]): string {
  return modulePreloadLinks([...new Set(modules.flatMap((module) => map[module] ?? []))]);
}
