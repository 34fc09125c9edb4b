import type { ReactElement } from 'react';
import { LRUCache } from 'lru-cache';

/**
 * React elements of markdown chunks, by their text and options, least recently used first out: a
 * post rendered again (its kept page grew stale, or another post's edit changed the blog's data
 * version) is not parsed again, only rendered (the parse is most of a post's markdown time). Keyed
 * by the text itself, so a changed post is a new key: an old text is never shown for a new one.
 * Elements are immutable, and the components they name read their context (image sizes) when
 * rendered, so one tree serves every render. Bounded by entries and by the characters of the texts
 * kept (a tree is some times its text in memory): lru-cache's `LRUCache`, as the site server's memos.
 */
export class MarkdownElementCache {
  readonly #entries: LRUCache<string, ReactElement>;

  constructor(maxEntries: number, maxChars: number) {
    this.#entries = new LRUCache({
      max: maxEntries,
      maxSize: maxChars,
      // A text longer than the whole bound is not kept (maxEntrySize defaults to maxSize).
      sizeCalculation: (_elements, key) => Math.max(key.length, 1),
    });
  }

  /** The elements of `key`, made by `make` when not kept (a text longer than the bound is not kept). */
  get(key: string, make: () => ReactElement): ReactElement {
    const kept = this.#entries.get(key);
    if (kept !== undefined) return kept;
    const made = make();
    this.#entries.set(key, made);
    return made;
  }

  /** How many chunks are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }
}
