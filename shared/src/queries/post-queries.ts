import { fetchAdminPostsPage, type AdminPostsQuery } from '../posts/admin-posts-page';
import { fetchAllPosts, fetchPublishedPosts, getPostById, getPostBySlug } from '../posts/posts';
import {
  BLOG_PAGE_SIZE,
  fetchPublishedCategories,
  fetchPublishedPostsPage,
  type PublishedPostsQuery,
} from '../posts/published-posts-page';
import { listPostRevisions } from '../posts/revisions';
import { clientQuery, type ClientSource } from './client-query';
import { queryKeys } from './query-keys';

/** What a page of /blog is asked for by: its key. Blank filters are null; pages count from 1. */
export interface PublishedPageQuery extends Required<Pick<PublishedPostsQuery, 'page'>> {
  search: string | null;
  category: string | null;
}

/**
 * The post queries, one factory each: the hooks, the server's prefetch and the cache writes all
 * start from these, so a key and its fetch are written once. Every key is under `['posts']`.
 */
export const postQueries = {
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
  /** One post by slug (its public page); runs only when there is a slug. */
  bySlug: (source: ClientSource, slug: string | undefined) =>
    clientQuery(
      queryKeys.posts.bySlug(slug ?? ''),
      source,
      (client) => getPostBySlug(client, slug ?? ''),
      Boolean(slug),
    ),
  /** One post by id (the editor); runs only when there is an id. */
  byId: (source: ClientSource, id: string | undefined) =>
    clientQuery(
      queryKeys.posts.byId(id ?? ''),
      source,
      (client) => getPostById(client, id ?? ''),
      Boolean(id),
    ),
  /** Every post with its content, drafts included, newest created first. */
  adminList: (source: ClientSource) => clientQuery(queryKeys.posts.adminList, source, fetchAllPosts),
  /** One page of the admin's list, filtered, searched, sorted and counted by the database. */
  adminPage: (source: ClientSource, query: AdminPostsQuery) =>
    clientQuery(queryKeys.posts.adminPage(query), source, (client) => fetchAdminPostsPage(client, query)),
  /** The saved versions of a post, newest first (admins only, by RLS). */
  revisions: (source: ClientSource, postId: string) =>
    clientQuery(queryKeys.posts.revisions(postId), source, (client) => listPostRevisions(client, postId)),
};
