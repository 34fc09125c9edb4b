import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer, { type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { composeMail, type ComposedMail } from './compose';
import type { MailerConfig } from './config';
import type { Outbox, OutboxRow } from './outbox';
import { MEMORY_REPORT_EVERY, memoryReport } from './memory-report';
import { classifySmtpFailure } from './smtp-failure';
import { Throttle } from './throttle';

export interface WorkerLog {
  info(line: string): void;
  error(line: string): void;
}

/** Where the worker's time went: mails sent, and milliseconds spent in each step of the loop. */
export interface WorkerTimings {
  mails: number;
  claimMs: number;
  composeMs: number;
  smtpMs: number;
  markMs: number;
  throttleMs: number;
}

/**
 * The mail worker: claims due outbox rows with a lease and sends them one at a time, marking each
 * sent before the next goes out. So when the process is killed, at most the one mail in flight was
 * sent without its mark and goes out again (with the same Message-ID); every other claimed row was
 * not sent and is claimed again when its lease runs out. Never more than one mail in flight.
 */
export class MailWorker {
  private stopping = false;
  private readonly transport: Transporter;
  private readonly throttle: Throttle;
  private connectionPauseMs = 0;
  private idleWake: AbortController | undefined;
  /** Since the start; logged when the worker stops (the benchmark reads it). */
  readonly timings: WorkerTimings = {
    mails: 0,
    claimMs: 0,
    composeMs: 0,
    smtpMs: 0,
    markMs: 0,
    throttleMs: 0,
  };

  constructor(
    private readonly config: MailerConfig,
    private readonly outbox: Outbox,
    private readonly log: WorkerLog,
    transport?: Transporter,
  ) {
    // One pooled connection: a mail per SMTP transaction, no reconnect between mails. Every wait on
    // the server is bounded (connection, greeting, an idle socket): a server that accepts and never
    // answers fails the mail as a connection problem instead of stalling the worker.
    this.transport =
      transport ??
      nodemailer.createTransport({
        ...smtpOptions(config.smtpUrl),
        pool: true,
        maxConnections: 1,
        // nodemailer's pool reconnects after 100 mails by default (TCP, greeting, EHLO, TLS): one
        // connection for the whole run instead; a dropped one is opened again by the pool.
        maxMessages: Infinity,
        connectionTimeout: config.smtpTimeoutMs,
        greetingTimeout: config.smtpTimeoutMs,
        socketTimeout: Math.max(4 * config.smtpTimeoutMs, 60_000),
        // Extra trusted certificates only add to verification; it stays on.
        ...(config.smtpCa ? { tls: { ca: config.smtpCa } } : {}),
        getSocket: connectWithoutDelay(config.smtpTimeoutMs),
      });
    this.throttle = new Throttle(config.ratePerSecond);
  }

  /** Reports the sender to the database (the admin screen shows it), then drains the outbox until stopped. */
  async run(): Promise<void> {
    await this.retrying('report the sender', () =>
      this.outbox.reportSender(this.config.from, this.config.postalAddress, this.config.siteUrl),
    );
    this.log.info(
      `Mail worker ${this.config.workerId}: from ${this.config.from}, site ${this.config.siteUrl}, ` +
        `${this.config.ratePerSecond} mails/s at most, via ${redactedSmtpUrl(this.config.smtpUrl)}`,
    );
    this.log.info(memoryReport(0));
    while (!this.stopping) {
      const sent = await this.drainOnce();
      if (sent === 0 && !this.stopping) await this.idle();
    }
    this.transport.close();
    this.outbox.close();
    this.log.info(memoryReport(this.timings.mails));
    this.log.info(describeTimings(this.timings));
  }

  /** Stops after the mail in flight (claimed rows not sent are claimed again after their lease). */
  stop(): void {
    this.stopping = true;
    this.idleWake?.abort();
  }

  /** One claim and its mails; the number of rows handled. */
  async drainOnce(): Promise<number> {
    const claimedAt = Date.now();
    const rows = await this.timed('claimMs', () =>
      this.retrying('claim', () =>
        this.outbox.claim(this.config.workerId, this.config.batch, this.config.leaseSeconds),
      ),
    );
    if (!rows) return 0;
    // Past this moment the rows may already be another worker's: leave them to it.
    const deadline = claimedAt + this.config.leaseSeconds * 1000 * 0.8;
    let handled = 0;
    // The next mail is composed and built (MIME, ~1.5 ms of CPU) while the previous one's mark sent
    // travels to the database: still one mail in flight, since it leaves only after that mark.
    let next: Promise<Prepared> | undefined = rows[0] ? this.prepare(rows[0]) : undefined;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const prepared = await next!;
      next = undefined;
      if (this.stopping || Date.now() > deadline) break;
      await this.timed('throttleMs', () => this.throttle.take());
      if ('error' in prepared) {
        await this.retrying('mark failed', () =>
          this.outbox.markFailed(row.id, String(prepared.error), true),
        );
        next = rows[i + 1] ? this.prepare(rows[i + 1]!) : undefined;
        continue;
      }
      const { mail, raw } = prepared;
      try {
        await this.timed('smtpMs', () =>
          this.transport.sendMail({ envelope: { from: mail.envelopeFrom, to: [row.email] }, raw }),
        );
      } catch (error) {
        const failure = classifySmtpFailure(error);
        this.log.error(`outbox ${row.id} to ${row.email}: ${failure.kind} failure: ${failure.reason}`);
        await this.retrying('mark failed', () =>
          this.outbox.markFailed(row.id, failure.reason, failure.kind === 'permanent'),
        );
        if (failure.kind === 'connection') {
          // The server is unreachable: wait (1 s doubling to a minute) before the next mail.
          this.connectionPauseMs = Math.min(Math.max(this.connectionPauseMs * 2, 1000), 60_000);
          await this.pause(this.connectionPauseMs);
        }
        handled++;
        next = rows[i + 1] ? this.prepare(rows[i + 1]!) : undefined;
        continue;
      }
      this.connectionPauseMs = 0;
      next = rows[i + 1] ? this.prepare(rows[i + 1]!) : undefined;
      // Marked before the next mail leaves: this is what bounds repeats after a crash to one.
      await this.timed('markMs', () =>
        this.retrying('mark sent', () => this.outbox.markSent(row.id, mail.messageId)),
      );
      this.timings.mails++;
      handled++;
      if (this.timings.mails % MEMORY_REPORT_EVERY === 0) this.log.info(memoryReport(this.timings.mails));
    }
    // A mail built for a row left unsent (stopping, lease deadline) is dropped: its row comes back.
    await next;
    return handled;
  }

  /** The row's mail, composed and built to its raw MIME bytes; never rejects (a bad row is an error). */
  private async prepare(row: OutboxRow): Promise<Prepared> {
    const started = performance.now();
    try {
      const mail = composeMail(row, this.config);
      const node = new MailComposer({ ...mail }).compile();
      const envelopeFrom = node.getEnvelope().from || '';
      const raw = await node.build();
      return { mail: { ...mail, envelopeFrom }, raw };
    } catch (error) {
      return { error };
    } finally {
      this.timings.composeMs += performance.now() - started;
    }
  }

  private async timed<T>(step: Exclude<keyof WorkerTimings, 'mails'>, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.timings[step] += performance.now() - started;
    }
  }

  private async idle(): Promise<void> {
    await this.pause(this.config.idleMs);
  }

  private async pause(ms: number): Promise<void> {
    this.idleWake = new AbortController();
    await sleep(ms, undefined, { signal: this.idleWake.signal }).catch(() => {});
    this.idleWake = undefined;
  }

  /** Calls the database until it answers (a restarting backend must not lose a mark). */
  private async retrying<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
    for (let wait = 500; ; wait = Math.min(wait * 2, 30_000)) {
      try {
        return await call();
      } catch (error) {
        // A mark must land even while stopping: only a claim may be given up.
        if (this.stopping && what === 'claim') return undefined;
        this.log.error(`Could not ${what}: ${(error as Error).message}; retrying in ${wait / 1000} s`);
        await sleep(wait);
      }
    }
  }
}

