// What the site's server recorded during bench:newsletter's fixed-rate windows (the preload
// `bench-site-timing.mjs`): per window, its time per request for `/` (prerendered, no backend) and for
// the posts (page-cached, with the freshness check that reads the blog's version), the version reads'
// own times, and the event loop's delay. It tells a request slowed inside the server (a slow version
// read, a busy event loop) from one that waited outside it (the kernel gave the site no CPU).
import { readFileSync } from 'node:fs';
import { percentile } from './bench-stats';

type TimingEvent =
  | { t: number; kind: 'request'; path: string; ms: number }
  | { t: number; kind: 'version'; ms: number; failed?: boolean }
  | { t: number; kind: 'loop'; p99: number; max: number; runQueueMs: number };

export interface TimingWindow {
  label: string;
  /** Epoch ms. */
  from: number;
  to: number;
}

function readEvents(file: string): TimingEvent[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TimingEvent);
}

/** "p50 / p90 / p99 / max (n)" of `values`, in ms. */
function spread(values: number[]): string {
  if (values.length === 0) return '(none)';
  const sorted = values.toSorted((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `${at(50)} / ${at(90)} / ${at(99)} / ${sorted.at(-1)!.toFixed(1)} (${values.length})`;
}

/** The lines to print: one block per window. */
export function siteTimingReport(file: string, windows: TimingWindow[]): string[] {
  const events = readEvents(file);
  if (events.length === 0) return [`  (nothing recorded in ${file})`];
  const lines = ['  inside the site server, ms p50 / p90 / p99 / max (count):'];
  for (const { label, from, to } of windows) {
    const inside = events.filter((e) => e.t >= from && e.t < to);
    const requests = inside.filter((e) => e.kind === 'request');
    const versions = inside.filter((e) => e.kind === 'version');
    const loops = inside.filter((e) => e.kind === 'loop');
    lines.push(`  ${label}`);
    lines.push(`    /              ${spread(requests.filter((e) => e.path === '/').map((e) => e.ms))}`);
    lines.push(
      `    posts          ${spread(requests.filter((e) => e.path.startsWith('/blog/')).map((e) => e.ms))}`,
    );
    lines.push(
      `    version read   ${spread(versions.map((e) => e.ms))}, failed ${versions.filter((e) => e.failed).length}`,
    );
    lines.push(
      `    event loop delay, each second's p99: ${spread(loops.map((e) => e.p99))}; worst single delay ${Math.max(0, ...loops.map((e) => e.max)).toFixed(1)}`,
    );
    lines.push(
      `    waiting for a core (run queue), ms each second: ${spread(loops.map((e) => e.runQueueMs))}`,
    );
  }
  return lines;
}
