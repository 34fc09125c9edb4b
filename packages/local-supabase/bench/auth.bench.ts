/**
 * Password sign-in throughput of /auth/v1 on loopback: requests/s, p50 and p99. Each sign-in costs
 * one bcrypt comparison (cost 10), which dominates. Never fails on time: it reports.
 *
 * Standalone: `npx tsx packages/local-supabase/bench/auth.bench.ts` starts an in-memory backend
 * (rate limits off, or the limiter would answer 429 after 30 sign-ins) and measures it.
 */
import { pathToFileURL } from 'node:url';

export interface BenchTarget {
  url: string;
  anonKey: string;
  serviceKey: string;
  /** The backend's process id: its CPU time is read from /proc (Linux). */
  pid: number;
}

const CONCURRENCY = 8;
const DURATION_MS = 5_000;
const PASSWORD = 'bench-password-1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Creates a confirmed account through the admin-free path: sign up, then follow the mailed link. */
async function createAccount(target: BenchTarget): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const headers = { apikey: target.anonKey, 'content-type': 'application/json' };
  const signup = await fetch(`${target.url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await signup.json()) as { access_token?: string };
  if (body.access_token) return email; // autoconfirm on
  const mails = (await (await fetch(`${target.url}/_mail/messages`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mails.find((m) => m.to === email)?.links[0];
  if (!link) throw new Error('bench: no confirmation mail (is /_mail served?)');
  await fetch(link, { redirect: 'manual' });
  return email;
}

export async function run(target: BenchTarget): Promise<void> {
  const email = await createAccount(target);
  const request = () =>
    fetch(`${target.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: target.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() - started < DURATION_MS) {
      const t0 = performance.now();
      const response = await request();
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `auth: password sign-in ${(latencies.length / elapsed).toFixed(1)} req/s ` +
      `(concurrency ${CONCURRENCY}, ${latencies.length} requests, ${failures} non-200), ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms — bcrypt cost 10 dominates`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { fileURLToPath } = await import('node:url');
  const { readBackendConfig } = await import('../src/config');
  const { createBackend } = await import('../src/server');
  const { listen } = await import('../src/listen');
  const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));
  const config = readBackendConfig({ DATA_DIR: 'memory', API_PORT: '0', RATE_LIMITS: 'off' }, supabaseDir);
  const backend = await createBackend(config);
  const server = await listen(backend, config.host, 0);
  backend.ctx.config = { ...config, port: server.port, apiUrl: server.url };
  try {
    await run({
      url: server.url,
      anonKey: config.anonKey,
      serviceKey: config.serviceRoleKey,
      pid: process.pid,
    });
  } finally {
    await server.close();
    await backend.ctx.db.close();
  }
}
