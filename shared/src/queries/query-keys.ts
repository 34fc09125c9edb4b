// Apart from the query functions (and the data layer behind them), so an app shell can read the
// defaults without bundling the data access it does not use.

/** Spec §7: failed queries are retried once; no refetch on window focus. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false } as const;

/** Every query key in one place, so invalidation never retypes one. */
export const queryKeys = {
  blogPosts: ['blogPosts'] as const,
  adminBlogPosts: ['adminBlogPosts'] as const,
  blogPost: (slug: string) => ['blogPost', slug] as const,
  blogPostById: (id: string) => ['blogPostById', id] as const,
};
