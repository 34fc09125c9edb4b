import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { modulePreloadLinks, PAGE_PRELOADS_PLACEHOLDER, ROUTE_CHUNKS_FILE } from '../src/app/app-chunks.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Every chunk the given chunk needs (its static imports, recursively), itself included. */
export function chunkClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...files];
}

/** The application's chunk (the lazily imported module ending in `moduleSuffix`). */
export function appChunk(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  const app = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' &&
      // A chunk built around that module, or (build/chunk-groups.ts) a group that holds it.
      ((output.facadeModuleId?.endsWith(moduleSuffix) ?? false) ||
        output.moduleIds.some((id) => id.endsWith(moduleSuffix))),
  );
  if (!app) throw new Error(`listAppChunks: no chunk for a module ending in ${moduleSuffix}`);
  return app;
}

/** The chunks the browser must download for a lazily imported chunk: all it needs but the entries. */
function neededChunks(bundle: OutputBundle, start: OutputChunk): string[] {
  return chunkClosure(bundle, start).filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && !chunk.isEntry;
  });
}

/**
 * For each lazily imported module under `routeModulesDir`, keyed by its path from there (as
 * src/app/route-modules.ts names it): the chunks it needs beyond the application's, as URLs.
 */
export function routeChunkMap(
  bundle: OutputBundle,
  appChunks: ReadonlySet<string>,
  routeModulesDir: string,
  isDynamicallyImported: (moduleId: string) => boolean = () => false,
): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    // A chunk built around one lazily imported module names it as its facade; a chunk that a
    // code-splitting group built (build/chunk-groups.ts) has none, and holds its lazily imported
    // modules among others.
    const lazyModules = new Set(
      output.isDynamicEntry && output.facadeModuleId ? [output.facadeModuleId] : [],
    );
    for (const id of output.moduleIds) if (isDynamicallyImported(id)) lazyModules.add(id);
    const needed = neededChunks(bundle, output)
      .filter((fileName) => !appChunks.has(fileName))
      .map((fileName) => `/${fileName}`);
    for (const id of lazyModules) {
      const path = relative(routeModulesDir, id).split(sep).join('/');
      map[path.startsWith('.') ? path : `./${path}`] = needed;
    }
  }
  return map;
}

/**
 * Puts the application's chunks (React, then the rest of the application) in the HTML as
 * `<link rel="modulepreload">`, right after the entry's own, followed by the page's own route chunks
 * (the placeholder the server fills, server/route-chunks.ts) and only then the stylesheet, so that:
 *
 * - they download while the page paints, not after the entry has run (on a slow connection that
 *   was a whole round trip, about 0.6 s, before the page could work). Preloaded modules are fetched
 *   and compiled, not run: the entry still runs them in stages after the first paint (src/main.tsx);
 * - the order is the order of need. A browser opens six connections to a host: the entry and its
 *   imports, React and the application take them first. The route chunks are small and the
 *   stylesheet is not render-blocking (the page's critical CSS is inlined), so they can wait.
 *
 * Also writes, for the server, the chunks each lazily loaded route module needs beyond those
 * (`ROUTE_CHUNKS_FILE`).
 */
export function listAppChunks(moduleSuffix: string, routeModulesDir: string): Plugin {
  return {
    name: 'parley:list-app-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const appChunks = new Set(neededChunks(bundle, appChunk(bundle, moduleSuffix)));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(
          routeChunkMap(bundle, appChunks, routeModulesDir, (id) => {
            const info = this.getModuleInfo(id);
            return !id.includes('/node_modules/') && (info?.dynamicImporters.length ?? 0) > 0;
          }),
        ),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return placeAppPreloads(html, neededChunks(bundle, appChunk(bundle, moduleSuffix)));
      },
    },
  };
}

/**
 * Inserts the preloads of the application's chunks not yet preloaded, then the page's placeholder,
 * before the stylesheet (or at the end of the head when there is none).
 */
export function placeAppPreloads(html: string, appChunkFiles: readonly string[]): string {
  const alreadyPreloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*?href="([^"]+)"/g)].map((match) => match[1]),
  );
  const urls = appChunkFiles.map((fileName) => `/${fileName}`).filter((url) => !alreadyPreloaded.has(url));
  // React first: the entry imports it first, and its evaluation can start while the rest arrives.
  urls.sort((a, b) => Number(!/\/react-[^/]*$/.test(a)) - Number(!/\/react-[^/]*$/.test(b)));
  const insert = modulePreloadLinks(urls) + PAGE_PRELOADS_PLACEHOLDER;
  const stylesheet = html.search(/<link rel="stylesheet"/);
  const at = stylesheet >= 0 ? stylesheet : html.indexOf('</head>');
  return html.slice(0, at) + insert + html.slice(at);
}
