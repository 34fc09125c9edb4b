import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { startSession } from '../../src/auth/sessions';
import { findUserByEmail, insertEmailUser } from '../../src/auth/users';
import { startTestBackend, type TestBackend } from '../harness';

// Shared helpers of the attacker's checklist: tokens minted with jose (or by hand, for the headers a
// library refuses to write), users made without bcrypt, and row counts read as the superuser, so
// every refused request can be checked for "nothing read, nothing written, nobody signed in".

/** One in-memory backend per test file; callers close it in afterAll. */
export function startSecurityBackend(env: Record<string, string> = {}): Promise<TestBackend> {
  return startTestBackend(env);
}

/** What a draft post and a lead are called in the seed, so a test can grep a response for them. */
export const SECRET_DRAFT_TITLE = 'Secret draft nobody may read';
export const SECRET_LEAD_EMAIL = 'secret-lead@example.com';
export const PUBLISHED_TITLE = 'Published post everyone may read';

/** One draft, one published post and one lead, written as the superuser (RLS does not apply). */
export async function seedRows(t: TestBackend): Promise<void> {
  await t.backend.ctx.db.query(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at, author_id) values
       ($1, 'secret-draft', 'x', 'x', null, null),
       ($2, 'published-post', 'x', 'x', now(), null)`,
    [SECRET_DRAFT_TITLE, PUBLISHED_TITLE],
  );
  await t.backend.ctx.db.query(`insert into public.leads (kind, email) values ('newsletter', $1)`, [
    SECRET_LEAD_EMAIL,
  ]);
}

type Counted = 'public.blog_posts' | 'public.leads' | 'auth.users' | 'auth.sessions' | 'auth.refresh_tokens';

/** Rows in a table, read as the superuser: the ground truth after a refused request. */
export async function countRows(t: TestBackend, table: Counted): Promise<number> {
  const { rows } = await t.backend.ctx.db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

const WATCHED: Counted[] = [
  'public.blog_posts',
  'public.leads',
  'auth.users',
  'auth.sessions',
  'auth.refresh_tokens',
];

/** Every count a refused request must leave unchanged, read in one round trip. */
export async function snapshot(t: TestBackend): Promise<Record<Counted, number>> {
  const columns = WATCHED.map((table) => `(select count(*)::int from ${table}) as "${table}"`).join(', ');
  const { rows } = await t.backend.ctx.db.query<Record<Counted, number>>(`select ${columns}`);
  return rows[0]!;
}

export interface TestUser {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

let made = 0;
/**
 * A confirmed user with a live session, made in-process. The password hash is not a bcrypt hash, so
 * nobody can sign in with a password (and no test pays for bcrypt); the session is real.
 */
export async function makeUser(t: TestBackend, prefix = 'attacker'): Promise<TestUser> {
  made += 1;
  const email = `${prefix}-${Date.now()}-${made}@example.com`;
  const db = t.backend.ctx.db;
  const user = await db.transaction((tx) =>
    insertEmailUser(tx, { email, passwordHash: 'not-a-bcrypt-hash', data: {}, confirmed: true }),
  );
  return sessionOf(t, user.id, email);
}

/** A fresh session of the configured admin (created at start, listed in app_private.admins). */
export async function adminUser(t: TestBackend): Promise<TestUser> {
  const admin = await findUserByEmail(t.backend.ctx.db, t.config.adminEmail);
  if (!admin) throw new Error('the admin account was not created');
  return sessionOf(t, admin.id, t.config.adminEmail);
}

async function sessionOf(t: TestBackend, id: string, email: string): Promise<TestUser> {
  const session = await t.backend.ctx.db.transaction((tx) => startSession(tx, t.config, id, 'password', {}));
  const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
    session_id: string;
  };
  return {
    id,
    email,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    sessionId: claims.session_id,
  };
}

const now = () => Math.floor(Date.now() / 1000);

/** An HS256 token signed with `secret` (the backend's own by default), with GoTrue-like defaults. */
export function mint(t: TestBackend, claims: Record<string, unknown>, secret = t.config.jwtSecret) {
  return new SignJWT({ iat: now(), exp: now() + 3600, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token assembled by hand: any header (alg none, HS512 over an HS256 signature, RS256…) and a
 * signature computed with HMAC-`hash` over `header.payload`, or the literal `signature` given.
 */
export function handmade(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  sign: { secret: string; hash?: 'sha256' | 'sha512' } | { signature: string },
): string {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature =
    'signature' in sign
      ? sign.signature
      : createHmac(sign.hash ?? 'sha256', sign.secret)
          .update(input)
          .digest('base64url');
  return `${input}.${signature}`;
}

/** The token's payload replaced, its signature kept: the classic forgery. */
export function forge(token: string, edit: (claims: Record<string, unknown>) => Record<string, unknown>) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  return `${header}.${b64(edit(claims))}.${signature}`;
}

/** In-process request to the backend (no socket), the way Hono apps are tested. */
export function call(t: TestBackend, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(t.backend.app.request(path, init));
}

/** Headers of a REST call carrying `token` as both apikey and Bearer, as supabase-js sends them. */
export function restHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: token, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra };
}

/** Headers of an auth-js call (2024-01-01 error shape) with a raw Authorization value. */
export function authHeaders(t: TestBackend, authorization?: string): Record<string, string> {
  return {
    apikey: t.config.anonKey,
    'x-supabase-api-version': '2024-01-01',
    'content-type': 'application/json',
    ...(authorization === undefined ? {} : { authorization }),
  };
}

/** Fails when a response body leaks a row only admins may read. */
export function leaksSecrets(body: string): boolean {
  return body.includes(SECRET_DRAFT_TITLE) || body.includes(SECRET_LEAD_EMAIL);
}
