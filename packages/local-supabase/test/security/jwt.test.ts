import fc from 'fast-check';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../harness';
import {
  adminUser,
  authHeaders,
  call,
  forge,
  handmade,
  leaksSecrets,
  makeUser,
  mint,
  restHeaders,
  seedRows,
  snapshot,
  startSecurityBackend,
  type TestUser,
} from './helpers';

// The attacker's checklist for tokens, against both APIs: PostgREST's /rest/v1 (401 PGRST301 for a
// token that does not verify, PGRST303 for bad claims, 401 22023 for a role that does not exist) and
// GoTrue's /auth/v1/user (403 bad_jwt and friends). Every refused case also proves that nothing was
// read (no admin-only row in any answer), nothing written and no session created.

let t: TestBackend;
let user: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startSecurityBackend();
  await seedRows(t);
  user = await makeUser(t, 'jwt-user');
  other = await makeUser(t, 'jwt-other');
  admin = await adminUser(t);
});
afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown> | unknown[];
  text: string;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as Answer['body']) : {} };
}

const draftPost = {
  title: 'Written by an attacker',
  slug: `attacker-${Date.now()}`,
  excerpt: 'x',
  content: 'x',
};

/**
 * Tries every door with one set of headers: read leads, read drafts, write a post, read /user. The
 * row counts before and after must match whatever the answers were.
 */
async function probe(headers: { rest: Record<string, string>; auth: Record<string, string> }) {
  const before = await snapshot(t);
  const leads = await answer(await call(t, '/rest/v1/leads?select=email', { headers: headers.rest }));
  const drafts = await answer(
    await call(t, '/rest/v1/blog_posts?select=title&published_at=is.null', { headers: headers.rest }),
  );
  const write = await answer(
    await call(t, '/rest/v1/blog_posts', {
      method: 'POST',
      headers: { ...headers.rest, prefer: 'return=representation' },
      body: JSON.stringify({
        ...draftPost,
        slug: `${draftPost.slug}-${Math.random().toString(36).slice(2)}`,
      }),
    }),
  );
  const me = await answer(await call(t, '/auth/v1/user', { headers: headers.auth }));
  expect(await snapshot(t)).toEqual(before);
  for (const a of [leads, drafts, write, me]) expect(leaksSecrets(a.text)).toBe(false);
  return { leads, drafts, write, me };
}

const withToken = (token: string) => ({
  rest: restHeaders(token),
  auth: authHeaders(t, `Bearer ${token}`),
});

/** A refused token: every REST door answers 401 with `code`, /user answers 403 `authCode`. */
async function expectRefused(token: string, code: string, authCode = 'bad_jwt') {
  const result = await probe(withToken(token));
  for (const a of [result.leads, result.drafts, result.write]) {
    expect(a.status).toBe(401);
    expect((a.body as { code: string }).code).toBe(code);
  }
  expect(result.me.status).toBe(authCode === 'no_authorization' ? 401 : 403);
  expect((result.me.body as { code: string }).code).toBe(authCode);
  return result;
}

const now = () => Math.floor(Date.now() / 1000);

describe('signature and algorithm', () => {
  it('refuses a forged payload with the signature kept (sub swapped to the admin, role to service_role)', async () => {
    await expectRefused(
      forge(user.accessToken, (c) => ({ ...c, sub: admin.id, session_id: admin.sessionId })),
      'PGRST301',
    );
    await expectRefused(
      forge(user.accessToken, (c) => ({ ...c, role: 'service_role' })),
      'PGRST301',
    );
  });

  it('refuses a token signed with another secret', async () => {
    const token = await mint(
      t,
      { sub: user.id, role: 'service_role' },
      'another-secret-that-is-32-characters-long!',
    );
    await expectRefused(token, 'PGRST301');
  });

  it('refuses alg none, with an empty signature or none at all', async () => {
    const claims = { sub: admin.id, role: 'service_role', session_id: admin.sessionId, exp: now() + 600 };
    await expectRefused(handmade({ alg: 'none', typ: 'JWT' }, claims, { signature: '' }), 'PGRST301');
    await expectRefused(handmade({ alg: 'None' }, claims, { signature: '' }), 'PGRST301');
    // Two parts only: PostgREST's own message for it.
    const twoParts = handmade({ alg: 'none' }, claims, { signature: '' }).slice(0, -1);
    const r = await expectRefused(twoParts, 'PGRST301');
    expect((r.leads.body as { message: string }).message).toBe('Expected 3 parts in JWT; got 2');
  });

  it('refuses an HS512 or RS256 header over an HS256 signature, and HS512 properly signed (HS256 only)', async () => {
    const claims = { sub: user.id, role: 'service_role', exp: now() + 600 };
    const secret = t.config.jwtSecret;
    await expectRefused(handmade({ alg: 'HS512', typ: 'JWT' }, claims, { secret }), 'PGRST301');
    await expectRefused(
      handmade({ alg: 'HS512', typ: 'JWT' }, claims, { secret, hash: 'sha512' }),
      'PGRST301',
    );
    await expectRefused(handmade({ alg: 'RS256', typ: 'JWT' }, claims, { secret }), 'PGRST301');
  });

  it('refuses an RS256 token signed by the attacker’s own key pair (no public key is trusted)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const token = await new SignJWT({ sub: user.id, role: 'service_role', exp: now() + 600 })
      .setProtectedHeader({ alg: 'RS256', jwk: (await crypto.subtle.exportKey('jwk', publicKey)) as never })
      .sign(privateKey);
    await expectRefused(token, 'PGRST301');
  });
});

