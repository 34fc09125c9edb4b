// Makes sure Debian's Chromium, which the e2e tests drive (tests/playwright.config.ts), is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `${CHROMIUM} is missing. The end-to-end tests drive Debian's Chromium; install it with:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(or run this script as root, e.g. in CI, and it installs it itself).',
  );
  process.exit(1);
}

console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get ...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.error || result.status !== 0) {
    console.error(
      `apt-get ${args.join(' ')} failed${result.error ? `: ${result.error.message}` : ` (exit ${result.status})`}.`,
    );
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`Installed ${CHROMIUM}.`);
