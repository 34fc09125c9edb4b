// @parley/shared/queries: one query factory per query with hierarchical keys; the top of shared, over posts/, leads/ and the rest.
export { QUERY_DEFAULTS, queryKeys } from './query-keys';
export {
  type ClientLoader,
  type ClientSource,
  type ParleyInfiniteQueryOptions,
  type ParleyQueryOptions,
} from './client-query';
export { postQueries, type PublishedPageQuery, type ReadingAids, type TagPageQuery } from './post-queries';
export { publicPostQueries } from './public-post-queries';
export { authorQueries } from './author-queries';
export { leadQueries } from './lead-queries';
export { mediaQueries } from './media-queries';
export { newsletterQueries } from './newsletter-queries';
