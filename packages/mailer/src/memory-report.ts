/** How often (mails sent) the worker logs its memory: a flat series shows it does not grow with the list. */
export const MEMORY_REPORT_EVERY = 2000;

/** The process's memory in MB: resident, V8's heap (used of total), Buffers outside it. */
export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

const mb = (bytes: number) => bytes / 2 ** 20;

export function memoryFigures(): MemoryFigures {
  const usage = process.memoryUsage();
  return {
    rss: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    // arrayBuffers (Buffers' bytes) are counted within external.
    external: mb(usage.external),
  };
}

const describe = (m: MemoryFigures) =>
  `rss ${m.rss.toFixed(1)} MB, heap ${m.heapUsed.toFixed(1)} of ${m.heapTotal.toFixed(1)} MB, ` +
  `external ${m.external.toFixed(1)} MB`;

/**
 * One log line: the memory as it is, and, when the process runs with --expose-gc (the benchmark),
 * again after a full collection: what is still referenced, apart from garbage V8 has not yet
 * collected. Production never runs with --expose-gc, so it never pays for the collection.
 */
export function memoryReport(mails: number): string {
  const now = memoryFigures();
  const gc = (globalThis as { gc?: () => void }).gc;
  let line = `Mail worker memory after ${mails} mails: ${describe(now)}`;
  if (gc) {
    gc();
    line += `; after gc: ${describe(memoryFigures())}`;
  }
  return line;
}
