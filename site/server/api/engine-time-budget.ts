/**
 * The whole site server's time for engine runs through the public API, per clock second, over every
 * client. The per-client limit (API_RATE_WINDOWS) holds one address or IPv6 /64, but a single IPv6 /48
 * is 65,536 of those: each at 10 runs a second of the heaviest scenario (5 suppliers, 100 rounds:
 * about 12 ms of the thread) would stop every page. Past this budget the API answers 503 before any
 * body is read, and the pages keep the rest of the second.
 */
export class EngineTimeBudget {
  private windowStart = Number.NaN;
  private spentMs = 0;

  constructor(
    private readonly msPerSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Null while this second's budget lasts, else the seconds to wait (1: the next second has its own). */
  retryAfter(): number | null {
    this.roll();
    return this.spentMs >= this.msPerSecond ? 1 : null;
  }

  /** Counts `ms` of engine time (a run, or the checks that refused its body) against this second. */
  spend(ms: number): void {
    this.roll();
    this.spentMs += ms;
  }

  private roll() {
    const now = this.now();
    const start = now - (now % 1000);
    if (start === this.windowStart) return;
    this.windowStart = start;
    this.spentMs = 0;
  }
}
