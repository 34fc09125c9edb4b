import { DataError } from '@parley/shared/errors';
import {
  fetchPublishedCategories,
  fetchPublishedPostTags,
  POST_SUMMARY_COLUMNS,
  type BlogPostSummary,
} from '@parley/shared/posts';
import { type ParleySupabaseClient } from '@parley/shared/supabase';
import { indexPublished, type PublishedIndex } from '../../src/app/ssr/published-index';

/**
 * At most this many published posts are indexed in memory (under the REST row cap of 1,000, so one
 * request reads them all). A blog with more is searched by the database, as before: the index is a
 * shortcut for the blogs this site holds, never a memory or read cost that grows with the blog.
 */
export const MAX_INDEXED_POSTS = 500;
/** At most this many old post addresses are kept with it; past that, an unknown slug asks the database. */
export const MAX_INDEXED_OLD_SLUGS = 2000;

/**
 * Reads the published posts' summaries (newest first, then by id descending: published_posts_page's
 * order) with their tags, the old addresses of posts, and the categories, as a visitor sees them: the anon key, so row-level security hides drafts and
 * scheduled posts by the database's clock. Undefined when there are more than `maxPosts`.
 */
export async function readPublishedIndex(
  client: ParleySupabaseClient,
  maxPosts = MAX_INDEXED_POSTS,
): Promise<PublishedIndex | undefined> {
  const [posts, categories, oldSlugs] = await Promise.all([
    client
      .from('blog_posts')
      .select(POST_SUMMARY_COLUMNS)
      .not('published_at', 'is', null)
      .order('published_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(maxPosts + 1)
      .retry(false)
      .then(({ data, error }) => {
        if (error) throw new DataError('Failed to load blog posts', error);
        return data as BlogPostSummary[];
      }),
    fetchPublishedCategories(client),
    // Row-level security keeps the old addresses of published posts only.
    client
      .from('post_slug_redirects')
      .select('old_slug, post_id')
      .limit(MAX_INDEXED_OLD_SLUGS + 1)
      .retry(false)
      .then(({ data, error }) => {
        if (error) throw new DataError('Failed to load old post addresses', error);
        return data;
      }),
  ]);
  if (posts.length > maxPosts) return undefined;
  // Each card's tags, as published_posts_page gives them.
  const tags = await fetchPublishedPostTags(
    client,
    posts.map((post) => post.id),
  );
  const cards = posts.map((post) => ({ ...post, tags: tags.get(post.id) ?? [] }));
  return indexPublished(cards, categories, oldSlugs.length > MAX_INDEXED_OLD_SLUGS ? undefined : oldSlugs);
}

export interface PublishedIndexMemo {
  /** The last index read, whatever its age. */
  last(): PublishedIndex | undefined;
  /**
   * An index of the data as of `at` (a `now()`) or later: the data version is read again unless a
   * read started at `at` or after, then the index is read again when the version changed. So a page
   * rendered for a request shows every write made before it, as when it asked the database. One
   * version read at a time, shared by every render waiting for one (a flood of searches costs one
   * small query at a time, not one page query each). Undefined when the version or the index cannot
   * be read, or the blog has more posts than it indexes: the page then asks the database.
   */
  since(at: number): Promise<PublishedIndex | undefined>;
  /**
   * The data version as of `at` or later (the same single-flight reads `since` makes; undefined when
   * it cannot be read). The page cache's freshness reads the version here (main.ts), so a render
   * for a request that read it, asking `since` the request's arrival, reuses that read instead of
   * making a second one after it.
   */
  versionSince(at: number): Promise<string | undefined>;
}

export interface PublishedIndexMemoOptions {
  /** The published posts' data version (blog-version.ts). */
  readVersion(): Promise<string>;
  /** The index (`readPublishedIndex`): read again only when the version changed. */
  readIndex(): Promise<PublishedIndex | undefined>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The published posts' index, kept per data version (blog-version.ts). It is read after the version
 * was, so it is never older than the version it is kept under. One version is kept, the latest read.
 */
export function createPublishedIndexMemo({
  readVersion,
  readIndex,
  now = performance.now.bind(performance),
  onError = (error) => console.error('Could not index the published posts:', error),
}: PublishedIndexMemoOptions): PublishedIndexMemo {
  let latest: { startedAt: number; done: Promise<string | undefined> } | undefined;
  let reading = false;
  let next: Promise<string | undefined> | undefined;
  let kept: { version: string; index: Promise<PublishedIndex | undefined> } | undefined;
  let last: PublishedIndex | undefined;
  /** The last index read answered that the blog is bigger than the index holds. */
  let tooBig = false;

  function readVersionNow(): Promise<string | undefined> {
    reading = true;
    const entry = {
      startedAt: now(),
      done: readVersion().catch((error: unknown) => {
        onError(error);
        return undefined;
      }),
    };
    latest = entry;
    // Registered first, so it runs before a queued read starts on the same settlement.
    void entry.done.finally(() => {
      reading = false;
    });
    return entry.done;
  }

  /** A version whose read started at `at` or after: the one in flight, or the next (shared). */
  function versionSince(at: number): Promise<string | undefined> {
    if (latest && latest.startedAt >= at) return latest.done;
    if (!reading) return readVersionNow();
    next ??= latest!.done.then(() => {
      next = undefined;
      return readVersionNow();
    });
    return next;
  }

  function indexOf(version: string): Promise<PublishedIndex | undefined> {
    if (kept?.version !== version) {
      const entry: { version: string; index: Promise<PublishedIndex | undefined> } = {
        version,
        index: readIndex().then(
          (index) => {
            if (kept === entry) {
              last = index;
              tooBig = index === undefined;
            }
            return index;
          },
          (error: unknown) => {
            onError(error);
            if (kept === entry) kept = undefined; // a failed read is tried again by a later render
            return undefined;
          },
        ),
      };
      kept = entry;
    }
    return kept.index;
  }

  return {
    last: () => last,
    versionSince,
    async since(at) {
      if (tooBig) {
        // A page of a big blog asks the database at once, never after a version read too; the index
        // is read again in the background when the version changes (the blog may have shrunk).
        void versionSince(at).then((version) => {
          if (version !== undefined) void indexOf(version);
        });
        return undefined;
      }
      const version = await versionSince(at);
      return version === undefined ? undefined : indexOf(version);
    },
  };
}
