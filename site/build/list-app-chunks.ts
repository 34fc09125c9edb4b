import { relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { APP_CHUNKS_META, ENTRY_CHUNKS_META, ROUTE_CHUNKS_FILE } from '../src/app/app-chunks.ts';

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
 * The chunks a page downloads to run the application, in two lists:
 * - `application`: React and the rest of what the application's chunk imports, then that chunk
 *   itself (it goes last: what it imports, React above all, which the entry imports first, downloads
 *   first and can be evaluated while the application's own chunk is still arriving);
 * - `entryImports`: what the entry chunks import (the bundler's runtime, the entry's helpers), a few
 *   hundred bytes each. The page asks for them after everything else (site/index.html): the entry
 *   needs React before it does anything, and on a slow connection React's chunk, the largest, is the
 *   one to start first.
 * The entry chunks themselves are already in the page as scripts.
 */
export function appChunkLists(
  bundle: OutputBundle,
  moduleSuffix: string,
): { application: string[]; entryImports: string[] } {
  const entryImports = new Set(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk' && output.isEntry)
      .flatMap((entry) => neededChunks(bundle, entry)),
  );
  const [application, ...imports] = neededChunks(bundle, appChunk(bundle, moduleSuffix));
  return {
    application: [...imports.filter((fileName) => !entryImports.has(fileName)), application!],
    entryImports: [...entryImports],
  };
}

/**
 * Lists, in two `<meta>`s of the HTML (`appChunkLists`), the application's chunk with every chunk it
 * needs, and what the entry imports. An inline script of the page starts downloading all of them
 * right after the first paint (a few per task, see site/index.html and src/app/app-chunks.ts), and
 * the entry imports the application in stages (src/main.tsx), so the stages cost no extra round
 * trips. Not `<link rel="modulepreload">` in the HTML: those would download during the first paint
 * and compete with it for the connections on a slow line.
 *
 * Also writes, for the server, the chunks each lazily loaded route module needs beyond those
 * (`ROUTE_CHUNKS_FILE`): a rendered page lists its own route's chunks the same way.
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
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const { application, entryImports } = appChunkLists(bundle, moduleSuffix);
        const meta = (name: string, fileNames: string[]) => ({
          tag: 'meta',
          attrs: { name, content: fileNames.map((fileName) => `/${fileName}`).join(' ') },
          injectTo: 'head' as const,
        });
        return [meta(APP_CHUNKS_META, application), meta(ENTRY_CHUNKS_META, entryImports)];
      },
    },
  };
}
