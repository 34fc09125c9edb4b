/**
 * `npm run bench -w @parley/local-supabase`: starts the embedded backend in its own process (in
 * memory, on a free loopback port, rate limits off) so the load generator does not share its event
 * loop, then runs every bench/*.bench.ts against it. Prints figures; never fails on time.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { LOCAL_SERVICE_ROLE_KEY } from '../src/local-secrets';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
  cwd: packageDir,
  env: { ...process.env, DATA_DIR: 'memory', API_PORT: String(port), RATE_LIMITS: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/auth/v1/health`).catch(() => null))?.ok) break;
    if (i > 300) throw new Error('bench: the backend did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const only = process.argv[2];
  const files = (await readdir(new URL('.', import.meta.url))).filter(
    (f) => f.endsWith('.bench.ts') && (!only || f.startsWith(only)),
  );
  console.log(`Embedded backend at ${url} (${process.version}, in memory). Benchmarks: ${files.join(', ')}`);
  for (const file of files.sort().reverse()) {
    console.log(`\n## ${file}`);
    const mod = (await import(pathToFileURL(fileURLToPath(new URL(file, import.meta.url))).href)) as {
      run(target: { url: string; anonKey: string; serviceKey: string; pid: number }): Promise<void>;
    };
    await mod.run({
      url,
      anonKey: LOCAL_SUPABASE_ANON_KEY,
      serviceKey: LOCAL_SERVICE_ROLE_KEY,
      pid: child.pid!,
    });
  }
} finally {
  child.kill('SIGTERM');
}
