import type { ParleySupabaseClient } from '../supabase/client';
import { toListPage, type ListPage } from '../paging/list-page';
import { DataError, NotFoundError } from '../errors/data-errors';
import type { BlogPostSummary } from '../posts/posts';
import { BLOG_PAGE_SIZE } from '../posts/published-posts-page';
import { SLUG_PATTERN } from '../text/slugify';
import { FIELD_LIMITS } from '../validation/limits';

// /blog/author/{slug}: the author and one page of their published posts (public.author_posts_page).

/** What a visitor sees of an author. */
export interface PublicAuthor {
  slug: string;
  name: string;
  bio: string | null;
  avatar_url: string | null;
}

/** A post card of the author's page: the summary and its byline. */
export type AuthorPostSummary = BlogPostSummary & { author_name: string | null; author_slug: string | null };

export interface AuthorPostsPage {
  author: PublicAuthor;
  posts: ListPage<AuthorPostSummary>;
}

interface AuthorPostsAnswer {
  author: PublicAuthor | null;
  posts: AuthorPostSummary[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * The author with this slug and a page of their published posts, newest first. NotFoundError for a
 * slug no visible author has (none, or no published post: the database shows neither), or one that
 * could be no author's slug (asked nothing); DataError on failure.
 */
export async function fetchAuthorPostsPage(
  client: ParleySupabaseClient,
  slug: string,
  page = 1,
): Promise<AuthorPostsPage> {
  if (slug.length > FIELD_LIMITS.authorSlug || !SLUG_PATTERN.test(slug)) {
    throw new NotFoundError(`Author not found: "${slug.slice(0, 100)}"`);
  }
  const { data, error } = await client
    .rpc('author_posts_page', { author_slug: slug, page, page_size: BLOG_PAGE_SIZE })
    .retry(false);
  if (error) throw new DataError(`Failed to load the author "${slug}"`, error);
  const answer = data as unknown as AuthorPostsAnswer;
  if (!answer.author) throw new NotFoundError(`Author not found: "${slug}"`);
  return {
    author: answer.author,
    posts: toListPage(answer.posts, answer.total, answer.page, answer.page_size),
  };
}
