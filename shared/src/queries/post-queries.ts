import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/database.types';
import {
  fetchAllPosts,
  fetchPublishedPosts,
  getPostById,
  getPostBySlug,
  type BlogPostSummary,
} from '../posts/posts';
import { QUERY_DEFAULTS, queryKeys } from './query-keys';

export { QUERY_DEFAULTS, queryKeys } from './query-keys';

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
  (...args: never[]) => PostQueryOptions<BlogPost | BlogPost[] | BlogPostSummary[], readonly unknown[]>
>;
