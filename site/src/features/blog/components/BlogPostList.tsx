import type { BlogPostSummary } from '@parley/shared';
import type { ReactNode } from 'react';
import { filterPosts, hasActiveFilters, type PostFilters } from '../lib/filter-posts';
import { BlogEmptyState } from './BlogEmptyState';
import { BlogListError } from './BlogListError';
import { BlogListSkeleton } from './BlogListSkeleton';
import { BlogPostGrid } from './BlogPostGrid';

export interface BlogPostListProps {
  status: 'pending' | 'error' | 'success';
  posts: readonly BlogPostSummary[] | undefined;
  filters: PostFilters;
  /** Shown under "No blog posts yet." (the unfiltered empty list), e.g. an admin's create button. */
  emptyAction?: ReactNode;
}

/** The list's four states: loading, error, empty (filtered or not), populated. */
export function BlogPostList({ status, posts, filters, emptyAction }: BlogPostListProps) {
  if (status === 'pending') return <BlogListSkeleton />;
  if (status === 'error' || !posts) return <BlogListError />;

  const [first, ...rest] = filterPosts(posts, filters);
  if (!first) {
    const filtered = hasActiveFilters(filters);
    return <BlogEmptyState filtered={filtered} action={filtered ? undefined : emptyAction} />;
  }
  return <BlogPostGrid posts={[first, ...rest]} />;
}
