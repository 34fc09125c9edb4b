export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Widths and heights of post-images objects already read, by public URL. Sound because a bucket
 * name never changes its bytes: the admin apps name each picture by the SHA-256 of its bytes
 * (`postImagePath`: `{folder}/{hash}-{slug}.{ext}`) and upload with `upsert: false`, so a name read
 * once keeps its size; a changed picture is a new name, asked for anew. Only sizes the caller was
 * allowed to list are kept, and they are given only for URLs in a post the reader was given (whose
 * public URL serves the picture itself to anyone): nothing a reader could not learn from the page.
 * Bounded (least recently used out first) and each entry dropped after `ttlMs`, so a picture deleted
 * and stored again under its name by hand (outside the apps) is read again within that time.
 * Chosen over writing sizes into the markdown at upload: the admin apps and every old post stay as
 * they are, and the page's HTML is the same byte for byte. Written out rather than lru-cache (the
 * server's page cache uses it): this module also runs in the browser, and its 30 lines cost the blog's
 * chunk less than the library would.
 */
export interface ImageSizeMemo {
  get(url: string): ImageSize | undefined;
  set(url: string, size: ImageSize): void;
}

export interface ImageSizeMemoOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/** 10,000 entries: about 1.5 MB of URLs at most, the pictures of a few hundred posts. */
export const MAX_IMAGE_SIZE_ENTRIES = 10_000;
export const IMAGE_SIZE_TTL_MS = 10 * 60 * 1000;

export function createImageSizeMemo({
  maxEntries = MAX_IMAGE_SIZE_ENTRIES,
  ttlMs = IMAGE_SIZE_TTL_MS,
  now = Date.now,
}: ImageSizeMemoOptions = {}): ImageSizeMemo {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { size: ImageSize; until: number }>();
  return {
    get(url) {
      const entry = entries.get(url);
      if (!entry) return undefined;
      entries.delete(url);
      if (entry.until <= now()) return undefined;
      entries.set(url, entry);
      return entry.size;
    },
    set(url, size) {
      entries.delete(url);
      entries.set(url, { size: { width: size.width, height: size.height }, until: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
