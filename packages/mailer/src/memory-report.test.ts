import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryReport } from './memory-report';

const globals = globalThis as { gc?: () => void };
const originalGc = globals.gc;
afterEach(() => {
  globals.gc = originalGc;
});

const FIGURES = /rss \d+\.\d MB, heap \d+\.\d of \d+\.\d MB, external \d+\.\d MB/;

describe('memoryReport', () => {
  it('gives the memory as it is, and never collects, when the process has no gc (production)', () => {
    delete globals.gc;
    const line = memoryReport(2000);
    expect(line).toMatch(new RegExp(`^Mail worker memory after 2000 mails: ${FIGURES.source}$`));
  });

  it('adds the figures after a full collection when the process has gc (--expose-gc, the benchmark)', () => {
    const gc = vi.fn();
    globals.gc = gc;
    const line = memoryReport(4000);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(line).toMatch(
      new RegExp(`^Mail worker memory after 4000 mails: ${FIGURES.source}; after gc: ${FIGURES.source}$`),
    );
  });
});
