import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import {
  fetchAllPosts,
  fetchPublishedPosts,
  getPostById,
  getPostBySlug,
  type BlogPostSummary,
} from '../posts/posts';
import {
  BLOG_PAGE_SIZE,
  fetchPublishedCategories,
  fetchPublishedPostsPage,
  type PublishedPostsQuery,
} from '../posts/published-posts-page';
import type { ListPage } from './list-page';
import { QUERY_DEFAULTS, queryKeys } from './query-keys';

export { QUERY_DEFAULTS, queryKeys } from './query-keys';

/** What a page of /blog is asked for by: its key. Blank filters are null; pages count from 1. */
export interface PublishedPageQuery extends Required<Pick<PublishedPostsQuery, 'page'>> {
  search: string | null;
  category: string | null;
}

/** A plain TanStack Query options object; pass it to `useQuery`, `prefetchQuery`, `queryOptions`. */
export interface PostQueryOptions<TData, TKey extends readonly unknown[]> {
  queryKey: TKey;
  queryFn: () => Promise<TData>;
  retry: 1;
  refetchOnWindowFocus: false;
  enabled?: boolean;
}

export const postQueries = {
  /** The public blog list; the query fails (error state) when the fetch fails. */
  published: (
    client: ParleySupabaseClient,
  ): PostQueryOptions<BlogPostSummary[], typeof queryKeys.blogPosts> => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.blogPosts,
    queryFn: () => fetchPublishedPosts(client),
  }),
  /**
   * One page of /blog, filtered by the database. The key holds the query as given (search trimmed,
   * blank filters null, page), so the server's prefetch and the browser's hook meet on one entry.
   */
  publishedPage: (
    client: ParleySupabaseClient,
    query: PublishedPageQuery,
  ): PostQueryOptions<ListPage<BlogPostSummary>, ReturnType<typeof queryKeys.publishedPostsPage>> => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.publishedPostsPage(query),
    queryFn: () => fetchPublishedPostsPage(client, { ...query, pageSize: BLOG_PAGE_SIZE }),
  }),
  /** The categories of the published posts (the blog's category chips). */
  publishedCategories: (
    client: ParleySupabaseClient,
  ): PostQueryOptions<string[], typeof queryKeys.publishedCategories> => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.publishedCategories,
    queryFn: () => fetchPublishedCategories(client),
  }),
  /** The admin list (drafts included). */
  all: (client: ParleySupabaseClient): PostQueryOptions<BlogPost[], typeof queryKeys.adminBlogPosts> => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.adminBlogPosts,
    queryFn: () => fetchAllPosts(client),
  }),
  /** One post by slug; runs only when there is a slug. */
  bySlug: (client: ParleySupabaseClient, slug: string | undefined) => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.blogPost(slug ?? ''),
    queryFn: () => getPostBySlug(client, slug ?? ''),
    enabled: Boolean(slug),
  }),
  /** One post by id (the editor); runs only when there is an id. */
  byId: (client: ParleySupabaseClient, id: string | undefined) => ({
    ...QUERY_DEFAULTS,
    queryKey: queryKeys.blogPostById(id ?? ''),
    queryFn: () => getPostById(client, id ?? ''),
    enabled: Boolean(id),
  }),
} satisfies Record<
  string,
  (
    ...args: never[]
  ) => PostQueryOptions<
    BlogPost | BlogPost[] | BlogPostSummary[] | ListPage<BlogPostSummary> | string[],
    readonly unknown[]
  >
>;
