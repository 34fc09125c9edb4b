import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { brand } from '@parley/shared';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { usePublishedPosts } from '../../features/blog/api/get-published-posts';
import { BlogNewsletterBox } from '../../features/blog/components/BlogNewsletterBox';
import { BlogPostList } from '../../features/blog/components/BlogPostList';
import { BlogFilterForm } from '../../features/blog/components/BlogFilterForm';
import { useBlogFilters } from '../../features/blog/hooks/use-blog-filters';
import { useSeedFirstPost } from '../../features/blog/hooks/use-seed-first-post';
import { categoriesOf } from '../../features/blog/lib/filter-posts';

/** /blog: search and category chips (a GET form: `/blog?q=&category=` renders filtered), the featured post and the grid, and the newsletter box. */
export default function BlogListPage() {
  const { user, isAdmin } = useAuth();
  useSeedFirstPost({ userId: user?.id, isAdmin });
  const { status, data: posts } = usePublishedPosts();
  const { filters, show, searchBox } = useBlogFilters();
  const categories = useMemo(() => categoriesOf(posts ?? []), [posts]);

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Blog"
        description={`Articles on AI negotiation, procurement and e-commerce from the ${brand.productName} team.`}
      />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>{brand.productName} Blog</Title>
            <Text c="dimmed" mt="xs">
              Insights on AI negotiation agents, procurement and the future of B2B commerce.
            </Text>
          </div>
          {isAdmin && (
            <Button
              component={Link}
              to={paths.admin}
              variant="light"
              leftSection={<IconSettings size={16} />}
            >
              Manage Blog
            </Button>
          )}
        </Group>
        <BlogFilterForm
          categories={categories}
          filters={filters}
          onSearchChange={(search) => show({ ...filters, search })}
          onSubmit={show}
          searchRef={searchBox}
        />
        <BlogPostList
          status={status}
          posts={posts}
          filters={filters}
          emptyAction={
            isAdmin && (
              <Button component={Link} to={paths.adminNewPost} leftSection={<IconPlus size={16} />}>
                Create Your First Blog Post
              </Button>
            )
          }
        />
        <BlogNewsletterBox />
      </Stack>
    </Container>
  );
}
