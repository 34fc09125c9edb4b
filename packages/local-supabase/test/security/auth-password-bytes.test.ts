import bcrypt from 'bcryptjs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmailUser } from '../../src/auth/users';
import type { TestBackend } from '../harness';
import { authHeaders, call, snapshot, startSecurityBackend } from './helpers';

const supabaseDir = fileURLToPath(new URL('../../../../supabase', import.meta.url));

// bcrypt reads at most 72 bytes of a password. GoTrue measures a password with Go's len (bytes of
// UTF-8) and refuses anything longer with 400 validation_failed "Password cannot be longer than 72
// characters" (internal/api/password.go checkPasswordStrength, at signup, PUT /user and admin
// create), so no account's password is ever silently cut. The attacker's probe: "é"×72 is 72
// characters but 144 bytes, accepted, and then "é"×36 + anything signed in.

let t: TestBackend;
beforeAll(async () => {
  t = await startSecurityBackend({ MAILER_AUTOCONFIRM: 'true' });
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const email = () => `bytes-${Date.now()}-${(serial += 1)}@example.com`;

async function post(path: string, body: unknown, authorization?: string) {
  const response = await call(t, path, {
    method: 'POST',
    headers: authHeaders(t, authorization),
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function put(path: string, body: unknown, authorization: string) {
  const response = await call(t, path, {
    method: 'PUT',
    headers: authHeaders(t, authorization),
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const signup = (address: string, password: string) => post('/auth/v1/signup', { email: address, password });
const signIn = (address: string, password: string) =>
  post('/auth/v1/token?grant_type=password', { email: address, password });

const TOO_LONG = {
  code: 'validation_failed',
  message: 'Password cannot be longer than 72 characters',
};
const INVALID_CREDENTIALS = { code: 'invalid_credentials', message: 'Invalid login credentials' };

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the 72-byte limit is measured in bytes of UTF-8', () => {
  it.each([
    ['"é"×36 (2-byte characters)', 'é'.repeat(36)],
    ['"😀"×18 (4-byte characters, 36 UTF-16 units)', '😀'.repeat(18)],
    ['"€"×24 (3-byte characters)', '€'.repeat(24)],
    ['72 ASCII characters', 'a'.repeat(72)],
  ])('signup accepts exactly 72 bytes: %s, and that password signs in', async (_name, password) => {
    expect(bytes(password)).toBe(72);
    const address = email();
    const created = await signup(address, password);
    expect(created.status).toBe(200);
    expect(created.json).toHaveProperty('access_token');
    expect((await signIn(address, password)).status).toBe(200);
  });

  it.each([
    ['"é"×72 (the probe: 72 characters, 144 bytes)', 'é'.repeat(72)],
    ['"é"×36 + "x" (73 bytes)', 'é'.repeat(36) + 'x'],
    ['"😀"×18 + "a" (73 bytes, 37 UTF-16 units)', '😀'.repeat(18) + 'a'],
    ['73 ASCII characters', 'a'.repeat(73)],
  ])('signup refuses over 72 bytes with GoTrue’s 400 and writes nothing: %s', async (_name, password) => {
    const before = await snapshot(t);
    const refused = await signup(email(), password);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(TOO_LONG);
    expect(await snapshot(t)).toEqual(before);
  });

  it('the minimum of 6 is measured in bytes too, as GoTrue does: "é"×3 is 6 bytes', async () => {
    expect((await signup(email(), 'é'.repeat(3))).status).toBe(200);
    const short = await signup(email(), 'é'.repeat(2) + 'a');
    expect(short.status).toBe(422);
    expect(short.json).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
  });

  it('the too-long check comes before the email check, in GoTrue’s order', async () => {
    const refused = await signup('not-an-email', 'é'.repeat(37));
    expect(refused.json).toEqual(TOO_LONG);
  });
});

describe('PUT /user (a password change, also the last step of a recovery)', () => {
  it('refuses 73 bytes, keeps the old password, and accepts 72 bytes of multibyte text', async () => {
    const address = email();
    const created = await signup(address, 'first-password');
    const bearer = `Bearer ${created.json.access_token as string}`;

    const refused = await put('/auth/v1/user', { password: 'é'.repeat(36) + 'x' }, bearer);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(TOO_LONG);
    expect((await put('/auth/v1/user', { password: 'é'.repeat(72) }, bearer)).json).toEqual(TOO_LONG);
    expect((await signIn(address, 'first-password')).status).toBe(200);

    const changed = await put('/auth/v1/user', { password: 'é'.repeat(36) }, bearer);
    expect(changed.status).toBe(200);
    expect((await signIn(address, 'é'.repeat(36))).status).toBe(200);
    expect((await signIn(address, 'first-password')).status).toBe(400);
  });
});

describe('sign-in with more than 72 bytes never matches a truncated hash', () => {
  it('72 ASCII characters + "anything-at-all" is refused like a wrong password', async () => {
    const address = email();
    const password = 'p'.repeat(72);
    expect((await signup(address, password)).status).toBe(200);
    const before = await snapshot(t);
    const longer = await signIn(address, `${password}anything-at-all`);
    expect(longer.status).toBe(400);
    expect(longer.json).toEqual(INVALID_CREDENTIALS);
    expect(await snapshot(t)).toEqual(before);
    expect((await signIn(address, password)).status).toBe(200);
  });

  it('an account whose hash was made from a longer password (before this fix) matches nothing longer', async () => {
    // What the old backend stored for the probe's "é"×72: bcrypt of its first 72 bytes.
    const address = email();
    const passwordHash = bcrypt.hashSync('é'.repeat(72), 4);
    await t.backend.ctx.db.transaction((tx) =>
      insertEmailUser(tx, { email: address, passwordHash, data: {}, confirmed: true }),
    );
    for (const attempt of ['é'.repeat(36) + 'x', 'é'.repeat(72), 'é'.repeat(36) + 'anything']) {
      const refused = await signIn(address, attempt);
      expect(refused.status).toBe(400);
      expect(refused.json).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('an unknown email with an over-long password answers the same invalid_credentials', async () => {
    const refused = await signIn(email(), 'é'.repeat(72));
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual(INVALID_CREDENTIALS);
  });
});

describe('the configured admin password', () => {
  it('is refused at start when bcrypt would cut it (over 72 bytes) or it is under 6 bytes', async () => {
    const { readBackendConfig } = await import('../../src/config');
    const read = (password: string) => () =>
      // The repository's supabase folder: its config.toml's minimum_password_length is 6.
      readBackendConfig({ DATA_DIR: 'memory', ADMIN_PASSWORD: password }, supabaseDir);
    expect(read('é'.repeat(37))).toThrow(/ADMIN_PASSWORD: must be 6 to 72 bytes/);
    expect(read('é'.repeat(37))).not.toThrow(/é/); // the value itself is never echoed
    expect(read('a'.repeat(5))).toThrow(/ADMIN_PASSWORD/);
    expect(read('é'.repeat(36))().adminPassword).toBe('é'.repeat(36));
    expect(read('é'.repeat(3))().adminPassword).toBe('é'.repeat(3));
  });
});
