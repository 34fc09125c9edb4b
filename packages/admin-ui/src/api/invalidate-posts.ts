import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@parley/shared';

/**
 * After any write: the admin lists, the public lists and the post's public page load again. The
 * editor's own query (blogPostById) is left alone: it is never cached, and refetching it under an
 * editor that is leaving would only flash "Loading blog post...".
 */
export function invalidatePosts(queryClient: QueryClient, post?: { slug: string }) {
  const keys: readonly (readonly unknown[])[] = [
    queryKeys.adminBlogPosts,
    queryKeys.posts,
    queryKeys.blogPosts,
    ...(post ? [queryKeys.blogPost(post.slug)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
