import { afterAll, beforeAll, describe, expect, it, test } from 'vitest';
import type { TestBackend } from '../harness';
import { BUCKET, clientsFor, folder, raw, storageHeaders, type Clients } from '../storage/helpers';
import { pngImage } from '../storage/fixtures';
import { authHeaders, call, makeUser, snapshot, startSecurityBackend } from './helpers';

// A JSON body may spell a lone UTF-16 surrogate (`"\ud800"`), which no UTF-8 text can hold:
// Postgres refuses it in text and jsonb (22P02), and the probe turned that into 500s. GoTrue's Go
// decoder (encoding/json) replaces each lone surrogate with U+FFFD and carries on, so an email
// holding one is just an invalid email, and metadata holding one is stored with U+FFFD. The bodies
// here are built with JSON.stringify, which writes a lone surrogate as its \u escape.

test('JSON.stringify puts a lone surrogate on the wire as its \\u escape', () => {
  expect(JSON.stringify({ [LOW]: HIGH })).toBe(String.raw`{"\udc00":"\ud800"}`);
});

const HIGH = '\ud800';
const LOW = '\udc00';
const FFFD = '\ufffd';

let t: TestBackend;
let c: Clients;
beforeAll(async () => {
  t = await startSecurityBackend({ MAILER_AUTOCONFIRM: 'true' });
  c = await clientsFor(t);
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const email = () => `surrogate-${Date.now()}-${(serial += 1)}@example.com`;

async function send(method: 'POST' | 'PUT', path: string, body: unknown, authorization?: string) {
  const text = JSON.stringify(body);
  const response = await call(t, path, { method, headers: authHeaders(t, authorization), body: text });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const INVALID_EMAIL = {
  code: 'validation_failed',
  message: 'Unable to validate email address: invalid format',
};

describe('auth: lone surrogates are read as U+FFFD, as Go’s JSON decoder does', () => {
  it.each([
    ['a high surrogate', `${HIGH}@evil.test`],
    ['a low surrogate', `${LOW}@evil.test`],
    ['a surrogate in the domain', `user@ev${HIGH}il.test`],
    ['two in reverse order', `${LOW}${HIGH}@evil.test`],
  ])('signup with %s in the email is an invalid email (400), nothing written', async (_name, address) => {
    const before = await snapshot(t);
    const r = await send('POST', '/auth/v1/signup', { email: address, password: 'password1' });
    expect(r.status).toBe(400);
    expect(r.json).toEqual(INVALID_EMAIL);
    expect(await snapshot(t)).toEqual(before);
  });

  it.each([
    ['/auth/v1/token?grant_type=password', { email: `${HIGH}@evil.test`, password: 'password1' }],
    ['/auth/v1/recover', { email: `${LOW}@evil.test` }],
    ['/auth/v1/resend', { type: 'signup', email: `${HIGH}@evil.test` }],
    ['/auth/v1/otp', { email: `${HIGH}@evil.test` }],
    ['/auth/v1/verify', { type: 'email', email: `${HIGH}@evil.test`, token: `12345${LOW}` }],
    ['/auth/v1/token?grant_type=refresh_token', { refresh_token: `abc${HIGH}` }],
  ])('POST %s with lone surrogates answers a 4xx, never a 500', async (path, body) => {
    const r = await send('POST', path, body);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('a password with lone surrogates is the password with U+FFFD in their place', async () => {
    const address = email();
    const created = await send('POST', '/auth/v1/signup', {
      email: address,
      password: `pass${HIGH}word${LOW}`,
    });
    expect(created.status).toBe(200);
    for (const password of [`pass${HIGH}word${LOW}`, `pass${FFFD}word${FFFD}`, `pass${LOW}word${HIGH}`]) {
      const r = await send('POST', '/auth/v1/token?grant_type=password', { email: address, password });
      expect(r.status).toBe(200);
    }
    const wrong = await send('POST', '/auth/v1/token?grant_type=password', {
      email: address,
      password: 'password',
    });
    expect(wrong.status).toBe(400);
  });

  it('signup metadata: lone surrogates in keys and values, nested, are stored as U+FFFD', async () => {
    const r = await send('POST', '/auth/v1/signup', {
      email: email(),
      password: 'password1',
      data: { name: `a${HIGH}b`, [`k${LOW}`]: 'v', nested: { list: [HIGH, { [HIGH]: LOW }] } },
    });
    expect(r.status).toBe(200);
    const user = (r.json.user ?? {}) as { user_metadata: Record<string, unknown> };
    expect(user.user_metadata).toMatchObject({
      name: `a${FFFD}b`,
      [`k${FFFD}`]: 'v',
      nested: { list: [FFFD, { [FFFD]: FFFD }] },
    });
  });

  it.each([
    ['a value with a high surrogate', { x: HIGH }, { x: FFFD }],
    ['a value with a low surrogate', { x: `y${LOW}` }, { x: `y${FFFD}` }],
    ['a key that is a low surrogate', { [LOW]: 'y' }, { [FFFD]: 'y' }],
    ['a key with a high surrogate', { [`a${HIGH}`]: 1 }, { [`a${FFFD}`]: 1 }],
    [
      'nested objects and arrays',
      { deep: { [HIGH]: [LOW, { z: `${HIGH}${HIGH}` }] } },
      { deep: { [FFFD]: [FFFD, { z: `${FFFD}${FFFD}` }] } },
    ],
  ])('PUT /user with %s in data answers 200 with U+FFFD stored', async (_name, data, stored) => {
    const user = await makeUser(t, 'surrogate');
    const r = await send('PUT', '/auth/v1/user', { data }, `Bearer ${user.accessToken}`);
    expect(r.status).toBe(200);
    expect(r.json.user_metadata).toMatchObject(stored);
    const { rows } = await t.backend.ctx.db.query<{ meta: Record<string, unknown> }>(
      `select raw_user_meta_data as meta from auth.users where id = $1`,
      [user.id],
    );
    expect(rows[0]!.meta).toMatchObject(stored);
  });

  it('PUT /user with a lone surrogate in the email or password does not 500', async () => {
    const user = await makeUser(t, 'surrogate');
    const bearer = `Bearer ${user.accessToken}`;
    const byEmail = await send('PUT', '/auth/v1/user', { email: `${HIGH}@evil.test` }, bearer);
    expect(byEmail.status).toBeLessThan(500);
    const byPassword = await send('PUT', '/auth/v1/user', { password: `new${LOW}password` }, bearer);
    expect(byPassword.status).toBe(200);
  });
});

describe('storage JSON bodies with lone surrogates', () => {
  const listWith = (body: unknown) =>
    raw(
      t,
      'POST',
      `/storage/v1/object/list/${BUCKET}`,
      storageHeaders(t, c.tokens.admin, { 'content-type': 'application/json' }),
      JSON.stringify(body),
    );

  it.each([
    ['prefix', { prefix: `a${HIGH}` }],
    ['search', { prefix: '', search: `${LOW}x` }],
  ])('list with a lone surrogate in the %s answers 200 (an empty list)', async (_name, body) => {
    const r = await listWith(body);
    expect(r.status).toBe(200);
    expect(r.json()).toEqual([]);
  });

  it('remove with a lone surrogate in a key answers without a 500', async () => {
    const r = await raw(
      t,
      'DELETE',
      `/storage/v1/object/${BUCKET}`,
      storageHeaders(t, c.tokens.admin, { 'content-type': 'application/json' }),
      JSON.stringify({ prefixes: [`${folder()}/${HIGH}.png`] }),
    );
    expect(r.status).toBeLessThan(500);
  });

  it.each([
    ['the x-metadata header', 'header'],
    ['the multipart metadata field', 'multipart'],
  ])('an upload with lone surrogates in %s stores them as U+FFFD', async (_name, how) => {
    const metadata = JSON.stringify({ [`k${HIGH}`]: `v${LOW}`, nested: [{ x: HIGH }] });
    const path = `${folder()}/s.png`;
    let status: number;
    if (how === 'header') {
      const r = await raw(
        t,
        'POST',
        `/storage/v1/object/${BUCKET}/${path}`,
        storageHeaders(t, c.tokens.admin, {
          'content-type': 'image/png',
          'x-metadata': Buffer.from(metadata).toString('base64'),
        }),
        pngImage(2, 2),
      );
      status = r.status;
    } else {
      const form = new FormData();
      form.set('cacheControl', '3600');
      form.set('metadata', metadata);
      form.set('', new Blob([pngImage(2, 2)], { type: 'image/png' }), 's.png');
      const response = await call(t, `/storage/v1/object/${BUCKET}/${path}`, {
        method: 'POST',
        headers: storageHeaders(t, c.tokens.admin),
        body: form,
      });
      status = response.status;
    }
    expect(status).toBe(200);
    const { rows } = await t.backend.ctx.db.query<{ meta: Record<string, unknown> }>(
      `select user_metadata as meta from storage.objects where bucket_id = $1 and name = $2`,
      [BUCKET, path],
    );
    expect(rows[0]?.meta).toEqual({ [`k${FFFD}`]: `v${FFFD}`, nested: [{ x: FFFD }] });
  });
});
