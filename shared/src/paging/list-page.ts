// Pages of a list, as every paginated screen and data function counts them.

/** One page of a list and what the pager needs: the exact number of matching rows. */
export interface ListPage<T> {
  rows: T[];
  /** Every row matching the filters, on all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, so "page 1 of 1" holds for an empty list. */
  pageCount: number;
}

/** The largest page an admin list asks for (the REST row cap is 1,000). */
export const MAX_ADMIN_PAGE_SIZE = 100;

/** The 0-based inclusive row range of `.range()` for a 1-based page; throws RangeError on a bad page. */
export function pageRange(
  page: number,
  pageSize: number,
  maxPageSize = MAX_ADMIN_PAGE_SIZE,
): [number, number] {
  if (!Number.isSafeInteger(page) || page < 1)
    throw new RangeError(`page must be a whole number of 1 or more, not ${page}`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${maxPageSize}, not ${pageSize}`);
  }
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}

export function toListPage<T>(rows: T[], total: number, page: number, pageSize: number): ListPage<T> {
  return { rows, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** PostgREST's answer to an offset past the last row (416). */
export const RANGE_NOT_SATISFIABLE = 'PGRST103';
