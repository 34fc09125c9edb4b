import type { PublishedPageQuery } from '@parley/shared/queries';
import { paths } from '../../../config/paths';
import { ALL_CATEGORIES, type PostFilters } from './filter-posts';
import { clip, filtersFromQuery, pageFromQuery, queryWithFilters, queryWithPage } from './post-filters-query';

/**
 * What one page of /blog is fetched by (and cached under): the search as the database reads it
 * (trimmed; blank is none), the category (none for All Categories) and the page. The server render
 * and the browser build it the same way from the same address, so the page hydrates from the data
 * it was rendered with. The search is cut as an address's is (the box's own text may be longer when
 * set by a script rather than typed), so the database never refuses it.
 */
export function blogListQuery(filters: PostFilters, page: number): PublishedPageQuery {
  const search = clip(filters.search).trim();
  return {
    search: search === '' ? null : search,
    category: filters.category === ALL_CATEGORIES ? null : filters.category,
    page,
  };
}

/** The query of the /blog page at this address (`?q=&category=&page=`). */
export function blogListQueryFromAddress(query: URLSearchParams): PublishedPageQuery {
  return blogListQuery(filtersFromQuery(query), pageFromQuery(query));
}

/** The link to a page of the list with these filters: `/blog`, `/blog?page=2`, `/blog?q=x&page=3`. */
export function blogListHref(filters: PostFilters, page: number): string {
  const query = queryWithPage(queryWithFilters(new URLSearchParams(), filters), page).toString();
  return query ? `${paths.blog}?${query}` : paths.blog;
}
