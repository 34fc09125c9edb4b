import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestBackend, type TestBackend } from '../harness';

/**
 * A slowloris against the embedded backend: a request whose body (or headers) arrives a byte a
 * second. With Node's defaults the request, its socket and its buffer were held for the 5-minute
 * `requestTimeout` (headers: 60 s), as many times as the client opened connections.
 */

let server: TestBackend;
beforeAll(async () => {
  server = await startTestBackend();
});
afterAll(async () => {
  await server?.close();
});

interface Outcome {
  /** What the server sent before closing (its status line first), or '' for nothing. */
  answer: string;
  /** Milliseconds from the first byte sent until the server closed the connection. */
  closedAfter: number;
}

/** Sends `head`, then `trickle` a byte a second until the server closes or `giveUpMs` passes. */
function trickle(head: string, trickle: string, giveUpMs: number): Promise<Outcome | 'still open'> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
      let sent = 0;
      timer = setInterval(() => {
        if (Date.now() - started > giveUpMs) {
          clearInterval(timer);
          socket.destroy();
          resolve('still open');
          return;
        }
        if (!socket.destroyed) socket.write(trickle[sent++ % trickle.length]!);
      }, 1000);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfter: Date.now() - started });
    });
  });
}

describe('a request sent a byte a second', () => {
  test('a body to /rest/v1/leads is given up within 30 s: 408, connection closed', async () => {
    const head =
      'POST /rest/v1/leads HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `apikey: ${server.backend.ctx.config.anonKey}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 1000\r\n\r\n{';
    const outcome = await trickle(head, ' ', 45_000);
    expect(outcome).not.toBe('still open');
    const { answer, closedAfter } = outcome as Outcome;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closedAfter).toBeLessThan(30_000 + 5_000);
  }, 60_000);

  test('a body to /auth/v1/signup is given up alike', async () => {
    const head =
      'POST /auth/v1/signup HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `apikey: ${server.backend.ctx.config.anonKey}\r\nContent-Type: application/json\r\n` +
      'Transfer-Encoding: chunked\r\n\r\n';
    // Chunks of one byte: "1\r\n \r\n", a byte a second.
    const outcome = await trickle(head, '1\r\n \r\n', 45_000);
    expect(outcome).not.toBe('still open');
    expect((outcome as Outcome).answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((outcome as Outcome).closedAfter).toBeLessThan(30_000 + 5_000);
  }, 60_000);

  test('a JSON body to /storage/v1 (which reads its own bodies) is given up alike', async () => {
    const head =
      'POST /storage/v1/object/list/post-images HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      `apikey: ${server.backend.ctx.config.anonKey}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 1000\r\n\r\n{';
    const outcome = await trickle(head, ' ', 45_000);
    expect(outcome).not.toBe('still open');
    const { answer, closedAfter } = outcome as Outcome;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"statusCode":"408"');
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(closedAfter).toBeLessThan(30_000 + 5_000);
  }, 60_000);

  test('headers are given up within 10 s (checked every 2 s)', async () => {
    const outcome = await trickle('GET /auth/v1/health HTTP/1.1\r\n', 'X', 30_000);
    expect(outcome).not.toBe('still open');
    expect((outcome as Outcome).closedAfter).toBeLessThan(10_000 + 2_000 + 3_000);
  }, 45_000);
});
