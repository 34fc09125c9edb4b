import type { ReactElement } from 'react';

/**
 * React elements of markdown chunks, by their text and options, least recently used first out: a
 * post rendered again (its kept page grew stale, or another post's edit changed the blog's data
 * version) is not parsed again, only rendered (the parse is most of a post's markdown time). Keyed
 * by the text itself, so a changed post is a new key: an old text is never shown for a new one.
 * Elements are immutable, and the components they name read their context (image sizes) when
 * rendered, so one tree serves every render. Bounded by entries and by the characters of the texts
 * kept (a tree is some times its text in memory).
 */
export class MarkdownElementCache {
  readonly #entries = new Map<string, ReactElement>();
  #chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** The elements of `key`, made by `make` when not kept (a text longer than the bound is not kept). */
  get(key: string, make: () => ReactElement): ReactElement {
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      // Most recently used: last in the map's order.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    const made = make();
    if (key.length > this.maxChars) return made;
    this.#entries.set(key, made);
    this.#chars += key.length;
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break;
      this.#entries.delete(oldest);
      this.#chars -= oldest.length;
    }
    return made;
  }

  /** How many chunks are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
