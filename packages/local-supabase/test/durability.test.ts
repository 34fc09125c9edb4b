import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '../src/local-secrets';
import { freePort, spawnCli, waitUntilUp, type CliProcess } from './cli-process';

const headers = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  'Content-Type': 'application/json',
  Prefer: 'return=minimal',
};

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

function start(dataDir: string, port: number): CliProcess {
  const cli = spawnCli({ DATA_DIR: dataDir, API_PORT: String(port) });
  running.push(cli);
  return cli;
}

/** Inserts newsletter leads one after another until a request fails; returns the acknowledged emails. */
async function streamInserts(url: string, prefix: string, acked: string[]): Promise<void> {
  for (let i = 0; ; i += 1) {
    const email = `${prefix}-${i}@example.test`;
    try {
      const response = await fetch(`${url}/rest/v1/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ kind: 'newsletter', email }),
      });
      if (response.status >= 200 && response.status < 300) acked.push(email);
      else throw new Error(`insert answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      if (error instanceof TypeError) return; // The server went away: the stream ends.
      throw error;
    }
  }
}

describe('durability of the data folder', () => {
  it('keeps every acknowledged insert after a SIGKILL, and the restart takes over the stale lock', async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'parley-durability-'));
    const dataDir = path.join(tmp, 'data');
    const first = start(dataDir, await freePort());
    await waitUntilUp(first);

    const acked: string[] = [];
    const streams = [0, 1, 2].map((n) => streamInserts(first.url, `dur${n}`, acked));
    // Kill while three writers are mid-request, without warning and without a flush.
    while (acked.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGKILL');
    await Promise.all(streams);
    await first.exited;
    expect(acked.length).toBeGreaterThanOrEqual(60);
    await stat(`${dataDir}.lock`); // Left behind by the killed process.

    const second = start(dataDir, await freePort());
    await waitUntilUp(second);
    expect(second.output()).toContain('stale lock');

    const response = await fetch(
      `${second.url}/rest/v1/leads?select=email&kind=eq.newsletter&email=like.dur*`,
      {
        headers,
      },
    );
    expect(response.status).toBe(200);
    const stored = new Set(((await response.json()) as { email: string }[]).map((row) => row.email));
    const lost = acked.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);

    // A clean stop flushes, frees the folder and exits 0.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await expect(stat(`${dataDir}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
  }, 180_000);
});
