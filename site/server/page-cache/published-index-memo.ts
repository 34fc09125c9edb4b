import {
  DataError,
  fetchPublishedCategories,
  POST_SUMMARY_COLUMNS,
  type BlogPostSummary,
  type ParleySupabaseClient,
} from '@parley/shared';
import { indexPublished, type PublishedIndex } from '../../src/app/ssr/published-index';

/**
 * At most this many published posts are indexed in memory (under the REST row cap of 1,000, so one
 * request reads them all). A blog with more is searched by the database, as before: the index is a
 * shortcut for the blogs this site holds, never a memory or read cost that grows with the blog.
 */
export const MAX_INDEXED_POSTS = 500;

/**
 * Reads the published posts' summaries (newest first, then by id descending: published_posts_page's
 * order) and categories, as a visitor sees them: the anon key, so row-level security hides drafts and
 * scheduled posts by the database's clock. Undefined when there are more than `maxPosts`.
 */
export async function readPublishedIndex(
  client: ParleySupabaseClient,
  maxPosts = MAX_INDEXED_POSTS,
): Promise<PublishedIndex | undefined> {
  const [posts, categories] = await Promise.all([
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
  ]);
  return posts.length > maxPosts ? undefined : indexPublished(posts, categories);
}

export interface PublishedIndexMemo {
  /**
   * The index of data version `version` (or newer) when it has been read; otherwise undefined, and
   * its read starts (one at a time, shared): a render never waits for the index, so the first pages
   * after a change ask the database as without it, and no page is slower for it (a post after an
   * edit is fetched at once). Undefined too while a blog has more posts than it indexes, or when the
   * read failed (tried again by a later request).
   */
  get(version: string): PublishedIndex | undefined;
}

/**
 * The published posts' index, by data version (blog-version.ts). It is read after the version was,
 * so it is never older than the version it is kept under: a page rendered with it shows no older
 * data than one rendered by asking the database. One version is kept, the latest asked for.
 */
export function createPublishedIndexMemo(
  read: () => Promise<PublishedIndex | undefined>,
  onError: (error: unknown) => void = (error) => console.error('Could not index the published posts:', error),
): PublishedIndexMemo {
  let kept: { version: string; index: PublishedIndex | undefined } | undefined;
  return {
    get(version) {
      if (kept?.version === version) return kept.index;
      const entry: { version: string; index: PublishedIndex | undefined } = { version, index: undefined };
      kept = entry;
      read().then(
        (index) => {
          entry.index = index;
        },
        (error: unknown) => {
          onError(error);
          if (kept === entry) kept = undefined; // a failed read is tried again by a later request
        },
      );
      return undefined;
    },
  };
}
