import type { Plugin, Rollup } from 'vite';
import { APP_CHUNKS_META } from '../src/app/app-chunks.ts';

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

/**
 * Lists, in a `<meta>` of the HTML, a lazily imported module's chunk and every chunk it needs. The
 * browser entry waits for the first paint, starts downloading all of them at once, then imports the
 * application in stages (src/main.tsx), so the stages cost no extra round trips. Not
 * `<link rel="modulepreload">` in the HTML: those would download during the first paint and compete
 * with it on a slow connection.
 */
export function listAppChunks(moduleSuffix: string): Plugin {
  return {
    name: 'parley:list-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const app = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && (output.facadeModuleId?.endsWith(moduleSuffix) ?? false),
        );
        if (!app) throw new Error(`listAppChunks: no chunk for a module ending in ${moduleSuffix}`);
        // The entry chunks are already in the page as scripts.
        const needed = chunkClosure(bundle, app).filter((fileName) => {
          const chunk = bundle[fileName];
          return chunk?.type === 'chunk' && !chunk.isEntry;
        });
        return [
          {
            tag: 'meta',
            attrs: { name: APP_CHUNKS_META, content: needed.map((fileName) => `/${fileName}`).join(' ') },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}
