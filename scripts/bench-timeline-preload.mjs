// A preload for benchmarks only (`node --import ./scripts/bench-timeline-preload.mjs`, through
// NODE_OPTIONS from scripts/bench-post-timeline.ts): where one request's wall time goes inside a
// server. It does nothing unless TIMELINE_OUT is set, and nothing in production code loads it.
// For each request an HTTP server of this process answers, it records milliseconds since the
// request arrived: fetches sent and answered (and their bodies read), React's renderToString,
// SHA-256 hashes, zlib compression, the answer's write, and PGlite's execProtocol (the embedded
// backend's SQL). Requests are assumed one at a time (the bench's single connection), so the events
// between a request's arrival and its end are its own. One JSON line per request goes to
// `${TIMELINE_OUT}.${pid}`.
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const out = process.env.TIMELINE_OUT;
/** The kernel's clock ticks per second for /proc's times (USER_HZ: 100 on Linux). */
const TICKS = 100;
if (out) install(`${out}.${process.pid}`);

function install(file) {
  /** The request being answered: its arrival and its events. */
  let current;
  const mark = (name, extra) => {
    if (current) current.events.push([name, +(performance.now() - current.at).toFixed(3), extra]);
  };
  /** Wraps `object[key]` so that a call is marked before and after (after its promise or callback). */
  const timeCall = (object, key, name, extraOf = () => undefined) => {
    const original = object[key];
    if (typeof original !== 'function') return;
    object[key] = function (...args) {
      mark(`${name}>`, extraOf(args));
      const last = args.at(-1);
      if (typeof last === 'function')
        args[args.length - 1] = (...results) => {
          mark(`${name}<`);
          return last(...results);
        };
      const result = original.apply(this, args);
      if (result && typeof result.then === 'function')
        return result.then((value) => {
          mark(`${name}<`);
          return value;
        });
      if (typeof last !== 'function') mark(`${name}<`);
      return result;
    };
  };

  /** CPU ms of this process's main thread and of its other threads (Linux: /proc/self/task). */
  const threadCpu = () => {
    const byName = {};
    try {
      for (const tid of readdirSync('/proc/self/task')) {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        // The main thread (its id is the process's) apart from the others (V8's GC and compiler
        // helpers, libuv's pool), which Node 20 leaves all named "node".
        const name = tid === String(process.pid) ? 'main' : 'other threads';
        const [utime, stime] = stat
          .slice(stat.lastIndexOf(')') + 2)
          .split(' ')
          .slice(11, 13)
          .map(Number);
        byName[name] = (byName[name] ?? 0) + ((utime + stime) * 1000) / TICKS;
      }
    } catch {
      // not Linux
    }
    return byName;
  };

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'request') {
      current = { url: request.url, at: performance.now(), events: [] };
      const mine = current;
      const cpuBefore = threadCpu();
      response.on('finish', () => {
        mark('finish');
        // Each thread's CPU over the request (ticks: 10 ms each, so a mean over many requests).
        const cpuAfter = threadCpu();
        for (const [name, ms] of Object.entries(cpuAfter))
          mark(`cpu:${name}`, +(ms - (cpuBefore[name] ?? 0)).toFixed(3));
        appendFileSync(file, `${JSON.stringify(mine)}\n`);
        if (current === mine) current = undefined;
      });
      timeCall(response, 'end', 'end');
    }
    return emit.apply(this, arguments);
  };

  const fetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : (input.url ?? String(input));
    const short = url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90);
    mark('fetch>', short);
    const response = await fetch(input, init);
    mark('fetch<', short);
    for (const reader of ['text', 'json', 'arrayBuffer']) timeCall(response, reader, `body.${reader}`);
    return response;
  };

  const createHash = crypto.createHash;
  crypto.createHash = (...args) => {
    const hash = createHash(...args);
    mark('hash>');
    timeCall(hash, 'digest', 'hash.digest');
    return hash;
  };
  for (const key of ['brotliCompress', 'gzip', 'brotliCompressSync', 'gzipSync'])
    timeCall(zlib, key, key, (args) => args[0]?.length);
  syncBuiltinESMExports(); // so that `import { createHash } from 'node:crypto'` gets the wrappers too

  // React's renderToString (the server bundle imports react-dom/server, CommonJS, from node_modules:
  // patched in require's cache before the bundle's import reads its exports).
  try {
    // The site server's own module (site/package.json declares react-dom), resolved from its folder
    // as the bundle resolves it: so the same instance in require's cache.
    const siteRequire = createRequire(pathToFileURL(`${process.cwd()}/site/server/`));
    const siteRenderer = ['react-dom', 'server'].join('/');
    const server = siteRequire(siteRenderer);
    timeCall(server, 'renderToString', 'renderToString');
    // And its CPU time (the process's, which a synchronous render has to itself): an extra event.
    const render = server.renderToString;
    server.renderToString = (...args) => {
      const before = process.cpuUsage();
      try {
        return render(...args);
      } finally {
        const used = process.cpuUsage(before);
        mark('renderToString.cpu', +((used.user + used.system) / 1000).toFixed(3));
      }
    };
  } catch {
    // not the site's server
  }
  // The embedded backend's SQL: PGlite's one call per request pipeline (rest/pipeline.ts).
  import('@electric-sql/pglite')
    .then(({ PGlite }) => timeCall(PGlite.prototype, 'execProtocol', 'sql'))
    .catch(() => {});
}
