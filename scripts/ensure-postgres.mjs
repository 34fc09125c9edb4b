// Makes sure the PostgreSQL server programs (initdb, pg_ctl, postgres) are installed: the database
// tests run on PGlite and again on a real PostgreSQL (supabase/vitest.postgres.config.ts), which skips
// with a message when they are missing. CI must not skip, so .ci/run calls this first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

function bindir() {
  const fromEnv = process.env.PG_BINDIR?.trim();
  if (fromEnv) return fromEnv;
  const result = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const present = () => {
  const dir = bindir();
  return dir !== '' && ['initdb', 'pg_ctl', 'postgres'].every((p) => existsSync(join(dir, p)));
};

if (present()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    'The PostgreSQL server programs are missing (pg_config --bindir). The database tests also run on\n' +
      "a real PostgreSQL; install Debian's package with:\n" +
      '  sudo apt-get update && sudo apt-get install -y postgresql\n' +
      '(or run this script as root, e.g. in CI, and it installs it itself).',
  );
  process.exit(1);
}

console.log("PostgreSQL is missing: installing Debian's postgresql with apt-get ...");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'postgresql']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.error || result.status !== 0) {
    console.error(
      `apt-get ${args.join(' ')} failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}.`,
    );
    process.exit(1);
  }
}
if (!present()) {
  console.error('apt-get finished but pg_config --bindir still has no initdb, pg_ctl and postgres.');
  process.exit(1);
}
console.log(`Installed PostgreSQL (${bindir()}).`);
