// The mail worker's test files share this setup: one embedded backend a file (each takes seconds to
// build), the newsletter's tables emptied before each test, and a worker against it. Kept apart from
// local-stack.ts, which the crash script and the benchmark import without vitest.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MailerConfig } from '../src/config';
import { Outbox } from '../src/outbox';
import { MailWorker, type WorkerLog } from '../src/worker';
import { resetNewsletter, startLocalStack, type LocalStack } from './local-stack';

/** Registers the file's hooks; call the returned function inside a test for the running stack. */
export function useLocalStack(): () => LocalStack {
  let stack: LocalStack | undefined;
  beforeAll(async () => {
    stack = await startLocalStack();
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    await resetNewsletter(current());
  });
  const current = () => {
    if (!stack) throw new Error('the local stack is used outside a test');
    return stack;
  };
  return current;
}

const silentLog: WorkerLog = { info: () => {}, error: () => {} };

/** A mail worker against `stack`, its configuration overridden; logs nothing unless given a log. */
export function workerFor(
  stack: LocalStack,
  overrides: Partial<MailerConfig> = {},
  log: WorkerLog = silentLog,
): MailWorker {
  const config = stack.mailerConfig(overrides);
  return new MailWorker(config, new Outbox(config.supabaseUrl, config.serviceRoleKey), log);
}

/** A log that keeps its error lines in `errors` (and drops the rest). */
export const errorsInto = (errors: string[]): WorkerLog => ({
  info: () => {},
  error: (line) => errors.push(line),
});

/**
 * One drainOnce on a connection that will fail: after a connection failure the worker pauses a second
 * before returning, so it is stopped as soon as it logs the error. The number of rows handled.
 */
export async function drainOnceUntilError(worker: MailWorker, errors: string[]): Promise<number> {
  const handled = worker.drainOnce();
  const stopper = setInterval(() => {
    if (errors.length > 0) worker.stop();
  }, 20);
  try {
    return await handled;
  } finally {
    clearInterval(stopper);
  }
}
