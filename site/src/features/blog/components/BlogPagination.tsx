import { Button, Group, Text } from '@mantine/core';
import { Link } from '@parley/router';
import type { PostFilters } from '../lib/filter-posts';
import { blogListHref } from '../lib/blog-list-query';

export interface BlogPaginationProps {
  page: number;
  pageCount: number;
  /** Kept in every link: page 3 of a search is page 3 of that search. */
  filters: PostFilters;
  /** The link to a page, when the list is not /blog's (a tag's page); else /blog's with the filters. */
  hrefOf?: (page: number) => string;
}

/** The page numbers shown: the first, the last, and the two either side of the current one. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount]);
  for (let near = page - 2; near <= page + 2; near++) if (near >= 1 && near <= pageCount) shown.add(near);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((number, index) =>
    index > 0 && number - sorted[index - 1]! > 1 ? (['gap', number] as const) : [number],
  );
}

/**
 * The list's pages as plain links (`/blog?page=N`, filters kept): crawlable, and they work before
 * the page's scripts run; once they run, the router follows them in place.
 */
export function BlogPagination({ page, pageCount, filters, hrefOf }: BlogPaginationProps) {
  if (pageCount <= 1) return null;
  const href = hrefOf ?? ((target: number) => blogListHref(filters, target));
  const link = (target: number) => ({ component: Link, to: href(target) }) as const;
  return (
    <nav aria-label="Pagination">
      <Group gap="xs" justify="center">
        {page > 1 && (
          <Button {...link(page - 1)} variant="default" size="sm" rel="prev">
            Previous
          </Button>
        )}
        {visiblePages(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <Text key={`gap-${index}`} c="dimmed" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={number}
              {...link(number)}
              variant={number === page ? 'filled' : 'default'}
              size="sm"
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Button>
          ),
        )}
        {page < pageCount && (
          <Button {...link(page + 1)} variant="default" size="sm" rel="next">
            Next
          </Button>
        )}
      </Group>
    </nav>
  );
}
