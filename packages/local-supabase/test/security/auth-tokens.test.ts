import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { followLink, latestMail, otpOf, uniqueEmail } from '../auth/helpers';

/**
 * Attacks on the one-time tokens of /verify (and the inputs of /recover and /resend): whatever the
 * attacker sends, a request that does not carry the current, unused, unexpired token of one account
 * must start no session.
 */

let server: TestBackend;

interface Issued {
  email: string;
  hash: string;
  code: string;
}

/** Signs up (a confirmation mail is sent) and returns the mailed token, still unused. */
async function signUp(prefix: string): Promise<Issued> {
  const email = uniqueEmail(prefix);
  const { error } = await server.anon().auth.signUp({ email, password: 'secret-1' });
  if (error) throw error;
  const mail = await latestMail(server, email);
  return { email, hash: new URL(mail.links[0]!).searchParams.get('token')!, code: otpOf(mail) };
}

/** Sends a recovery mail and returns its token, still unused. */
async function recovery(email: string): Promise<Issued> {
  const { error } = await server.anon().auth.resetPasswordForEmail(email);
  if (error) throw error;
  const mail = await latestMail(server, email);
  return { email, hash: new URL(mail.links[0]!).searchParams.get('token')!, code: otpOf(mail) };
}

async function sessionCount(): Promise<number> {
  const { rows } = await server.backend.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from auth.sessions`,
  );
  return rows[0]!.n;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

async function postVerify(body: unknown): Promise<{ status: number; text: string; json: unknown }> {
  const response = await fetch(`${server.url}/auth/v1/verify`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as unknown };
}

/** A refused POST /verify: GoTrue's 4xx error shape, no tokens, and not one new session. */
async function expectRefusedPost(body: unknown): Promise<{ code: string; status: number }> {
  const before = await sessionCount();
  const { status, text, json } = await postVerify(body);
  expect(status, `${JSON.stringify(body)} → ${text}`).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(text).not.toContain('access_token');
  expect(text).not.toContain('refresh_token');
  expect(json).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(await sessionCount()).toBe(before);
  return { code: (json as { code: string }).code, status };
}

/** A refused GET /verify: 303 with `error=` in the fragment, no tokens, and not one new session. */
async function expectRefusedGet(query: string): Promise<URLSearchParams> {
  const before = await sessionCount();
  const { status, location, hash } = await followLink(`${server.url}/auth/v1/verify?${query}`);
  expect(status, `${query} → ${location}`).toBe(303);
  expect(hash.get('error'), location).toBeTruthy();
  expect(hash.get('error_code')).toBeTruthy();
  expect(location).not.toContain('access_token');
  expect(location).not.toContain('refresh_token');
  expect(await sessionCount()).toBe(before);
  return hash;
}

/** The types this backend issues tokens for (`email` takes a signup or a recovery token). */
const TYPES = ['signup', 'recovery', 'email'] as const;

/** Types GoTrue knows but this backend never issues a token for, and one nobody knows. */
const NEVER_ISSUED = ['invite', 'magiclink', 'email_change', 'sms', 'phone_change', 'sudo'] as const;

/**
 * Values that are not a usable token, whatever the field, with GoTrue's answer: absent ('' or null)
 * is 400 validation_failed, a wrong JSON type is 400 bad_json (Go cannot decode it into a string),
 * and a string of the wrong shape is 403 otp_expired (what an unknown token gets).
 */
const NOT_A_TOKEN: [string, unknown, string][] = [
  ['empty', '', 'validation_failed'],
  ['whitespace', '   ', 'otp_expired'],
  ['null', null, 'validation_failed'],
  ['a number', 123456, 'bad_json'],
  ['zero', 0, 'bad_json'],
  ['an array', ['a'], 'bad_json'],
  ['an empty array', [], 'bad_json'],
  ['an object', { $ne: null }, 'bad_json'],
  ['a boolean', true, 'bad_json'],
  ['huge', 'a'.repeat(100_000), 'otp_expired'],
];

// A user who confirmed by link and then used a recovery link: both of their tokens are spent.
let spent: { email: string; signup: Issued; recovery: Issued };
// A user with a live sign-up token (the "other user" of the tests), left unused until the last test.
let other: Issued;
// A user whose sign-up token is older than otp_expiry.
let expired: Issued;

beforeAll(async () => {
  server = await startTestBackend();
  const signup = await signUp('spent');
  expect((await followLink(`${server.url}/auth/v1/verify?token=${signup.hash}&type=signup`)).status).toBe(
    303,
  );
  const recovered = await recovery(signup.email);
  const used = await followLink(`${server.url}/auth/v1/verify?token=${recovered.hash}&type=recovery`);
  expect(used.hash.get('access_token')).toBeTruthy();
  spent = { email: signup.email, signup, recovery: recovered };
  other = await signUp('other');
  expired = await signUp('expired');
  await server.backend.ctx.db.query(
    `update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1`,
    [expired.email],
  );
});
afterAll(async () => {
  await server?.close();
});

describe('the empty-token account takeover', () => {
  test.each(TYPES)('type %s: an empty token_hash with a victim email starts no session', async (type) => {
    // Before the fix this signed in as the victim: '' equalled the spent token stored as ''.
    await expectRefusedPost({ type, token_hash: '', token: 'x', email: spent.email });
    await expectRefusedPost({ type, token_hash: '', token: '000000', email: spent.email });
  });

  test.each(TYPES)('type %s: an empty token_hash alone starts no session', async (type) => {
    await expectRefusedPost({ type, token_hash: '' });
  });

  test('a spent token is NULL in the database, never an empty string', async () => {
    const { rows } = await server.backend.ctx.db.query<{ c: string | null; r: string | null }>(
      `select confirmation_token as c, recovery_token as r from auth.users where email = $1`,
      [spent.email],
    );
    expect(rows[0]).toEqual({ c: null, r: null });
    const { rows: empties } = await server.backend.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from auth.users
        where '' in (confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
                     phone_change_token, reauthentication_token)`,
    );
    expect(empties[0]!.n).toBe(0);
  });

  test('a new user has NULL tokens (the column defaults are null)', async () => {
    const { rows } = await server.backend.ctx.db.query<Record<string, unknown>>(
      `insert into auth.users (id, email) values (gen_random_uuid(), $1)
       returning confirmation_token, recovery_token, email_change_token_new, email_change_token_current,
                 phone_change_token, reauthentication_token`,
      [uniqueEmail('defaults')],
    );
    expect(Object.values(rows[0]!)).toEqual([null, null, null, null, null, null]);
  });
});

