import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// Where the PostgreSQL server programs are: PG_BINDIR, else what `pg_config --bindir` says (Debian's
// `postgresql` package: /usr/lib/postgresql/15/bin). Null when initdb, pg_ctl or postgres is missing.

export const MISSING_POSTGRES_MESSAGE =
  'PostgreSQL binaries not found (no pg_config on PATH and no PG_BINDIR): the database tests ran on PGlite ' +
  'only. Install them with `apt-get install -y postgresql` (.ci/run does) to run them on PostgreSQL too.';

export function findPostgresBindir(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.PG_BINDIR?.trim() || pgConfigBindir();
  if (!candidate) return null;
  const complete = ['initdb', 'pg_ctl', 'postgres'].every((program) => existsSync(join(candidate, program)));
  return complete ? candidate : null;
}

function pgConfigBindir(): string | null {
  const result = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return result.stdout.trim() || null;
}
