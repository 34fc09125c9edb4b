import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVICE_ROLE_KEY } from './clients';
import { backendUrl, E2E_SMTP_PORT, siteUrl } from './ports';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The postal address the e2e worker prints in every mail's footer. */
export const E2E_POSTAL_ADDRESS = 'Parley Test Ltd, 1 Harbour Road, Bristol';

/**
 * The newsletter's mail worker, as `npm run mailer` runs it, pointed at the e2e backend and its SMTP
 * server (so its mails land in /_mail). Two at once (specs in parallel) are safe: claims never overlap.
 */
export function startMailWorker(id: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'packages/mailer/src/cli.ts'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      SUPABASE_URL: backendUrl,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      NEWSLETTER_FROM: 'Parley <news@parley.test>',
      NEWSLETTER_POSTAL_ADDRESS: E2E_POSTAL_ADDRESS,
      SITE_URL: siteUrl,
      NEWSLETTER_RATE_PER_SECOND: '100',
      NEWSLETTER_IDLE_MS: '300',
      MAILER_WORKER_ID: id,
    },
  });
}
