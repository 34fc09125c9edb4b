/** How many attempts a key may make in a window that starts at its first attempt. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * Attempts per key (an account's email address) in fixed windows, counted from any client address.
 * An attempt is counted when it starts, before any lookup or bcrypt comparison, so parallel requests
 * cannot all pass the check before the first one is counted; the caller gives back the attempts
 * that turn out right (`release`, `clear`).
 *
 * In memory: counts start again when the backend restarts. At most `maxKeys` windows are kept; when
 * that many are open, the oldest tenth is dropped, so an attacker resetting one account's count
 * must first open `maxKeys` windows of other keys (each through the per-address rate limits).
 */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** Read at every call: tests shorten the window of the shared tuning object. */
    private readonly limit: AttemptLimit,
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Counts one attempt of `key`, or, when its window is full, counts nothing and answers the seconds
   * until the window ends (at least 1).
   */
  attempt(key: string, now = Date.now()): { refusedFor?: number } {
    let window = this.open(key, now);
    if (!window) {
      this.makeRoom(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit.max)
      return { refusedFor: Math.max(1, Math.ceil((window.start + this.limit.windowMs - now) / 1000)) };
    window.count += 1;
    return {};
  }

  /** Gives back one counted attempt that succeeded. */
  release(key: string, now = Date.now()): void {
    const window = this.open(key, now);
    if (window && window.count > 0) window.count -= 1;
  }

  /** Forgets the key's attempts. */
  clear(key: string): void {
    this.windows.delete(key);
  }

  /** The key's window while it lasts; an ended one is dropped. */
  private open(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.start < this.limit.windowMs) return window;
    if (window) this.windows.delete(key);
    return undefined;
  }

  /**
   * Windows are inserted in the order they start (a Map keeps insertion order), so the ended ones
   * are at the front: pruning stops at the first open one.
   */
  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (now - window.start < this.limit.windowMs) break;
      this.windows.delete(key);
    }
    if (this.windows.size < this.maxKeys) return;
    let drop = Math.ceil(this.maxKeys / 10);
    for (const key of this.windows.keys()) {
      if (drop-- <= 0) break;
      this.windows.delete(key);
    }
  }
}
