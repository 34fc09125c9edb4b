import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Backend } from './server';
import { BACKEND_SERVER_OPTIONS } from './http/server-options';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves a backend over HTTP; port 0 picks a free port (tests). */
export function listen(backend: Backend, host: string, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let server: ServerType;
    try {
      server = serve(
        { fetch: backend.app.fetch, hostname: host, port, serverOptions: BACKEND_SERVER_OPTIONS },
        (info: AddressInfo) => {
          resolve({
            url: `http://${host}:${info.port}`,
            port: info.port,
            close: () => new Promise<void>((done) => server.close(() => done())),
          });
        },
      );
      server.on('error', reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
