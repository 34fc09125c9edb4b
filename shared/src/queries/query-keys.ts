// Apart from the query functions (and the data layer behind them), so an app shell can read the
// defaults without bundling the data access it does not use.

/** Failed queries are retried once; no refetch on window focus. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false } as const;

/** Every query key in one place, so invalidation never retypes one. */
export const queryKeys = {
  blogPosts: ['blogPosts'] as const,
  adminBlogPosts: ['adminBlogPosts'] as const,
  blogPost: (slug: string) => ['blogPost', slug] as const,
  blogPostById: (id: string) => ['blogPostById', id] as const,

  // Hierarchical: invalidating a prefix (['posts'], ['leads']) refreshes every list and page under it.
  /** Every post list and page. */
  posts: ['posts'] as const,
  /** One page of /blog; the query object holds search, category, page and page size. */
  publishedPostsPage: (query: object) => ['posts', 'published', query] as const,
  publishedCategories: ['posts', 'published', 'categories'] as const,
  /** One page of the admin's post list; the query object holds status, search, sort and page. */
  adminPostsPage: (query: object) => ['posts', 'admin', query] as const,
  /** Every leads list, page and statistic. */
  leads: ['leads'] as const,
  leadsPage: (query: object) => ['leads', 'page', query] as const,
  leadStats: ['leads', 'stats'] as const,
  /** A post's history. */
  revisions: (postId: string) => ['revisions', postId] as const,
};
