// An in-memory embedded backend, its SMTP server and a record of every mail received: what the mail
// worker's tests, the crash script and the benchmark run against.
import {
  createBackend,
  listen,
  readBackendConfig,
  startSmtpServer,
  type Backend,
  type LocalSmtpServer,
  type ReceivedMail,
} from '@parley/local-supabase';
import type { SMTPServerOptions } from 'smtp-server';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { MailerConfig } from '../src/config';

const supabaseDir = fileURLToPath(new URL('../../../supabase', import.meta.url));

export interface LocalStack {
  url: string;
  backend: Backend;
  smtpPort: number;
  serviceRoleKey: string;
  /** Every mail the SMTP server accepted, in order. */
  received: ReceivedMail[];
  mailerConfig(overrides?: Partial<MailerConfig>): MailerConfig;
  /** Runs SQL as the database owner (seeding, checking). */
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  apiPort?: number;
  smtpPort?: number;
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const config0 = readBackendConfig(
    {
      DATA_DIR: 'memory',
      API_PORT: String(options.apiPort ?? 0),
      RATE_LIMITS: 'off',
      LEAD_LIMITS: 'off',
      SMTP_PORT: 'off',
    },
    supabaseDir,
  );
  const backend = await createBackend(config0);
  const server = await listen(backend, config0.host, options.apiPort ?? 0);
  const received: ReceivedMail[] = [];
  const smtp = await startSmtpServer({
    host: '127.0.0.1',
    port: options.smtpPort ?? 0,
    onMail: (mail) => received.push(mail),
  });
  return {
    url: server.url,
    backend,
    smtpPort: smtp.port,
    serviceRoleKey: config0.serviceRoleKey,
    received,
    mailerConfig: (overrides = {}) => ({
      supabaseUrl: server.url,
      serviceRoleKey: config0.serviceRoleKey,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Parley <news@parley.test>',
      messageIdDomain: 'parley.test',
      postalAddress: '1 Example Street, 10115 Berlin',
      siteUrl: 'http://127.0.0.1:6850',
      ratePerSecond: 100_000,
      batch: 50,
      leaseSeconds: 30,
      idleMs: 100,
      workerId: 'test-worker',
      smtpTimeoutMs: 5000,
      nice: 0,
      ...overrides,
    }),
    sql: async <T>(query: string, params: unknown[] = []) =>
      (await backend.ctx.db.query<T>(query, params)).rows,
    close: async () => {
      await smtp.close();
      await server.close();
      await backend.ctx.db.close();
      await rm(backend.ctx.files.root, { recursive: true, force: true });
    },
  };
}

/** Empties the newsletter's tables (tests share one backend). */
export async function resetNewsletter(stack: LocalStack): Promise<void> {
  await stack.sql('delete from public.newsletter_outbox');
  await stack.sql('delete from public.newsletter_sends');
  await stack.sql('delete from public.newsletter_subscriptions');
  await stack.sql('delete from app_private.newsletter_sender');
  stack.received.length = 0;
}

/** An SMTP server that answers each recipient with `onRcptTo` (to refuse some with 4xx or 5xx). */
export async function startRefusingSmtp(
  received: ReceivedMail[],
  onRcptTo: NonNullable<SMTPServerOptions['onRcptTo']>,
): Promise<LocalSmtpServer> {
  const port = 0;
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({
          messageId: '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: '',
          text: '',
          headers: {},
          links: [],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Inserts `n` confirmed subscribers directly (seeding; the double opt-in has its own tests). */
export async function seedConfirmedSubscribers(
  stack: LocalStack,
  n: number,
  prefix = 'reader',
): Promise<void> {
  await stack.sql(
    `insert into public.newsletter_subscriptions (email, status, confirmed_at)
     select $1 || g || '@example.test', 'confirmed', now() from generate_series(1, $2::int) g`,
    [prefix, n],
  );
}

/** A published post, sent to every confirmed subscriber by the admin function; the send's id. */
export async function sendPostToAll(stack: LocalStack, title = 'Hello subscribers'): Promise<string> {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  const [post] = await stack.sql<{ id: string }>(
    `insert into public.blog_posts (title, slug, excerpt, content, published_at)
     values ($1, $2, 'What is new', 'Body', now() - interval '1 minute') returning id`,
    [title, slug],
  );
  const [admin] = await stack.sql<{ id: string }>(`select a.user_id as id from app_private.admins a limit 1`);
  // The admin function, as the admin (it checks is_admin() from the request's claims).
  const rows = await stack.backend.ctx.db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
      [JSON.stringify({ sub: admin!.id, role: 'authenticated' })],
    );
    return (await tx.query<{ id: string }>('select public.admin_newsletter_send_post($1) as id', [post!.id]))
      .rows;
  });
  return rows[0]!.id;
}
