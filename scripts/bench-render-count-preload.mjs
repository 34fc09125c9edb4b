// A preload for the site's production server in a benchmark: counts its page renders (calls of
// React's renderToString) by appending one byte a render to RENDER_COUNT_OUT, so the bench reads the
// count as that file's size. Inert without RENDER_COUNT_OUT, and in any process but the site server
// (npm, the backend). Nothing in production loads it.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const out = process.env.RENDER_COUNT_OUT;
if (out && process.argv.some((arg) => arg.endsWith('server/main.js'))) {
  // react-dom/server as the server bundle resolves it (CommonJS: the same instance in require's
  // cache), patched before the bundle's import reads its exports (as bench-timeline-preload.mjs).
  const siteRequire = createRequire(pathToFileURL(`${process.cwd()}/site/server/`));
  const server = siteRequire(['react-dom', 'server'].join('/'));
  const render = server.renderToString;
  server.renderToString = (...args) => {
    appendFileSync(out, '.');
    return render(...args);
  };
}
