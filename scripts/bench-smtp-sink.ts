// The SMTP server a benchmark sends to, in a process of its own (bench:newsletter): the embedded
// backend's SMTP server (the same code, `startSmtpServer`) counting what it receives and keeping
// nothing, standing in for the provider's server. Apart from the backend, so that the benchmark can
// measure the CPU a mail costs the receiving side apart from the database's claims and marks, and the
// backend answers the site's and the worker's requests without parsing SMTP in the same event loop.
// Listens on 127.0.0.1:SMTP_PORT; prints "ready" once it does.
import { startSmtpServer } from '@parley/local-supabase';

const port = Number(process.env.SMTP_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('SMTP_PORT must be a port number');
  process.exit(1);
}
let received = 0;
const server = await startSmtpServer({ host: '127.0.0.1', port, onRawMail: () => received++ });
console.log('ready');
const stop = () => {
  console.log(`received ${received}`);
  void server.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
