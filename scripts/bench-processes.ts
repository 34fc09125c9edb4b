// The processes of a benchmark (`npm run bench:web`, `npm run bench:site`): the embedded backend in
// memory, a production build of the site in its own folder, and the site's production server.
// Every child is started in a process group of its own and stopped with it when the script exits.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { LOCAL_LEAD_RELAY_KEY } from '@parley/local-supabase/local-secrets';
import { root, signalGroup, startGroup, waitForUrl } from './processes.mjs';

export { root };

/**
 * The benchmarks' ports (BENCH_API_PORT, BENCH_SITE_PORT), the same for both: the build bakes in the
 * backend's and the site's URLs, so `BUILD=0` can serve the other benchmark's build.
 */
export const BENCH_API_PORT = Number(process.env.BENCH_API_PORT ?? 54371);
export const BENCH_SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 5213);

const children: ChildProcess[] = [];

/** Starts a long-running command (a server) in a process group of its own. */
export function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  quiet = true,
): ChildProcess {
  const child = startGroup(command, args, {
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  children.push(child);
  return child;
}

/**
 * Lowers the CPU priority of the session `run` started `child` in (its autogroup, Linux): every child
 * of `run` leads a session of its own, and the kernel shares CPU between sessions' groups before the
 * nice values inside them count, so a process's own nice alone would not make it yield to the site.
 * Where there are no autogroups, nothing (a warning).
 */
export function lowerGroupPriority(child: ChildProcess, nice: number) {
  if (nice === 0 || !child.pid) return;
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, String(nice));
  } catch (error) {
    console.warn(`Could not lower the priority of ${child.spawnfile}'s group: ${(error as Error).message}`);
  }
}

/** Stops every process `run` started. */
export function stopAll() {
  for (const child of children.splice(0)) signalGroup(child, 'SIGTERM'); // the whole group: npm and its node child
}
process.on('exit', stopAll);

/** Waits until `url` answers 2xx (two minutes at most). */
export async function waitFor(url: string, what: string) {
  const answer = await waitForUrl(url, {
    timeoutMs: 120_000,
    intervalMs: 500,
    ready: (response) => response.ok,
  });
  if (answer === 'ready') return;
  throw new Error(`${what} did not answer at ${url}`);
}

/** Runs a command to its end (a build), failing on a non-zero exit. */
export function exec(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

export interface BenchStackOptions {
  apiPort: number;
  sitePort: number;
  /** Build the site first (else the build already in `dist-bench`, made for the same ports, is served). */
  build: boolean;
  /** More environment for the site's server only (e.g. SITE_TRUSTED_PROXIES). */
  siteServerEnv?: Record<string, string>;
  /** The backend's local SMTP server's port (none unless given). */
  smtpPort?: number;
  /** The backend's CPU priority (its group's nice, 0 unless given): a stand-in for a database elsewhere. */
  backendNice?: number;
}

/**
 * Starts the embedded backend (in memory, no rate limits) and the production site server over it,
 * building the site first (into `dist-bench`, never the files another run serves) when asked.
 */
export async function startBenchStack({
  apiPort,
  sitePort,
  build,
  siteServerEnv = {},
  smtpPort,
  backendNice = 0,
}: BenchStackOptions) {
  const { backend, backendUrl } = startBenchBackend(apiPort, smtpPort);
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const siteEnv = {
    SUPABASE_URL: backendUrl,
    SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
    SITE_URL: siteUrl,
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    SITE_BUILD_DIR: 'dist-bench',
  };
  if (build) {
    console.log('Building the site…');
    await exec('npm', ['run', 'build', '-w', '@parley/site', '--silent'], siteEnv);
  }
  // The relay key is the server's runtime secret, never the build's.
  const site = run('npm', ['run', 'serve', '-w', '@parley/site'], {
    ...siteEnv,
    SITE_LEAD_RELAY_KEY: LOCAL_LEAD_RELAY_KEY,
    ...siteServerEnv,
  });
  lowerGroupPriority(backend, backendNice);
  await waitFor(`${backendUrl}/auth/v1/health`, 'The backend');
  await waitFor(siteUrl, 'The site');
  // The site server's and the backend's process groups (npm and its node child): their CPU time (bench-cpu.ts).
  return { backendUrl, siteUrl, siteGroup: site.pid, backendGroup: backend.pid };
}

/** The embedded backend in memory with no rate limits, its local SMTP server off unless a port is given. */
export function startBenchBackend(apiPort: number, smtpPort?: number) {
  const backend = run('npm', ['run', 'start', '-w', '@parley/local-supabase'], {
    DATA_DIR: 'memory',
    RATE_LIMITS: 'off',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    SMTP_PORT: smtpPort === undefined ? 'off' : String(smtpPort),
  });
  return { backend, backendUrl: `http://127.0.0.1:${apiPort}` };
}

/**
 * The production server of one release folder (`site/<dir>`, a copy of `dist-bench`) on `port`, as
 * `npm run serve -w @parley/site` starts it (its flags): two builds side by side on one backend
 * (`bench-render-pair.ts`, `screenshot-pair.ts`).
 */
export function startReleaseServer(dir: string, port: number, backendUrl: string) {
  const url = `http://127.0.0.1:${port}`;
  const child = run('node', ['--max-semi-space-size=32', `site/${dir}/server/main.js`], {
    NODE_ENV: 'production',
    SUPABASE_URL: backendUrl,
    SUPABASE_ANON_KEY: LOCAL_SUPABASE_ANON_KEY,
    SITE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  return { child, url };
}
