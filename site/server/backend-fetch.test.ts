// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchRetryingReadsOnReset, isConnectionReset, siteBackendClient } from './backend-fetch';
import { readBlogVersion } from './page-cache/blog-version';

/**
 * A real HTTP server answering the blog's version, that closes a kept-alive connection when a
 * request arrives on it as `drop` says (the request read, nothing answered): the race the site met
 * with the backend during a newsletter send.
 */
async function backend(drop: (requestOnConnection: number, requestOverall: number) => boolean) {
  const seen: { method: string; path: string; connection: number }[] = [];
  const requestsOn = new Map<Socket, number>();
  let overall = 0;
  const server: Server = createServer((request, response) => {
    const socket = request.socket;
    const onConnection = (requestsOn.get(socket) ?? 0) + 1;
    requestsOn.set(socket, onConnection);
    seen.push({
      method: request.method!,
      path: request.url!,
      connection: [...requestsOn.keys()].indexOf(socket),
    });
    if (drop(onConnection, ++overall)) {
      socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify('2/1/5/7'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const servers: Server[] = [];

/** A read whose answer is read to its end, then a moment: its connection is back in fetch's pool. */
async function readThenRelease(response: Promise<Response>) {
  const answer = await response;
  await answer.text();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return answer;
}
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The backend closes every connection as its second request arrives. */
const secondOnEachConnection = (onConnection: number) => onConnection === 2;

describe("the site's backend reads", () => {
  it('fail without the retry when the backend closes the kept-alive connection (the race this guards)', async () => {
    const { url, seen } = await backend(secondOnEachConnection);
    expect(await readThenRelease(fetch(`${url}/a`))).toHaveProperty('status', 200);
    await expect(fetch(`${url}/b`)).rejects.toThrow('fetch failed');
    expect(seen.map((request) => request.connection)).toEqual([0, 0]); // the second did reuse the connection
  });

  it("read the blog's version once more on a new connection when the kept-alive one was closed", async () => {
    const { url, seen } = await backend(secondOnEachConnection);
    const client = siteBackendClient(url, 'anon');
    expect(await readBlogVersion(client)).toBe('2/1/5/7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readBlogVersion(client)).toBe('2/1/5/7');
    // A read (GET), sent on the reused connection, dropped there, sent again on a new one.
    expect(seen).toEqual([
      { method: 'GET', path: '/rest/v1/rpc/published_posts_version', connection: 0 },
      { method: 'GET', path: '/rest/v1/rpc/published_posts_version', connection: 0 },
      { method: 'GET', path: '/rest/v1/rpc/published_posts_version', connection: 1 },
    ]);
  });

  it('send a read once more only: a second reset is the caller’s error', async () => {
    const { url, seen } = await backend((_, overall) => overall > 1);
    const retrying = fetchRetryingReadsOnReset();
    await readThenRelease(retrying(`${url}/a`));
    await expect(retrying(`${url}/b`)).rejects.toThrow('fetch failed');
    expect(seen.map((request) => request.path)).toEqual(['/a', '/b', '/b']);
  });

  it('never send a write again: the backend may have run it', async () => {
    const { url, seen } = await backend(secondOnEachConnection);
    const retrying = fetchRetryingReadsOnReset();
    await readThenRelease(retrying(`${url}/a`));
    await expect(retrying(`${url}/lead`, { method: 'POST', body: '{}' })).rejects.toThrow('fetch failed');
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /a', 'POST /lead']);
  });

  it('read the method of a Request too', async () => {
    const { url, seen } = await backend(secondOnEachConnection);
    const retrying = fetchRetryingReadsOnReset();
    await readThenRelease(retrying(new Request(`${url}/a`)));
    expect(await readThenRelease(retrying(new Request(`${url}/b`)))).toHaveProperty('status', 200);
    await expect(retrying(new Request(`${url}/c`, { method: 'DELETE' }))).rejects.toThrow('fetch failed');
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /a',
      'GET /b',
      'GET /b',
      'DELETE /c',
    ]);
  });

  it('send nothing again for other failures (no server listening, an aborted read)', async () => {
    const { url } = await backend(() => false);
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    let calls = 0;
    const counting = fetchRetryingReadsOnReset((input, init) => {
      calls++;
      return fetch(input, init);
    });
    await expect(counting(`${url}/a`)).rejects.toThrow('fetch failed');
    expect(calls).toBe(1);
    await expect(counting(`${url}/a`, { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(calls).toBe(2);
  });
});

describe('a read its caller gave up on', () => {
  const reset = () =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });

  it('is not sent again after a reset, whether the signal came in init or on the Request', async () => {
    for (const viaRequest of [false, true]) {
      const controller = new AbortController();
      let calls = 0;
      const retrying = fetchRetryingReadsOnReset(async () => {
        calls++;
        controller.abort(); // the caller gives up while the connection is being reset
        throw reset();
      });
      const call = viaRequest
        ? retrying(new Request('http://backend.test/a', { signal: controller.signal }))
        : retrying('http://backend.test/a', { signal: controller.signal });
      await expect(call).rejects.toThrow('fetch failed');
      expect(calls, viaRequest ? 'Request' : 'init').toBe(1);
    }
  });
});

describe('isConnectionReset', () => {
  const withCause = (code: string) =>
    new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
  it("knows undici's closed socket, the kernel's reset and a write to a closed socket", () => {
    for (const code of ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'])
      expect(isConnectionReset(withCause(code))).toBe(true);
  });
  it('is false for everything else', () => {
    for (const error of [
      withCause('ECONNREFUSED'),
      withCause('UND_ERR_CONNECT_TIMEOUT'),
      new Error('x'),
      null,
      'ECONNRESET',
      { code: 'ECONNRESET' },
    ])
      expect(isConnectionReset(error)).toBe(false);
  });
});
