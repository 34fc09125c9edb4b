import { AuthApiError, AuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { authTuning } from '../../src/auth';
import { startTestBackend, type TestBackend } from '../harness';
import { confirmedUser } from './helpers';

let server: TestBackend;
let email: string;
const password = 'secret-password';
const defaultReuse = authTuning.refreshTokenReuseIntervalMs;

beforeAll(async () => {
  server = await startTestBackend();
  email = await confirmedUser(server, password, 'session');
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  authTuning.refreshTokenReuseIntervalMs = defaultReuse;
});

async function signIn() {
  const client = server.anon();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, session: data.session };
}

/** GET /auth/v1/user with a raw bearer token, as auth-js would send it. */
async function getUser(token: string) {
  const response = await fetch(`${server.url}/auth/v1/user`, {
    headers: {
      apikey: server.config.anonKey,
      authorization: `Bearer ${token}`,
      'x-supabase-api-version': '2024-01-01',
    },
  });
  return {
    status: response.status,
    version: response.headers.get('x-supabase-api-version'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('access token', () => {
  test('carries GoTrue claims', async () => {
    const { session } = await signIn();
    const claims = decodeJwt(session.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: `${server.url}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.exp! - claims.iat!).toBe(server.config.jwtExpirySeconds);
    expect((claims.amr as { method: string }[])[0]!.method).toBe('password');
    expect(session.expires_in).toBe(server.config.jwtExpirySeconds);
  });

  test('expired, forged and alg:none tokens are refused on /user', async () => {
    const { session } = await signIn();
    const claims = decodeJwt(session.access_token);
    const secret = new TextEncoder().encode(server.config.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = await new SignJWT({ ...claims, iat: past, exp: past + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;

    for (const token of [expired, forged, none, 'garbage']) {
      const { status, body } = await getUser(token);
      expect(status).toBe(403);
      expect(body.code).toBe('bad_jwt');
    }
    const expiredAnswer = await getUser(expired);
    expect(expiredAnswer.body.message).toContain('token is expired');
    // Asked with the 2024-01-01 API version: {code, message} and the version echoed.
    expect(expiredAnswer.version).toBe('2024-01-01');
    expect(Object.keys(expiredAnswer.body).sort()).toEqual(['code', 'message']);
    expect((await getUser(server.config.anonKey)).body).toMatchObject({ code: 'bad_jwt' });
    expect((await getUser(session.access_token)).status).toBe(200);
  });

  test('no Authorization header answers 401 no_authorization (legacy shape without the version header)', async () => {
    const response = await fetch(`${server.url}/auth/v1/user`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-sb-error-code')).toBe('no_authorization');
    expect(await response.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('refresh tokens', () => {
  test('rotate: each refresh returns a new token, the old one is revoked', async () => {
    const { client, session } = await signIn();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(rotated.access_token).session_id).toBe(decodeJwt(session.access_token).session_id);
    expect((await getUser(rotated.access_token)).status).toBe(200);

    // Within the reuse interval a replay gets the current token (two tabs refreshing at once).
    const replay = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(rotated.refresh_token);
  });

  test('a replay after the reuse interval is refused and revokes the session tokens', async () => {
    authTuning.refreshTokenReuseIntervalMs = 50;
    const { client, session } = await signIn();
    const rotated = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data
      .session!;
    await new Promise((r) => setTimeout(r, 120));
    const replay = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toBeInstanceOf(AuthApiError);
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The family is revoked: the current child no longer works either.
    await new Promise((r) => setTimeout(r, 120));
    const child = await server.anon().auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(child.error).toMatchObject({ code: 'refresh_token_already_used' });
  });

  test('an unknown refresh token is refresh_token_not_found', async () => {
    const { error } = await server.anon().auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });
});

describe('logout', () => {
  test('revokes the session: its access token fails with session_not_found, its refresh token is refused', async () => {
    const { client, session } = await signIn();
    const other = await signIn();
    const { error } = await client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    const after = await getUser(session.access_token);
    expect(after).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
    const userCall = await server.anon().auth.getUser(session.access_token);
    expect(userCall.error).toBeInstanceOf(AuthSessionMissingError);
    const refresh = await server.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    // scope=local leaves the other session alone; global ends it.
    expect((await getUser(other.session.access_token)).status).toBe(200);
    await other.client.auth.signOut();
    expect((await getUser(other.session.access_token)).status).toBe(403);
  });

  test('an unknown scope is refused', async () => {
    const { session } = await signIn();
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everything`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.status).toBe(400);
  });
});

describe('PUT /user', () => {
  test('merges user_metadata and deletes null keys', async () => {
    const { client } = await signIn();
    await client.auth.updateUser({ data: { theme: 'dark', nickname: 'x' } });
    const { data, error } = await client.auth.updateUser({ data: { nickname: null, lang: 'en' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ theme: 'dark', lang: 'en' });
    expect(data.user?.user_metadata).not.toHaveProperty('nickname');
  });

  test('refuses the same password, a weak one and app_metadata', async () => {
    const { client } = await signIn();
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}` },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
  });
});
