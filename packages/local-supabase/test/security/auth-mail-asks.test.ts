import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authTuning } from '../../src/auth/tuning';
import { RATE_LIMITS } from '../../src/auth/rate-limit';
import { startTestBackend, type TestBackend } from '../harness';
import { confirmedUser, uniqueEmail } from '../auth/helpers';
import { callFrom, type Reply } from './from-address';

/**
 * The mail-sending endpoints (/recover, /resend, /signup with confirmations) must answer an address
 * with an account and one without alike, whatever budget is spent, and must not let many clients
 * together bury one inbox. Every budget a mail draws on is spent before the account is looked up, on
 * the address asked for, whether or not a mail goes out.
 */

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend({ RATE_LIMITS: 'on', MAILER_AUTOCONFIRM: 'false' });
});
afterAll(async () => {
  await server?.close();
});

let nextHost = 2;
/** A loopback source address no other test of this file used: a client with fresh per-IP windows. */
function freshClient(): string {
  nextHost += 1;
  return `127.0.${Math.floor(nextHost / 250) + 100}.${(nextHost % 250) + 1}`;
}

function call(from: string, path: string, body: unknown): Promise<Reply> {
  return callFrom(server, from, 'POST', path, body);
}

/** What a caller can compare between two answers: status, the Retry-After header and the body. */
function answer(reply: Reply): unknown {
  return { status: reply.status, retryAfter: reply.headers['retry-after'], body: reply.body };
}

/** Waits until an address that was just mailed may be mailed again. */
function pastMaxFrequency(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, authTuning.emailMaxFrequencyMs + 50));
}

describe('an account and no account are answered alike', () => {
  test('POST /recover twice within max_frequency', async () => {
    const account = await confirmedUser(server, 'secret-1', 'recover-twice');
    await pastMaxFrequency(); // the sign-up's own mail
    const ghost = uniqueEmail('recover-twice-ghost');
    const replies: Record<string, unknown[]> = {};
    for (const email of [account, ghost]) {
      const from = freshClient();
      replies[email] = [
        answer(await call(from, '/recover', { email })),
        answer(await call(from, '/recover', { email })),
      ];
    }
    expect(replies[account]).toEqual(replies[ghost]);
    expect(replies[account]![1]).toMatchObject({ status: 429 });
  });

  test('POST /resend twice within max_frequency (an unconfirmed account)', async () => {
    const pending = uniqueEmail('resend-twice');
    expect((await call(freshClient(), '/signup', { email: pending, password: 'secret-1' })).status).toBe(200);
    await pastMaxFrequency(); // the sign-up's own mail
    const ghost = uniqueEmail('resend-twice-ghost');
    const replies: Record<string, unknown[]> = {};
    for (const email of [pending, ghost]) {
      const from = freshClient();
      const body = { type: 'signup', email };
      replies[email] = [answer(await call(from, '/resend', body)), answer(await call(from, '/resend', body))];
    }
    expect(replies[pending]).toEqual(replies[ghost]);
    expect(replies[pending]![1]).toMatchObject({ status: 429 });
  });

  test('POST /recover once the instance’s hourly mail budget is spent', async () => {
    const account = await confirmedUser(server, 'secret-1', 'recover-budget');
    // Spend the global budget with real mails (sign-ups of new addresses), from as many clients as
    // the per-IP budget asks for.
    const perClient = RATE_LIMITS.email_sent_per_ip.max;
    let spent = 0;
    while (spent < RATE_LIMITS.email_sent.max + 1) {
      const from = freshClient();
      for (let i = 0; i < perClient && spent < RATE_LIMITS.email_sent.max + 1; i += 1, spent += 1) {
        await call(from, '/signup', { email: uniqueEmail('budget'), password: 'secret-1' });
      }
    }
    const forAccount = await call(freshClient(), '/recover', { email: account });
    const forGhost = await call(freshClient(), '/recover', { email: uniqueEmail('recover-budget-ghost') });
    expect(answer(forAccount)).toEqual(answer(forGhost));
    expect(forAccount.status).toBe(429);
  }, 120_000);
});

describe('one inbox, many clients', () => {
  let frequency: number;
  beforeAll(() => {
    frequency = authTuning.emailMaxFrequencyMs;
    authTuning.emailMaxFrequencyMs = 0;
  });
  afterAll(() => {
    authTuning.emailMaxFrequencyMs = frequency;
  });

  test(`POST /recover from ${RATE_LIMITS.email_sent_per_address.max * 3} clients mails one account at most ${RATE_LIMITS.email_sent_per_address.max} times an hour`, async () => {
    // A fresh backend: the test above spent this one's global budget.
    const fresh = await startTestBackend({ RATE_LIMITS: 'on', MAILER_AUTOCONFIRM: 'false' });
    try {
      const victim = await confirmedUser(fresh, 'secret-1', 'victim');
      const before = fresh.backend.ctx.mailbox.parsedMessages().filter((mail) => mail.to === victim).length;
      const replies: Reply[] = [];
      for (let i = 0; i < RATE_LIMITS.email_sent_per_address.max * 3; i += 1) {
        replies.push(await callFrom(fresh, freshClient(), 'POST', '/recover', { email: victim }));
      }
      const after = fresh.backend.ctx.mailbox.parsedMessages().filter((mail) => mail.to === victim).length;
      // The sign-up's confirmation counts too.
      expect(after - before).toBeLessThanOrEqual(RATE_LIMITS.email_sent_per_address.max - 1);
      const refused = replies.at(-1)!;
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('over_email_send_rate_limit');
      // An address with no account is refused at the same count.
      const ghost = uniqueEmail('victim-ghost');
      const ghostReplies: Reply[] = [];
      for (let i = 0; i < RATE_LIMITS.email_sent_per_address.max * 3; i += 1) {
        ghostReplies.push(await callFrom(fresh, freshClient(), 'POST', '/recover', { email: ghost }));
      }
      // Asks are counted per address, account or not: the victim's sign-up took one of its mails.
      const answered = (list: Reply[]) => list.filter((reply) => reply.status === 200).length;
      expect(answered(replies)).toBe(RATE_LIMITS.email_sent_per_address.max - 1);
      expect(answered(ghostReplies)).toBe(RATE_LIMITS.email_sent_per_address.max);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