test('a database from before the rule loses its empty tokens and defaults at the next start', async () => {
  const platformSql = await readFile(new URL('../../src/database/platform.sql', import.meta.url), 'utf8');
  const db = await PGlite.create({ extensions: { pgcrypto } });
  try {
    await db.exec(platformSql);
    // What the old platform.sql left behind: '' defaults and spent tokens stored as ''.
    const columns = [
      'confirmation_token',
      'recovery_token',
      'email_change_token_new',
      'phone_change_token',
      'email_change_token_current',
      'reauthentication_token',
    ];
    for (const column of columns)
      await db.exec(`alter table auth.users alter column ${column} set default ''`);
    await db.query(
      `insert into auth.users (id, email, recovery_token) values (gen_random_uuid(), 'a@x.io', 'live')`,
    );
    await db.exec(platformSql); // the next start
    const { rows } = await db.query<Record<string, string | null>>(
      `select ${columns.join(', ')} from auth.users where email = 'a@x.io'`,
    );
    expect(rows[0]).toEqual({ ...Object.fromEntries(columns.map((c) => [c, null])), recovery_token: 'live' });
    const { rows: fresh } = await db.query<Record<string, string | null>>(
      `insert into auth.users (id, email) values (gen_random_uuid(), 'b@x.io') returning ${columns.join(', ')}`,
    );
    expect(Object.values(fresh[0]!)).toEqual(columns.map(() => null));
  } finally {
    await db.close();
  }
});

