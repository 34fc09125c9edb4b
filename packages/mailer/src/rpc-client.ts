import http from 'node:http';
import https from 'node:https';

export interface RpcClientOptions {
  /** How long a call may wait for its whole answer (ms). */
  timeoutMs?: number;
  /** The largest answer taken (bytes); a larger one is dropped and the call rejected. */
  maxResponseBytes?: number;
}

/** Plain identifiers only: a function name never becomes a path of its own. */
const FUNCTION_NAME = /^[a-z_][a-z0-9_]*$/;
/** How much of a non-JSON error body goes into the error's message. */
const ERROR_BODY_CHARS = 200;

/**
 * Calls the database's functions over PostgREST (`POST /rest/v1/rpc/<name>`) with the service-role
 * key, on one kept-alive connection. The worker calls a function for every mail it sends (its mark
 * sent); through supabase-js (undici's fetch) a call cost the worker about 0.7 to 1.3 ms of CPU, over
 * node:http 0.2 to 0.4 ms (README, the newsletter's third round). Every wait is bounded
 * (timeoutMs) and so is every answer (maxResponseBytes): a server that stalls or floods fails the
 * call, and the caller retries.
 */
export class RpcClient {
  private readonly base: URL;
  private readonly agent: http.Agent;
  private readonly request: typeof http.request;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;

  constructor(
    baseUrl: string,
    private readonly key: string,
    { timeoutMs = 60_000, maxResponseBytes = 256 * 2 ** 20 }: RpcClientOptions = {},
  ) {
    this.base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new TypeError(`The Supabase URL must be http(s): ${this.base.protocol}`);
    }
    const secure = this.base.protocol === 'https:';
    // One connection, kept: the worker makes one call at a time.
    this.agent = new (secure ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 1 });
    this.request = secure ? https.request : http.request;
    this.timeoutMs = timeoutMs;
    this.maxResponseBytes = maxResponseBytes;
  }

  /** The function's answer (JSON; null when empty), or a rejection naming the function and why. */
  call<T = unknown>(name: string, args: Record<string, unknown>): Promise<T> {
    if (!FUNCTION_NAME.test(name)) throw new TypeError(`${JSON.stringify(name)} is not a function name`);
    const body = JSON.stringify(args);
    const url = new URL(`rest/v1/rpc/${name}`, this.base);
    return this.attempt<T>(name, url, body, true);
  }

  /**
   * One request; `again`: whether a kept connection found closed may be replaced once. The server may
   * close an idle kept connection just as a call goes out on it (Node's HTTP docs): the call then
   * fails with ECONNRESET before any answer and goes out again at once on a new connection instead of
   * waiting for the caller's retry. The first may still have reached the database (the server can
   * read a request and then close: `rpc-client.test.ts` sees it): the marks and the sender's report
   * are the same when done twice, and a claim done twice leaves its first rows leased to no one until
   * the lease runs out, then claimed again: a delay for those recipients, never a lost or repeated mail.
   */
  private attempt<T>(name: string, url: URL, body: string, again: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        request.destroy();
        reject(new Error(`${name}: ${reason}`));
      };
      const timer = setTimeout(() => fail(`no answer within ${this.timeoutMs} ms`), this.timeoutMs);
      const request = this.request(
        url,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            apikey: this.key,
            authorization: `Bearer ${this.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          let bytes = 0;
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > this.maxResponseBytes)
              fail(`the answer is larger than ${this.maxResponseBytes} bytes`);
            else chunks.push(chunk);
          });
          response.on('error', (error) => fail(error.message));
          response.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks, bytes).toString('utf8');
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) {
              reject(new Error(`${name}: ${errorMessage(status, text)}`));
              return;
            }
            if (text === '') {
              resolve(null as T);
              return;
            }
            try {
              resolve(JSON.parse(text) as T);
            } catch {
              reject(new Error(`${name}: the answer is not JSON (HTTP ${status})`));
            }
          });
        },
      );
      let answered = false;
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (again && !answered && request.reusedSocket && error.code === 'ECONNRESET') {
          clearTimeout(timer);
          resolve(this.attempt<T>(name, url, body, false));
          return;
        }
        fail(error.message || String(error.code));
      });
      request.end(body);
    });
  }

  /** Closes the kept connection. */
  close(): void {
    this.agent.destroy();
  }
}

/** PostgREST's `message` (an error is JSON: code, message, details, hint), else the status and the body's start. */
function errorMessage(status: number, text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed?.message === 'string') return `${parsed.message} (HTTP ${status})`;
  } catch {
    // Not JSON: a proxy's page.
  }
  return `HTTP ${status}: ${text.slice(0, ERROR_BODY_CHARS)}`;
}
