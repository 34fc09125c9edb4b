import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVICE_ROLE_KEY } from '../src/local-secrets';
import { freePort } from './cli-process';
import { startTestBackend, type TestBackend } from './harness';

// `npm run admin -- …` (scripts/admin.mjs) as a person runs it, against a listening backend.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const script = `${root}scripts/admin.mjs`;

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ MAILER_AUTOCONFIRM: 'true' });
  for (const email of ['helper@command.test', 'second@command.test']) {
    const { error } = await t.anon().auth.signUp({ email, password: 'helper-password' });
    expect(error).toBeNull();
  }
  // Signed up, never confirmed (inserted directly: this backend autoconfirms).
  await t.backend.ctx.db.query(
    `insert into auth.users (aud, role, email) values ('authenticated', 'authenticated', 'pending@command.test')`,
  );
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the command with the backend's address (no SUPABASE_URL: the local default path). */
function admin(args: string[], env: Record<string, string> = {}, command = [script]): Promise<Outcome> {
  const { port } = new URL(t.url);
  const base: Record<string, string | undefined> = { ...process.env, API_HOST: '127.0.0.1', API_PORT: port };
  delete base.SUPABASE_URL;
  delete base.SUPABASE_SERVICE_ROLE_KEY;
  const [file, ...rest] = command[0] === script ? [process.execPath, script] : command;
  return new Promise((resolve) => {
    execFile(file!, [...rest, ...args], { cwd: root, env: { ...base, ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const isAdmin = async (email: string) =>
  (
    await t.backend.ctx.db.query(
      `select 1 from app_private.admins a join auth.users u on u.id = a.user_id where u.email = $1`,
      [email],
    )
  ).rows.length === 1;

describe('npm run admin', () => {
  it('adds, lists and removes an admin (local backend, default key)', async () => {
    const added = await admin(['add', '  Helper@Command.test ']);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^helper@command\.test is an admin \(user [0-9a-f-]{36}, since .+\)\.\n$/);
    expect(await isAdmin('helper@command.test')).toBe(true);

    const listed = await admin(['list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${t.config.adminEmail}\tsince `);
    expect(listed.stdout).toMatch(/helper@command\.test\tsince .+\t\(command\)/);

    const removed = await admin(['remove', 'helper@command.test']);
    expect(removed).toEqual({ code: 0, stdout: 'helper@command.test is no longer an admin.\n', stderr: '' });
    expect(await isAdmin('helper@command.test')).toBe(false);
    expect((await admin(['list'])).stdout).not.toContain('helper@command.test');
  });

  it('runs as the npm script', async () => {
    const outcome = await admin(['list'], {}, ['npm', 'run', '--silent', 'admin', '--']);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(t.config.adminEmail);
  });

  it.each([
    ['an unconfirmed user', 'pending@command.test'],
    ['an unknown address', 'nobody@command.test'],
  ])('refuses %s with a clear message', async (_label, email) => {
    const outcome = await admin(['add', email]);
    expect(outcome).toEqual({
      code: 1,
      stdout: '',
      stderr: `No confirmed user has the email ${email}. The person must sign up and confirm their email first.\n`,
    });
    expect(await isAdmin(email)).toBe(false);
  });

  it('says so when removing someone who is not an admin', async () => {
    expect(await admin(['remove', 'second@command.test'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'second@command.test is not an admin.\n',
    });
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['promote', 'a@b.c']],
    ['add without an email', ['add']],
    ['an empty email', ['add', '']],
    ['two emails', ['add', 'a@b.c', 'd@e.f']],
    ['a non-address', ['add', 'not an email']],
    ['a 313-character address', ['add', `${'x'.repeat(300)}@command.test`]],
    ['remove without an email', ['remove']],
    ['list with an argument', ['list', 'extra']],
  ])('prints the usage and exits 2 for %s', async (_label, args) => {
    const outcome = await admin(args);
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain('Usage:\n  npm run admin -- add <email>');
  });

  it('says the backend is not running', async () => {
    const outcome = await admin(['list'], { API_PORT: String(await freePort()) });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(
      /^Cannot reach the backend at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.\nIs it running\?/,
    );
  });

  it('refuses the anon key and another key: only the service role manages admins', async () => {
    for (const key of [t.config.anonKey, 'not-a-jwt']) {
      const outcome = await admin(['add', 'second@command.test'], { SUPABASE_SERVICE_ROLE_KEY: key });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toMatch(/^The backend refused the key \(HTTP 401/);
    }
    expect(await isAdmin('second@command.test')).toBe(false);
  });

  it('uses SUPABASE_URL from the environment (a hosted project) with its key', async () => {
    const outcome = await admin(['add', 'second@command.test'], {
      API_PORT: String(await freePort()),
      SUPABASE_URL: `${t.url}/`,
      SUPABASE_SERVICE_ROLE_KEY: t.config.serviceRoleKey,
    });
    expect(outcome.code).toBe(0);
    expect(await isAdmin('second@command.test')).toBe(true);
  });

  it('reads the local service-role key from the module that owns it, never a copy', async () => {
    const source = await readFile(script, 'utf8');
    expect(source).toContain('packages/local-supabase/src/local-secrets.ts');
    expect(source).not.toContain(LOCAL_SERVICE_ROLE_KEY);
  });
});
