import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL, LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_PASSWORD } from '../src/local-secrets';
import { freePort, spawnCli, waitUntilUp, type CliProcess } from './cli-process';

let tmp: string | undefined;
const running: CliProcess[] = [];

afterEach(async () => {
  for (const cli of running.splice(0)) {
    if (cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill('SIGKILL');
    await cli.exited;
  }
  if (tmp) await rm(tmp, { recursive: true, force: true });
  tmp = undefined;
});

function start(env: Record<string, string>): CliProcess {
  const cli = spawnCli(env);
  running.push(cli);
  return cli;
}

describe('the backend CLI', () => {
  it('prints the API URL, anon key, admin sign-in, mailbox and data folder, and stops cleanly on SIGINT', async () => {
    const port = await freePort();
    const cli = start({ DATA_DIR: 'memory', API_PORT: String(port) });
    await waitUntilUp(cli);
    const out = cli.output();
    expect(out).toContain(`http://127.0.0.1:${port}`);
    expect(out).toContain(LOCAL_SUPABASE_ANON_KEY);
    expect(out).toContain(`${DEFAULT_ADMIN_EMAIL} / ${LOCAL_ADMIN_PASSWORD}`);
    expect(out).toContain(`http://127.0.0.1:${port}/_mail`);
    expect(out).toContain('in memory');
    expect(out).not.toContain('InJvbGUiOiJzZXJ2aWNlX3JvbGUi'); // never the service_role key

    // Mail links are printed as they are "sent".
    const email = `cli-${Date.now()}@example.test`;
    const signup = await fetch(`http://127.0.0.1:${port}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: 'x', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'a-long-password' }),
    });
    expect(signup.status).toBe(200);
    await expect.poll(() => cli.output(), { timeout: 5000 }).toContain(`[mail] to ${email}`);
    expect(cli.output()).toMatch(/\[mail\] {3}http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?/);

    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  }, 90_000);

  it('never prints an admin password set in ADMIN_PASSWORD', async () => {
    const password = `own-secret-${Date.now()}`;
    const cli = start({ DATA_DIR: 'memory', API_PORT: String(await freePort()), ADMIN_PASSWORD: password });
    await waitUntilUp(cli);
    expect(cli.output()).toContain(`${DEFAULT_ADMIN_EMAIL} / (the password set in ADMIN_PASSWORD)`);
    expect(cli.output()).not.toContain(password);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  }, 90_000);

  it('refuses a second server on a folder in use, naming the pid and the folder', async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'parley-cli-'));
    const dataDir = path.join(tmp, 'data');
    const first = start({ DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    await waitUntilUp(first);
    const second = start({ DATA_DIR: dataDir, API_PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).toContain(dataDir);
  }, 120_000);

  it('exits 1 with the variable named when API_EXTERNAL_URL is not a public base URL', async () => {
    const cli = start({
      DATA_DIR: 'memory',
      API_PORT: String(await freePort()),
      API_EXTERNAL_URL: 'https://admin:hunter2@api.parley.example',
    });
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('API_EXTERNAL_URL: must not carry credentials');
    expect(cli.output()).not.toContain('hunter2');
  }, 90_000);

  it('says so and exits 1 when the port is taken', async () => {
    const blocker: Server = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      const cli = start({ DATA_DIR: 'memory', API_PORT: String(port) });
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  }, 90_000);
});
