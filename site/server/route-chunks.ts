import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CHUNKS_FILE, ROUTE_CHUNKS_META } from '../src/app/app-chunks';

/** For each lazily loaded route module, the chunks it needs beyond the application's (URLs). */
export type RouteChunkMap = Readonly<Record<string, readonly string[]>>;

/** The client build's route chunks (written by build/list-app-chunks.ts). */
export function readRouteChunks(clientDir: string): RouteChunkMap {
  return JSON.parse(readFileSync(join(clientDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunkMap;
}

/**
 * The `<meta>` listing the chunks of a page's route modules, or nothing when they need none: the
 * browser starts downloading the page's own code with the application's (src/main.tsx).
 */
export function routeChunksTag(map: RouteChunkMap, modules: readonly string[]): string {
  const chunks = [...new Set(modules.flatMap((module) => map[module] ?? []))];
  return chunks.length > 0 ? `<meta name="${ROUTE_CHUNKS_META}" content="${chunks.join(' ')}">` : '';
}
