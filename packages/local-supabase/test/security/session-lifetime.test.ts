import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readBackendConfig } from '../../src/config';
import { startSession } from '../../src/auth/sessions';
import { startTestBackend, type TestBackend } from '../harness';
import { authHeaders, call, makeUser, restHeaders } from './helpers';

/**
 * An access token is a signed JWT: nothing revokes it before its `exp` (on hosted Supabase neither).
 * Signing out ends the session and its refresh tokens at once, so the token's lifetime is how long
 * a stolen or signed-out admin token keeps working on /rest/v1 and Storage: short by default.
 */

const DEFAULT_SECONDS = 900;
const root = fileURLToPath(new URL('../../../../', import.meta.url));

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

async function signInAsAdmin() {
  const client = server.anon();
  const { data, error } = await client.auth.signInWithPassword({
    email: server.config.adminEmail,
    password: server.config.adminPassword,
  });
  if (error) throw error;
  return { client, session: data.session };
}

describe('the access token’s lifetime', () => {
  test(`is ${DEFAULT_SECONDS} s by default: exp - iat, expires_in and expires_at say so`, async () => {
    const { session } = await signInAsAdmin();
    const claims = decodeJwt(session.access_token);
    expect(claims.exp! - claims.iat!).toBe(DEFAULT_SECONDS);
    expect(session.expires_in).toBe(DEFAULT_SECONDS);
    expect(session.expires_at).toBe(claims.exp);
  });

  test('a refreshed token gets the same lifetime', async () => {
    const { client } = await signInAsAdmin();
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims.exp! - claims.iat!).toBe(DEFAULT_SECONDS);
  });

  test('JWT_EXPIRY sets it', async () => {
    const config = readBackendConfig({ JWT_EXPIRY: '1800' }, 'supabase');
    expect(config.jwtExpirySeconds).toBe(1800);
    const user = await makeUser(server, 'lifetime');
    const session = await server.backend.ctx.db.transaction((tx) =>
      startSession(tx, { ...server.config, jwtExpirySeconds: 1800 }, user.id, 'password', {}),
    );
    const claims = decodeJwt(session.access_token);
    expect([claims.exp! - claims.iat!, session.expires_in]).toEqual([1800, 1800]);
  });

  test.each([
    ['empty', ''],
    ['not a number', 'abc'],
    ['zero', '0'],
    ['negative', '-900'],
    ['a fraction', '900.5'],
    ['an exponent', '9e2'],
    ['spaced', ' 900'],
    ['hex', '0x384'],
    ['below the refresh margin of auth-js', '119'],
    ['over a week', '604801'],
    ['huge', '9'.repeat(10_000)],
  ])('JWT_EXPIRY %s is refused at start, naming the variable', (_label, value) => {
    expect(() => readBackendConfig({ JWT_EXPIRY: value }, 'supabase')).toThrow(/JWT_EXPIRY/);
  });

  test('supabase/config.toml and .env.example give the same default', () => {
    const toml = readFileSync(`${root}supabase/config.toml`, 'utf8');
    expect(/^jwt_expiry = (\d+)$/m.exec(toml)?.[1]).toBe(String(DEFAULT_SECONDS));
    const example = readFileSync(`${root}.env.example`, 'utf8');
    // Shown commented out: unset, the backend reads config.toml's value.
    expect(/^# JWT_EXPIRY=(\d+)$/m.exec(example)?.[1]).toBe(String(DEFAULT_SECONDS));
    expect(readBackendConfig({}, 'supabase').jwtExpirySeconds).toBe(DEFAULT_SECONDS);
  });
});

describe('signing out', () => {
  test('revokes the refresh token at once; the access token works on /rest/v1 until it expires', async () => {
    const { client, session } = await signInAsAdmin();
    expect((await client.auth.signOut()).error).toBeNull();
    // The session is gone: no refresh, and /auth/v1/user refuses the token.
    const refreshed = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const user = await call(server, '/auth/v1/user', {
      headers: authHeaders(server, `Bearer ${session.access_token}`),
    });
    expect(user.status).toBe(403);
    // The signed token itself still verifies where only the signature is checked, as on Supabase.
    const isAdmin = await call(server, '/rest/v1/rpc/is_admin', {
      method: 'POST',
      headers: restHeaders(session.access_token),
    });
    expect(await isAdmin.json()).toBe(true);
    expect(decodeJwt(session.access_token).exp! - Date.now() / 1000).toBeLessThanOrEqual(DEFAULT_SECONDS);
  });
});
