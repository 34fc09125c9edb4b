import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RpcClient } from './rpc-client';

let server: Server | undefined;
let client: RpcClient | undefined;
afterEach(async () => {
  client?.close();
  client = undefined;
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A server answering every request with `answer`; what it received, and its connections. */
async function serve(answer: (request: Seen, response: ServerResponse) => void, path = '') {
  const seen: Seen[] = [];
  let connections = 0;
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(entry);
      answer(entry, response);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return { url, seen, connections: () => connections };
}

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
};

describe('RpcClient', () => {
  it("posts the arguments as JSON to the function's PostgREST path with the key, and returns the answer", async () => {
    const { url, seen } = await serve((_, response) => json(response, 200, [{ id: 1 }]));
    client = new RpcClient(url, 'service-key-for-tests-0123456789');
    await expect(client.call('newsletter_claim', { p_limit: 5, p_worker: 'w' })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url).toBe('/rest/v1/rpc/newsletter_claim');
    expect(seen[0]!.headers.apikey).toBe('service-key-for-tests-0123456789');
    expect(seen[0]!.headers.authorization).toBe('Bearer service-key-for-tests-0123456789');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ p_limit: 5, p_worker: 'w' });
  });

  it('keeps the path of a base URL with one', async () => {
    const { url, seen } = await serve((_, response) => json(response, 200, true), '/supabase');
    client = new RpcClient(`${url}/`, 'service-key-for-tests-0123456789');
    await client.call('newsletter_mark_sent', { p_outbox_id: 1 });
    expect(seen[0]!.url).toBe('/supabase/rest/v1/rpc/newsletter_mark_sent');
  });

  it('answers null for an empty answer (a void function: 204)', async () => {
    const { url } = await serve((_, response) => response.writeHead(204).end());
    client = new RpcClient(url, 'k');
    await expect(client.call('newsletter_report_sender', {})).resolves.toBeNull();
  });

  it('calls one after another over one connection (keep-alive), not a connection a call', async () => {
    const { url, connections } = await serve((_, response) => json(response, 200, true));
    client = new RpcClient(url, 'k');
    for (let i = 0; i < 5; i++) await client.call('newsletter_mark_sent', { p_outbox_id: i });
    expect(connections()).toBe(1);
  });

  it('calls again at once on a new connection when the kept one turns out closed (reset before any answer)', async () => {
    // The race of every kept-alive client: the server closes an idle connection as the next call
    // goes out on it. Here the server resets each connection's second request without answering.
    const requestsOn = new WeakMap<object, number>();
    const { url, seen, connections } = await serve((_, response) => json(response, 200, true));
    server!.prependListener('request', (request) => {
      const n = (requestsOn.get(request.socket) ?? 0) + 1;
      requestsOn.set(request.socket, n);
      if (n === 2) request.socket.resetAndDestroy();
    });
    client = new RpcClient(url, 'k');
    await client.call('newsletter_mark_sent', { p_outbox_id: 1 });
    await expect(client.call('newsletter_mark_sent', { p_outbox_id: 2 })).resolves.toBe(true);
    expect(connections()).toBe(2);
    // The reset request was read but never answered; the same call went out again on the new connection.
    expect(seen.map((s) => JSON.parse(s.body).p_outbox_id)).toEqual([1, 2, 2]);
  });

  it('does not call again when a new connection is reset: the caller decides', async () => {
    const { url, seen } = await serve(() => {});
    server!.prependListener('request', (request) => request.socket.resetAndDestroy());
    client = new RpcClient(url, 'k');
    await expect(client.call('newsletter_claim', {})).rejects.toThrow(/newsletter_claim: .*ECONNRESET/);
    expect(seen.length).toBeLessThanOrEqual(1);
  });

  it("rejects with PostgREST's message on an error status", async () => {
    const { url } = await serve((_, response) =>
      json(response, 403, { code: '42501', message: 'permission denied for function newsletter_claim' }),
    );
    client = new RpcClient(url, 'k');
    await expect(client.call('newsletter_claim', {})).rejects.toThrow(
      'newsletter_claim: permission denied for function newsletter_claim (HTTP 403)',
    );
  });

  it("rejects with the status and the body's start when an error is not PostgREST's JSON (a proxy's page)", async () => {
    const { url } = await serve((_, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end(`<html>${'x'.repeat(10_000)}</html>`),
    );
    client = new RpcClient(url, 'k');
    const error = await client.call('newsletter_claim', {}).catch((e: Error) => e);
    expect((error as Error).message).toMatch(/^newsletter_claim: HTTP 502: <html>x+$/);
    expect((error as Error).message.length).toBeLessThan(300);
  });

  it('rejects a success whose body is not JSON', async () => {
    const { url } = await serve((_, response) => response.writeHead(200).end('{"unterminated'));
    client = new RpcClient(url, 'k');
    await expect(client.call('newsletter_claim', {})).rejects.toThrow(
      /newsletter_claim: the answer is not JSON/,
    );
  });

  it('rejects an answer larger than its limit without keeping it', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(`"${'x'.repeat(200_000)}"`);
    });
    client = new RpcClient(url, 'k', { maxResponseBytes: 100_000 });
    await expect(client.call('newsletter_claim', {})).rejects.toThrow(
      'newsletter_claim: the answer is larger than 100000 bytes',
    );
  });

  it('rejects when the server does not answer within the timeout', async () => {
    const { url } = await serve(() => {}); // never answers
    client = new RpcClient(url, 'k', { timeoutMs: 300 });
    const started = performance.now();
    await expect(client.call('newsletter_mark_sent', {})).rejects.toThrow(
      'newsletter_mark_sent: no answer within 300 ms',
    );
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('rejects when nothing listens (a connection error, for the caller to retry)', async () => {
    const { url } = await serve(() => {});
    server!.close();
    server = undefined;
    client = new RpcClient(url, 'k');
    await expect(client.call('newsletter_claim', {})).rejects.toThrow(/newsletter_claim: .*ECONNREFUSED/);
  });

  it('refuses a function name that is not a plain identifier (never a path of its own)', () => {
    client = new RpcClient('http://127.0.0.1:9', 'k');
    expect(() => client!.call('../../auth/v1/admin', {})).toThrow(/not a function name/);
    expect(() => client!.call('', {})).toThrow(/not a function name/);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => new RpcClient('ftp://example.test', 'k')).toThrow(/http/);
  });
});
