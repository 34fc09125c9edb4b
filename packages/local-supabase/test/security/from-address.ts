import { request, type IncomingHttpHeaders } from 'node:http';
import type { TestBackend } from '../harness';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: Record<string, unknown>;
}

/**
 * One auth request from a chosen loopback source address (all of 127.0.0.0/8 is loopback on Linux),
 * so the server sees distinct clients, each in its own rate-limit bucket, without any forwarding
 * header: what an attacker with many addresses looks like.
 */
export function callFrom(
  server: TestBackend,
  from: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/auth/v1${path}`,
      {
        method,
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            text,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

let next = 0;
/** A loopback address no other test of the file used yet (127.1.x.y). */
export function freshAddress(): string {
  next += 1;
  return `127.1.${Math.floor(next / 250)}.${(next % 250) + 1}`;
}
