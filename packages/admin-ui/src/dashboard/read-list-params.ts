import { MAX_LIST_SEARCH_LENGTH } from '@parley/shared/paging';

// The dashboard's list state lives in the address (?status=&q=&sort=&dir=&page=), so a reload, the
// back button or a shared link shows the same page. Anything unexpected there reads as the default.
// Read here, apart from the list's data access, so the site's route table reads the address as the
// dashboard does without loading it (site/src/app/route-query-normalisers.ts).

export const POST_STATUSES = ['all', 'draft', 'scheduled', 'published'] as const;
export type StatusFilter = (typeof POST_STATUSES)[number];

export const SORT_COLUMNS = ['title', 'published_at', 'created_at', 'updated_at'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** The longest search one ilike pattern of the embedded backend holds (shared's containsPattern). */
export const MAX_SEARCH_LENGTH = MAX_LIST_SEARCH_LENGTH;

export interface PostListParams {
  status: StatusFilter;
  search: string;
  sort: SortColumn;
  direction: SortDirection;
  page: number;
}

export const DEFAULT_LIST_PARAMS: PostListParams = {
  status: 'all',
  search: '',
  sort: 'created_at',
  direction: 'desc',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads the list state from the address; every unexpected value falls back to the default. */
export function readListParams(query: URLSearchParams): PostListParams {
  const page = Number(query.get('page'));
  return {
    status: oneOf(POST_STATUSES, query.get('status'), 'all'),
    search: (query.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: oneOf(SORT_COLUMNS, query.get('sort'), DEFAULT_LIST_PARAMS.sort),
    direction: oneOf(['asc', 'desc'], query.get('dir'), DEFAULT_LIST_PARAMS.direction),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}
