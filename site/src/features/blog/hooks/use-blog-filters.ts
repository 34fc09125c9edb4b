import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@parley/router';
import type { PostFilters } from '../lib/filter-posts';
import { filtersFromQuery, pageFromQuery, queryWithFilters } from '../lib/post-filters-query';

/** Marks the address updates this hook makes, to tell them from a visitor's own navigation. */
const FROM_FILTERS = { blogFilters: true } as const;
const isFromFilters = (state: unknown) =>
  typeof state === 'object' && state !== null && 'blogFilters' in state;

/**
 * The blog list's filters and page, kept in the address (`?q=&category=&page=`, see
 * post-filters-query.ts). Changing the filters goes back to page 1; pages are links (BlogPagination).
 *
 * The search box's text is state of its own, updated as the visitor types, and written to the
 * address after it (replacing the entry): the router updates its location in a transition, and a
 * box whose value waited for it would drop or reorder fast keystrokes. A navigation the visitor makes
 * (a link to /blog, Back) resets the box to what the address says.
 *
 * Text typed before the page hydrated is kept: React leaves a server-rendered input's value alone
 * while hydrating but would overwrite it on the next render, so the first layout effect (before any
 * other render) takes what the box holds.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const fromAddress = filtersFromQuery(params);
  const [search, setSearch] = useState(fromAddress.search);
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    if (!isFromFilters(location.state)) setSearch(fromAddress.search);
  }
  const filters: PostFilters = { search, category: fromAddress.category };

  const show = useCallback(
    (next: PostFilters) => {
      setSearch(next.search);
      setParams((current) => queryWithFilters(current, next), {
        replace: true,
        preventScrollReset: true,
        state: FROM_FILTERS,
      });
    },
    [setParams],
  );

  const searchBox = useRef<HTMLInputElement>(null);
  const category = fromAddress.category;
  useLayoutEffect(() => {
    const typed = searchBox.current?.value;
    if (typed !== undefined && typed !== search) show({ search: typed, category });
    // Once, on the first render in the browser: later the box's own change events keep it in step.
  }, []);

  return { filters, page: pageFromQuery(params), show, searchBox };
}
