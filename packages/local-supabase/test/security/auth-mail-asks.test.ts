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

let nextNetwork = 0;
/** The clients of a loopback /24 no other test of this file used: a network of its own. */
function freshNetwork(): () => string {
  nextNetwork += 1;
  const prefix = `127.${Math.floor(nextNetwork / 250) + 1}.${(nextNetwork % 250) + 1}`;
  let host = 1;
  return () => `${prefix}.${(host += 1)}`;
}

describe('one inbox, many clients', () => {
  let frequency: number;
  let fresh: TestBackend;
  beforeAll(async () => {
    frequency = authTuning.emailMaxFrequencyMs;
    authTuning.emailMaxFrequencyMs = 0;
    // A backend of its own: the tests above spent the shared one's global budget.
    fresh = await startTestBackend({ RATE_LIMITS: 'on', MAILER_AUTOCONFIRM: 'false' });
  });
  afterAll(async () => {
    authTuning.emailMaxFrequencyMs = frequency;
    await fresh?.close();
  });

  const { max: networks } = RATE_LIMITS.email_sent_per_address_networks;
  const { max: share } = RATE_LIMITS.email_sent_per_address_network;
  const mailsTo = (email: string) =>
    fresh.backend.ctx.mailbox.parsedMessages().filter((mail) => mail.to === email).length;
  const answered = (list: Reply[]) => list.filter((reply) => reply.status === 200).length;

  test(`POST /recover from ${networks * 3} networks mails one account at most ${networks} times an hour`, async () => {
    const victim = await confirmedUser(fresh, 'secret-1', 'victim'); // its sign-up's network counts too
    const before = mailsTo(victim);
    const replies: Reply[] = [];
    for (let i = 0; i < networks * 3; i += 1) {
      replies.push(await callFrom(fresh, freshNetwork()(), 'POST', '/recover', { email: victim }));
    }
    expect(mailsTo(victim) - before).toBe(networks - 1);
    expect(answered(replies)).toBe(networks - 1);
    const refused = replies.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('over_email_send_rate_limit');
    // An address with no account is refused at the same count (its first network included).
    const ghost = uniqueEmail('victim-ghost');
    const ghostReplies: Reply[] = [];
    for (let i = 0; i < networks * 3; i += 1) {
      ghostReplies.push(await callFrom(fresh, freshNetwork()(), 'POST', '/recover', { email: ghost }));
    }
    expect(answered(ghostReplies)).toBe(networks);
  }, 60_000);

  test(`20 variants of one address (plus tags, case, spaces) from 6 networks reach its inbox at most ${networks * share} times`, async () => {
    const [local, domain] = uniqueEmail('plus-victim').split('@') as [string, string];
    // What reaches the one inbox: the mail server ignores case and a `+tag` in the local part.
    const inbox = `${local}@${domain}`;
    const reachesInbox = (to: string) =>
      to
        .trim()
        .toLowerCase()
        .replace(/\+[^@]*@/, '@') === inbox;
    const variants = Array.from({ length: 20 }, (_, i) => {
      const tagged = `${local}+${i}@${domain}`;
      if (i % 4 === 1) return tagged.toUpperCase();
      if (i % 4 === 2) return `  ${tagged} `;
      return i % 4 === 3 ? `${local.toUpperCase()}@${domain}` : tagged;
    });
    const attackerNetworks = Array.from({ length: 6 }, () => freshNetwork());
    const replies: Reply[] = [];
    for (const [i, email] of variants.entries()) {
      const from = attackerNetworks[i % attackerNetworks.length]!();
      replies.push(await callFrom(fresh, from, 'POST', '/signup', { email, password: 'attacker-1' }));
      replies.push(await callFrom(fresh, from, 'POST', '/resend', { type: 'signup', email }));
    }
    const mails = fresh.backend.ctx.mailbox.parsedMessages().filter((mail) => reachesInbox(mail.to));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(networks * share);
    expect(answered(replies)).toBeLessThanOrEqual(networks * share);
  }, 120_000);

  test(`the clients of one network ask for one address ${share} times an hour, whichever clients they are`, async () => {
    const client = freshNetwork();
    const ghost = uniqueEmail('one-network');
    const replies: Reply[] = [];
    for (let i = 0; i < share * 4; i += 1) {
      replies.push(await callFrom(fresh, client(), 'POST', '/recover', { email: ghost }));
    }
    expect(answered(replies)).toBe(share);
  }, 60_000);

  test('one network spending every ask it has on an address leaves its owner the recovery mail', async () => {
    const victim = await confirmedUser(fresh, 'secret-1', 'recovery-kept');
    const attacker = freshNetwork();
    // Asks that mail nothing (sign-ups and resends of a confirmed address) and asks that do, from as
    // many of the network's clients as its per-client budgets allow.
    for (let i = 0; i < RATE_LIMITS.email_sent_per_address_networks.max * 2; i += 1) {
      await callFrom(fresh, attacker(), 'POST', '/signup', { email: victim, password: 'attacker-1' });
      await callFrom(fresh, attacker(), 'POST', '/resend', { type: 'signup', email: victim });
      await callFrom(fresh, attacker(), 'POST', '/recover', { email: victim });
    }
    const before = mailsTo(victim);
    const own = await callFrom(fresh, freshNetwork()(), 'POST', '/recover', { email: victim });
    expect(own.status).toBe(200);
    expect(mailsTo(victim)).toBe(before + 1);
  }, 60_000);

  test(`${networks} networks spending an address's asks leave its owner the recovery mail where they signed in`, async () => {
    const victim = await confirmedUser(fresh, 'secret-1', 'recovery-at-home');
    const home = freshNetwork()();
    const signIn = await callFrom(fresh, home, 'POST', '/token?grant_type=password', {
      email: victim,
      password: 'secret-1',
    });
    expect(signIn.status).toBe(200);
    for (let i = 0; i < networks; i += 1) {
      await callFrom(fresh, freshNetwork()(), 'POST', '/signup', { email: victim, password: 'attacker-1' });
    }
    // A network the account never signed in from is refused: the address's networks are spent…
    expect((await callFrom(fresh, freshNetwork()(), 'POST', '/recover', { email: victim })).status).toBe(429);
    // …but the owner, asking from where they signed in, gets the mail.
    const before = mailsTo(victim);
    expect((await callFrom(fresh, home, 'POST', '/recover', { email: victim })).status).toBe(200);
    expect(mailsTo(victim)).toBe(before + 1);
  }, 60_000);
});
