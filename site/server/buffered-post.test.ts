// @vitest-environment node
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyReads, bufferedPost, FORM_BODIES_PER_CLIENT } from './buffered-post';

/** The real Node server, so a client that hangs up mid-body does what it does in production. */
async function listen(reads: BodyReads): Promise<{ port: number; server: ServerType }> {
  const app = new Hono();
  app.post('/', async (c) => {
    const posted = await bufferedPost(c.req.raw, '198.51.100.7', reads);
    return posted instanceof Response ? posted : c.text(await posted.text());
  });
  app.onError((_error, c) => c.text('failed', 500));
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ port: info.port, server }),
    );
  });
}

/** A form post whose body stops after its first bytes, and the connection then dropped (a phone losing signal). */
function abortedUpload(port: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          'Content-Length: 1000\r\n\r\nemail=a%40b.c',
      );
      setTimeout(() => socket.destroy(), 50);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

let running: ServerType | undefined;
afterEach(async () => {
  running?.close();
  running = undefined;
});

describe('bufferedPost', () => {
  it('gives a client its body slots back when its uploads are dropped mid-body (never a lasting 429)', async () => {
    const reads = new BodyReads();
    const { port, server } = await listen(reads);
    running = server;
    for (let i = 0; i < FORM_BODIES_PER_CLIENT + 2; i += 1) await abortedUpload(port);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the server sees the hang-ups
    const answer = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      body: 'email=a%40b.c',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('email=a%40b.c');
  });
});

describe('BodyReads', () => {
  it('lets the /64s of one IPv6 /48 read at most 4 clients’ bodies at once; another /48 is unaffected', () => {
    // Per /64 only, one person's /48 (65,536 /64s) could hold 262,144 bodies of 64 KiB for 20 s: 16 GiB.
    const reads = new BodyReads();
    for (let client = 1; client <= 4; client++)
      for (let i = 0; i < FORM_BODIES_PER_CLIENT; i++)
        expect(reads.take(`2001:db8:48:${client}::1`)).not.toBeNull();
    expect(reads.take('2001:db8:48:ffff::1')).toBeNull();
    expect(reads.take('2001:db8:49:1::1')).not.toBeNull();
  });

  it('lets the addresses of one IPv4 /24 read at most 16 clients’ bodies at once', () => {
    const reads = new BodyReads();
    for (let client = 1; client <= 16; client++)
      for (let i = 0; i < FORM_BODIES_PER_CLIENT; i++) expect(reads.take(`192.0.2.${client}`)).not.toBeNull();
    expect(reads.take('192.0.2.200')).toBeNull();
    expect(reads.take('192.0.3.1')).not.toBeNull();
  });

  it('gives a network its places back as its bodies arrive, and a refused take holds nothing', () => {
    const reads = new BodyReads();
    const releases = Array.from({ length: 4 * FORM_BODIES_PER_CLIENT }, (_, i) =>
      reads.take(`2001:db8:50:${Math.floor(i / FORM_BODIES_PER_CLIENT) + 1}::1`),
    );
    for (let i = 0; i < 3; i++) expect(reads.take('2001:db8:50:99::1')).toBeNull();
    releases[0]!();
    releases[0]!(); // released twice: counted once
    expect(reads.take('2001:db8:50:99::1')).not.toBeNull();
    expect(reads.take('2001:db8:50:98::1')).toBeNull();
    for (const release of releases.slice(1)) release!();
    expect(reads.take('2001:db8:50:98::1')).not.toBeNull();
  });
});