describe('time claims (30 s of clock skew, as PostgREST and GoTrue)', () => {
  it('refuses a token that expired outside the skew', async () => {
    const token = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      exp: now() - 120,
    });
    const r = await expectRefused(token, 'PGRST303');
    expect((r.me.body as { message: string }).message).toContain('token is expired');
  });

  it('accepts a token that expired within the skew, as the user it names and nobody more', async () => {
    const token = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      exp: now() - 5,
    });
    const r = await probe(withToken(token));
    // Authenticated but not an admin: RLS filters every lead and draft out, and refuses the insert.
    expect(r.leads).toMatchObject({ status: 200, body: [] });
    expect(r.drafts).toMatchObject({ status: 200, body: [] });
    expect(r.write.status).toBe(403);
    expect(r.me.status).toBe(200);
    expect((r.me.body as { id: string }).id).toBe(user.id);
  });

  it('refuses a token whose nbf is in the future beyond the skew, accepts it within', async () => {
    const late = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      nbf: now() + 300,
    });
    await expectRefused(late, 'PGRST303');
    const soon = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      nbf: now() + 5,
    });
    expect((await probe(withToken(soon))).me.status).toBe(200);
  });

  it('REST refuses a token issued in the future beyond the skew (PostgREST: JWT issued at future)', async () => {
    const future = await mint(t, { role: 'service_role', iat: now() + 3600 });
    const r = await answer(
      await call(t, '/rest/v1/blog_posts?select=title&published_at=is.null', {
        headers: restHeaders(future),
      }),
    );
    expect(r).toMatchObject({ status: 401, body: { code: 'PGRST303', message: 'JWT issued at future' } });
    expect(leaksSecrets(r.text)).toBe(false);
    const soon = await mint(t, { role: 'anon', iat: now() + 5 });
    expect((await call(t, '/rest/v1/blog_posts?select=title', { headers: restHeaders(soon) })).status).toBe(
      200,
    );
  });

  it('refuses a token issued in the future beyond the skew on every API, accepts it within', async () => {
    // Signed with the real secret, naming a live user and session: only the iat is wrong.
    const future = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      iat: now() + 3600,
      exp: now() + 7200,
    });
    const r = await expectRefused(future, 'PGRST303');
    expect((r.leads.body as { message: string }).message).toBe('JWT issued at future');
    expect((r.me.body as { message: string }).message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token used before issued',
    );
    // Storage reads the caller through the same verification (its own InvalidJWT shape).
    const bucket = await answer(
      await call(t, '/storage/v1/bucket/post-images', { headers: restHeaders(future) }),
    );
    expect(bucket).toMatchObject({
      status: 400,
      body: { error: 'InvalidJWT', message: 'JWT issued at future' },
    });
    const soon = await mint(t, {
      sub: user.id,
      role: 'authenticated',
      session_id: user.sessionId,
      iat: now() + 5,
    });
    expect((await probe(withToken(soon))).me.status).toBe(200);
  });

  it('a service_role token issued in the future does not clear the mailbox', async () => {
    const future = await mint(t, { role: 'service_role', iat: now() + 3600, exp: now() + 7200 });
    const attempts: Record<string, string>[] = [
      { apikey: future },
      { apikey: t.config.anonKey, Authorization: `Bearer ${future}` },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${t.url}/_mail/messages`, { method: 'DELETE', headers });
      expect(response.status).toBe(401);
    }
  });

  it('refuses an exp that is not a number', async () => {
    const token = await mint(t, { sub: user.id, role: 'authenticated', exp: 'never' });
    const r = await probe(withToken(token));
    for (const a of [r.leads, r.drafts, r.write]) expect(a.status).toBe(401);
    expect(r.me.status).toBe(403);
  });
});

describe('the role claim (signed with the real secret)', () => {
  // With the real secret, role service_role IS the service role whatever sub says: that is how
  // Supabase works (the secret holder is all-powerful), and the test documents it.
  it('a service_role claim with a normal user’s sub is the service role on /rest/v1 and that user on /user', async () => {
    const token = await mint(t, { sub: user.id, role: 'service_role', aud: 'authenticated' });
    const drafts = await answer(
      await call(t, '/rest/v1/blog_posts?select=title&published_at=is.null', { headers: restHeaders(token) }),
    );
    expect(drafts.status).toBe(200);
    expect((drafts.body as unknown[]).length).toBeGreaterThan(0);
    const me = await answer(await call(t, '/auth/v1/user', { headers: authHeaders(t, `Bearer ${token}`) }));
    expect(me.status).toBe(200);
    expect((me.body as { id: string }).id).toBe(user.id);
  });

  it.each([
    ['postgres', 'postgres'],
    ['supabase_admin', 'supabase_admin'],
    ['authenticator', 'authenticator'],
    ['pg_read_all_data', 'pg_read_all_data'],
    ['an empty string', ''],
    ['a number', 7],
    ['an array', ['service_role']],
    ['an object', { name: 'service_role' }],
    ['null', null],
    ['true', true],
  ])('refuses role %s with 401 22023, never falling back to another role', async (_name, role) => {
    const token = await mint(t, { sub: admin.id, role, session_id: admin.sessionId });
    const r = await probe(withToken(token));
    for (const a of [r.leads, r.drafts, r.write]) {
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({ code: '22023' });
      expect((a.body as { message: string }).message).toMatch(/^role ".*" does not exist$/);
    }
  });

  it('decides the role by the role claim alone, never by aud', async () => {
    const token = await mint(t, { sub: user.id, role: 'anon', aud: 'service_role' });
    const r = await probe(withToken(token));
    expect(r.leads.status).toBe(401); // anon: permission denied answers 401 to anon
    expect(r.leads.body).toMatchObject({ code: '42501' });
    expect(r.drafts).toMatchObject({ status: 200, body: [] });
  });

  it('treats a token without a role claim as anon, like PostgREST', async () => {
    const token = await mint(t, { sub: admin.id, session_id: admin.sessionId });
    const r = await probe(withToken(token));
    expect(r.leads).toMatchObject({ status: 401, body: { code: '42501' } });
    expect(r.drafts).toMatchObject({ status: 200, body: [] });
  });
});

describe('sub and session_id', () => {
  it.each([
    ['not a uuid', 'not-a-uuid'],
    ['an injection attempt', "'; delete from public.leads; --"],
    ['a number', 42],
  ])(
    'refuses a sub that is %s: /user says user_not_found or bad_jwt, REST reads nothing',
    async (_n, sub) => {
      const token = await mint(t, { sub, role: 'authenticated' });
      const r = await probe(withToken(token));
      expect(r.me.status).toBe(403);
      expect(['user_not_found', 'bad_jwt']).toContain((r.me.body as { code: string }).code);
      // auth.uid() cannot cast it: a client error, never a 500 and never a row.
      for (const a of [r.leads, r.drafts, r.write]) {
        expect(a.status).toBeGreaterThanOrEqual(400);
        expect(a.status).toBeLessThan(500);
      }
    },
  );

  it('refuses the token of a deleted user on /user, and REST gives it no admin rows', async () => {
    const doomed = await makeUser(t, 'jwt-deleted');
    await t.backend.ctx.db.query('delete from auth.users where id = $1', [doomed.id]);
    const r = await probe(withToken(doomed.accessToken));
    expect(r.me).toMatchObject({ status: 403, body: { code: 'user_not_found' } });
    expect(r.leads).toMatchObject({ status: 200, body: [] });
    expect(r.drafts).toMatchObject({ status: 200, body: [] });
  });

  it('refuses the token of a soft-deleted user (deleted_at set) on GET and PUT /user', async () => {
    const gone = await makeUser(t, 'jwt-soft-deleted');
    await t.backend.ctx.db.query('update auth.users set deleted_at = now() where id = $1', [gone.id]);
    const r = await probe(withToken(gone.accessToken));
    expect(r.me).toMatchObject({ status: 403, body: { code: 'user_not_found' } });
    const update = await call(t, '/auth/v1/user', {
      method: 'PUT',
      headers: authHeaders(t, `Bearer ${gone.accessToken}`),
      body: JSON.stringify({ data: { revived: true } }),
    });
    expect(update.status).toBe(403);
    const { rows } = await t.backend.ctx.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where id = $1',
      [gone.id],
    );
    expect(rows[0]!.meta.revived).toBeUndefined();
  });

  it('logout with a forged or foreign-session token signs nobody out', async () => {
    const victim = await makeUser(t, 'jwt-logout-victim');
    const tokens = [
      forge(victim.accessToken, (c) => ({ ...c, exp: now() + 7200 })),
      await mint(t, { sub: user.id, role: 'authenticated', session_id: victim.sessionId }),
      await mint(t, { sub: victim.id, role: 'authenticated', session_id: victim.sessionId }, 'x'.repeat(40)),
    ];
    for (const token of tokens) {
      const before = await snapshot(t);
      const response = await call(t, '/auth/v1/logout?scope=global', {
        method: 'POST',
        headers: authHeaders(t, `Bearer ${token}`),
      });
      expect(response.status).toBe(403);
      expect(await snapshot(t)).toEqual(before);
    }
    const me = await call(t, '/auth/v1/user', { headers: authHeaders(t, `Bearer ${victim.accessToken}`) });
    expect(me.status).toBe(200);
  });

  it('refuses a session_id that belongs to another user', async () => {
    const token = await mint(t, { sub: user.id, role: 'authenticated', session_id: other.sessionId });
    const r = await probe(withToken(token));
    expect(r.me).toMatchObject({ status: 403, body: { code: 'session_not_found' } });
  });

  it('refuses a refresh token used as an access token', async () => {
    await expectRefused(other.refreshToken, 'PGRST301');
  });

  it('a refresh grant answers for the refresh token’s owner, whatever Authorization says', async () => {
    const before = await snapshot(t);
    const victim = await makeUser(t, 'jwt-refresh');
    const response = await call(t, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: authHeaders(t, `Bearer ${admin.accessToken}`),
      body: JSON.stringify({ refresh_token: victim.refreshToken }),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as { user: { id: string } };
    expect(session.user.id).toBe(victim.id);
    expect((await snapshot(t))['auth.users']).toBe(before['auth.users'] + 1);
  });
});

describe('what a user may write about themselves', () => {
  it('app_metadata is refused and user_metadata cannot change the role of the next token', async () => {
    const self = await makeUser(t, 'jwt-self');
    const put = (body: unknown) =>
      call(t, '/auth/v1/user', {
        method: 'PUT',
        headers: authHeaders(t, `Bearer ${self.accessToken}`),
        body: JSON.stringify(body),
      });
    const appMeta = await answer(await put({ app_metadata: { role: 'service_role', admin: true } }));
    expect(appMeta).toMatchObject({ status: 403, body: { code: 'not_admin' } });
    const meta = await put({ data: { role: 'service_role', is_admin: true, aud: 'service_role' } });
    expect(meta.status).toBe(200);

    const refreshed = await call(t, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      headers: authHeaders(t),
      body: JSON.stringify({ refresh_token: self.refreshToken }),
    });
    const session = (await refreshed.json()) as { access_token: string };
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
      role: string;
      aud: string;
      app_metadata: Record<string, unknown>;
    };
    expect(claims.role).toBe('authenticated');
    expect(claims.aud).toBe('authenticated');
    expect(claims.app_metadata.role).toBeUndefined();
    const isAdmin = await call(t, '/rest/v1/rpc/is_admin', { headers: restHeaders(session.access_token) });
    expect(await isAdmin.json()).toBe(false);
  });
});

describe('token shape and headers', () => {
  it('refuses a 1 MB token quickly, in-process (401/403) and over a socket (Node’s header limit)', async () => {
    const huge = await mint(
      t,
      { sub: user.id, role: 'service_role', pad: 'x'.repeat(1024 * 1024) },
      'wrong-secret-wrong-secret-wrong-secret!',
    );
    await expectRefused(huge, 'PGRST301');
    const overSocket = await fetch(`${t.url}/rest/v1/leads?select=email`, { headers: restHeaders(huge) });
    expect(overSocket.status).toBe(431);
    expect(leaksSecrets(await overSocket.text())).toBe(false);
  });

  it.each([
    ['an extra dot', (tok: string) => `${tok}.`],
    ['four parts', (tok: string) => `${tok}.${tok.split('.')[2]}`],
    ['a leading dot', (tok: string) => `.${tok}`],
    ['whitespace inside', (tok: string) => tok.replace('.', '. ')],
  ])('refuses a service token with %s', async (_n, mangle) => {
    const token = mangle(await mint(t, { role: 'service_role' }));
    const r = await probe({ rest: restHeaders(token), auth: authHeaders(t, `Bearer ${token}`) });
    for (const a of [r.leads, r.drafts, r.write]) expect(a.status).toBe(401);
    expect([401, 403]).toContain(r.me.status);
  });

  it('refuses two tokens in one Bearer header, never reading with either', async () => {
    const service = t.config.serviceRoleKey;
    const authorization = `Bearer ${user.accessToken} ${service}`;
    const r = await probe({
      rest: { apikey: t.config.anonKey, authorization, 'content-type': 'application/json' },
      auth: authHeaders(t, authorization),
    });
    for (const a of [r.leads, r.drafts, r.write]) expect(a.body).toMatchObject({ code: 'PGRST301' });
    expect(r.me).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
  });

  it('lets Authorization win over apikey, so a user token with the service apikey is still that user', async () => {
    const r = await probe({
      rest: {
        apikey: t.config.serviceRoleKey,
        authorization: `Bearer ${user.accessToken}`,
        'content-type': 'application/json',
      },
      auth: authHeaders(t, `Bearer ${user.accessToken}`),
    });
    expect(r.leads).toMatchObject({ status: 200, body: [] });
    expect(r.drafts).toMatchObject({ status: 200, body: [] });
    expect(r.write.status).toBe(403);
  });

  it('with the anon key as Bearer and the service key as apikey, the request is anon', async () => {
    const r = await probe({
      rest: {
        apikey: t.config.serviceRoleKey,
        authorization: `Bearer ${t.config.anonKey}`,
        'content-type': 'application/json',
      },
      auth: authHeaders(t, `Bearer ${t.config.anonKey}`),
    });
    expect(r.leads).toMatchObject({ status: 401, body: { code: '42501' } });
    expect(r.me).toMatchObject({ status: 403, body: { code: 'bad_jwt' } });
  });

  it('a forged apikey without Authorization is refused, not ignored', async () => {
    const forged = forge(t.config.anonKey, (c) => ({ ...c, role: 'service_role' }));
    const r = await probe({
      rest: { apikey: forged, 'content-type': 'application/json' },
      auth: authHeaders(t),
    });
    for (const a of [r.leads, r.drafts, r.write]) expect(a.body).toMatchObject({ code: 'PGRST301' });
    expect(r.me).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
  });

  it('an empty Bearer is refused on both APIs', async () => {
    const r = await probe({
      rest: { apikey: t.config.anonKey, authorization: 'Bearer ', 'content-type': 'application/json' },
      auth: authHeaders(t, 'Bearer '),
    });
    for (const a of [r.leads, r.drafts, r.write]) {
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({
        code: 'PGRST301',
        message: 'Empty JWT is sent in Authorization header',
      });
    }
    expect(r.me).toMatchObject({ status: 401, body: { code: 'no_authorization' } });
  });
});

describe('properties', () => {
  const restDoors = ['/rest/v1/leads?select=email', '/rest/v1/blog_posts?select=title&published_at=is.null'];

  it('any role claim other than anon, authenticated or service_role is 401 22023 and reads nothing', async () => {
    const notApiRole = fc
      .oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }))
      .filter((v) => v !== undefined && !['anon', 'authenticated', 'service_role'].includes(v as string));
    await fc.assert(
      fc.asyncProperty(notApiRole, fc.constantFrom(...restDoors), async (role, door) => {
        const token = await mint(t, { sub: admin.id, role });
        const r = await answer(await call(t, door, { headers: restHeaders(token) }));
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({ code: '22023' });
        expect(leaksSecrets(r.text)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('any change to the payload of the service key, signature kept, is refused on both APIs', async () => {
    const edits = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      minKeys: 1,
      maxKeys: 3,
    });
    await fc.assert(
      fc.asyncProperty(edits, async (extra) => {
        const token = forge(t.config.serviceRoleKey, (c) => ({ ...c, ...extra, sub: admin.id }));
        for (const door of restDoors) {
          const r = await answer(await call(t, door, { headers: restHeaders(token) }));
          expect(r.status).toBe(401);
          expect(leaksSecrets(r.text)).toBe(false);
        }
        const me = await call(t, '/auth/v1/user', { headers: authHeaders(t, `Bearer ${token}`) });
        expect(me.status).toBe(403);
      }),
      { numRuns: 40 },
    );
  });
});
