import { ALL_CATEGORIES, type PostFilters } from './filter-posts';

/**
 * The blog list's filters in its address: `/blog?q=<search>&category=<category>`. The server reads
 * them to render the filtered list (the search form works before any script runs, and a filtered
 * list is a link one can share); the browser reads and writes the same names as the visitor types.
 */
export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'category';

/**
 * Longer values are cut: no title or category is this long, and a huge query string would only make
 * the server filter and render for nothing. The search box has the same `maxLength`.
 */
export const MAX_FILTER_LENGTH = 200;

const clip = (value: string | null): string => (value ?? '').slice(0, MAX_FILTER_LENGTH);

/**
 * The filters a query string asks for. A missing or empty category means all of them; a repeated
 * name counts once (its first value, as `URLSearchParams.get` reads it).
 */
export function filtersFromQuery(query: URLSearchParams): PostFilters {
  const category = clip(query.get(CATEGORY_PARAM));
  return { search: clip(query.get(SEARCH_PARAM)), category: category === '' ? ALL_CATEGORIES : category };
}

/**
 * `query` with the filters written in (other parameters kept): only what narrows the list, so the
 * unfiltered list is plain `/blog`.
 */
export function queryWithFilters(query: URLSearchParams, { search, category }: PostFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  if (search === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, search);
  if (category === ALL_CATEGORIES) next.delete(CATEGORY_PARAM);
  else next.set(CATEGORY_PARAM, category);
  return next;
}
