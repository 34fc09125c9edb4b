import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, NO_FILTERS } from './filter-posts';
import { blogListHref, blogListQuery, blogListQueryFromAddress } from './blog-list-query';

describe('blogListQuery', () => {
  it('asks for every post when nothing narrows the list', () => {
    expect(blogListQuery(NO_FILTERS, 1)).toEqual({ search: null, category: null, page: 1 });
    expect(blogListQuery({ search: '   ', category: ALL_CATEGORIES }, 2)).toEqual({
      search: null,
      category: null,
      page: 2,
    });
  });

  it('trims the search and keeps the category', () => {
    expect(blogListQuery({ search: '  agents ', category: 'Research' }, 3)).toEqual({
      search: 'agents',
      category: 'Research',
      page: 3,
    });
  });

  it('cuts a longer search to the 32 characters the database takes, as from an address', () => {
    const long = `${'x'.repeat(40)}😀`;
    const fromBox = blogListQuery({ search: long, category: ALL_CATEGORIES }, 1);
    expect(fromBox.search).toBe('x'.repeat(32));
    expect(blogListQueryFromAddress(new URLSearchParams({ q: long }))).toEqual(fromBox);
  });

  it('reads the same query from an address as from the form (server and browser meet)', () => {
    expect(blogListQueryFromAddress(new URLSearchParams('q=+agents&category=Research&page=2&utm=x'))).toEqual(
      blogListQuery({ search: ' agents', category: 'Research' }, 2),
    );
  });
});

describe('blogListHref', () => {
  it('links page 1 of the unfiltered list as plain /blog', () => {
    expect(blogListHref(NO_FILTERS, 1)).toBe('/blog');
  });

  it('keeps the filters in the link of another page', () => {
    expect(blogListHref({ search: 'a b', category: 'Case Studies' }, 3)).toBe(
      '/blog?q=a+b&category=Case+Studies&page=3',
    );
    expect(blogListHref(NO_FILTERS, 2)).toBe('/blog?page=2');
  });
});
