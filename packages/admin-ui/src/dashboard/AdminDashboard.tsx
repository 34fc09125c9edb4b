import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAdminPosts } from '../api/admin-posts';
import { useAdminHost } from '../host/AdminHost';
import { ADMIN_MESSAGES } from '../messages';
import { PostsTable } from './PostsTable';

function DashboardBody() {
  const posts = useAdminPosts();
  if (posts.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{ADMIN_MESSAGES.loadingPosts}</Text>
      </Group>
    );
  }
  if (posts.isError) {
    return (
      <Alert color="red" role="alert">
        {ADMIN_MESSAGES.postsError}
      </Alert>
    );
  }
  if (posts.data.length === 0) return <Text>{ADMIN_MESSAGES.noPosts}</Text>;
  return <PostsTable posts={posts.data} />;
}

/** The posts dashboard: every post (drafts too) with view, edit and delete. */
export function AdminDashboard() {
  const { paths } = useAdminHost();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Blog Posts</Title>
        <Group gap="sm">
          <Button component={Link} to={paths.media} variant="default">
            Media library
          </Button>
          <Button component={Link} to={paths.newPost}>
            New Post
          </Button>
        </Group>
      </Group>
      <DashboardBody />
    </Stack>
  );
}
