import { setTimeout as sleep } from 'node:timers/promises';

/** The data version pages are rendered from: when it changes, every page rendered before is stale. */
export interface Freshness {
  /** The version as last read: read again first when it is older than the interval. */
  current(): Promise<string | undefined>;
}

export interface FreshnessOptions {
  /** Reads the version from the backend (e.g. the blog posts' count and newest `updated_at`). */
  read(): Promise<string>;
  /** How old a read version may be before a request reads it again (default 100 ms). */
  intervalMs?: number;
  /**
   * How long a request waits for that read before it goes on with the version it had (default
   * 25 ms): a slow backend then costs freshness, never every visitor's time.
   */
  waitMs?: number;
  /**
   * After this long without a request (default 1 s), the site is quiet: a request then waits for the
   * new read up to `quietWaitMs` (default 1.5 s). An admin who saves a post and opens the blog on a quiet
   * site sees the change on that first request, even when the backend is a network hop away (a hosted
   * project answers in tens of milliseconds, more than `waitMs`). Under a spike reads are never that
   * old, so visitors keep the short wait. Only the request that found the site quiet waits that long:
   * requests that come while its read is in flight are not quiet (traffic has started), and keep the
   * short wait, so a read stuck behind a long backend statement (a send queueing 10,000 mails) holds
   * one request, not every visitor who arrives in the meantime.
   */
  quietMs?: number;
  quietWaitMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The freshness token, read on demand and single-flight: at most one read in flight, at most one
 * started per interval (under a spike, ten small queries a second; with no visitors, none), and a
 * request after a quiet interval waits for a new read, so a visitor who saved a post and then
 * opens the blog sees it at once. A failed read keeps the version it had (the time rule of the page
 * cache still applies) and is tried again after the interval, never in a loop.
 */
export function createFreshness({
  read,
  intervalMs = 100,
  waitMs = 25,
  quietMs = 1_000,
  quietWaitMs = 1_500,
  now = Date.now,
  onError = (error) => console.error('Could not read the data version:', error),
}: FreshnessOptions): Freshness {
  let version: string | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  // Quiet is timed from the last request, not the last read: a read that itself took a second (a
  // starved backend) must not make the next one "quiet" while visitors keep coming, or every request
  // would wait up to `quietWaitMs` for it together.
  let askedAt = Number.NEGATIVE_INFINITY;
  /** The read in flight, if any. */
  let reading: Promise<void> | undefined;
  /** The read in flight raced against `waitMs` from its start: one timer per read, shared. */
  let shortWait: Promise<unknown> | undefined;

  function readAgain(): void {
    const startedAt = now();
    reading = read()
      .then(
        (read) => {
          version = read;
        },
        (error: unknown) => onError(error),
      )
      .finally(() => {
        // What was read is the data as of the read's start (a write during it may be missing).
        readAt = startedAt;
        reading = undefined;
        shortWait = undefined;
      });
    shortWait = Promise.race([reading, sleep(waitMs, undefined, { ref: false })]);
  }

  return {
    async current() {
      const time = now();
      const quiet = time - askedAt >= quietMs;
      askedAt = time;
      if (!reading && time - readAt >= intervalMs) readAgain();
      // Every request waits on the one shared promise first, so they go on in the order they came
      // (the page cache relies on it: the request that began a new address's render beside this read
      // registers that render before the others look for it). The quiet one then waits on.
      if (reading) await shortWait;
      if (quiet && reading) {
        await Promise.race([
          reading,
          sleep(Math.max(0, quietWaitMs - (now() - time)), undefined, { ref: false }),
        ]);
      }
      return version;
    },
  };
}
