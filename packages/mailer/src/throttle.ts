/**
 * At most `perSecond` calls of `take` resolve per second, evenly spaced: a token bucket holding one
 * token. No burst after an idle spell or a slow mail (the time lost is not made up): a send's load
 * on the machine, and on the provider, stays level at the rate or below (NEWSLETTER_RATE_PER_SECOND).
 */
export class Throttle {
  /** When the next call may resolve (performance.now() ms). */
  private next = 0;

  constructor(private readonly perSecond: number) {}

  async take(): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}
