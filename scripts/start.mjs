// `npm start`: the embedded backend and the site (built, then served server-rendered as in production)
// together, with one banner once both answer. `npm run dev -w @parley/site` is the hot-reloading variant.
import { existsSync, readFileSync } from 'node:fs';
import { root, signalGroup, startGroup, waitForUrl } from './processes.mjs';

const envFile = `${root}.env`;
// Values in the environment win over .env; the children read the same file themselves too.
if (existsSync(envFile)) process.loadEnvFile(envFile);

const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const env = process.env;
const apiUrl = `http://${env.API_HOST || '127.0.0.1'}:${env.API_PORT || '54321'}`;
const sitePort = env.PORT || '5173';
const siteUrl = `http://127.0.0.1:${sitePort}`;
const anonKey = env.SUPABASE_ANON_KEY || LOCAL_ANON_KEY;

const sitePackage = JSON.parse(readFileSync(`${root}site/package.json`, 'utf8'));
const withSite = Boolean(sitePackage.scripts?.serve);

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

function prefixLines(name, stream, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`[${name}] ${pending}\n`));
}

function run(name, command, args, extraEnv) {
  // Own process group, so stopping it reaches npm's and vite's children too.
  const child = startGroup(command, args, { env: extraEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stopAll(code === 0 || code === null ? 1 : code);
  });
  return child;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  // SIGINT lets the backend close the server, flush PGlite and release its lock.
  for (const child of children.values()) signalGroup(child, 'SIGINT');
  setTimeout(() => {
    for (const child of children.values()) signalGroup(child, 'SIGKILL');
    process.exit(exitCode || 1);
  }, 15_000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, name, timeoutMs = 180_000) {
  const answer = await waitForUrl(url, {
    timeoutMs,
    intervalMs: 250,
    ready: (response) => response.status < 500,
    cancelled: () => stopping,
  });
  if (answer !== 'timeout') return answer === 'ready';
  console.error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
  stopAll(1);
  return false;
}

// One node process for the backend (no tsx wrapper), so SIGINT reaches the server itself.
run('api', process.execPath, ['--import', 'tsx', 'packages/local-supabase/src/cli.ts'], {
  ...(env.SITE_URL ? {} : { SITE_URL: siteUrl }),
});
if (withSite) {
  // The production build and server: server-rendered pages, exactly what visitors get.
  run(
    'site',
    'sh',
    ['-c', 'npm run build --silent -w @parley/site && exec npm run serve --silent -w @parley/site'],
    {
      PORT: sitePort,
      HOST: '127.0.0.1',
      SUPABASE_URL: env.SUPABASE_URL || apiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SITE_URL: env.SITE_URL || siteUrl,
    },
  );
}

const ready = await Promise.all([
  waitFor(`${apiUrl}/auth/v1/health`, 'The backend'),
  withSite ? waitFor(siteUrl, 'The site') : Promise.resolve(true),
]);
if (ready.every(Boolean) && !stopping) {
  const line = '─'.repeat(72);
  console.log(`\n${line}`);
  console.log('  Parley is running (Ctrl-C stops everything)');
  console.log(`  Site           ${withSite ? siteUrl : '(site/ has no dev script yet)'}`);
  console.log(
    `  Admin sign-in  ${env.ADMIN_EMAIL || 'admin@parley.local'} / ${env.ADMIN_PASSWORD || 'parley-admin'}`,
  );
  console.log(`                 (local defaults; set ADMIN_EMAIL / ADMIN_PASSWORD in .env)`);
  console.log(`  Mailbox        ${apiUrl}/_mail`);
  console.log(`  API            ${apiUrl}`);
  console.log(`  Anon key       ${anonKey}`);
  console.log(`${line}\n`);
}
