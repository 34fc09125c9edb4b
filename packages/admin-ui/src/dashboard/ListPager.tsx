import { Group, Pagination, Text } from '@mantine/core';

export interface ListPagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many rows match: the database's exact count. */
  total: number;
  pageSize: number;
  /** What the rows are, for one and for several: "post", "posts". */
  names: { one: string; other: string };
  /** How a count is written (as it is, by default). */
  formatCount?: (count: number) => string;
  onPage: (page: number) => void;
}

/**
 * Under a paged list (the posts dashboard, the studio's leads): "Showing 26–50 of 132 posts" and,
 * when there is more than one page, the page buttons, each named for a screen reader.
 */
export function ListPager({ page, total, pageSize, names, formatCount = String, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between">
      <Text size="sm" role="status">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}{' '}
        {total === 1 ? names.one : names.other}
      </Text>
      {pages > 1 && (
        <nav aria-label={`Pages of ${names.other}`}>
          <Pagination
            total={pages}
            withEdges
            value={Math.min(page, pages)}
            onChange={onPage}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                last: 'Last page',
                next: 'Next page',
                previous: 'Previous page',
              }[control],
            })}
          />
        </nav>
      )}
    </Group>
  );
}
