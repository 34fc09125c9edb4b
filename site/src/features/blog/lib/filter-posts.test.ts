import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, categoriesOf, filterPosts, hasActiveFilters, NO_FILTERS } from './filter-posts';

const posts = [
  { title: 'Agents at the Table', excerpt: 'How software bargains.', category: 'Research' },
  { title: 'Quarterly pricing', excerpt: 'Discounts that AGENTS can grant.', category: 'Guides' },
  { title: 'Release notes', excerpt: 'What shipped in May.', category: 'Product' },
  { title: 'Protocol primer', excerpt: 'FIPA-ACL in ten minutes.', category: 'Research' },
];

describe('filterPosts', () => {
  it('keeps every post without filters', () => {
    expect(filterPosts(posts, NO_FILTERS)).toEqual(posts);
  });

  it('matches the search term in the title or the excerpt, ignoring case', () => {
    const titles = filterPosts(posts, { search: 'agents', category: ALL_CATEGORIES }).map((p) => p.title);
    expect(titles).toEqual(['Agents at the Table', 'Quarterly pricing']);
  });

  it('ignores surrounding whitespace in the search term', () => {
    expect(filterPosts(posts, { search: '  fipa ', category: ALL_CATEGORIES })).toEqual([posts[3]]);
  });

  it('keeps only the selected category', () => {
    expect(filterPosts(posts, { search: '', category: 'Research' })).toEqual([posts[0], posts[3]]);
  });

  it('applies search and category together', () => {
    expect(filterPosts(posts, { search: 'agents', category: 'Research' })).toEqual([posts[0]]);
    expect(filterPosts(posts, { search: 'agents', category: 'Product' })).toEqual([]);
  });

  it('does not treat the search term as a pattern', () => {
    expect(filterPosts(posts, { search: '.*', category: ALL_CATEGORIES })).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('lists each category once, alphabetically', () => {
    expect(categoriesOf(posts)).toEqual(['Guides', 'Product', 'Research']);
  });
});

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
