// `npm start -w @parley/local-supabase`: the embedded backend for development and e2e tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiUrlFor, localApiUrl, readBackendConfig, type BackendConfig } from './config';
import { checkApiKeys } from './key-check';
import { LOCAL_ADMIN_PASSWORD } from './local-secrets';
import { listen, type RunningServer } from './listen';
import { portIsFree } from './port-check';
import { lockDataDir, DataDirLockedError, type DataDirLock } from './lock';
import { logFailure } from './log-failure';
import { createBackend, type Backend } from './server';
import type { MailMessage } from './mail/mailbox';
import { startMailboxSmtp } from './mail/smtp-mailbox';
import type { LocalSmtpServer } from './mail/smtp-server';
import { LOCAL_HOST } from '@parley/shared/local-defaults';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function log(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function printMail(message: MailMessage): void {
  log(`[mail] to ${message.to}: ${message.subject}`);
  for (const link of message.links) log(`[mail]   ${link}`);
}

/**
 * The admin password as the banner shows it: the public local default in full (it is printed in the
 * README anyway), but never one set in ADMIN_PASSWORD, which would end up in terminal scroll-back
 * and in the logs of whatever runs the backend.
 */
function shownAdminPassword(password: string): string {
  return password === LOCAL_ADMIN_PASSWORD
    ? `${password}  (local defaults: set ADMIN_EMAIL, ADMIN_PASSWORD)`
    : '(the password set in ADMIN_PASSWORD)';
}

function printBanner(config: BackendConfig): void {
  log('');
  log('Parley local backend (Supabase-compatible) is running');
  log(`  API URL       ${config.apiUrl}`);
  if (config.externalUrl !== undefined) log(`  listening on  ${localApiUrl(config.host, config.port)}`);
  log(`  anon key      ${config.anonKey}`);
  log(`  admin sign-in ${config.adminEmail} / ${shownAdminPassword(config.adminPassword)}`);
  // The mailbox answers this machine only, so it is shown at the local address.
  log(`  mailbox       ${localApiUrl(config.host, config.port)}/_mail`);
  if (config.smtpPort !== undefined)
    log(`  SMTP          smtp://${LOCAL_HOST}:${config.smtpPort} (into the mailbox)`);
  log(`  data folder   ${config.dataDir ?? 'in memory (DATA_DIR=memory): nothing is kept'}`);
  log('');
}

/** ALLOW_INSECURE_DEFAULTS=1 on a reachable address: say so loudly, on stderr, before anything else. */
function warnInsecureDefaults(config: BackendConfig): void {
  if (config.insecureDefaults.length === 0) return;
  const bar = '!'.repeat(78);
  console.error(
    [
      bar,
      `WARNING: serving on ${config.host}${config.externalUrl === undefined ? '' : ` (published at ${config.externalUrl})`}, which other machines can reach, with PUBLIC local secrets:`,
      `  ${config.insecureDefaults.join(', ')}`,
      'Anyone who reaches this server can act as service_role (no Row Level Security) or sign in as the',
      'admin. Allowed only because ALLOW_INSECURE_DEFAULTS=1. Never do this on a network you do not own.',
      bar,
    ].join('\n'),
  );
}

function portInUse(config: BackendConfig): string {
  return (
    `Port ${config.port} on ${config.host} is already in use (another backend or \`supabase start\`?). ` +
    'Stop it or set API_PORT.'
  );
}

function readConfig(): BackendConfig {
  const envFile = path.join(repoRoot, '.env');
  // Values already in the environment win over .env (loadEnvFile does not overwrite).
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = readBackendConfig(process.env, path.join(repoRoot, 'supabase'));
  return config.dataDir === undefined
    ? config
    : { ...config, dataDir: path.resolve(repoRoot, config.dataDir) };
}

async function main(): Promise<void> {
  let config: BackendConfig;
  try {
    config = readConfig();
    // Before the port, the lock and the database: a bad key is a configuration error like the others.
    await checkApiKeys(config);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  warnInsecureDefaults(config);

  if (!(await portIsFree(config.host, config.port))) {
    console.error(portInUse(config));
    process.exit(1);
  }

  let lock: DataDirLock | undefined;
  if (config.dataDir !== undefined) {
    try {
      lock = await lockDataDir(config.dataDir, { onNotice: (m) => log(m) });
    } catch (error) {
      console.error(
        error instanceof DataDirLockedError
          ? error.message
          : `Could not lock the data folder: ${String(error)}`,
      );
      process.exit(1);
    }
  }

  let backend: Backend | undefined;
  let server: RunningServer | undefined;
  let smtp: LocalSmtpServer | undefined;
  let stopping = false;
  const stop = async (code: number): Promise<never> => {
    if (stopping) return new Promise<never>(() => {});
    stopping = true;
    // Order matters: no new requests, then PGlite flushes and closes, then the folder is free.
    await server?.close().catch((e: unknown) => console.error('Closing the HTTP server failed:', e));
    await smtp?.close().catch((e: unknown) => console.error('Closing the SMTP server failed:', e));
    await backend?.ctx.db.close().catch((e: unknown) => console.error('Closing the database failed:', e));
    await lock?.release();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    if (config.dataDir !== undefined) log(`Opening the database in ${config.dataDir} ...`);
    backend = await createBackend(config, { onMail: printMail });
    if (backend.created) log('Created a new database from supabase/migrations and seed.sql.');
  } catch (error) {
    logFailure('The backend could not start', error);
    return stop(1);
  }

  try {
    server = await listen(backend, config.host, config.port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.error(portInUse(config));
    } else {
      console.error(`Could not listen on ${config.host}:${config.port}:`, error);
    }
    return stop(1);
  }

  if (config.smtpPort !== undefined) {
    // Loopback only, whatever the API's bind: it accepts mail from anyone who reaches it.
    try {
      smtp = await startMailboxSmtp(backend.ctx.mailbox, LOCAL_HOST, config.smtpPort);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      console.error(
        code === 'EADDRINUSE'
          ? `SMTP port ${config.smtpPort} is already in use (another backend or \`supabase start\`?). Stop it or set SMTP_PORT (or SMTP_PORT=off).`
          : `Could not listen for SMTP on ${LOCAL_HOST}:${config.smtpPort}: ${String(error)}`,
      );
      return stop(1);
    }
  }

  if (server.port !== config.port) {
    // API_PORT=0 picked a free port: links and the JWT issuer must name the real one (unless
    // API_EXTERNAL_URL names the public address).
    config = { ...config, port: server.port, apiUrl: apiUrlFor(config, server.port) };
    backend.ctx.config = config;
  }
  printBanner(config);
}

void main();
