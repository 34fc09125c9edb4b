import { createServer } from 'node:net';

/**
 * Whether `host:port` can be bound now. The CLI asks before opening the database, so a port in use
 * is reported at once instead of after seconds of database start-up (listen still decides).
 */
export function portIsFree(host: string, port: number): Promise<boolean> {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
