import type { ParleySupabaseClient } from '../supabase/client';
import type { BlogPost } from '../supabase/rows';
import { containsPattern } from '../paging/contains-pattern';
import { pageRange, RANGE_NOT_SATISFIABLE, toListPage, type ListPage } from '../paging/list-page';
import { DataError } from '../errors/data-errors';
import { POST_SUMMARY_COLUMNS, type BlogPostSummary } from './posts';
import type { PostStatus } from './post-status';

// The admin's post list: one page with the exact count, sorted and filtered by the database.

/** What the admin list shows: no body (up to 200 KB a post), and who saved it last. */
export const ADMIN_POST_COLUMNS = `${POST_SUMMARY_COLUMNS}, updated_by`;
export type AdminPostSummary = BlogPostSummary & Pick<BlogPost, 'updated_by'>;

export const ADMIN_POST_SORTS = ['updated_at', 'created_at', 'published_at', 'title'] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AdminPostsQuery {
  /** Only posts of this status; omit for all. */
  status?: PostStatus | null;
  /** Matched against the title, case-insensitively, as literal text (cut to MAX_LIST_SEARCH_LENGTH). */
  search?: string | null;
  /** Default: updated_at. */
  sort?: AdminPostSort;
  /** Default: desc. */
  direction?: SortDirection;
  /** 1-based; default 1. */
  page?: number;
  /** 1..100; default 25. */
  pageSize?: number;
  /** What "scheduled" and "published" are measured against; default: now. */
  now?: Date;
}

export const ADMIN_PAGE_SIZE = 25;

/**
 * One page of the posts this user may read (admins: all), with the exact number matching.
 * A page past the end answers no rows and the total. Throws RangeError for a bad page or size (a bug
 * in the caller), DataError when the request fails.
 */
export async function fetchAdminPostsPage(
  client: ParleySupabaseClient,
  query: AdminPostsQuery = {},
): Promise<ListPage<AdminPostSummary>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const [from, to] = pageRange(page, pageSize);
  const sort = query.sort ?? 'updated_at';
  if (!ADMIN_POST_SORTS.includes(sort)) throw new RangeError(`Unknown sort column: ${String(sort)}`);
  const now = (query.now ?? new Date()).toISOString();
  const pattern = containsPattern(query.search);

  // head: the count alone, for a page past the end (PostgREST answers 416 to the page itself).
  const filtered = (head = false) => {
    let request = client.from('blog_posts').select(ADMIN_POST_COLUMNS, { count: 'exact', head });
    if (query.status === 'draft') request = request.is('published_at', null);
    else if (query.status === 'scheduled') request = request.gt('published_at', now);
    else if (query.status === 'published') request = request.lte('published_at', now);
    if (pattern) request = request.ilike('title', pattern);
    return request;
  };

  const { data, error, count } = await filtered()
    .order(sort, { ascending: query.direction === 'asc' })
    .order('id', { ascending: true })
    .range(from, to)
    .retry(false);
  if (error?.code === RANGE_NOT_SATISFIABLE) {
    const counted = await filtered(true).retry(false);
    if (counted.error) throw new DataError('Failed to count blog posts', counted.error);
    return toListPage([], counted.count ?? 0, page, pageSize);
  }
  if (error) throw new DataError('Failed to load blog posts', error);
  return toListPage(data ?? [], count ?? 0, page, pageSize);
}
