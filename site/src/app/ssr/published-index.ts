import { toListPage, type ListPage } from '@parley/shared/paging';
import {
  BLOG_PAGE_SIZE,
  MAX_BLOG_PAGE_SIZE,
  MAX_BLOG_SEARCH_LENGTH,
  type BlogPostSummary,
} from '@parley/shared/posts';
import { type PublishedPageQuery } from '@parley/shared/queries';

/**
 * Every published post's summary and the categories, as read from the database for one data version
 * (the server keeps it: server/page-cache/published-index-memo.ts). With it, the server renders
 * /blog's searches and answers unknown slugs without a database round trip each, exactly as the
 * database would answer them (published_posts_page, migration 20251127120000_bounded_public_search).
 */
export interface PublishedIndex {
  /** Newest published first, then by id descending: published_posts_page's order. */
  posts: readonly BlogPostSummary[];
  /** As published_post_categories answers them (its order). */
  categories: readonly string[];
  /** Each post's title and excerpt lowered, as the search reads them (`lowerForSearch`). */
  searchable: readonly (readonly [string, string])[];
  slugs: ReadonlySet<string>;
  /**
   * Old post addresses: old slug → the post's slug now, as public.post_slug_redirect answers them
   * (a live post's own slug is never one). Undefined when the blog has more than the index holds:
   * the database is asked.
   */
  redirects?: ReadonlyMap<string, string>;
}

/** The index for one render: as last read (any age), or as of the render's start (read for it if need be). */
export interface PublishedPosts {
  known(): PublishedIndex | undefined;
  current(): Promise<PublishedIndex | undefined>;
}

/** The categories' longest (published_posts_page refuses a longer filter: the database answers it). */
const MAX_CATEGORY_FILTER = 80;
/** Only printable ASCII and spaces (a search holds no NUL: post-filters-query.ts drops it): such a search is lowered alike whatever the database's locale (see `lowerForSearch`). */
const ASCII = /^[ -~\t\n\r]*$/;

/**
 * A text lowered as the database's `lower()` does for the purpose of finding an ASCII search in it:
 * Unicode's simple lowercase mapping (the embedded backend lowers the Kelvin sign to `k`, as glibc's
 * locales do). JavaScript's `toLowerCase` is that mapping but for the dotted capital I, which it
 * lowers to two characters (`i` and a combining dot) where the database gives `i`. Other letters
 * lower to letters outside ASCII, which an ASCII search never contains.
 */
function lowerForSearch(text: string): string {
  return text.replace(/\u0130/g, 'i').toLowerCase();
}

/** The index of the published posts (in published_posts_page's order) and their categories. */
export function indexPublished(
  posts: readonly BlogPostSummary[],
  categories: readonly string[],
  oldSlugs?: readonly { old_slug: string; post_id: string }[],
): PublishedIndex {
  const slugs = new Set(posts.map((post) => post.slug));
  const slugOf = new Map(posts.map((post) => [post.id, post.slug]));
  const redirects =
    oldSlugs &&
    new Map(
      oldSlugs.flatMap(({ old_slug, post_id }) => {
        const now = slugOf.get(post_id);
        return now === undefined || slugs.has(old_slug) ? [] : [[old_slug, now] as const];
      }),
    );
  return {
    posts,
    categories,
    searchable: posts.map((post) => [lowerForSearch(post.title), lowerForSearch(post.excerpt)] as const),
    slugs,
    ...(redirects && { redirects }),
  };
}

/**
 * One page of /blog from the index, as published_posts_page computes it: the search found in the
 * lowered title or excerpt as literal text, the exact category, newest first, the count of every
 * match. Undefined when the database must answer: a search with characters other than ASCII (its
 * `lower()` depends on its locale), or a query it would refuse (its error is then the page's).
 */
export function publishedPageFromIndex(
  index: PublishedIndex,
  query: PublishedPageQuery,
  pageSize = BLOG_PAGE_SIZE,
): ListPage<BlogPostSummary> | undefined {
  const search = query.search?.trim() || null;
  const category = query.category?.trim() || null;
  const { page } = query;
  if (search !== null && (!ASCII.test(search) || search.length > MAX_BLOG_SEARCH_LENGTH)) return undefined;
  if (category !== null && [...category].length > MAX_CATEGORY_FILTER) return undefined;
  if (!Number.isSafeInteger(page) || page < 1) return undefined;
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_BLOG_PAGE_SIZE) return undefined;
  const wanted = search === null ? null : search.toLowerCase();
  const matching = index.posts.filter((post, at) => {
    if (category !== null && post.category !== category) return false;
    if (wanted === null) return true;
    const [title, excerpt] = index.searchable[at]!;
    return title.includes(wanted) || excerpt.includes(wanted);
  });
  const from = (page - 1) * pageSize;
  return toListPage(matching.slice(from, from + pageSize), matching.length, page, pageSize);
}
