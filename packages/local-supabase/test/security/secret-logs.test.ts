import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPgError as restFromPgError } from '../../src/rest/errors';
import { fromPgError as storageFromPgError } from '../../src/storage/errors';
import { describeFailure } from '../../src/log-failure';
import type { TestBackend } from '../harness';
import { authHeaders, call, startSecurityBackend } from './helpers';

// A failing query used to be logged whole: PGlite's error carries the statement's parameters (a new
// user's bcrypt hash, tokens, emails) and Postgres's detail and context echo row values. A log line
// may name the SQLSTATE, the message and the statement's first words, never a value.

let t: TestBackend;
beforeAll(async () => {
  t = await startSecurityBackend();
});
afterAll(async () => {
  await t?.close();
});

let spy: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
});

/** Everything written through console.error while `run` ran, as one string. */
async function logged(run: () => Promise<unknown>): Promise<string> {
  spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await run();
  const text = spy.mock.calls
    .flat()
    .map((part: unknown) => (typeof part === 'string' ? part : `${JSON.stringify(part)} ${String(part)}`))
    .join('\n');
  spy.mockRestore();
  spy = undefined;
  return text;
}

const SECRET = 'sk-very-secret-token-0123456789';

/** A real PGlite error for a statement bound to `params`. */
async function pgError(sql: string, params: unknown[]): Promise<unknown> {
  try {
    await t.backend.ctx.db.query(sql, params);
  } catch (error) {
    return error;
  }
  throw new Error('the statement was expected to fail');
}

describe('describeFailure', () => {
  it('a unique violation: code, message, names and first words, not the key value from detail', async () => {
    await t.backend.ctx.db.exec(
      `create table if not exists public._log_probe (k text primary key, v text not null)`,
    );
    await t.backend.ctx.db.query(`insert into public._log_probe values ($1, 'x')`, [SECRET]);
    const error = await pgError(`insert into public._log_probe (k, v) values ($1, $2)`, [SECRET, SECRET]);
    expect(error).toMatchObject({ params: [SECRET, SECRET] }); // what used to be printed
    const line = describeFailure(error);
    expect(line).toContain('23505');
    expect(line).toContain('duplicate key value violates unique constraint');
    expect(line).toContain('insert into public._log_probe');
    expect(line).not.toContain(SECRET);
  });

  it('a not-null violation, whose detail holds the whole failing row, logs no value', async () => {
    const error = await pgError(`insert into public._log_probe (k, v) values ($1, $2)`, [
      `${SECRET}-2`,
      null,
    ]);
    expect(JSON.stringify(error)).toContain(SECRET);
    const line = describeFailure(error);
    expect(line).toContain('23502');
    expect(line).not.toContain(SECRET);
  });

  it('a bad input value, which Postgres quotes in the message, is not repeated', async () => {
    const error = await pgError(`select $1::uuid`, [SECRET]);
    expect((error as Error).message).toContain(SECRET);
    const line = describeFailure(error);
    expect(line).toContain('22P02');
    expect(line).toContain('invalid input syntax for type uuid');
    expect(line).not.toContain(SECRET);
  });

  it('invalid JSON, whose detail and context quote the document, logs no value', async () => {
    const error = await pgError(`select $1::jsonb`, [`{"token":"${SECRET}"`]);
    expect(JSON.stringify(error)).toContain(SECRET);
    const line = describeFailure(error);
    expect(line).toContain('22P02');
    expect(line).not.toContain(SECRET);
  });

  it('keeps only the first words of a long statement', () => {
    const line = describeFailure(
      Object.assign(new Error('boom'), {
        code: 'XX000',
        severity: 'ERROR',
        query: `update auth.users set encrypted_password = '${SECRET}' where id = 1`,
        params: [SECRET],
      }),
    );
    expect(line).toContain('update auth.users set');
    expect(line).not.toContain(SECRET);
  });

  it('an ordinary error keeps its message and stack, and a database cause is described safely', async () => {
    const cause = await pgError(`select $1::int`, [SECRET]);
    const line = describeFailure(new Error('the transaction failed', { cause }));
    expect(line).toContain('the transaction failed');
    expect(line).toContain('secret-logs.test.ts'); // the stack
    expect(line).toContain('22P02');
    expect(line).not.toContain(SECRET);
  });
});

describe('the servers’ log lines', () => {
  it('a sign-up whose insert fails logs no bcrypt hash, email or password', async () => {
    const db = t.backend.ctx.db;
    await db.exec(`
      create function public._refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'refused by a trigger' using errcode = 'XX000'; end $$;
      create trigger _refuse_user before insert on auth.users
        for each row execute function public._refuse_user();`);
    const email = `logged-${Date.now()}@example.com`;
    const password = 'the-password-1';
    let status = 0;
    const text = await logged(async () => {
      const response = await call(t, '/auth/v1/signup', {
        method: 'POST',
        headers: authHeaders(t),
        body: JSON.stringify({ email, password }),
      });
      status = response.status;
    });
    await db.exec(`drop trigger _refuse_user on auth.users; drop function public._refuse_user();`);
    expect(status).toBe(500);
    expect(text).toContain('XX000');
    expect(text).toContain('refused by a trigger');
    expect(text).not.toMatch(/\$2[aby]\$\d\d\$/); // a bcrypt hash
    expect(text).not.toContain(email);
    expect(text).not.toContain(password);
  });

  it('REST and Storage log a database error without its parameters', async () => {
    await t.backend.ctx.db.exec(`
      create or replace function public._boom(secret text) returns int language plpgsql as $$
      begin raise exception 'boom' using errcode = 'XX000'; end $$;`);
    const error = await pgError(`select public._boom($1)`, [SECRET]);
    expect(error).toMatchObject({ params: [SECRET] });
    const text = await logged(async () => {
      expect(restFromPgError(error, 'authenticated').status).toBe(500);
      storageFromPgError(error);
    });
    expect(text.match(/XX000 boom/g)).toHaveLength(2);
    expect(text).toContain('select public._boom');
    expect(text).not.toContain(SECRET);
  });
});