describe.each(TYPES)('POST /verify type %s', (type) => {
  test.each(NOT_A_TOKEN)('token_hash %s is refused (%#)', async (_label, value, code) => {
    expect((await expectRefusedPost({ type, token_hash: value })).code).toBe(code);
  });

  test.each(NOT_A_TOKEN)('token (OTP) %s with an email is refused (%#)', async (_label, value, code) => {
    expect((await expectRefusedPost({ type, token: value, email: spent.email })).code).toBe(code);
  });

  test.each(NOT_A_TOKEN.filter(([, , code]) => code === 'bad_json'))(
    'a live token_hash next to an email that is %s is refused',
    async (_label, value) => {
      expect((await expectRefusedPost({ type, token_hash: other.hash, email: value })).code).toBe('bad_json');
    },
  );

  test('no token at all is refused', async () => {
    expect((await expectRefusedPost({ type, email: spent.email })).code).toBe('validation_failed');
    expect((await expectRefusedPost({ type })).code).toBe('validation_failed');
  });

  test('the spent (used) tokens are refused', async () => {
    for (const used of [spent.signup, spent.recovery]) {
      expect((await expectRefusedPost({ type, token_hash: used.hash })).code).toBe('otp_expired');
      expect((await expectRefusedPost({ type, token: used.code, email: spent.email })).code).toBe(
        'otp_expired',
      );
    }
  });

  test('an expired token is refused', async () => {
    await expectRefusedPost({ type, token_hash: expired.hash });
    await expectRefusedPost({ type, token: expired.code, email: expired.email });
  });

  test("another user's token is refused with the victim's email", async () => {
    await expectRefusedPost({ type, token: other.code, email: spent.email });
    await expectRefusedPost({ type, token_hash: other.hash, email: spent.email });
  });

  test('a token_hash together with a token, an email, a phone or a redirect_to is refused', async () => {
    for (const extra of [
      { token: other.code },
      { email: other.email },
      { phone: '+15550100' },
      { redirect_to: 'http://127.0.0.1:5173' },
    ]) {
      expect((await expectRefusedPost({ type, token_hash: other.hash, ...extra })).code).toBe(
        'validation_failed',
      );
    }
  });

  test('an OTP with a wrong email, no email, a phone, or the wrong shape is refused', async () => {
    for (const body of [
      { type, token: other.code },
      { type, token: other.code, email: 'not-an-email' },
      { type, token: other.code, email: null },
      { type, token: other.code, email: 42 },
      { type, token: other.code, email: [other.email] },
      { type, token: other.code, email: other.email, phone: '+15550100' },
      { type, token: `${other.code}0`, email: other.email },
      { type, token: other.code.slice(1), email: other.email },
      { type, token: 'abcdef', email: other.email },
    ])
      await expectRefusedPost(body);
  });

  test('a token_hash of the wrong shape is refused without a lookup', async () => {
    for (const hash of [other.hash.toUpperCase(), `${other.hash}0`, other.hash.slice(1), ` ${other.hash}`])
      expect((await expectRefusedPost({ type, token_hash: hash })).status).toBe(403);
  });
});

describe('POST /verify type field', () => {
  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['null', null],
    ['a number', 1],
    ['an array', ['signup']],
    ['an object', { type: 'signup' }],
    ['unknown', 'sudo'],
  ])('type %s is refused even with a live token', async (_label, type) => {
    await expectRefusedPost({ type, token_hash: other.hash });
  });

  test('a body that is not a JSON object is refused', async () => {
    for (const body of ['null', '[]', '"x"', '1', '{', 'true'])
      expect((await expectRefusedPost(body)).code).toBe('bad_json');
  });
});

describe.each(TYPES)('GET /verify type %s', (type) => {
  test.each([
    ['missing', `type=${type}`],
    ['empty', `type=${type}&token=`],
    ['whitespace', `type=${type}&token=%20%20`],
    ['"null"', `type=${type}&token=null`],
    ['a number', `type=${type}&token=123456`],
  ])('token %s is refused', async (_label, query) => {
    await expectRefusedGet(query);
  });

  test('spent and expired tokens are refused', async () => {
    for (const hash of [spent.signup.hash, spent.recovery.hash, expired.hash])
      expect((await expectRefusedGet(`type=${type}&token=${hash}`)).get('error_code')).toBe('otp_expired');
  });

  // Each of these carries a live token of its own (a fresh sign-up), so only the check refuses it.
  test.each([
    ['a duplicated token', (live: string) => `type=${type}&token=${live}&token=${live}`],
    ['a duplicated token (live + empty)', (live: string) => `type=${type}&token=${live}&token=`],
    ['a token_hash next to the token', (live: string) => `type=${type}&token=${live}&token_hash=${live}`],
    ['a duplicated type', (live: string) => `type=signup&type=${type}&token=${live}`],
    ['an upper-case token', (live: string) => `type=${type}&token=${live.toUpperCase()}`],
  ])('%s is refused', async (_label, query) => {
    const fresh = await signUp('fresh');
    await expectRefusedGet(query(fresh.hash));
    // The token is still live: the refusal came before any lookup.
    const ok = await postVerify({ type: 'signup', token_hash: fresh.hash });
    expect(ok.status).toBe(200);
  });
});

describe('GET /verify type field', () => {
  test.each([
    ['missing', ''],
    ['empty', 'type=&'],
    ['unknown', 'type=sudo&'],
  ])('type %s is refused even with a live token', async (_label, prefix) => {
    const hash = await expectRefusedGet(`${prefix}token=${other.hash}`);
    expect(hash.get('error_code')).toBe('validation_failed');
  });
});

