import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { applyPlatform } from './apply-schema';
import type { EngineDatabase } from './engine';
import { connect } from './postgres-engine';

// The real Supabase CLI (the `supabase` devDependency, pinned to 2.117.0: its Linux build comes from
// the optional package @supabase/cli-linux-x64, no download at install) pushing supabase/migrations to
// a database of the run's throwaway PostgreSQL server, as `supabase db push --db-url` does to a hosted
// project. No Docker: `db push` only needs a Postgres connection.

export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const cliPath = join(
  repositoryRoot,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'supabase.cmd' : 'supabase',
);

export interface CliRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `supabase db push --db-url <url>?sslmode=disable --yes` from the repository root (it reads
 * supabase/config.toml and supabase/migrations). The throwaway server has no TLS, hence sslmode.
 */
export function supabaseDbPush(databaseUrl: string): Promise<CliRun> {
  if (!existsSync(cliPath)) {
    throw new Error(`The Supabase CLI is not installed (${cliPath} is missing): run npm ci.`);
  }
  const url = new URL(databaseUrl);
  url.protocol = 'postgresql:';
  url.searchParams.set('sslmode', 'disable');
  const args = ['db', 'push', '--db-url', url.toString(), '--workdir', repositoryRoot, '--yes'];
  return new Promise((resolve, reject) => {
    const child = spawn(cliPath, args, { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stdout, stderr }));
  });
}

/** A new, empty database on the server at `serverUrl`; answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template template0`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the database at `url` what a new hosted Supabase project is before its first push: the API
 * roles, `extensions`, `auth` (users, identities, sessions, auth.uid()/jwt()) and `storage` (buckets,
 * objects, helpers), from the same platform SQL the embedded backend and the database tests use. Its
 * migration history table is dropped: on a new project the CLI creates that table itself.
 */
export async function prepareAsSupabaseProject(url: string): Promise<EngineDatabase> {
  const db = connect(url);
  await applyPlatform(db);
  await db.exec('drop schema supabase_migrations cascade');
  return db;
}
