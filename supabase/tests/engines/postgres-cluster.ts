import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A throwaway PostgreSQL cluster for one test run: initdb in a temporary folder, started with pg_ctl
// on a free loopback port, trust authentication (loopback only), durability off (the data is thrown
// away), stopped and deleted afterwards.
//
// PostgreSQL refuses to run as root, so as root (CI containers) the programs run as the `postgres`
// user Debian's package creates (`runuser -u postgres --`), in a folder that user owns.

export interface PostgresCluster {
  /** A superuser URL to the `postgres` database. */
  url: string;
  port: number;
  version: string;
  stop(): Promise<void>;
}

export async function startPostgresCluster(bindir: string): Promise<PostgresCluster> {
  const root = await mkdtemp(join(tmpdir(), 'parley-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const owner = postgresUser();
    await chown(root, owner.uid, owner.gid);
    await chmod(root, 0o700);
  }
  const run = (program: string, args: string[], options: SpawnSyncOptions = {}) => {
    const command = asRoot ? 'runuser' : join(bindir, program);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bindir, program), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', ...options });
    if (result.error || result.status !== 0) {
      throw new Error(
        `${program} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${String(result.stderr ?? '')}${String(result.stdout ?? '')}`,
      );
    }
    return String(result.stdout ?? '');
  };

  const version = run('postgres', ['--version']).trim();
  // C locale and UTF-8, as PGlite: text sorts and compares the same on both engines.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  const log = join(root, 'server.log');
  try {
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings, 'start']);
  } catch (error) {
    const serverLog = await readFile(log, 'utf8').catch(() => '');
    await rm(root, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\nserver log:\n${serverLog}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => {
    const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(
        'Running as root, and there is no `postgres` user to run PostgreSQL as (it refuses root). ' +
          "Debian's postgresql package creates it: apt-get install -y postgresql.",
      );
    }
    return Number(result.stdout.trim());
  };
  return { uid: id('-u'), gid: id('-g') };
}

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