describe('types the backend never issues a token for', () => {
  // A live sign-up token and a live recovery token (of a confirmed user): only the type is wrong.
  let pending: Issued;
  let recovering: Issued;
  beforeAll(async () => {
    pending = await signUp('never-issued');
    const confirmed = await signUp('never-issued-recovery');
    await followLink(`${server.url}/auth/v1/verify?token=${confirmed.hash}&type=signup`);
    recovering = await recovery(confirmed.email);
  });

  /** Everything a verification could change: the two accounts, their sessions and refresh tokens. */
  async function state(): Promise<unknown> {
    const db = server.backend.ctx.db;
    const { rows: users } = await db.query(
      `select email, confirmation_token, recovery_token, email_confirmed_at, last_sign_in_at, updated_at,
              raw_user_meta_data
         from auth.users where email in ($1, $2) order by email`,
      [pending.email, recovering.email],
    );
    const { rows: counts } = await db.query(
      `select (select count(*)::int from auth.sessions) as sessions,
              (select count(*)::int from auth.refresh_tokens) as refresh_tokens,
              (select count(*)::int from auth.identities) as identities`,
    );
    return { users, counts };
  }

  test.each(NEVER_ISSUED)(
    'type %s is 400 validation_failed "Unsupported verification type" on POST and GET, changing nothing',
    async (type) => {
      const before = await state();
      for (const live of [pending, recovering]) {
        for (const body of [
          { type, token_hash: live.hash },
          { type, token: live.code, email: live.email },
          { type, token: live.code, phone: '+15550100' },
        ]) {
          const { status, json } = await postVerify(body);
          expect(status, JSON.stringify(body)).toBe(400);
          expect(json).toEqual({ code: 'validation_failed', message: 'Unsupported verification type' });
        }
        const hash = await expectRefusedGet(`type=${type}&token=${live.hash}`);
        expect(Object.fromEntries(hash)).toEqual({
          error: 'invalid_request',
          error_code: 'validation_failed',
          error_description: 'Unsupported verification type',
          sb: '',
        });
      }
      expect(await state()).toEqual(before);
    },
  );

  test('the same tokens still verify with the type they were issued for', async () => {
    expect((await postVerify({ type: 'signup', token_hash: pending.hash })).status).toBe(200);
    expect((await postVerify({ type: 'recovery', token_hash: recovering.hash })).status).toBe(200);
  });
});

describe('/recover and /resend inputs', () => {
  async function post(path: string, body: unknown): Promise<{ status: number; code?: string }> {
    const response = await fetch(`${server.url}/auth/v1/${path}`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { code?: string };
    return { status: response.status, code: json.code };
  }

  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['whitespace', '  '],
    ['null', null],
    ['a number', 1],
    ['an array', ['a@example.com']],
    ['an object', { email: 'x' }],
    ['a boolean', true],
    ['not an email', 'nobody'],
    ['huge', `${'a'.repeat(300)}@example.com`],
  ])('/recover email %s answers 400', async (_label, email) => {
    const before = server.backend.ctx.mailbox.parsedMessages().length;
    const { status, code } = await post('recover', { email });
    expect(status).toBe(400);
    expect(['validation_failed', 'bad_json']).toContain(code);
    expect(server.backend.ctx.mailbox.parsedMessages().length).toBe(before);
  });

  test.each([
    ['missing type', { email: 'a@example.com' }],
    ['null type', { type: null, email: 'a@example.com' }],
    ['a number type', { type: 1, email: 'a@example.com' }],
    ['an unknown type', { type: 'recovery', email: 'a@example.com' }],
    ['signup without an email', { type: 'signup' }],
    ['signup with an empty email', { type: 'signup', email: '' }],
    ['signup with a null email', { type: 'signup', email: null }],
    ['signup with an array email', { type: 'signup', email: ['a@example.com'] }],
    ['signup with an object email', { type: 'signup', email: {} }],
    ['signup with an invalid email', { type: 'signup', email: 'nobody' }],
    ['signup with an email and a phone', { type: 'signup', email: 'a@example.com', phone: '+15550100' }],
  ])('/resend %s answers 400', async (_label, body) => {
    const before = server.backend.ctx.mailbox.parsedMessages().length;
    const { status, code } = await post('resend', body);
    expect(status).toBe(400);
    expect(['validation_failed', 'bad_json']).toContain(code);
    expect(server.backend.ctx.mailbox.parsedMessages().length).toBe(before);
  });
});

test.each([
  ['a number email', { email: 1, password: 'secret-1' }],
  ['an array email', { email: ['a@example.com'], password: 'secret-1' }],
  ['an object password', { email: 'a@example.com', password: { length: 8 } }],
  ['a boolean phone', { phone: true, password: 'secret-1' }],
])('/signup with %s answers 400 bad_json and creates nobody', async (_label, body) => {
  const { rows: before } = await server.backend.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from auth.users`,
  );
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { code: string }).code).toBe('bad_json');
  const { rows: after } = await server.backend.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from auth.users`,
  );
  expect(after[0]!.n).toBe(before[0]!.n);
});

test('after all of the above, the other user’s live token still works exactly once', async () => {
  const first = await postVerify({ type: 'signup', token_hash: other.hash });
  expect(first.status).toBe(200);
  expect(first.text).toContain('access_token');
  await expectRefusedPost({ type: 'signup', token_hash: other.hash });
  await expectRefusedPost({ type: 'signup', token_hash: '', token: 'x', email: other.email });
});
