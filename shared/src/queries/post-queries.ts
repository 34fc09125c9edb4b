import { fetchAdminPostsPage, type AdminPostsQuery } from '../posts/admin-posts-page';
import { fetchAllPosts, getPostById } from '../posts/posts';
import { fetchPostRevisionsPage, type RevisionCursor } from '../posts/revisions';
import { fetchAdminTags, fetchTagsOfPost } from '../posts/tags';
import { clientInfiniteQuery, clientQuery, type ClientSource } from './client-query';
import { publicPostQueries } from './public-post-queries';
import { queryKeys } from './query-keys';

export type { PublishedPageQuery, ReadingAids, TagPageQuery } from './public-post-queries';

/**
 * The post queries, one factory each: the hooks, the server's prefetch and the cache writes all
 * start from these, so a key and its fetch are written once. Every key is under `['posts']`. The
 * public pages' are also `publicPostQueries` (public-post-queries.ts), which the site's pages use.
 */
export const postQueries = {
  ...publicPostQueries,
  /** One post by id (the editor); runs only when there is an id. */
  byId: (source: ClientSource, id: string | undefined) =>
    clientQuery(
      queryKeys.posts.byId(id ?? ''),
      source,
      (client) => getPostById(client, id ?? ''),
      Boolean(id),
    ),
  /** Every tag with how many posts carry it (admins). */
  adminTags: (source: ClientSource) => clientQuery(queryKeys.posts.adminTags, source, fetchAdminTags),
  /** A post's tags for the editor (admins read every post's); runs only when there is an id. */
  tagsOfPost: (source: ClientSource, id: string | undefined) =>
    clientQuery(
      queryKeys.posts.tagsOfPost(id ?? ''),
      source,
      (client) => fetchTagsOfPost(client, id ?? ''),
      Boolean(id),
    ),
  /** Every post with its content, drafts included, newest created first. */
  adminList: (source: ClientSource) => clientQuery(queryKeys.posts.adminList, source, fetchAllPosts),
  /** One page of the admin's list, filtered, searched, sorted and counted by the database. */
  adminPage: (source: ClientSource, query: AdminPostsQuery) =>
    clientQuery(queryKeys.posts.adminPage(query), source, (client) => fetchAdminPostsPage(client, query)),
  /**
   * The saved versions of a post, newest first (admins only, by RLS), for `useInfiniteQuery`: the
   * newest REVISIONS_PAGE_SIZE, then each next page the ones older than the last shown (keyset).
   */
  revisions: (source: ClientSource, postId: string) =>
    clientInfiniteQuery(queryKeys.posts.revisions(postId), source, {
      fetch: (client, after: RevisionCursor | null) => fetchPostRevisionsPage(client, postId, after),
      initialPageParam: null,
      getNextPageParam: (page) => page.next,
    }),
};
