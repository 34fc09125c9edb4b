import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, hasActiveFilters, NO_FILTERS } from './filter-posts';

describe('hasActiveFilters', () => {
  it('is false for the defaults and a blank search', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ search: '   ', category: ALL_CATEGORIES })).toBe(false);
  });

  it('is true for a search term or a category', () => {
    expect(hasActiveFilters({ search: 'x', category: ALL_CATEGORIES })).toBe(true);
    expect(hasActiveFilters({ search: '', category: 'Research' })).toBe(true);
  });
});
