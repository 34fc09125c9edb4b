import { setTimeout as sleep } from 'node:timers/promises';

/** At most `perSecond` calls of `take` resolve per second, evenly spaced. */
export class Throttle {
  private next = 0;

  constructor(private readonly perSecond: number) {}

  async take(): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await sleep(at - now);
  }
}
