// `npm run mailer`: the newsletter's mail worker alone (README "The newsletter's mail worker").
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readMailerConfig } from './config';
import { Outbox } from './outbox';
import { lowerPriority } from './priority';
import { MailWorker } from './worker';

const envFile = fileURLToPath(new URL('../../../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

let worker: MailWorker;
try {
  const config = readMailerConfig(process.env);
  // Below the site's priority (MAILER_NICE, 10): on a shared machine a send must not halve the site's
  // speed; mails wait a little instead. Lowering needs no privilege.
  for (const problem of lowerPriority(config.nice)) console.error(problem);
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
