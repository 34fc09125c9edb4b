import type { BackendConfig } from './config';
import { ISSUED_AT_FUTURE, TokenError, verifyJwt } from './jwt';

const KEYS = [
  { variable: 'SUPABASE_ANON_KEY', field: 'anonKey', role: 'anon' },
  { variable: 'SUPABASE_SERVICE_ROLE_KEY', field: 'serviceRoleKey', role: 'service_role' },
] as const;

/** Why `key` is not a usable `role` key under `secret`, or undefined when it is. */
async function keyProblem(key: string, secret: string, role: string): Promise<string | undefined> {
  try {
    const claims = await verifyJwt(key, secret);
    if (claims.role !== role)
      return `its "role" claim is ${JSON.stringify(claims.role ?? null)}, not "${role}"`;
    return undefined;
  } catch (error) {
    if (error instanceof TokenError && error.kind === 'expired')
      return error.message === ISSUED_AT_FUTURE
        ? `its "iat" claim is in the future (${error.message})`
        : `it has expired (${error.message})`;
    return 'it is not a JWT signed (HS256) with JWT_SECRET';
  }
}

/**
 * The anon and service_role keys are JWTs the backend itself must accept: signed with JWT_SECRET and
 * carrying their role. A key signed with another secret (JWT_SECRET changed, keys forgotten) or
 * with the wrong role would otherwise start fine and answer every request 401, or hand out the
 * wrong role, so the backend refuses to start and says which variable to fix.
 */
export async function checkApiKeys(
  config: Pick<BackendConfig, 'jwtSecret' | 'anonKey' | 'serviceRoleKey'>,
): Promise<void> {
  const problems: string[] = [];
  for (const { variable, field, role } of KEYS) {
    const problem = await keyProblem(config[field], config.jwtSecret, role);
    if (problem !== undefined) problems.push(`  ${variable}: ${problem}`);
  }
  if (problems.length > 0) {
    throw new Error(
      [
        'Invalid backend configuration: the API keys do not match JWT_SECRET.',
        ...problems,
        'Each key must be a JWT signed (HS256) with JWT_SECRET whose payload has its role ("anon" or "service_role").',
        '`npm run keys -w @parley/local-supabase` prints a new JWT_SECRET with matching keys.',
      ].join('\n'),
    );
  }
}
