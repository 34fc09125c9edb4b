import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@parley/router';
import type { PostFilters } from '../lib/filter-posts';
import { blogListHref } from '../lib/blog-list-query';

export interface BlogPastEndProps {
  page: number;
  /** The list's last page (1 when it is empty). */
  pageCount: number;
  filters: PostFilters;
  /** The link to a page, when the list is not /blog's (a tag's page). */
  hrefOf?: (page: number) => string;
}

/** A page number past the end of the list (an old link, a typed address): says so, links back. */
export function BlogPastEnd({ page, pageCount, filters, hrefOf }: BlogPastEndProps) {
  return (
    <Stack align="center" py="xl" gap="md">
      <Text size="lg" fw={500}>
        There is no page {page}: this list has {pageCount === 1 ? '1 page' : `${pageCount} pages`}.
      </Text>
      <Button
        component={Link}
        to={hrefOf ? hrefOf(pageCount) : blogListHref(filters, pageCount)}
        variant="light"
      >
        {pageCount === 1 ? 'Go to the first page' : `Go to page ${pageCount}`}
      </Button>
    </Stack>
  );
}
