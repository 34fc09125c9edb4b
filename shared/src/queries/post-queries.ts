import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/database.types';
import {
  fetchAllPosts,
  fetchPublishedPosts,
  getPostById,
  getPostBySlug,
  type BlogPostSummary,
} from '../posts/posts';

/** Spec §7: failed queries are retried once; no refetch on window focus. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false } as const;

/** Every query key in one place, so invalidation never retypes one. */
export const queryKeys = {
  blogPosts: ['blogPosts'] as const,
  adminBlogPosts: ['adminBlogPosts'] as const,
  blogPost: (slug: string) => ['blogPost', slug] as const,
  blogPostById: (id: string) => ['blogPostById', id] as const,
};

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
