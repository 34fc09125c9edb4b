// Clients of the site server each from their own local address, for bench-site.ts. Linux routes all
// of 127.0.0.0/8 to loopback, so a request sent from 127.0.0.2 reaches a server on 127.0.0.1 with
// 127.0.0.2 as its peer: the client the server's per-client limits count (no trusted proxy is set).
// autocannon cannot choose its local address, hence these small loops over node:http.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One GET from `agent`'s local address: its status (0 when the connection failed). */
function get(url: URL, agent: http.Agent, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (response) => {
        response.resume(); // read and drop the body, so the connection is reused
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
  });
}

/** What a flooding address got: answers by status, and per second. */
export interface FloodFigures {
  address: string;
  byStatus: Map<number, number>;
  perSecond: number;
}

/**
 * `connections` loops from `address`, each asking `path()` (a new address each time) as soon as the
 * last answer came, until `until` resolves.
 */
export async function floodFrom(
  siteUrl: string,
  address: string,
  path: () => string,
  connections: number,
  until: Promise<void>,
  /** Sent with every request (X-Forwarded-For, to a server that trusts this address as its proxy). */
  headers: Record<string, string> = {},
): Promise<FloodFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: address });
  const byStatus = new Map<number, number>();
  let done = false;
  void until.then(() => (done = true));
  const started = performance.now();
  const loop = async () => {
    while (!done) {
      const status = await get(new URL(path(), siteUrl), agent, headers);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const answered = [...byStatus.values()].reduce((sum, count) => sum + count, 0);
  return { address, byStatus, perSecond: answered / ((performance.now() - started) / 1000) };
}

/** What a visitor asking one page at a time got: answers by status and the latencies (ms). */
export interface VisitorFigures {
  byStatus: Map<number, number>;
  latencies: number[];
}

/** One request at a time from `address`, each a new `path()`, for `seconds`. */
export async function oneAtATimeFrom(
  siteUrl: string,
  address: string,
  path: () => string,
  seconds: number,
): Promise<VisitorFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: address });
  const byStatus = new Map<number, number>();
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const status = await get(new URL(path(), siteUrl), agent);
    latencies.push(performance.now() - started);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
  agent.destroy();
  return { byStatus, latencies };
}

/** The `p`th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `{200: 12, 503: 3}` as "200: 12, 503: 3". */
export function statusCounts(byStatus: Map<number, number>): string {
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
}
