import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailboxReader } from '../../src/mail/mailbox-reader';
import { startTestBackend, type TestBackend } from '../harness';
import { followLink, latestMail, otpOf, uniqueEmail } from './helpers';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

describe('sign-up with confirmations on', () => {
  test('mails a verify link; the link lands on the site with a working session in the hash', async () => {
    const email = uniqueEmail();
    const client = server.anon();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'correct horse',
      options: { data: { name: 'Ada' }, emailRedirectTo: 'http://localhost:5173/auth' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ada', email_verified: false });

    const mail = await latestMail(server, email);
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/auth');

    const { status, location, hash } = await followLink(link.toString());
    expect(status).toBe(303);
    expect(location.startsWith('http://localhost:5173/auth#')).toBe(true);
    const keys = [...hash.keys()];
    expect(keys).toEqual([...keys].sort());
    expect(hash.get('token_type')).toBe('bearer');
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('expires_in')).toBe(String(server.config.jwtExpirySeconds));
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(hash.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/);

    const { data: me, error: meError } = await client.auth.getUser(hash.get('access_token')!);
    expect(meError).toBeNull();
    expect(me.user?.email).toBe(email);
    expect(me.user?.email_confirmed_at).toBeTruthy();
    expect(me.user?.user_metadata.email_verified).toBe(true);

    // The link works once.
    const again = await followLink(link.toString());
    expect(again.status).toBe(303);
    expect(again.hash.get('error_code')).toBe('otp_expired');
    expect(again.hash.get('error_description')).toBe('Email link is invalid or has expired');
  });

  test('a redirect to a foreign host falls back to the site URL', async () => {
    const email = uniqueEmail();
    await server
      .anon()
      .auth.signUp({ email, password: 'secret-1', options: { emailRedirectTo: 'https://evil.example/x' } });
    const link = new URL((await latestMail(server, email)).links[0]!);
    expect(link.searchParams.get('redirect_to')).toBe(server.config.siteUrl);
  });

  test('signing in before confirming fails with email_not_confirmed; after, it succeeds', async () => {
    const email = uniqueEmail();
    const client = server.anon();
    await client.auth.signUp({ email, password: 'secret-1' });
    const early = await client.auth.signInWithPassword({ email, password: 'secret-1' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    // A wrong password is reported as such first, never revealing the confirmation state.
    const wrong = await client.auth.signInWithPassword({ email, password: 'secret-2' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    await followLink((await latestMail(server, email)).links[0]!);
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'secret-1' });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  test('wrong password and unknown email both answer invalid_credentials 400', async () => {
    const client = server.anon();
    for (const email of [server.config.adminEmail, uniqueEmail('nobody')]) {
      const { error } = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  test('a short password is an AuthWeakPasswordError with reasons', async () => {
    const { error } = await server.anon().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  test('validation: bad email and long password answer 400 validation_failed', async () => {
    const client = server.anon();
    const bad = await client.auth.signUp({ email: 'not-an-email', password: 'secret-1' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const long = await client.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  test('signing up again with a confirmed email returns a look-alike user and sends nothing', async () => {
    const { data, error } = await server
      .anon()
      .auth.signUp({ email: server.config.adminEmail, password: 'whatever' });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(await mailboxReader(server.url).list(server.config.adminEmail)).toEqual([]);
  });

  test('signing up again while unconfirmed re-sends the confirmation', async () => {
    const email = uniqueEmail();
    const client = server.anon();
    await client.auth.signUp({ email, password: 'secret-1' });
    const first = await latestMail(server, email);
    const { error } = await client.auth.signUp({ email, password: 'secret-1' });
    expect(error).toBeNull();
    const second = await latestMail(server, email);
    expect(second.id).not.toBe(first.id);
    // Only the newest link is valid.
    expect((await followLink(first.links[0]!)).hash.get('error_code')).toBe('otp_expired');
    expect((await followLink(second.links[0]!)).hash.get('type')).toBe('signup');
  });

  test('POST /verify with the 6-digit code signs in; a wrong code is otp_expired 403', async () => {
    const email = uniqueEmail();
    const client = server.anon();
    await client.auth.signUp({ email, password: 'secret-1' });
    const code = otpOf(await latestMail(server, email));
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await client.auth.verifyOtp({ email, token: wrongCode, type: 'email' });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
  });

  test('POST /verify with the token hash signs in once', async () => {
    const email = uniqueEmail();
    const client = server.anon();
    await client.auth.signUp({ email, password: 'secret-1' });
    const tokenHash = new URL((await latestMail(server, email)).links[0]!).searchParams.get('token')!;
    const ok = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(ok.error).toBeNull();
    expect(ok.data.session?.access_token).toBeTruthy();
    const again = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

test('GET /settings and /health answer like GoTrue', async () => {
  const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
  expect(settings).toMatchObject({
    mailer_autoconfirm: false,
    disable_signup: false,
    external: { email: true, phone: false },
  });
  const health = (await (await fetch(`${server.url}/auth/v1/health`)).json()) as Record<string, unknown>;
  expect(health.name).toBe('GoTrue');
});
