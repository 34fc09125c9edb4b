// `npx tsx scripts/newsletter-crash.ts`: the newsletter's crash drill at full size (issue #33). A post
// to RECIPIENTS (5,000) confirmed subscribers; the mail worker, a real process, is killed with SIGKILL
// at random moments KILLS (20) times and restarted each time, then left to finish. Counted from the
// local SMTP server's received mails by Message-ID: received, missing (must be 0), duplicates (at
// most one per kill: only the mail in flight at the kill may be repeated). The backend runs in this
// process, in memory, on API_PORT (55852) with its SMTP server on SMTP_PORT (25852).
// The suite runs the same drill small: packages/mailer/test/crash.test.ts.
import { crashRun } from '../packages/mailer/test/crash-run';
import { startLocalStack } from '../packages/mailer/test/local-stack';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 5000);
const KILLS = Number(process.env.KILLS ?? 20);

const stack = await startLocalStack({
  apiPort: Number(process.env.API_PORT ?? 55852),
  smtpPort: Number(process.env.SMTP_PORT ?? 25852),
});
try {
  console.log(`Crash drill: ${RECIPIENTS} recipients, ${KILLS} kills with SIGKILL…`);
  const report = await crashRun(stack, {
    recipients: RECIPIENTS,
    kills: KILLS,
    log: (line) => console.log(`  ${line}`),
  });
  console.log('');
  console.log(`recipients    ${report.recipients}`);
  console.log(`kills         ${report.kills}`);
  console.log(`received      ${report.received}`);
  console.log(`missing       ${report.missing}`);
  console.log(`duplicates    ${report.duplicates} (allowed: at most ${report.kills})`);
  console.log(`misaddressed  ${report.misaddressed}`);
  console.log(`seconds       ${report.seconds.toFixed(1)}`);
  const ok = report.missing === 0 && report.misaddressed === 0 && report.duplicates <= report.kills;
  console.log(ok ? '\nOK' : '\nFAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await stack.close();
}
