import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { followLink, latestMail, uniqueEmail } from '../auth/helpers';

/**
 * Pre-account takeover: an attacker signs up first with someone else's address and a password of
 * their own; the address's owner later signs up too and confirms from the mail. The account that gets
 * confirmed must not open with the attacker's password (an operator then running
 * `npm run admin -- add <owner>` would hand the attacker admin rights).
 */

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ MAILER_AUTOCONFIRM: 'false' });
});
afterAll(async () => {
  await server?.close();
});

async function signUp(email: string, password: string): Promise<void> {
  const { error } = await server.anon().auth.signUp({ email, password });
  expect(error).toBeNull();
}

async function signsIn(email: string, password: string): Promise<boolean> {
  const { data, error } = await server.anon().auth.signInWithPassword({ email, password });
  return error === null && data.session !== null;
}

describe('a second sign-up of an address nobody has confirmed', () => {
  test('with another password: the confirmed account opens with neither; the link signs its owner in', async () => {
    const victim = uniqueEmail('owner');
    await signUp(victim, 'attacker-password');
    await signUp(victim, 'owner-password');
    const confirmed = await followLink((await latestMail(server, victim)).links[0]!);
    expect(confirmed.status).toBe(303);
    expect(confirmed.hash.get('access_token')).toBeTruthy(); // the owner, who read the mail, is in
    expect(await signsIn(victim, 'attacker-password')).toBe(false);
    expect(await signsIn(victim, 'owner-password')).toBe(false);
    // The owner sets a password through the recovery mail, and signs in with it.
    const { error } = await server.anon().auth.resetPasswordForEmail(victim);
    expect(error).toBeNull();
    const recovered = await followLink((await latestMail(server, victim)).links[0]!);
    const session = server.anon();
    await session.auth.setSession({
      access_token: recovered.hash.get('access_token')!,
      refresh_token: recovered.hash.get('refresh_token')!,
    });
    expect((await session.auth.updateUser({ password: 'owner-new-password' })).error).toBeNull();
    expect(await signsIn(victim, 'owner-new-password')).toBe(true);
  });

  test('with the same password (a person signing up twice): it is kept', async () => {
    const email = uniqueEmail('twice');
    await signUp(email, 'same-password');
    await signUp(email, 'same-password');
    expect((await followLink((await latestMail(server, email)).links[0]!)).status).toBe(303);
    expect(await signsIn(email, 'same-password')).toBe(true);
  });

  test('the attacker signing up again after the owner changes nothing for them', async () => {
    const victim = uniqueEmail('owner-first');
    await signUp(victim, 'owner-password');
    await signUp(victim, 'attacker-password');
    await signUp(victim, 'attacker-password');
    const confirmed = await followLink((await latestMail(server, victim)).links[0]!);
    expect(confirmed.status).toBe(303);
    expect(confirmed.hash.get('access_token')).toBeTruthy(); // the owner, who reads the mail, is in
    expect(await signsIn(victim, 'attacker-password')).toBe(false);
    // What the owner who signed up first pays: their password is gone too, until recovery sets one.
    expect(await signsIn(victim, 'owner-password')).toBe(false);
  });
});
