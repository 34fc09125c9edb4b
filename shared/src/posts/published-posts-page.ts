import type { ParleySupabaseClient } from '../supabase/client';
import { toListPage, type ListPage } from '../paging/list-page';
import { DataError } from '../errors/data-errors';
import type { TagRef } from '../supabase/rows';
import type { BlogPostSummary } from './posts';

// The public blog list, one page at a time, filtered and counted by the database
// (public.published_posts_page): the browser never loads every post.

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 12;
/** The database refuses larger pages. */
export const MAX_BLOG_PAGE_SIZE = 50;
// The longest search, in a module of its own so the site's route table reads it without this one.
export { MAX_BLOG_SEARCH_LENGTH } from './blog-search-length';

export interface PublishedPostsQuery {
  /** Matched case-insensitively against title and excerpt, as literal text. Blank: no filter. */
  search?: string | null;
  /** An exact category. Blank: every category. */
  category?: string | null;
  /** An exact tag slug (`/blog/tag/{slug}`). Blank: every tag. */
  tag?: string | null;
  /** 1-based; default 1. */
  page?: number;
  /** 1..50; default 12. */
  pageSize?: number;
}

interface PublishedPostsAnswer {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  page_size: number;
  tag: TagRef | null;
}

/** A tag's page of posts, and the tag (null when no published post carries it: its page is not found). */
export interface TagPostsPage {
  tag: TagRef | null;
  posts: ListPage<BlogPostSummary>;
}

/**
 * One page of published posts, newest first, with the number matching. A page past the end has no
 * rows (pageCount says where the list ends). Throws DataError on failure: code 22023 for a page,
 * size, search or category the database refuses.
 */
export async function fetchPublishedPostsPage(
  client: ParleySupabaseClient,
  query: PublishedPostsQuery = {},
): Promise<ListPage<BlogPostSummary>> {
  return (await fetchPublishedPostsAnswer(client, query)).posts;
}

/** One page of a tag's published posts (`/blog/tag/{slug}`), with the tag. Throws DataError on failure. */
export function fetchTagPostsPage(
  client: ParleySupabaseClient,
  query: { tag: string; page?: number; pageSize?: number },
): Promise<TagPostsPage> {
  return fetchPublishedPostsAnswer(client, query);
}

async function fetchPublishedPostsAnswer(
  client: ParleySupabaseClient,
  query: PublishedPostsQuery,
): Promise<TagPostsPage> {
  const { data, error } = await client
    .rpc('published_posts_page', {
      search: query.search?.trim() || null,
      category: query.category?.trim() || null,
      page: query.page ?? 1,
      page_size: query.pageSize ?? BLOG_PAGE_SIZE,
      tag: query.tag?.trim() || null,
    })
    .retry(false); // React Query retries once already (QUERY_DEFAULTS)
  if (error) throw new DataError('Failed to load blog posts', error);
  const answer = data as unknown as PublishedPostsAnswer;
  return {
    tag: answer.tag,
    posts: toListPage(answer.posts, answer.total, answer.page, answer.page_size),
  };
}

/** The categories of published posts, sorted: the blog's category filter. Throws DataError on failure. */
export async function fetchPublishedCategories(client: ParleySupabaseClient): Promise<string[]> {
  const { data, error } = await client.rpc('published_post_categories').retry(false);
  if (error) throw new DataError('Failed to load blog categories', error);
  return (data as unknown as string[] | null) ?? [];
}