/** A row's mail ready to leave (its raw MIME bytes), or why it cannot be built. */
type Prepared = { mail: ComposedMail & { envelopeFrom: string }; raw: Buffer } | { error: unknown };

/** One line: mails sent and, per mail, the milliseconds of each step (claims are per batch). */
export function describeTimings(t: WorkerTimings): string {
  const per = (ms: number) => (t.mails > 0 ? (ms / t.mails).toFixed(2) : '0');
  return (
    `Mail worker stopped after ${t.mails} mails; ms per mail: SMTP ${per(t.smtpMs)}, ` +
    `mark sent ${per(t.markMs)}, claim ${per(t.claimMs)}, compose and build (beside mark sent) ${per(t.composeMs)}, ` +
    `throttle ${per(t.throttleMs)}`
  );
}

/**
 * The SMTP connection with Nagle's algorithm off. nodemailer writes a mail's end (`.` on its own line)
 * apart from its body; with Nagle on, that small write waits for the ACK of the body, which the server
 * delays (up to 40 ms on Linux) as it has nothing to answer yet: most of each mail's time on a loaded
 * machine (bench:newsletter). The socket is handed over connected; nodemailer adds TLS for smtps.
 */
function connectWithoutDelay(timeoutMs: number) {
  return (
    options: { host?: string; port?: number; secure?: boolean },
    callback: (error: Error | null, socket?: { connection: Socket }) => void,
  ): void => {
    // smtpOptions always names the port; nodemailer's own defaults otherwise.
    const socket = connect({ host: options.host, port: options.port ?? (options.secure ? 465 : 587) });
    socket.setNoDelay(true);
    // nodemailer's connectionTimeout does not cover a socket handed to it: a host that drops the
    // SYN would otherwise wait for the system's TCP timeout (minutes).
    const timer = setTimeout(() => {
      socket.destroy();
      fail(
        Object.assign(new Error(`Connection timeout: no TCP connection within ${timeoutMs} ms`), {
          code: 'ETIMEDOUT',
        }),
      );
    }, timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.off('error', fail);
      callback(error);
    };
    socket.once('error', fail);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.off('error', fail);
      callback(null, { connection: socket });
    });
  };
}

/** nodemailer's connection options from an smtp:// or smtps:// URL (user and password percent-decoded). */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
  };
}

/** The SMTP URL without its password, for the log. */
export function redactedSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable SMTP URL)';
  }
}
