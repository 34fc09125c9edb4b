import type { ListPage } from '@parley/shared/paging';
import type { BlogPostSummary } from '@parley/shared/posts';
import type { ReactNode } from 'react';
import { hasActiveFilters, type PostFilters } from '../lib/filter-posts';
import { BlogEmptyState } from './BlogEmptyState';
import { BlogListError } from './BlogListError';
import { BlogListSkeleton } from './BlogListSkeleton';
import { BlogPagination } from './BlogPagination';
import { BlogPastEnd } from './BlogPastEnd';
import { BlogPostGrid } from './BlogPostGrid';

export interface BlogPostListProps {
  status: 'pending' | 'error' | 'success';
  /** The page the database answered: its posts, already filtered, and how many pages there are. */
  list: ListPage<BlogPostSummary> | undefined;
  /** The filters the list was asked for: the empty state's wording and the page links. */
  filters: PostFilters;
  /** Shown under "No blog posts yet." (the unfiltered empty list), e.g. an admin's create button. */
  emptyAction?: ReactNode;
}

/** A page past the end of the list: nothing on it, though it is not the first page. */
export const isPastEnd = (list: ListPage<unknown>) => list.rows.length === 0 && list.page > 1;

/** The list's states: loading, error, empty (filtered or not), past its end, one page of posts. */
export function BlogPostList({ status, list, filters, emptyAction }: BlogPostListProps) {
  if (status === 'pending') return <BlogListSkeleton />;
  if (status === 'error' || !list) return <BlogListError />;
  if (isPastEnd(list)) return <BlogPastEnd page={list.page} pageCount={list.pageCount} filters={filters} />;

  const [first, ...rest] = list.rows;
  if (!first) {
    const filtered = hasActiveFilters(filters);
    return <BlogEmptyState filtered={filtered} action={filtered ? undefined : emptyAction} />;
  }
  return (
    <>
      <BlogPostGrid posts={[first, ...rest]} featureFirst={list.page === 1} />
      <BlogPagination page={list.page} pageCount={list.pageCount} filters={filters} />
    </>
  );
}
