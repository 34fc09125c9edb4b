import { LOCAL_SUPABASE_ANON_KEY } from '@parley/shared/local-defaults';
import { isLoopbackAddress, isLoopbackHost } from '@parley/shared/net';
import { LOCAL_ADMIN_PASSWORD, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './local-secrets';

/**
 * The Supabase CLI's local JWT secret and keys and Parley's local admin password are published
 * (in this repository and in Supabase's docs). Anyone who can reach a server using them can sign
 * any token, act as service_role (bypassing Row Level Security) or sign in as the admin. That is
 * fine on 127.0.0.1, where only this machine reaches the server, and nowhere else.
 */

/** The secrets as read from the environment. */
interface SecretsInEnv {
  JWT_SECRET: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
  ADMIN_PASSWORD: string;
}

/** What to do about each variable, in the order they are listed. */
const ADVICE: Record<keyof SecretsInEnv, string> = {
  JWT_SECRET: "the Supabase CLI's public JWT secret: generate one with `openssl rand -hex 32`",
  SUPABASE_ANON_KEY:
    'the public anon key: set a JWT signed (HS256) with your JWT_SECRET whose payload has "role": "anon"',
  SUPABASE_SERVICE_ROLE_KEY:
    'the public service_role key: set a JWT signed (HS256) with your JWT_SECRET whose payload has "role": "service_role"',
  ADMIN_PASSWORD: 'the documented local admin password: choose a strong one',
};

/** Which of the secrets are still the public local values (compared by value, so a copied .env counts). */
export function wellKnownDefaultsIn(env: SecretsInEnv): (keyof SecretsInEnv)[] {
  const found: (keyof SecretsInEnv)[] = [];
  if (env.JWT_SECRET === LOCAL_JWT_SECRET) found.push('JWT_SECRET');
  if (env.SUPABASE_ANON_KEY === LOCAL_SUPABASE_ANON_KEY) found.push('SUPABASE_ANON_KEY');
  if (env.SUPABASE_SERVICE_ROLE_KEY === LOCAL_SERVICE_ROLE_KEY) found.push('SUPABASE_SERVICE_ROLE_KEY');
  if (env.ADMIN_PASSWORD === LOCAL_ADMIN_PASSWORD) found.push('ADMIN_PASSWORD');
  return found;
}

/**
 * The message refusing to serve `bindHost` with the given public defaults, or undefined when that is
 * fine (a loopback address, or nothing left at its default). A non-loopback API_EXTERNAL_URL counts
 * as reachable too: it says a proxy publishes the API, whatever the bind address.
 */
export function insecureDefaultsProblem(
  bindHost: string,
  defaults: (keyof SecretsInEnv)[],
  externalUrl?: string,
): string | undefined {
  if (defaults.length === 0) return undefined;
  let where: string;
  if (!isLoopbackAddress(bindHost)) where = `on API_HOST=${bindHost}, which other machines can reach,`;
  else if (externalUrl !== undefined && !isLoopbackHost(new URL(externalUrl).host))
    where = `at API_EXTERNAL_URL=${externalUrl}, which other machines can reach,`;
  else return undefined;
  return [
    `Refusing to serve ${where} with public local secrets. Set:`,
    ...defaults.map((name) => `  ${name}: ${ADVICE[name]}`),
    'The anon and service_role keys must be signed with the new JWT_SECRET: `npm run keys -w @parley/local-supabase` prints a new secret with matching keys.',
    'Or bind API_HOST=127.0.0.1. To serve with the public secrets anyway (a throwaway machine), set ALLOW_INSECURE_DEFAULTS=1.',
  ].join('\n');
}
