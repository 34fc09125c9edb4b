// A preload for the site's server in bench:newsletter (`node --import`), never in the product path:
// records, for each request the server answers, its path and the milliseconds from the request's
// arrival to its last byte written, each read of the blog's data version (the page cache's freshness
// check, `published_posts_version`) and its milliseconds, and the event loop's delay each second.
// Every second it appends what it recorded to BENCH_SITE_TIMING_FILE as JSON lines, one per event:
//   {"t":<epoch ms>,"kind":"request","path":"/","ms":1.2}
//   {"t":<epoch ms>,"kind":"version","ms":3.4}
//   {"t":<epoch ms>,"kind":"loop","p99":12.1,"max":20.3,"runQueueMs":40.2}   (over that second: the
//   event loop's delay, and how long its thread was runnable but waiting for a core, from the
//   kernel's /proc/self/schedstat: the CPU the machine did not give the site)
// so the benchmark can say which requests were slow during a send and what they waited for.
// Loaded by npm's process too (NODE_OPTIONS): one that serves nothing writes nothing.
import { readFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const file = process.env.BENCH_SITE_TIMING_FILE;
if (file) {
  /** @type {string[]} */
  let lines = [];
  const record = (event) => lines.push(JSON.stringify(event));

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, request, response) {
    if (event === 'request') {
      const arrived = performance.now();
      const t = Date.now();
      const path = (request.url ?? '').split('?')[0];
      response.once('finish', () => record({ t, kind: 'request', path, ms: performance.now() - arrived }));
    }
    return emit.apply(this, arguments);
  };

  const baseFetch = globalThis.fetch;
  globalThis.fetch = async function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/rpc/published_posts_version')) return baseFetch(input, init);
    const started = performance.now();
    const t = Date.now();
    try {
      const response = await baseFetch(input, init);
      // The body too: the version is only known once it is read.
      const body = await response.clone().arrayBuffer();
      record({ t, kind: 'version', ms: performance.now() - started, bytes: body.byteLength });
      return response;
    } catch (error) {
      record({ t, kind: 'version', ms: performance.now() - started, failed: true });
      throw error;
    }
  };

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let served = false;
  /** The main thread's time waiting on a run queue so far, ms (schedstat's second field, ns); 0 without it. */
  const runQueueMs = () => {
    try {
      return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6;
    } catch {
      return 0;
    }
  };
  let waitedBefore = runQueueMs();
  setInterval(() => {
    if (lines.length > 0) served = true;
    const waited = runQueueMs();
    if (served) {
      record({
        t: Date.now(),
        kind: 'loop',
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
        runQueueMs: waited - waitedBefore,
      });
    }
    waitedBefore = waited;
    loop.reset();
    if (lines.length === 0) return;
    const chunk = lines.join('\n') + '\n';
    lines = [];
    void appendFile(file, chunk).catch(() => {});
  }, 1000).unref();
}
