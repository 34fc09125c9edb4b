import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useAdminPostsPage } from '../api/admin-posts';
import { useAdminHost } from '../host/AdminHost';
import { ADMIN_MESSAGES } from '../messages';
import { nextSort, PAGE_SIZE, readListParams, writeListParams, type PostListParams } from './list-params';
import { PostListFilters } from './PostListFilters';
import { ListPager } from './ListPager';
import { PostsTable } from './PostsTable';

function Loading() {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{ADMIN_MESSAGES.loadingPosts}</Text>
    </Group>
  );
}

function DashboardBody({
  params,
  update,
}: {
  params: PostListParams;
  update: (changes: Partial<PostListParams>) => void;
}) {
  const posts = useAdminPostsPage(params);
  const total = posts.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // A page past the end (posts deleted meanwhile, an old link): go to the last one there is.
  useEffect(() => {
    if (posts.isSuccess && !posts.isPlaceholderData && params.page > lastPage) update({ page: lastPage });
  }, [posts.isSuccess, posts.isPlaceholderData, params.page, lastPage, update]);

  if (posts.isPending) return <Loading />;
  if (posts.isError) {
    return (
      <Alert color="red" role="alert">
        {ADMIN_MESSAGES.postsError}
      </Alert>
    );
  }
  const filtered = params.status !== 'all' || params.search !== '';
  if (total === 0) return <Text>{filtered ? ADMIN_MESSAGES.noMatchingPosts : ADMIN_MESSAGES.noPosts}</Text>;
  return (
    <Stack gap="sm" aria-busy={posts.isPlaceholderData}>
      <PostsTable
        posts={posts.data.rows}
        sort={params.sort}
        direction={params.direction}
        onSort={(column) => update({ ...nextSort(params, column), page: 1 })}
      />
      <ListPager
        page={Math.min(params.page, lastPage)}
        total={total}
        pageSize={PAGE_SIZE}
        names={{ one: 'post', other: 'posts' }}
        onPage={(page) => update({ page })}
      />
    </Stack>
  );
}

/** The posts dashboard: every post (drafts and scheduled too), a page at a time, with view, edit and delete. */
export function AdminDashboard() {
  const { paths, navigation } = useAdminHost();
  const { Link } = navigation;
  const [query, setQuery] = navigation.useSearchParams();
  const params = readListParams(query);
  const update = (changes: Partial<PostListParams>) =>
    setQuery((current) => writeListParams({ ...readListParams(current), ...changes }));

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Blog Posts</Title>
        <Group gap="sm">
          <Button component={Link} to={paths.media} variant="default">
            Media library
          </Button>
          {paths.profile && (
            <Button component={Link} to={paths.profile} variant="default">
              Author profile
            </Button>
          )}
          {paths.subscribers && (
            <Button component={Link} to={paths.subscribers} variant="default">
              Subscribers
            </Button>
          )}
          {paths.tags && (
            <Button component={Link} to={paths.tags} variant="default">
              Tags
            </Button>
          )}
          <Button component={Link} to={paths.newPost}>
            New Post
          </Button>
        </Group>
      </Group>
      <PostListFilters
        status={params.status}
        search={params.search}
        onStatus={(status) => update({ status, page: 1 })}
        onSearch={(search) => update({ search, page: 1 })}
      />
      <DashboardBody params={params} update={update} />
    </Stack>
  );
}
