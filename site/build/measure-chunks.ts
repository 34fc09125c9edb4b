// `npx tsx site/build/measure-chunks.ts [KiB…]`: what the client build's chunking costs, in figures.
// Builds the browser bundle in memory (nothing written, the live build untouched) once per size
// given for Rolldown's inline common chunks (vite.config.ts; default: 16 and 24 KiB), and prints
// every JavaScript chunk (bytes, gzip bytes), then for each lazily loaded route module: the chunks
// it loads beyond the shell, their gzip bytes, and how many of their bytes are code that another
// chunk carries too (the copies inline common chunks makes). Figures only, no verdict.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { ROUTE_CHUNKS_FILE } from '../src/app/app-chunks.ts';

const siteRoot = fileURLToPath(new URL('..', import.meta.url));
const sizes = process.argv.slice(2).map(Number);
const kibs = sizes.length > 0 ? sizes : [16, 24];
if (kibs.some((kib) => !Number.isFinite(kib) || kib < 0)) throw new Error('Sizes are KiB, e.g. 16 24');
// Never the live build's folder (vite.config.ts refuses it); nothing is written there anyway.
process.env.SITE_BUILD_DIR = 'dist-measure';

interface RouteFigures {
  chunks: number;
  gzip: number;
  duplicated: number;
}

async function measure(kib: number): Promise<Map<string, RouteFigures>> {
  const output = (await build({
    root: siteRoot,
    logLevel: 'silent',
    build: {
      write: false,
      rolldownOptions: {
        output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: kib * 1024 } } },
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const gzip = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, gzipSync(chunk.code).length]));
  // How many chunks carry each module's code.
  const carriers = new Map<string, number>();
  for (const chunk of chunks)
    for (const [id, module] of Object.entries(chunk.modules))
      if (module.renderedLength > 0) carriers.set(id, (carriers.get(id) ?? 0) + 1);
  const byUrl = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk]));

  console.log(`\n== inline common chunks up to ${kib} KiB: ${chunks.length} JavaScript chunks`);
  for (const chunk of [...chunks].sort((a, b) => a.code.length - b.code.length))
    console.log(
      `${chunk.fileName.padEnd(52)} ${String(chunk.code.length).padStart(8)} B ${String(gzip.get(`/${chunk.fileName}`)).padStart(7)} B gzip`,
    );

  const asset = output.output.find((item) => item.fileName === ROUTE_CHUNKS_FILE) as Rollup.OutputAsset;
  const routeChunks = JSON.parse(String(asset.source)) as Record<string, string[]>;
  const figures = new Map<string, RouteFigures>();
  for (const [route, urls] of Object.entries(routeChunks))
    figures.set(route, {
      chunks: urls.length,
      gzip: urls.reduce((sum, url) => sum + (gzip.get(url) ?? 0), 0),
      duplicated: urls.reduce(
        (sum, url) =>
          sum +
          Object.entries(byUrl.get(url)?.modules ?? {})
            .filter(([id]) => (carriers.get(id) ?? 0) > 1)
            .reduce((bytes, [, module]) => bytes + module.renderedLength, 0),
        0,
      ),
    });
  return figures;
}

const results = [];
for (const kib of kibs) results.push(await measure(kib));
console.log(
  `\n== per route module: chunks beyond the shell / their gzip bytes / rendered bytes of code another chunk also carries`,
);
console.log(`${'route module'.padEnd(52)} ${kibs.map((kib) => `${kib} KiB`.padStart(26)).join('')}`);
for (const route of [...new Set(results.flatMap((figures) => [...figures.keys()]))].sort()) {
  const cells = results.map((figures) => {
    const route_ = figures.get(route);
    return (route_ ? `${route_.chunks} / ${route_.gzip} / ${route_.duplicated}` : '-').padStart(26);
  });
  console.log(`${route.padEnd(52)} ${cells.join('')}`);
}
