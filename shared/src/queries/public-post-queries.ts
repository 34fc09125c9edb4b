import { fetchPublishedPosts, getPostBySlug } from '../posts/posts';
import {
  BLOG_PAGE_SIZE,
  fetchPublishedCategories,
  fetchPublishedPostsPage,
  type PublishedPostsQuery,
} from '../posts/published-posts-page';
import { fetchPostTags, fetchRelatedPosts, fetchSlugRedirect } from '../posts/tags';
import { fetchTagPostsPage } from '../posts/published-posts-page';
import type { BlogPostSummary } from '../posts/posts';
import type { TagRef } from '../supabase/rows';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** What a page of /blog is asked for by: its key. Blank filters are null; pages count from 1. */
export interface PublishedPageQuery extends Required<Pick<PublishedPostsQuery, 'page'>> {
  search: string | null;
  category: string | null;
}

/** What a tag's page is asked for by: its key. */
export interface TagPageQuery {
  tag: string;
  page: number;
}

/** What the end of an article shows: the post's tags and up to three posts to read next. */
export interface ReadingAids {
  tags: TagRef[];
  related: BlogPostSummary[];
}

/**
 * The queries of the public pages (the blog list and an article), apart from the admin's in
 * post-queries.ts: an object's properties cannot be left out of a bundle one by one, so a page that
 * read `postQueries` would download the admin's fetches (and what they import) with it. Every key is
 * under `['posts']`.
 */
export const publicPostQueries = {
  /** Every published post (summaries); fails (error state) when the fetch fails. */
  publishedList: (source: ClientSource) =>
    clientQuery(queryKeys.posts.publishedList, source, (client) => fetchPublishedPosts(client)),
  /**
   * One page of /blog, filtered by the database. The key holds the query as given (search trimmed,
   * blank filters null, page), so the server's prefetch and the browser's hook meet on one entry.
   */
  publishedPage: (source: ClientSource, query: PublishedPageQuery) =>
    clientQuery(queryKeys.posts.publishedPage(query), source, (client) =>
      fetchPublishedPostsPage(client, { ...query, pageSize: BLOG_PAGE_SIZE }),
    ),
  /** The categories of the published posts (the blog's category chips). */
  publishedCategories: (source: ClientSource) =>
    clientQuery(queryKeys.posts.publishedCategories, source, fetchPublishedCategories),
  /** One page of a tag's posts and the tag (`/blog/tag/{slug}`), by the database. */
  tagPage: (source: ClientSource, query: TagPageQuery) =>
    clientQuery(queryKeys.posts.tagPage(query), source, (client) =>
      fetchTagPostsPage(client, { ...query, pageSize: BLOG_PAGE_SIZE }),
    ),
  /** A published post's tags and related posts; runs only when there is a post. */
  readingAids: (source: ClientSource, post: { id: string; slug: string } | undefined) =>
    clientQuery(
      queryKeys.posts.readingAids(post?.slug ?? ''),
      source,
      async (client): Promise<ReadingAids> => {
        const [tags, related] = await Promise.all([
          fetchPostTags(client, post!.id),
          fetchRelatedPosts(client, post!.slug),
        ]);
        return { tags, related };
      },
      Boolean(post),
    ),
  /** Where an old address leads now (the current slug), or null. */
  slugRedirect: (source: ClientSource, kind: 'post' | 'tag', slug: string) =>
    clientQuery(queryKeys.posts.slugRedirect(kind, slug), source, (client) =>
      fetchSlugRedirect(client, kind, slug),
    ),
  /** One post by slug (its public page); runs only when there is a slug. */
  bySlug: (source: ClientSource, slug: string | undefined) =>
    clientQuery(
      queryKeys.posts.bySlug(slug ?? ''),
      source,
      (client) => getPostBySlug(client, slug ?? ''),
      Boolean(slug),
    ),
};
