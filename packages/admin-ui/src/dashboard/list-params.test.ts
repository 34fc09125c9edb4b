import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  MAX_SEARCH_LENGTH,
  nextSort,
  readListParams,
  writeListParams,
} from './list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('the dashboard’s list state in the address', () => {
  it('reads what it writes', () => {
    const params = {
      status: 'scheduled',
      search: '50% off',
      sort: 'title',
      direction: 'asc',
      page: 3,
    } as const;
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it.each([
    ['an unknown status', 'status=deleted'],
    ['an unknown column', 'sort=content'],
    ['a column the list does not sort by', 'sort=category'],
    ['an unknown direction', 'dir=sideways'],
    ['page 0', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a fractional page', 'page=1.5'],
    ['a page that is not a number', 'page=abc'],
    ['a huge page', 'page=1e400'],
    ['repeated parameters (the first counts)', 'status=nope&status=draft'],
  ])('falls back to the default for %s', (_label, query) => {
    expect(read(query)).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('cuts a search longer than the backend takes', () => {
    expect(read(`q=${'a'.repeat(10_000)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('nextSort', () => {
  it('sorts a new text column A→Z and a new date column newest first; the same column flips', () => {
    expect(nextSort(DEFAULT_LIST_PARAMS, 'title')).toEqual({ sort: 'title', direction: 'asc' });
    expect(nextSort(DEFAULT_LIST_PARAMS, 'updated_at')).toEqual({ sort: 'updated_at', direction: 'desc' });
    expect(nextSort(DEFAULT_LIST_PARAMS, 'created_at')).toEqual({ sort: 'created_at', direction: 'asc' });
  });
});
