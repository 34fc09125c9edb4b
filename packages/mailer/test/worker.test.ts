import { describe, expect, it } from 'vitest';
import type { MailWorker } from '../src/worker';
import { seedConfirmedSubscribers, sendPostToAll, startRefusingSmtp, type LocalStack } from './local-stack';
import { useLocalStack, workerFor } from './stack-fixture';

const stack = useLocalStack();

/** Drains until a claim finds nothing. */
async function drain(worker: MailWorker) {
  while ((await worker.drainOnce()) > 0);
}

const outboxStatuses = async (s: LocalStack) =>
  Object.fromEntries(
    (
      await s.sql<{ status: string; n: number }>(
        'select status, count(*)::int as n from public.newsletter_outbox group by status',
      )
    ).map((r) => [r.status, r.n]),
  );

describe('the mail worker', () => {
  it('mails a confirmation for a form lead, with one-click unsubscribe headers and a stable Message-ID', async () => {
    await stack().sql(`insert into public.leads (kind, email) values ('newsletter', 'Ada@Example.test')`);
    await drain(workerFor(stack()));
    expect(stack().received).toHaveLength(1);
    const mail = stack().received[0]!;
    expect(mail.to).toEqual(['ada@example.test']);
    expect(mail.subject).toBe('Confirm your subscription to the Parley newsletter');
    expect(mail.messageId).toMatch(/^<parley-newsletter\.\d+\.\d+@parley\.test>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:6850\/newsletter\/unsubscribe\?token=[0-9a-f]{64}>$/,
    );
    const confirm = mail.links.find((link) => link.includes('/newsletter/confirm?token='))!;
    const token = new URL(confirm).searchParams.get('token');
    const [answer] = await stack().sql<{ a: string }>('select public.newsletter_confirm($1) as a', [token]);
    expect(answer!.a).toBe('confirmed');
    const [row] = await stack().sql<{ message_id: string; confirm_token: string | null }>(
      'select message_id, confirm_token from public.newsletter_outbox',
    );
    expect(row).toEqual({ message_id: mail.messageId, confirm_token: null });
    const sender = await stack().sql<{ from_address: string }>(
      'select from_address from app_private.newsletter_sender',
    );
    expect(sender).toEqual([]); // drainOnce alone does not report; run() does (next test)
  });

  it('reports its sender at start and sends a post to every confirmed subscriber once', async () => {
    await seedConfirmedSubscribers(stack(), 40);
    await sendPostToAll(stack(), 'Spring news');
    const worker = workerFor(stack());
    const running = worker.run();
    for (let i = 0; i < 200 && stack().received.length < 40; i++) await new Promise((r) => setTimeout(r, 50));
    worker.stop();
    await running;
    expect(new Set(stack().received.map((m) => m.to[0])).size).toBe(40);
    expect(stack().received.every((m) => m.subject === 'Spring news')).toBe(true);
    expect(await outboxStatuses(stack())).toEqual({ sent: 40 });
    // Its own timings (logged when it stops): every mail counted, each step's time summed.
    expect(worker.timings.mails).toBe(40);
    expect(worker.timings.smtpMs).toBeGreaterThan(0);
    expect(worker.timings.markMs).toBeGreaterThan(0);
    const [sender] = await stack().sql<{ from_address: string; postal_address: string }>(
      'select from_address, postal_address from app_private.newsletter_sender',
    );
    expect(sender).toEqual({
      from_address: 'Parley <news@parley.test>',
      postal_address: '1 Example Street, 10115 Berlin',
    });
    const [send] = await stack().sql<{ finished_at: string | null }>(
      'select finished_at from public.newsletter_sends',
    );
    expect(send!.finished_at).not.toBeNull();
  });

  it('sends nothing more of a post unpublished mid-send: the claim cancels its waiting mails', async () => {
    await seedConfirmedSubscribers(stack(), 10);
    const sendId = await sendPostToAll(stack(), 'Withdrawn news');
    const worker = workerFor(stack(), { batch: 4 });
    expect(await worker.drainOnce()).toBe(4);
    // Unpublished by something other than the admin screens (the owner, the triggers that cancel at
    // the change off): the claim alone must hold the rule (20251203100100_newsletter_cancel_gone_posts.sql).
    await stack().sql(
      'alter table public.blog_posts disable trigger blog_posts_cancel_newsletter_on_unpublish',
    );
    try {
      await stack().sql(
        'update public.blog_posts set published_at = null where id = (select post_id from public.newsletter_sends where id = $1)',
        [sendId],
      );
    } finally {
      await stack().sql(
        'alter table public.blog_posts enable trigger blog_posts_cancel_newsletter_on_unpublish',
      );
    }
    await drain(worker);
    expect(stack().received).toHaveLength(4);
    expect(await outboxStatuses(stack())).toEqual({ sent: 4, cancelled: 6 });
    const [send] = await stack().sql<{ cancelled_reason: string; finished: boolean }>(
      'select cancelled_reason, finished_at is not null as finished from public.newsletter_sends where id = $1',
      [sendId],
    );
    expect(send).toEqual({ cancelled_reason: 'unpublished', finished: true });
  });

  it('retries a 4xx later, and fails a 5xx for good, suppressing the address', async () => {
    const refusing = await startRefusingSmtp(stack().received, (address, _session, callback) => {
      if (address.address.startsWith('busy'))
        return callback(Object.assign(new Error('Try later'), { responseCode: 451 }));
      if (address.address.startsWith('gone'))
        return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      callback();
    });
    await seedConfirmedSubscribers(stack(), 1, 'busy');
    await seedConfirmedSubscribers(stack(), 1, 'gone');
    await seedConfirmedSubscribers(stack(), 1, 'fine');
    await sendPostToAll(stack());
    await drain(workerFor(stack(), { smtpUrl: `smtp://127.0.0.1:${refusing.port}` })).finally(() =>
      refusing.close(),
    );
    // The backoff against the row's own creation, not the clock now: on a busy machine the test
    // itself may outlast the 30 s wait.
    const rows = await stack().sql<{ email: string; status: string; attempts: number; backed_off: boolean }>(
      `select email, status, attempts, next_attempt_at >= created_at + interval '30 seconds' as backed_off
       from public.newsletter_outbox order by email`,
    );
    expect(rows).toEqual([
      { email: 'busy1@example.test', status: 'queued', attempts: 1, backed_off: true },
      { email: 'fine1@example.test', status: 'sent', attempts: 1, backed_off: false },
      { email: 'gone1@example.test', status: 'failed', attempts: 1, backed_off: false },
    ]);
    const subs = await stack().sql<{ email: string; status: string }>(
      'select email, status from public.newsletter_subscriptions order by email',
    );
    expect(subs.find((s) => s.email === 'gone1@example.test')!.status).toBe('suppressed');
    expect(subs.find((s) => s.email === 'busy1@example.test')!.status).toBe('confirmed');
  });

  it('keeps the row for later when the SMTP server cannot be reached', async () => {
    await seedConfirmedSubscribers(stack(), 1);
    await sendPostToAll(stack());
    // A port nothing listens on: the connection is refused before any SMTP reply.
    const closed = await startRefusingSmtp([], (_address, _session, callback) => callback());
    await closed.close();
    const worker = workerFor(stack(), { smtpUrl: `smtp://127.0.0.1:${closed.port}` });
    const handled = worker.drainOnce();
    // It pauses a second after a connection failure; stop ends the pause.
    setTimeout(() => worker.stop(), 200);
    expect(await handled).toBe(1);
    const [row] = await stack().sql<{ status: string; last_error: string }>(
      'select status, last_error from public.newsletter_outbox',
    );
    expect(row!.status).toBe('queued');
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(stack().received).toHaveLength(0);
  });

  it('throttles to the configured rate', async () => {
    await seedConfirmedSubscribers(stack(), 10);
    await sendPostToAll(stack());
    const started = performance.now();
    await drain(workerFor(stack(), { ratePerSecond: 20 }));
    // 10 mails at 20/s: the first leaves at once, the tenth 450 ms later.
    expect(performance.now() - started).toBeGreaterThanOrEqual(440);
    expect(stack().received).toHaveLength(10);
  });
});
