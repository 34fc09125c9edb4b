import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { confirmedUser, followLink, latestMail, uniqueEmail } from './helpers';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

test('recovery mail → link → new password → sign in with it; other sessions end', async () => {
  const email = await confirmedUser(server, 'old-password', 'recover');
  const elsewhere = await server.anon().auth.signInWithPassword({ email, password: 'old-password' });

  const client = server.anon();
  const { data, error } = await client.auth.resetPasswordForEmail(email, {
    redirectTo: 'http://127.0.0.1:5173/reset-password',
  });
  expect(error).toBeNull();
  expect(data).toEqual({});
  const mail = await latestMail(server, email);
  expect(new URL(mail.links[0]!).searchParams.get('type')).toBe('recovery');

  const { status, location, hash } = await followLink(mail.links[0]!);
  expect(status).toBe(303);
  expect(location.startsWith('http://127.0.0.1:5173/reset-password#')).toBe(true);
  expect(hash.get('type')).toBe('recovery');

  const { error: setError } = await client.auth.setSession({
    access_token: hash.get('access_token')!,
    refresh_token: hash.get('refresh_token')!,
  });
  expect(setError).toBeNull();
  const updated = await client.auth.updateUser({ password: 'new-password' });
  expect(updated.error).toBeNull();

  const oldTry = await server.anon().auth.signInWithPassword({ email, password: 'old-password' });
  expect(oldTry.error?.code).toBe('invalid_credentials');
  const newTry = await server.anon().auth.signInWithPassword({ email, password: 'new-password' });
  expect(newTry.error).toBeNull();
  // The session from before the reset no longer works.
  const stale = await server.anon().auth.getUser(elsewhere.data.session!.access_token);
  expect(stale.error).not.toBeNull();
  // The link was single-use.
  expect((await followLink(mail.links[0]!)).hash.get('error_code')).toBe('otp_expired');
});

test('recovery for an unknown email answers {} and sends nothing', async () => {
  const email = uniqueEmail('ghost');
  const { data, error } = await server.anon().auth.resetPasswordForEmail(email);
  expect(error).toBeNull();
  expect(data).toEqual({});
  await expect(latestMail(server, email)).rejects.toThrow('No mail to');
});

test('resend for an unconfirmed signup sends a fresh link', async () => {
  const email = uniqueEmail('resend');
  await server.anon().auth.signUp({ email, password: 'secret-1' });
  const first = await latestMail(server, email);
  const { error } = await server.anon().auth.resend({ type: 'signup', email });
  expect(error).toBeNull();
  const second = await latestMail(server, email);
  expect(second.id).not.toBe(first.id);
  expect((await followLink(second.links[0]!)).hash.get('type')).toBe('signup');
});
