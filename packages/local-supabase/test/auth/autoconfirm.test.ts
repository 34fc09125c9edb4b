import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailboxReader } from '../../src/mail/mailbox-reader';
import { startTestBackend, type TestBackend } from '../harness';
import { uniqueEmail } from './helpers';

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ MAILER_AUTOCONFIRM: 'true' });
});
afterAll(async () => {
  await server?.close();
});

test('with autoconfirm, sign-up answers a session at once and sends no mail', async () => {
  const email = uniqueEmail('auto');
  const { data, error } = await server.anon().auth.signUp({ email, password: 'secret-1' });
  expect(error).toBeNull();
  expect(data.session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  expect(data.user?.email_confirmed_at).toBeTruthy();
  expect((decodeJwt(data.session!.access_token).amr as { method: string }[])[0]!.method).toBe('password');
  expect(await mailboxReader(server.url).list(email)).toEqual([]);
  const settings = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as {
    mailer_autoconfirm: boolean;
  };
  expect(settings.mailer_autoconfirm).toBe(true);
});

test('with autoconfirm, a second sign-up of the same email is 422 user_already_exists', async () => {
  const email = uniqueEmail('auto');
  await server.anon().auth.signUp({ email, password: 'secret-1' });
  const { error } = await server.anon().auth.signUp({ email, password: 'secret-1' });
  expect(error).toMatchObject({
    status: 422,
    code: 'user_already_exists',
    message: 'User already registered',
  });
});

test('concurrent sign-ups of one new email create one account and never fail with 500', async () => {
  const email = uniqueEmail('race');
  const results = await Promise.all(
    Array.from({ length: 4 }, () => server.anon().auth.signUp({ email, password: 'secret-1' })),
  );
  for (const { error } of results) expect(error?.status ?? 200).not.toBe(500);
  expect(results.filter((r) => r.data.session).length).toBe(1);
  const { rows } = await server.backend.ctx.db.query(`select 1 from auth.users where email = $1`, [email]);
  expect(rows).toHaveLength(1);
});
