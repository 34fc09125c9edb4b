import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, NO_FILTERS } from './filter-posts';
import {
  filtersFromQuery,
  MAX_CATEGORY_LENGTH,
  MAX_FILTER_LENGTH,
  MAX_PAGE,
  pageFromQuery,
  queryWithFilters,
  queryWithPage,
} from './post-filters-query';

const query = (text: string) => new URLSearchParams(text);

describe('filtersFromQuery', () => {
  it('reads no filters from an empty or unrelated query', () => {
    expect(filtersFromQuery(query(''))).toEqual(NO_FILTERS);
    expect(filtersFromQuery(query('tab=x&utm_source=mail'))).toEqual(NO_FILTERS);
  });

  it('reads the search and the category', () => {
    expect(filtersFromQuery(query('q=agents&category=Research'))).toEqual({
      search: 'agents',
      category: 'Research',
    });
  });

  it('decodes what a form sends (plus for space, percent escapes)', () => {
    expect(filtersFromQuery(query('q=moving+stock&category=Case%20Studies'))).toEqual({
      search: 'moving stock',
      category: 'Case Studies',
    });
  });

  it('treats an empty category (the form’s "All Categories") as every category', () => {
    expect(filtersFromQuery(query('q=&category=')).category).toBe(ALL_CATEGORIES);
  });

  it('takes the first value of a repeated name', () => {
    expect(filtersFromQuery(query('q=one&q=two&category=A&category=B'))).toEqual({
      search: 'one',
      category: 'A',
    });
  });

  it('cuts a huge value to the longest a visitor can type', () => {
    const huge = 'x'.repeat(100_000);
    const filters = filtersFromQuery(query(`q=${huge}&category=${huge}`));
    expect(filters.search).toHaveLength(MAX_FILTER_LENGTH);
    expect(filters.category).toHaveLength(MAX_CATEGORY_LENGTH);
  });

  it('cuts a search to the longest the database takes, by characters, never inside a surrogate pair', () => {
    expect(MAX_FILTER_LENGTH).toBe(32);
    const cut = (q: string) => filtersFromQuery(new URLSearchParams({ q })).search;
    expect(cut('a'.repeat(200))).toBe('a'.repeat(32));
    expect(cut('ab'.repeat(16) + 'c')).toBe('ab'.repeat(16));
    // 😀 is two UTF-16 units and one character: 32 of them are kept whole, the 33rd goes.
    expect(cut('😀'.repeat(40))).toBe('😀'.repeat(32));
    expect(cut('a' + '😀'.repeat(40))).toBe('a' + '😀'.repeat(31));
    expect(cut('\u0000'.repeat(10) + 'é'.repeat(40))).toBe('é'.repeat(32));
  });

  it('drops NUL characters, which no post holds and the database refuses', () => {
    expect(filtersFromQuery(query('q=%00agent%00&category=%00'))).toEqual({
      search: 'agent',
      category: ALL_CATEGORIES,
    });
  });

  it('keeps markup and patterns as plain text', () => {
    const search = '<script>alert(1)</script>.*';
    expect(filtersFromQuery(query(new URLSearchParams({ q: search }).toString())).search).toBe(search);
  });
});

describe('queryWithFilters', () => {
  it('writes nothing for no filters, and removes what was there', () => {
    expect(queryWithFilters(query(''), NO_FILTERS).toString()).toBe('');
    expect(queryWithFilters(query('q=a&category=B'), NO_FILTERS).toString()).toBe('');
  });

  it('keeps the other parameters', () => {
    expect(queryWithFilters(query('ref=mail'), { search: 'a b', category: 'Guides' }).toString()).toBe(
      'ref=mail&q=a+b&category=Guides',
    );
  });

  it('reads back what it wrote (any text a visitor types)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: MAX_FILTER_LENGTH }),
        fc.string({ minLength: 1, maxLength: MAX_CATEGORY_LENGTH }),
        (search, category) => {
          const filters = { search, category };
          expect(filtersFromQuery(queryWithFilters(query(''), filters))).toEqual(filters);
        },
      ),
    );
  });
});

describe('pageFromQuery', () => {
  it('reads page 1 when there is no page or it is not a whole number of 1 or more', () => {
    for (const text of [
      '',
      'page=',
      'page=0',
      'page=-1',
      'page=abc',
      'page=1e3',
      'page=2.5',
      'page= 2',
      'page=0x10',
    ]) {
      expect(pageFromQuery(query(text)), text).toBe(1);
    }
  });

  it('reads the page, the first of a repeated one', () => {
    expect(pageFromQuery(query('page=3'))).toBe(3);
    expect(pageFromQuery(query('page=007'))).toBe(7);
    expect(pageFromQuery(query('page=2&page=9'))).toBe(2);
  });

  it('reads a huge page as the highest page, in time linear in its length', () => {
    expect(pageFromQuery(query('page=1000000000'))).toBe(MAX_PAGE);
    expect(pageFromQuery(query(`page=${'9'.repeat(100_000)}`))).toBe(MAX_PAGE);
    expect(pageFromQuery(query(`page=${'9'.repeat(100_000)}x`))).toBe(1);
  });
});

describe('queryWithPage', () => {
  it('writes page 2 and up, and no parameter for page 1', () => {
    expect(queryWithPage(query('q=a'), 2).toString()).toBe('q=a&page=2');
    expect(queryWithPage(query('q=a&page=4'), 1).toString()).toBe('q=a');
  });

  it('is read back by pageFromQuery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGE }), (page) => {
        expect(pageFromQuery(queryWithPage(query(''), page))).toBe(page);
      }),
    );
  });
});

describe('new filters start at page 1', () => {
  it('drops the page when the filters are written', () => {
    expect(queryWithFilters(query('page=3&q=a'), { search: 'b', category: ALL_CATEGORIES }).toString()).toBe(
      'q=b',
    );
  });
});
