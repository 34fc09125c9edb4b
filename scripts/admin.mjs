// `npm run admin -- add <email>` | `npm run admin -- remove <email>` | `npm run admin -- list`
//
// Manages who is an admin. Admins are users named by id in app_private.admins; the database's
// service-role-only functions add_admin / remove_admin / list_admins do the work, called through the
// REST API (/rest/v1/rpc/...) with the service-role key, so the same command serves both backends:
//
// - the local embedded backend by default: its URL from API_HOST / API_PORT and the key from
//   SUPABASE_SERVICE_ROLE_KEY, read from the environment or `.env` (the local defaults otherwise);
// - a hosted Supabase project: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<key>
//   npm run admin -- add <email>. Only a SUPABASE_URL given on the command line (the environment)
//   counts: the one in `.env` is the site's setting and may name another backend than the key.
//
// A person is added once they have signed up and confirmed their email; the database refuses others.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));

// The local defaults, from the modules that own them (TypeScript, loaded through tsx).
const { LOCAL_API_PORT, LOCAL_HOST } = await tsImport(
  '../shared/src/config/local-defaults.ts',
  import.meta.url,
);
const { LOCAL_SERVICE_ROLE_KEY } = await tsImport(
  '../packages/local-supabase/src/local-secrets.ts',
  import.meta.url,
);
const { isWildcardAddress } = await tsImport('../shared/src/net/loopback.ts', import.meta.url);

const USAGE = `Usage:
  npm run admin -- add <email>      make the confirmed user with this email an admin
  npm run admin -- remove <email>   take admin rights away from this email
  npm run admin -- list             list the admins

Local backend by default (API_HOST, API_PORT, SUPABASE_SERVICE_ROLE_KEY from the environment or .env).
A hosted project: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<key> npm run admin -- ...`;

/** An ordinary address: something@something, no spaces, at most 254 characters (linear pattern). */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

class UsageError extends Error {}

/** The command line as { command, email }, or a UsageError saying what is wrong. */
function parseArgs(args) {
  const [command, email, ...extra] = args;
  if (command === 'list') {
    if (email !== undefined) throw new UsageError('list takes no argument.');
    return { command };
  }
  if (command !== 'add' && command !== 'remove') {
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
  if (email === undefined || email.trim() === '') throw new UsageError(`${command} needs an email.`);
  if (extra.length > 0)
    throw new UsageError(`${command} takes one email, got ${extra.length + 1} arguments.`);
  const address = email.trim();
  if (address.length > 254 || !EMAIL.test(address))
    throw new UsageError(`"${email}" is not an email address.`);
  return { command, email: address };
}

/** Where to send the calls, read once the hosted URL (if any) has been taken from the real environment. */
function target() {
  const hostedUrl = process.env.SUPABASE_URL;
  const envFile = `${root}.env`;
  // Values in the environment win over .env.
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = process.env;
  // A wildcard bind (0.0.0.0, ::) is reached on loopback.
  const bindHost = env.API_HOST || LOCAL_HOST;
  const host = isWildcardAddress(bindHost) ? '127.0.0.1' : bindHost;
  const url = hostedUrl || `http://${host}:${env.API_PORT || LOCAL_API_PORT}`;
  return {
    url: url.replace(/\/+$/, ''),
    key: env.SUPABASE_SERVICE_ROLE_KEY || LOCAL_SERVICE_ROLE_KEY,
    hosted: Boolean(hostedUrl),
  };
}

class CommandError extends Error {}

/** POST /rest/v1/rpc/<fn> with the service-role key; the parsed JSON answer or a CommandError. */
async function rpc(where, fn, args) {
  let response;
  try {
    response = await fetch(`${where.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: where.key,
        Authorization: `Bearer ${where.key}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.cause?.message ?? error?.message ?? 'network error';
    throw new CommandError(
      `Cannot reach the backend at ${where.url} (${reason}).\n` +
        (where.hosted
          ? 'Check SUPABASE_URL.'
          : 'Is it running? Start it with `npm start` (or set API_HOST / API_PORT, or SUPABASE_URL for a hosted project).'),
    );
  }
  const text = await response.text();
  let body;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.ok) return body;
  throw new CommandError(explain(response.status, body, fn, args, text));
}

/** A sentence for each way the call can fail. */
function explain(status, body, fn, args, text) {
  const message = typeof body?.message === 'string' ? body.message : '';
  if (message === 'no confirmed user with that email') {
    return `No confirmed user has the email ${args.email}. The person must sign up and confirm their email first.`;
  }
  if (message === 'no admin with that email') return `${args.email} is not an admin.`;
  if (status === 401 || status === 403) {
    return `The backend refused the key (HTTP ${status}${message ? `: ${message}` : ''}). Use the service-role key (SUPABASE_SERVICE_ROLE_KEY).`;
  }
  if (status === 404 && (body?.code === 'PGRST202' || body?.code === '42883')) {
    return `The database has no ${fn} function: apply the migrations (supabase db push, or restart the local backend).`;
  }
  return `The backend answered HTTP ${status}: ${message || text.slice(0, 500) || '(no body)'}`;
}

async function run(args) {
  const { command, email } = parseArgs(args);
  const where = target();
  if (command === 'add') {
    const added = await rpc(where, 'add_admin', { email });
    console.log(`${added.email} is an admin (user ${added.user_id}, since ${added.added_at}).`);
  } else if (command === 'remove') {
    await rpc(where, 'remove_admin', { email });
    console.log(`${email} is no longer an admin.`);
  } else {
    const admins = await rpc(where, 'list_admins', {});
    if (admins.length === 0) console.log('No admins.');
    for (const a of admins) console.log(`${a.email}\tsince ${a.added_at}\t(${a.source})`);
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof CommandError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
