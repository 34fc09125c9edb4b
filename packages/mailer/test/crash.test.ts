import { afterAll, beforeAll, expect, it } from 'vitest';
import { crashRun } from './crash-run';
import { startLocalStack, type LocalStack } from './local-stack';

// Issue #33: kill the worker with SIGKILL at random moments during a send and restart it; every
// confirmed subscriber gets the post, and repeats are at most one per kill (the mail in flight).
// The full size (5,000 recipients, 20 kills) is scripts/newsletter-crash.ts.

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack?.close();
});

it('delivers to every subscriber with at most one repeat per kill', { timeout: 600_000 }, async () => {
  const report = await crashRun(stack, { recipients: 300, kills: 5 });
  expect(report.missing).toBe(0);
  expect(report.misaddressed).toBe(0);
  expect(report.duplicates).toBeLessThanOrEqual(report.kills);
  expect(report.received).toBe(report.recipients + report.duplicates);
});
