// The worker's SMTP connection: bounded waits on a server that never greets, and smtps (implicit
// TLS) through the worker's own socket, verified against a certificate it is told to trust.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedConfirmedSubscribers, sendPostToAll } from './local-stack';
import { drainOnceUntilError, errorsInto, useLocalStack, workerFor } from './stack-fixture';

const stack = useLocalStack();

const outboxRow = async () =>
  (
    await stack().sql<{ status: string; last_error: string | null; message_id: string | null }>(
      'select status, last_error, message_id from public.newsletter_outbox',
    )
  )[0]!;

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('an SMTP server that accepts and never greets', () => {
  it('fails the mail as a connection problem after the timeout: the row waits, with a clear log line', async () => {
    await seedConfirmedSubscribers(stack(), 1);
    await sendPostToAll(stack());
    const silent = await startSilentServer();
    const errors: string[] = [];
    const worker = workerFor(
      stack(),
      { smtpUrl: `smtp://127.0.0.1:${silent.port}`, smtpTimeoutMs: 300 },
      errorsInto(errors),
    );
    const started = performance.now();
    // After the failure it pauses a second; stopped as soon as it logs.
    const handled = await drainOnceUntilError(worker, errors).finally(() => silent.close());
    expect(handled).toBe(1);
    // Bounded by the greeting timeout, not by the system's TCP timeout or nodemailer's 30 s default.
    expect(performance.now() - started).toBeLessThan(5000);
    const row = await outboxRow();
    expect(row.status).toBe('queued');
    expect(row.last_error).toMatch(/greeting/i);
    expect(errors).toEqual([
      expect.stringMatching(/^outbox \d+ to reader1@example\.test: connection failure: .*greeting/i),
    ]);
    expect(stack().received).toHaveLength(0);

    // Retried later, against a server that answers: sent once.
    await stack().sql(`update public.newsletter_outbox set next_attempt_at = now()`);
    const retry = workerFor(stack());
    while ((await retry.drainOnce()) > 0);
    expect((await outboxRow()).status).toBe('sent');
    expect(stack().received).toHaveLength(1);
  });
});

/** A self-signed certificate for 127.0.0.1 (openssl), and its key. */
function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'parley-smtps-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('smtps (implicit TLS) through the worker own socket', () => {
  let tlsServer: SMTPServer;
  let port = 0;
  let cert = '';
  const tlsReceived: { to: string[]; secure: boolean }[] = [];
  beforeAll(async () => {
    const pair = selfSignedCertificate();
    cert = pair.cert;
    tlsServer = new SMTPServer({
      secure: true,
      key: pair.key,
      cert: pair.cert,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          tlsReceived.push({ to: session.envelope.rcptTo.map((r) => r.address), secure: session.secure });
          callback();
        });
      },
    });
    tlsServer.on('error', () => {});
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    port = (tlsServer.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => tlsServer?.close(() => resolve()));
  });
  beforeEach(() => {
    tlsReceived.length = 0;
  });

  it('sends over TLS to a server whose certificate it was told to trust (SMTP_CA_FILE)', async () => {
    await seedConfirmedSubscribers(stack(), 2);
    await sendPostToAll(stack());
    const worker = workerFor(stack(), { smtpUrl: `smtps://127.0.0.1:${port}`, smtpCa: cert });
    while ((await worker.drainOnce()) > 0);
    // Outbox rows follow the subscriptions' random uuids: the two mails may come in either order.
    tlsReceived.sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
    expect(tlsReceived).toEqual([
      { to: ['reader1@example.test'], secure: true },
      { to: ['reader2@example.test'], secure: true },
    ]);
    const rows = await stack().sql<{ status: string }>('select status from public.newsletter_outbox');
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('refuses the same server by default: verification is never off, the row waits', async () => {
    await seedConfirmedSubscribers(stack(), 1);
    await sendPostToAll(stack());
    const errors: string[] = [];
    const worker = workerFor(stack(), { smtpUrl: `smtps://127.0.0.1:${port}` }, errorsInto(errors));
    expect(await drainOnceUntilError(worker, errors)).toBe(1);
    expect(tlsReceived).toEqual([]);
    const row = await outboxRow();
    expect(row.status).toBe('queued');
    expect(row.last_error).toMatch(/self[- ]signed|certificate/i);
  });
});

describe('one SMTP connection for the whole run', () => {
  it('sends more than nodemailer’s 100 mails a pooled connection by default over one connection', async () => {
    await seedConfirmedSubscribers(stack(), 120);
    await sendPostToAll(stack());
    let connections = 0;
    let mails = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      // The worker's pooled connection stays open: closed at once, not after smtp-server's 30 s.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        connections++;
        callback();
      },
      onData: (stream, _session, callback) => {
        stream.on('end', () => {
          mails++;
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const worker = workerFor(stack(), { smtpUrl: `smtp://127.0.0.1:${port}`, batch: 200 });
    try {
      while ((await worker.drainOnce()) > 0);
    } finally {
      worker.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(mails).toBe(120);
    expect(connections).toBe(1);
  });
});
