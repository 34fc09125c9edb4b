// Apart from the query functions (and the data layer behind them), so an app shell can read the
// defaults without bundling the data access it does not use.

/** Failed queries are retried once; no refetch on window focus. */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false } as const;

/**
 * Every query key, in one tree under three roots. A key is a prefix of every key below it, so one
 * `invalidateQueries({ queryKey: queryKeys.posts.root })` after a post write refreshes every post
 * view (lists, pages, posts, revisions); `queryKeys.leads.root` every leads page and statistic. The
 * apps never write a key of their own: they use the factories (postQueries, leadQueries,
 * mediaQueries), or these keys to invalidate or seed the cache.
 */
export const queryKeys = {
  posts: {
    /** Every post view. */
    root: ['posts'] as const,
    /** Everything a visitor sees: the published list, its pages and its categories. */
    published: ['posts', 'published'] as const,
    /** Every published post at once (summaries). */
    publishedList: ['posts', 'published', 'list'] as const,
    /** One page of /blog; the query object holds search, category and page. */
    publishedPage: (query: object) => ['posts', 'published', 'page', query] as const,
    publishedCategories: ['posts', 'published', 'categories'] as const,
    /** One page of a tag's posts (`/blog/tag/{slug}`); the query object holds tag and page. */
    tagPage: (query: object) => ['posts', 'published', 'tag', query] as const,
    /** A published post's tags and the posts to read after it (the article's end). */
    readingAids: (slug: string) => ['posts', 'published', 'reading-aids', slug] as const,
    /** Where an old post or tag address leads now (null: nowhere). */
    slugRedirect: (kind: 'post' | 'tag', slug: string) =>
      ['posts', 'published', 'redirect', kind, slug] as const,
    /** Every tag with its counts (the admins' tag list). */
    adminTags: ['posts', 'admin', 'tags'] as const,
    /** The editor's copy of a post's tags. */
    tagsOfPost: (id: string) => ['posts', 'tags-of', id] as const,
    /** A post's public page. */
    bySlug: (slug: string) => ['posts', 'by-slug', slug] as const,
    /** The editor's copy of a post. */
    byId: (id: string) => ['posts', 'by-id', id] as const,
    /** Everything the admin lists: the full list and its pages. */
    admin: ['posts', 'admin'] as const,
    /** Every post with its content, drafts included. */
    adminList: ['posts', 'admin', 'list'] as const,
    /** One page of the admin's post list; the query object holds status, search, sort and page. */
    adminPage: (query: object) => ['posts', 'admin', 'page', query] as const,
    /** A post's history. */
    revisions: (postId: string) => ['posts', 'revisions', postId] as const,
    /**
     * Which posts use each of these bucket pictures (the media library): under the posts, as a post
     * write changes it.
     */
    imageUses: (paths: readonly string[]) => ['posts', 'image-uses', paths] as const,
    /** The sizes of a post's bucket images, for one version of the post (its updated_at). */
    imageSizes: (postId: string, updatedAt: string) => ['posts', 'image-sizes', postId, updatedAt] as const,
    /** /blog/author/{slug}, one page (a post write or a profile change changes it). */
    authorPage: (slug: string, page: number) => ['posts', 'author-page', slug, page] as const,
    /** The admins' author profiles (the editor's author choice, the profile screen). */
    authors: ['posts', 'authors'] as const,
    /** One admin's own profile. */
    ownProfile: (userId: string) => ['posts', 'authors', userId] as const,
    /** A draft's shared preview (its page), by token. */
    preview: (token: string) => ['posts', 'preview', token] as const,
    /** A post's preview links (the editor's Share preview). */
    previewLinks: (postId: string) => ['posts', 'preview-links', postId] as const,
  },
  leads: {
    /** Every leads page and statistic. */
    root: ['leads'] as const,
    page: (query: object) => ['leads', 'page', query] as const,
    stats: ['leads', 'stats'] as const,
    /** The submissions of one kind and address, newest first. */
    history: (kind: string, email: string) => ['leads', 'history', kind, email] as const,
  },
  /** The newsletter's admin views: counts, sender, a post's sends, subscriber pages. */
  newsletter: {
    root: ['newsletter'] as const,
    counts: ['newsletter', 'counts'] as const,
    sender: ['newsletter', 'sender'] as const,
    /** The signed-in admin's own address, where a test mail goes. */
    myAddress: ['newsletter', 'my-address'] as const,
    sends: (postId: string) => ['newsletter', 'sends', postId] as const,
    subscribersPage: (query: object) => ['newsletter', 'subscribers', query] as const,
  },
  /**
   * The storage bucket's images: apart from the posts, as no post write changes the bucket, and
   * listing it (a request per folder and per image without metadata) is too dear to repeat after
   * every save.
   */
  media: {
    root: ['media'] as const,
    postImages: ['media', 'post-images'] as const,
  },
};
