import { Box, Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from './list-params';

export interface PostsPagerProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 132 posts" and the page buttons; the total is the database's exact count. */
export function PostsPager({ page, total, onPage }: PostsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <Group justify="space-between">
      <Text size="sm" role="status">
        Showing {first}–{last} of {total} {total === 1 ? 'post' : 'posts'}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label="Pages of posts">
          <Pagination
            total={pages}
            withEdges
            value={page}
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
        </Box>
      )}
    </Group>
  );
}
