import { Button, Container, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { brand } from '@parley/shared/config';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { usePublishedCategories, usePublishedPostsPage } from '../../features/blog/api/get-published-posts';
import { BlogNewsletterBox } from '../../features/blog/components/BlogNewsletterBox';
import { BlogPostList, isPastEnd } from '../../features/blog/components/BlogPostList';
import { BlogFilterForm } from '../../features/blog/components/BlogFilterForm';
import { useBlogFilters } from '../../features/blog/hooks/use-blog-filters';
import { useSeedFirstPost } from '../../features/blog/hooks/use-seed-first-post';
import { blogListQuery } from '../../features/blog/lib/blog-list-query';

/** The list asks the database again once typing pauses this long, not at every keystroke. */
const SEARCH_PAUSE_MS = 250;

/**
 * /blog: search and category chips (a GET form: `/blog?q=&category=` renders filtered), the featured
 * post and the grid, 12 posts a page (`?page=N` links), and the newsletter box. The database filters,
 * counts and pages the list; the browser never loads every post.
 */
export default function BlogListPage() {
  const { user, isAdmin } = useAuth();
  useSeedFirstPost({ userId: user?.id, isAdmin });
  const { filters, page, show, searchBox } = useBlogFilters();
  const [search] = useDebouncedValue(filters.search, SEARCH_PAUSE_MS);
  const { status, data: list } = usePublishedPostsPage(blogListQuery({ ...filters, search }, page));
  const { data: categories } = usePublishedCategories();
  const pastEnd = list !== undefined && isPastEnd(list);

  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={page > 1 ? `Blog, page ${page}` : 'Blog'}
        description={`Articles on AI negotiation, procurement and e-commerce from the ${brand.productName} team.`}
        path={paths.blog}
        canonicalPage={page}
        status={pastEnd ? 404 : undefined}
        noindex={pastEnd || undefined}
      />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <PageHeading
            title={<>{brand.productName} Blog</>}
            subtitle="Insights on AI negotiation agents, procurement and the future of B2B commerce."
          />
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
          categories={categories ?? []}
          filters={filters}
          onSearchChange={(typed) => show({ ...filters, search: typed })}
          onSubmit={show}
          searchRef={searchBox}
        />
        <BlogPostList
          status={status}
          list={list}
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
