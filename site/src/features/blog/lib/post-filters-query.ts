import { MAX_BLOG_SEARCH_LENGTH } from '@parley/shared/posts';
import { FIELD_LIMITS } from '@parley/shared/validation';
import { ALL_CATEGORIES, type PostFilters } from './filter-posts';

/**
 * The blog list's filters in its address: `/blog?q=<search>&category=<category>`. The server reads
 * them to render the filtered list (the search form works before any script runs, and a filtered
 * list is a link one can share); the browser reads and writes the same names as the visitor types.
 */
export const SEARCH_PARAM = 'q';
export const CATEGORY_PARAM = 'category';
/** `?page=N`: the page of the (filtered) list, 1-based; absent on page 1. */
export const PAGE_PARAM = 'page';

/**
 * The longest search: the database refuses a longer one (published_posts_page, so that one visitor's
 * search stays cheap). A longer `q` is cut to its first MAX_FILTER_LENGTH characters, on the server
 * and in the browser alike, and the box (with the same `maxLength`) shows the search as it was cut
 * (docs/product-rules.md#blog-list-and-article).
 */
export const MAX_FILTER_LENGTH = MAX_BLOG_SEARCH_LENGTH;

/** The database refuses longer categories: no post's category is longer. */
export const MAX_CATEGORY_LENGTH = FIELD_LIMITS.category;

/**
 * The highest page number read from an address. A larger one is past the end of any blog this site
 * will hold; it reads as this (a clear "no such page"), never as a number the database would refuse.
 */
export const MAX_PAGE = 100_000;

/**
 * Cut to `length` characters, without NUL characters: no title or category holds one, and the
 * database refuses a text with one in it (22021), which the list would show as an outage. Characters
 * are code points, as the database counts them: a cut never splits a surrogate pair (a lone half is
 * no text the database takes), and no cut text is longer than the database allows.
 */
export function clip(value: string | null, length = MAX_FILTER_LENGTH): string {
  let kept = '';
  let count = 0;
  for (const character of value ?? '') {
    if (character === '\u0000') continue;
    if (count === length) break;
    kept += character;
    count += 1;
  }
  return kept;
}

/**
 * The filters a query string asks for. A missing or empty category means all of them; a repeated
 * name counts once (its first value, as `URLSearchParams.get` reads it).
 */
export function filtersFromQuery(query: URLSearchParams): PostFilters {
  const category = clip(query.get(CATEGORY_PARAM), MAX_CATEGORY_LENGTH);
  return { search: clip(query.get(SEARCH_PARAM)), category: category === '' ? ALL_CATEGORIES : category };
}

/**
 * The page a query string asks for: `page` as plain decimal digits (its first value), 1 when it is
 * missing or anything else (`0`, `-1`, `abc`, `1e3`, `2.5`), at most MAX_PAGE. Read without a
 * regular expression, digit by digit, so its cost is the length of the value at most.
 */
export function pageFromQuery(query: URLSearchParams): number {
  const value = query.get(PAGE_PARAM);
  if (!value || !isDigits(value)) return 1;
  // Past 12 digits a number is past MAX_PAGE whatever it is (and Number() would round it).
  const page = value.length > 12 ? MAX_PAGE : Number(value);
  return page < 1 ? 1 : Math.min(page, MAX_PAGE);
}

function isDigits(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** `query` with the page written in (other parameters kept); page 1 is no parameter at all. */
export function queryWithPage(query: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(query);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

/**
 * `query` with the filters written in (other parameters kept): only what narrows the list, so the
 * unfiltered list is plain `/blog`. New filters start again at page 1 (the page parameter goes).
 */
export function queryWithFilters(query: URLSearchParams, { search, category }: PostFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete(PAGE_PARAM);
  if (search === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, search);
  if (category === ALL_CATEGORIES) next.delete(CATEGORY_PARAM);
  else next.set(CATEGORY_PARAM, category);
  return next;
}
