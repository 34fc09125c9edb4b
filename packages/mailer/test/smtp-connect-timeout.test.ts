// The worker's TCP connect timer (worker.ts, connectWithoutDelay): a host that never completes the
// handshake (a firewall dropping the SYN) fails the mail within smtpTimeoutMs. nodemailer's own
// connectionTimeout does not cover a socket handed to it, so without the timer the mail would wait
// for the idle-socket timeout (a minute here) or the system's TCP timeout (minutes).
// node:net is mocked for this file alone: connecting to UNREACHABLE gives a socket that never connects.
import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { seedConfirmedSubscribers, sendPostToAll } from './local-stack';
import { errorsInto, useLocalStack, workerFor } from './stack-fixture';

const blackhole = vi.hoisted(() => ({ host: '192.0.2.1', sockets: [] as Socket[] }));

vi.mock('node:net', async (importOriginal) => {
  const net = await importOriginal<typeof import('node:net')>();
  // The worker calls connect({ host, port }); every other caller gets the real one.
  const connect = ((...args: unknown[]) => {
    const [options] = args as [{ host?: string } | undefined];
    if (typeof options === 'object' && options?.host === blackhole.host) {
      // Never connected, never an error: what a dropped SYN looks like until the system gives up.
      const socket = new net.Socket();
      blackhole.sockets.push(socket);
      return socket;
    }
    return (net.connect as (...all: unknown[]) => Socket)(...args);
  }) as typeof net.connect;
  return {
    ...net,
    connect,
    createConnection: connect,
    default: { ...net, connect, createConnection: connect },
  };
});

const stack = useLocalStack();

describe('an SMTP host that never completes the TCP handshake', () => {
  it(
    'fails the mail with the connect timeout within smtpTimeoutMs: the row waits, the socket is destroyed',
    { timeout: 20_000 },
    async () => {
      await seedConfirmedSubscribers(stack(), 1);
      await sendPostToAll(stack());
      const errors: string[] = [];
      const worker = workerFor(
        stack(),
        { smtpUrl: `smtp://${blackhole.host}:25`, smtpTimeoutMs: 200 },
        errorsInto(errors),
      );
      const started = performance.now();
      const handled = worker.drainOnce();
      // The error is logged when the timer fires; the worker then pauses a second, which stop ends.
      while (errors.length === 0 && performance.now() - started < 15_000)
        await new Promise((r) => setTimeout(r, 10));
      const failedAfter = performance.now() - started;
      worker.stop();
      // Checked before awaiting the drain: without the timer it never ends.
      expect(errors).toEqual([
        expect.stringMatching(/connection failure: .*no TCP connection within 200 ms/),
      ]);
      expect(await handled).toBe(1);
      // It did wait for the timer, and not much more (a generous ceiling for a loaded machine).
      expect(failedAfter).toBeGreaterThanOrEqual(190);
      expect(failedAfter).toBeLessThan(5000);
      expect(blackhole.sockets).toHaveLength(1);
      expect(blackhole.sockets[0]!.destroyed).toBe(true);
      const [row] = await stack().sql<{ status: string; last_error: string }>(
        'select status, last_error from public.newsletter_outbox',
      );
      expect(row!.status).toBe('queued');
      expect(row!.last_error).toMatch(/no TCP connection within 200 ms/);
      expect(stack().received).toHaveLength(0);
    },
  );
});
