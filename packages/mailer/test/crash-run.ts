// The crash drill: a post to `recipients` confirmed subscribers, the worker (a real process) killed
// with SIGKILL `kills` times at random moments and restarted, then left to finish. Counted from the
// SMTP server's received mails by Message-ID. Used by crash.test.ts (small) and
// scripts/newsletter-crash.ts (5,000 recipients, 20 kills).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { seedConfirmedSubscribers, sendPostToAll, type LocalStack } from './local-stack';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface CrashReport {
  recipients: number;
  kills: number;
  received: number;
  missing: number;
  duplicates: number;
  /** Message-IDs that arrived for another address than their row's (must be 0). */
  misaddressed: number;
  seconds: number;
}

/** Starts the mail worker as its own process against the stack. */
export function spawnWorker(stack: LocalStack, env: Record<string, string> = {}): ChildProcess {
  const config = stack.mailerConfig();
  return spawn(process.execPath, ['--import', 'tsx', cli], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      SUPABASE_URL: config.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
      SMTP_URL: config.smtpUrl,
      NEWSLETTER_FROM: config.from,
      NEWSLETTER_POSTAL_ADDRESS: config.postalAddress,
      SITE_URL: config.siteUrl,
      NEWSLETTER_RATE_PER_SECOND: '100000',
      NEWSLETTER_BATCH: '20',
      // Short, so a killed worker's claimed rows come back within seconds.
      NEWSLETTER_LEASE_SECONDS: '2',
      NEWSLETTER_IDLE_MS: '200',
      ...env,
    },
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

export async function crashRun(
  stack: LocalStack,
  options: { recipients: number; kills: number; log?: (line: string) => void },
): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  await seedConfirmedSubscribers(stack, options.recipients, 'crash');
  await sendPostToAll(stack, 'Crash drill');
  const pending = async () =>
    (
      await stack.sql<{ n: number }>(
        `select count(*)::int as n from public.newsletter_outbox where status in ('queued', 'sending')`,
      )
    )[0]!.n;
  // Spread the kills over the send: each after a random share of what remains per kill.
  const share = Math.max(2, Math.floor(options.recipients / (options.kills + 1)));
  for (let kill = 1; kill <= options.kills; kill++) {
    const child = spawnWorker(stack);
    const before = stack.received.length;
    const target = before + 1 + Math.floor(Math.random() * share);
    await waitUntil(() => stack.received.length >= target || child.exitCode !== null, 120_000, 'mails');
    child.kill('SIGKILL');
    await exited(child);
    log(`kill ${kill}/${options.kills}: after ${stack.received.length} mails received`);
  }
  const last = spawnWorker(stack);
  await waitUntil(async () => (await pending()) === 0, 600_000, 'the outbox to drain');
  last.kill('SIGTERM');
  await exited(last);

  const rows = await stack.sql<{ email: string; message_id: string | null }>(
    `select email, message_id from public.newsletter_outbox o join public.newsletter_sends s on s.id = o.send_id
     where s.subject = 'Crash drill'`,
  );
  const byMessageId = new Map<string, string[]>();
  for (const mail of stack.received) {
    if (!mail.messageId) continue;
    byMessageId.set(mail.messageId, [...(byMessageId.get(mail.messageId) ?? []), ...mail.to]);
  }
  let missing = 0;
  let duplicates = 0;
  let misaddressed = 0;
  for (const row of rows) {
    const arrivals = row.message_id ? (byMessageId.get(row.message_id) ?? []) : [];
    if (arrivals.length === 0) missing++;
    duplicates += Math.max(0, arrivals.length - 1);
    misaddressed += arrivals.filter((to) => to !== row.email).length;
  }
  return {
    recipients: options.recipients,
    kills: options.kills,
    received: stack.received.length,
    missing: missing + Math.max(0, options.recipients - rows.length),
    duplicates,
    misaddressed,
    seconds: (performance.now() - started) / 1000,
  };
}
