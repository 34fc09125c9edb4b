// @vitest-environment node
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BODY_READ_TIMEOUT_MS } from './read-limited-body';
import { SITE_SERVER_OPTIONS } from './server-options';

describe('the production server’s connection timeouts', () => {
  it('leaves the handler its whole body time after the slowest headers, so its own 408 (with its words) answers first', () => {
    // Node times a request from its first byte; the handler's body clock starts once the headers are in.
    expect(SITE_SERVER_OPTIONS.requestTimeout).toBeGreaterThan(
      SITE_SERVER_OPTIONS.headersTimeout +
        BODY_READ_TIMEOUT_MS +
        SITE_SERVER_OPTIONS.connectionsCheckingInterval,
    );
  });

  it('closes a connection whose headers arrive a byte at a time within 10 s (+ the 2 s check), not Node’s 60 s', async () => {
    const server = createServer(SITE_SERVER_OPTIONS, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const started = performance.now();
      const closedAfter = await new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        const drip = setInterval(() => socket.write('X'), 500);
        socket.on('data', () => {});
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(drip);
          resolve(performance.now() - started);
        });
      });
      expect(closedAfter).toBeGreaterThanOrEqual(SITE_SERVER_OPTIONS.headersTimeout - 100);
      expect(closedAfter).toBeLessThan(
        SITE_SERVER_OPTIONS.headersTimeout + SITE_SERVER_OPTIONS.connectionsCheckingInterval + 3_000,
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 40_000);
});
