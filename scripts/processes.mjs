// The process helpers of the scripts that run servers (`npm start`, the benchmarks): a child in a
// process group of its own, a signal to that whole group, waiting for a URL to answer, a free port.
// Plain JavaScript, so `npm start` runs it with node alone; the TypeScript scripts import it through tsx.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The repository's root, where the children run. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts a long-running command (a server) from the repository's root, with `env` over this process's
 * environment, in a process group of its own (detached), so that `signalGroup` reaches its children too
 * (npm's node child, vite's workers).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, stdio: import('node:child_process').StdioOptions }} options
 * @returns {import('node:child_process').ChildProcess}
 */
export function startGroup(command, args, { env = {}, stdio }) {
  return spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio, detached: true });
}

/**
 * Sends `signal` to the child's whole process group; nothing when it is already gone.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function signalGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Asks `url` every `intervalMs` until it answers as `ready` says (a connection refused is not ready),
 * for `timeoutMs` at most, or until `cancelled()`.
 * @param {string} url
 * @param {{ timeoutMs: number, intervalMs: number, ready: (response: Response) => boolean, cancelled?: () => boolean }} options
 * @returns {Promise<'ready' | 'timeout' | 'cancelled'>}
 */
export async function waitForUrl(url, { timeoutMs, intervalMs, ready, cancelled = () => false }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cancelled()) return 'cancelled';
    const answer = await fetch(url).then(ready, () => false);
    if (answer) return 'ready';
    await sleep(intervalMs);
  }
  return 'timeout';
}

/**
 * A TCP port free on 127.0.0.1 right now (the system's pick).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}
