// `npm run mailer`: the newsletter's mail worker alone (README "The newsletter's mail worker").
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readMailerConfig } from './config';
import { Outbox } from './outbox';
import { MailWorker } from './worker';

const envFile = fileURLToPath(new URL('../../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

let worker: MailWorker;
try {
  const config = readMailerConfig(process.env);
  // Below the site's priority (MAILER_NICE, 10): on a shared machine a send must not halve the site's
  // speed; mails wait a little instead. Lowering needs no privilege.
  try {
    setPriority(config.nice);
  } catch (error) {
    console.error(`Could not set the worker's priority to ${config.nice}: ${(error as Error).message}`);
  }
  worker = new MailWorker(config, new Outbox(config.supabaseUrl, config.serviceRoleKey), {
    info: (line) => console.log(line),
    error: (line) => console.error(line),
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
process.on('SIGINT', () => worker.stop());
process.on('SIGTERM', () => worker.stop());
await worker.run();
process.exit(0);
