import { Badge, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatShortDate, type BlogPost } from '@parley/shared';
import { useDeletePost } from '../api/delete-post';
import { useAdminHost } from '../host/AdminHost';
import { PublicPostLink } from './PublicPostLink';

export function PostsTable({ posts }: { posts: BlogPost[] }) {
  const { paths } = useAdminHost();
  const { requestDelete, pendingId } = useDeletePost();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {posts.map((post) => (
            <Table.Tr key={post.id}>
              <Table.Td>{post.title}</Table.Td>
              <Table.Td>
                {post.published_at ? (
                  <Badge color="green">Published</Badge>
                ) : (
                  <Badge color="gray">Draft</Badge>
                )}
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
