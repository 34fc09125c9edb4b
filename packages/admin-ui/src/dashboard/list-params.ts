import { ADMIN_PAGE_SIZE } from '@parley/shared/posts';
import { DEFAULT_LIST_PARAMS, type PostListParams, type SortColumn } from './read-list-params';

// The dashboard's list state lives in the address (?status=&q=&sort=&dir=&page=), read by
// read-list-params.ts; written and changed here.

export * from './read-list-params';

export const PAGE_SIZE = ADMIN_PAGE_SIZE;

/** The address's query for a list state; defaults are left out, so the plain /admin stays plain. */
export function writeListParams(params: PostListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.status !== 'all') query.set('status', params.status);
  if (params.search) query.set('q', params.search);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort || params.direction !== DEFAULT_LIST_PARAMS.direction) {
    query.set('sort', params.sort);
    query.set('dir', params.direction);
  }
  if (params.page > 1) query.set('page', String(params.page));
  return query;
}

/** Clicking a column: a new column sorts its natural way (text A→Z, dates newest first); the same one flips. */
export function nextSort(
  params: PostListParams,
  column: SortColumn,
): Pick<PostListParams, 'sort' | 'direction'> {
  if (params.sort === column) return { sort: column, direction: params.direction === 'asc' ? 'desc' : 'asc' };
  return { sort: column, direction: column === 'title' ? 'asc' : 'desc' };
}
