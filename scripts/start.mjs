// `npm start`: the embedded backend and the site (built, then served server-rendered as in production)
// together, with one banner once both answer. `npm run dev -w @parley/site` is the hot-reloading variant.
import { existsSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { root, signalGroup, startGroup, waitForUrl } from './processes.mjs';

const envFile = `${root}.env`;
// Values in the environment win over .env; the children read the same file themselves too.
if (existsSync(envFile)) process.loadEnvFile(envFile);

// The local defaults, from the modules that own them (TypeScript, loaded through tsx).
const { DEFAULT_ADMIN_EMAIL, LOCAL_API_PORT, LOCAL_HOST, LOCAL_SITE_PORT, LOCAL_SUPABASE_ANON_KEY } =
  await tsImport('../shared/src/config/local-defaults.ts', import.meta.url);
const { LOCAL_ADMIN_PASSWORD, LOCAL_LEAD_RELAY_KEY, LOCAL_SERVICE_ROLE_KEY } = await tsImport(
  '../packages/local-supabase/src/local-secrets.ts',
  import.meta.url,
);
const { signLeadRelayKey } = await tsImport(
  '../packages/local-supabase/src/lead-relay-key.ts',
  import.meta.url,
);

const { isWildcardAddress } = await tsImport('../shared/src/net/loopback.ts', import.meta.url);

const env = process.env;
// A wildcard bind (0.0.0.0, ::) is no address to connect to: this machine reaches it on loopback.
const bindHost = env.API_HOST || LOCAL_HOST;
const reachHost = isWildcardAddress(bindHost) ? '127.0.0.1' : bindHost;
/** Where this machine reaches the backend (health check, mailbox). */
const apiUrl = `http://${reachHost}:${env.API_PORT || LOCAL_API_PORT}`;
/** Where browsers reach it: the backend's public base URL when one is set (API_EXTERNAL_URL). */
const publicApiUrl = env.API_EXTERNAL_URL || apiUrl;
const sitePort = env.PORT || String(LOCAL_SITE_PORT);
const siteUrl = `http://${LOCAL_HOST}:${sitePort}`;
const anonKey = env.SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY;
// The site server's key for the leads it stores for its visitors (site/server/lead-relay.ts), minted
// from the JWT secret the backend is started with; one set in the environment or .env wins.
const leadRelayKey =
  env.SITE_LEAD_RELAY_KEY || (env.JWT_SECRET ? await signLeadRelayKey(env.JWT_SECRET) : LOCAL_LEAD_RELAY_KEY);

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
  // Safe beside another `npm start` or `npm run build` in this checkout: the build writes a release
  // folder of its own and swaps it in by renaming a link, and a running server keeps its own
  // release's files (site/build/releases.ts). A second start then stops at the backend's lock.
  run(
    'site',
    'sh',
    ['-c', 'npm run build --silent -w @parley/site && exec npm run serve --silent -w @parley/site'],
    {
      PORT: sitePort,
      HOST: LOCAL_HOST,
      SUPABASE_URL: env.SUPABASE_URL || publicApiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SITE_URL: env.SITE_URL || siteUrl,
      SITE_LEAD_RELAY_KEY: leadRelayKey,
    },
  );
}

// The newsletter's mail worker (packages/mailer) against the backend's SMTP server (SMTP_PORT,
// 54325; the mails show in /_mail), or the SMTP_URL of .env. It waits for the backend by itself.
const smtpPort = env.SMTP_PORT || '54325';
if (env.SMTP_URL || smtpPort !== 'off') {
  run('mailer', process.execPath, ['--import', 'tsx', 'packages/mailer/src/cli.ts'], {
    SUPABASE_URL: apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY,
    SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_FROM: env.NEWSLETTER_FROM || 'Parley <newsletter@parley.localhost>',
    NEWSLETTER_POSTAL_ADDRESS:
      env.NEWSLETTER_POSTAL_ADDRESS || 'Parley, local development (set NEWSLETTER_POSTAL_ADDRESS)',
    SITE_URL: env.SITE_URL || siteUrl,
  });
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
  // A password of one's own (ADMIN_PASSWORD) is never printed: terminals and logs keep what they show.
  const password = env.ADMIN_PASSWORD ? '(the password set in ADMIN_PASSWORD)' : LOCAL_ADMIN_PASSWORD;
  console.log(`  Admin sign-in  ${env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL} / ${password}`);
  if (!env.ADMIN_PASSWORD)
    console.log(`                 (local defaults; set ADMIN_EMAIL / ADMIN_PASSWORD in .env)`);
  console.log(`  Mailbox        ${apiUrl}/_mail`);
  console.log(`  API            ${publicApiUrl}`);
  console.log(`  Anon key       ${anonKey}`);
  console.log(`${line}\n`);
}
