/**
 * A map that forgets its least recently used entries past a number of entries or a total size, so
 * a stream of distinct keys (junk query strings, unknown slugs) can never grow it without bound.
 * A Map keeps insertion order: the first key is the least recently used.
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Whether a value is kept for `key` (its recency unchanged). */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The value kept for `key`, its recency unchanged. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key); // most recently used goes last
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Every entry, least recently used first. */
  *entries(): IterableIterator<[string, V]> {
    for (const [key, entry] of this.#entries) yield [key, entry.value];
  }

  /** Keeps `value`, weighing `size` bytes; a value bigger than the whole budget is not kept. */
  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
      this.delete(this.#entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
