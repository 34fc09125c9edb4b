import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const cliPath = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/** A free loopback port (closed again, so the CLI can take it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface CliProcess {
  child: ChildProcess;
  url: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Runs the CLI as one node process (`node --import tsx`, not the tsx wrapper, which would put a
 * second process between the test and the server and keep the server alive after a SIGKILL).
 */
export function spawnCli(env: Record<string, string>): CliProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath], {
    env: {
      ...process.env,
      RATE_LIMITS: 'off',
      LEAD_LIMITS: 'off',
      API_HOST: '127.0.0.1',
      SMTP_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.API_PORT}`, output: () => text, exited };
}

/** Resolves once the CLI answers its health check; rejects if it exits or takes too long. */
export async function waitUntilUp(cli: CliProcess, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  void cli.exited.then(() => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The CLI exited before answering:\n${cli.output()}`);
    try {
      if ((await fetch(`${cli.url}/auth/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The CLI did not answer within ${timeoutMs} ms:\n${cli.output()}`);
}
