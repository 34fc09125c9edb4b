import { Button, Group, Table } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type AdminPostSummary } from '@parley/shared/posts';
import { useDeletePost } from '../api/delete-post';
import { useAdminHost } from '../host/AdminHost';
import type { SortColumn, SortDirection } from './list-params';
import { PostStatusBadge } from './PostStatusBadge';
import { PublicPostLink } from './PublicPostLink';
import { SortableHeader } from './SortableHeader';

export interface PostsTableProps {
  posts: AdminPostSummary[];
  sort: SortColumn;
  direction: SortDirection;
  onSort: (column: SortColumn) => void;
}

export function PostsTable({ posts, sort, direction, onSort }: PostsTableProps) {
  const {
    paths,
    navigation: { Link },
  } = useAdminHost();
  const { requestDelete, pendingId } = useDeletePost();
  const now = new Date();
  const header = (column: SortColumn, label: string) => (
    <SortableHeader column={column} label={label} sort={sort} direction={direction} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {header('title', 'Title')}
            {header('published_at', 'Status')}
            <Table.Th>Category</Table.Th>
            {header('created_at', 'Created')}
            {header('updated_at', 'Updated')}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {posts.map((post) => (
            <Table.Tr key={post.id}>
              <Table.Td>{post.title}</Table.Td>
              <Table.Td>
                <PostStatusBadge post={post} now={now} />
              </Table.Td>
              <Table.Td>{post.category}</Table.Td>
              <Table.Td>{formatShortDate(post.created_at)}</Table.Td>
              <Table.Td>{formatShortDate(post.updated_at)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <PublicPostLink slug={post.slug} title={post.title} />
                  <Button
                    component={Link}
                    to={paths.editPost(post.id)}
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`Edit ${post.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${post.title}`}
                    loading={pendingId === post.id}
                    onClick={() => void requestDelete(post)}
                  >
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
