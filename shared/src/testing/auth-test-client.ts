import type { Session, SupportedStorage, User } from '@supabase/supabase-js';
import type { RecordedRequest, Responder } from './fake-fetch';
import { createTestClient } from './test-client';

export interface AuthTestClientOptions {
  /** A visitor who signed in earlier: their session is already stored when the client starts. */
  signedIn?: { email: string; id?: string };
  /** What the database's `is_admin()` answers for the signed-in user (default false). */
  admin?: boolean;
  /**
   * Asked first; `undefined` falls through to the ordinary answers below. A promise keeps the
   * request pending (a sign-in in flight), an error status makes supabase-js return its error.
   */
  respond?: Responder;
}

/** The user GoTrue answers for an address (its id, unless given, from the address). */
export function testUser(email: string, id = `user-${email}`): User {
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2025-01-01T00:00:00Z',
  };
}

/** A session as GoTrue answers a sign-in (and as auth-js stores it), an hour from expiry. */
export function testSession(user: User): Session {
  return {
    access_token: `access-${user.id}`,
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

/** A GoTrue error body, as auth-js reads it into `error.message` and `error.code`. */
export function gotrueError(status: number, code: string, message: string) {
  return { status, body: { code, error_code: code, msg: message } };
}

/** Memory storage for auth-js, holding `initial` under `key`. */
function memoryStorage(initial: Record<string, string>): SupportedStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let clients = 0;

/**
 * The one fake Supabase client (createTestClient: real supabase-js over a recording fetch) with the
 * auth server's answers the sign-in, sign-up and password pages need, and optionally a session
 * already stored. Everything is real auth-js: its session, its events (`onAuthStateChange`), its
 * errors; tests read what it sent in `requests` (`sent('POST', '/auth/v1/logout')`). A request no
 * answer covers is a 404, so a call a test did not expect fails instead of passing quietly.
 */
export function createAuthTestClient({ signedIn, admin = false, respond }: AuthTestClientOptions = {}) {
  // Its own key: auth-js opens a BroadcastChannel under it, and tests' clients must not hear each other.
  const storageKey = `parley-auth-test-${++clients}`;
  // The users of the sessions handed out, by access token (what `Authorization` carries).
  const sessionUsers = new Map<string, User>();
  const newSession = (user: User) => {
    const session = testSession(user);
    sessionUsers.set(session.access_token, user);
    return session;
  };
  const stored = signedIn
    ? { [storageKey]: JSON.stringify(newSession(testUser(signedIn.email, signedIn.id))) }
    : {};

  /** GoTrue's and PostgREST's ordinary answers to what the sign-in pages ask. */
  const ordinaryAnswer = ({ method, path, params, headers, body }: RecordedRequest) => {
    const { email = '' } = (body ?? {}) as { email?: string };
    const sessionUser = sessionUsers.get(headers.get('authorization')?.replace(/^Bearer /, '') ?? '');
    if (method === 'POST' && path === '/auth/v1/token' && params.get('grant_type') === 'password')
      return { body: newSession(testUser(email)) };
    // Sign-up with confirmations on: the user, no session (the address must be confirmed first).
    if (method === 'POST' && path === '/auth/v1/signup') return { body: testUser(email) };
    if (method === 'POST' && path === '/auth/v1/recover') return { body: {} };
    if (method === 'POST' && path === '/auth/v1/logout') return { status: 204 };
    if ((method === 'GET' || method === 'PUT') && path === '/auth/v1/user' && sessionUser)
      return { body: sessionUser };
    if (method === 'POST' && path === '/rest/v1/rpc/is_admin') return { body: admin };
    return undefined;
  };

  const { client, requests } = createTestClient(
    async (request) =>
      (await respond?.(request)) ??
      ordinaryAnswer(request) ??
      gotrueError(404, 'not_found', `The fake has no answer for ${request.method} ${request.path}`),
    { storage: memoryStorage(stored), storageKey },
  );
  return {
    client,
    requests,
    getClient: () => client,
    /** The requests sent to a path with a method, in order. */
    sent: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  };
}

export type AuthTestClient = ReturnType<typeof createAuthTestClient>;
