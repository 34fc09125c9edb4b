import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';
import { followLink, latestMail, otpOf, uniqueEmail } from '../auth/helpers';
import { callFrom, freshAddress, type Reply } from './from-address';

/**
 * Guessing a 6-digit code from many addresses. Per-address windows alone let an IPv6 /48 (65,536
 * buckets of /64) try the whole million within a code's hour; the cap here is per account, so the
 * number of addresses no longer matters.
 */

const MAX_WRONG_CODES = 5;

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ RATE_LIMITS: 'on', MAILER_AUTOCONFIRM: 'false' });
});
afterAll(async () => {
  await server?.close();
});

interface Issued {
  email: string;
  code: string;
  link: string;
}

/** Signs up (the confirmation mail is sent) and returns the mailed code and link, unused. */
async function signUp(prefix: string): Promise<Issued> {
  const email = uniqueEmail(prefix);
  const reply = await callFrom(server, freshAddress(), 'POST', '/signup', { email, password: 'secret-1' });
  expect(reply.status, reply.text).toBe(200);
  const mail = await latestMail(server, email);
  return { email, code: otpOf(mail), link: mail.links[0]! };
}

/** A 6-digit code that is not `code`. */
function wrong(code: string, i = 0): string {
  return String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
}

/** One verify request from an address of its own (so no per-address window ever fills). */
function verify(body: Record<string, unknown>): Promise<Reply> {
  return callFrom(server, freshAddress(), 'POST', '/verify', body);
}

async function sessionsOf(email: string): Promise<number> {
  const { rows } = await server.backend.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
    [email],
  );
  return rows[0]!.n;
}

function expectCodeRefused(reply: Reply): void {
  expect(reply.status, reply.text).toBe(403);
  expect(reply.body).toEqual({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  expect(reply.text).not.toContain('access_token');
}

describe('wrong codes are counted per account, whatever the address', () => {
  test(`after ${MAX_WRONG_CODES} wrong codes from ${MAX_WRONG_CODES} addresses, the right code is refused like a wrong one`, async () => {
    const victim = await signUp('guessed');
    for (let i = 0; i < MAX_WRONG_CODES; i += 1)
      expectCodeRefused(await verify({ type: 'signup', email: victim.email, token: wrong(victim.code, i) }));
    // The attacker's lucky guess: without the cap, this started a session for the victim.
    const lucky = await verify({ type: 'signup', email: victim.email, token: victim.code });
    expectCodeRefused(lucky);
    expect(await sessionsOf(victim.email)).toBe(0);
  });

  test('the refusal of a void code is byte for byte the refusal of a wrong one', async () => {
    const victim = await signUp('same-answer');
    const first = await verify({ type: 'signup', email: victim.email, token: wrong(victim.code) });
    for (let i = 1; i < MAX_WRONG_CODES; i += 1)
      await verify({ type: 'signup', email: victim.email, token: wrong(victim.code, i) });
    const voided = await verify({ type: 'signup', email: victim.email, token: victim.code });
    expect(voided.status).toBe(first.status);
    expect(voided.text).toBe(first.text);
    expect(voided.headers['x-sb-error-code']).toBe(first.headers['x-sb-error-code']);
    expect(voided.headers['retry-after']).toBeUndefined();
  });

  test('spelling the address differently (case, spaces) or switching types does not buy more tries', async () => {
    const victim = await signUp('spelled');
    const spellings = [
      { type: 'signup', email: victim.email.toUpperCase() },
      { type: 'email', email: ` ${victim.email} ` },
      { type: 'recovery', email: victim.email },
      { type: 'signup', email: victim.email.replace(/^./, (c) => c.toUpperCase()) },
      { type: 'email', email: victim.email },
    ];
    expect(spellings).toHaveLength(MAX_WRONG_CODES);
    for (const [i, spelling] of spellings.entries())
      expectCodeRefused(await verify({ ...spelling, token: wrong(victim.code, i) }));
    expectCodeRefused(await verify({ type: 'email', email: victim.email, token: victim.code }));
    expect(await sessionsOf(victim.email)).toBe(0);
  });

  test(`${MAX_WRONG_CODES - 1} wrong codes leave the right one working (a person mistyping)`, async () => {
    const person = await signUp('mistyped');
    for (let i = 0; i < MAX_WRONG_CODES - 1; i += 1)
      expectCodeRefused(await verify({ type: 'signup', email: person.email, token: wrong(person.code, i) }));
    const ok = await verify({ type: 'signup', email: person.email, token: person.code });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.access_token).toEqual(expect.any(String));
  });

  test('wrong codes against another account do not count against this one', async () => {
    const [person, other] = [await signUp('bystander'), await signUp('target')];
    for (let i = 0; i < MAX_WRONG_CODES + 2; i += 1)
      expectCodeRefused(await verify({ type: 'signup', email: other.email, token: wrong(other.code, i) }));
    expect((await verify({ type: 'signup', email: person.email, token: person.code })).status).toBe(200);
  });

  test('an address with no account is answered exactly like one with an account', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < MAX_WRONG_CODES + 1; i += 1)
      expectCodeRefused(await verify({ type: 'signup', email: ghost, token: wrong('000000', i) }));
  });
});

describe('the mailed link is not the guessable code', () => {
  test('the link still signs in after the code is void: guessing cannot lock the owner out', async () => {
    const person = await signUp('link-survives');
    for (let i = 0; i < MAX_WRONG_CODES + 1; i += 1)
      await verify({ type: 'signup', email: person.email, token: wrong(person.code, i) });
    const { status, hash } = await followLink(person.link);
    expect(status).toBe(303);
    expect(hash.get('access_token')).toBeTruthy();
  });

  test('knowing the address and the code does not give the link token (sha224(email + code) is refused)', async () => {
    // GoTrue's token_hash is hex(sha224(email + code)): anyone who knows the address can compute
    // it for all million codes and try them as token_hash, where no account is named and so no
    // per-account cap could apply. Here the link token is keyed with a server secret.
    const victim = await signUp('computed');
    const computed = createHash('sha224')
      .update(victim.email + victim.code)
      .digest('hex');
    const reply = await verify({ type: 'signup', token_hash: computed });
    expect(reply.status, reply.text).toBe(403);
    expect(reply.body.code).toBe('otp_expired');
    expect(await sessionsOf(victim.email)).toBe(0);
    // The real link token still works, and is 56 hex characters as GoTrue's.
    const token = new URL(victim.link).searchParams.get('token')!;
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    expect((await verify({ type: 'signup', token_hash: token })).status).toBe(200);
  });
});
