import { Button, Container, Stack, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from '@parley/router';
import { brand } from '@parley/shared/config';
import { isNotFoundError } from '@parley/shared/errors';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { useAuthorPage } from '../../features/blog/api/get-author-page';
import { ArticleNotFound } from '../../features/blog/components/ArticleNotFound';
import { AuthorHeader } from '../../features/blog/components/AuthorHeader';
import { BlogListError } from '../../features/blog/components/BlogListError';
import { BlogListSkeleton } from '../../features/blog/components/BlogListSkeleton';
import { BlogPagination } from '../../features/blog/components/BlogPagination';
import { BlogPostGrid } from '../../features/blog/components/BlogPostGrid';
import { NO_FILTERS } from '../../features/blog/lib/filter-posts';
import { pageFromQuery } from '../../features/blog/lib/post-filters-query';

/** The "not found" texts of an author page: an unknown slug, or an author with no published post. */
export const AUTHOR_NOT_FOUND = {
  title: 'Author Not Found',
  text: "We couldn't find the author you're looking for.",
} as const;

/**
 * /blog/author/{slug}: the author (avatar, name, bio) and their published posts, newest first, 12 a
 * page (`?page=N` links, working without JavaScript). Unknown author or a page past the end: 404.
 */
export default function BlogAuthorPage() {
  const { slug } = useParams();
  const [query] = useSearchParams();
  const page = pageFromQuery(query);
  const { status, data, error } = useAuthorPage(slug, page);

  if (status === 'pending') return <BlogListSkeleton />;
  if (!data) {
    if (isNotFoundError(error) || !slug) {
      return (
        <>
          <PageMeta title={AUTHOR_NOT_FOUND.title} description={AUTHOR_NOT_FOUND.text} status={404} noindex />
          <ArticleNotFound texts={AUTHOR_NOT_FOUND} />
        </>
      );
    }
    return <BlogListError />;
  }
  const { author, posts } = data;
  const [first, ...rest] = posts.rows;
  const pastEnd = !first;
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={page > 1 ? `${author.name}, page ${page}` : author.name}
        description={author.bio ?? `Articles by ${author.name} on the ${brand.productName} blog.`}
        path={links.blogAuthor(author.slug)}
        canonicalPage={page}
        image={author.avatar_url ?? undefined}
        status={pastEnd ? 404 : undefined}
        noindex={pastEnd || undefined}
      />
      <Stack gap="xl">
        <AuthorHeader author={author} />
        {first ? (
          <>
            <BlogPostGrid posts={[first, ...rest]} featureFirst={false} />
            <BlogPagination
              page={posts.page}
              pageCount={posts.pageCount}
              filters={NO_FILTERS}
              hrefOf={(target) => links.blogAuthor(author.slug, target)}
            />
          </>
        ) : (
          <Stack align="center" py="xl" gap="md">
            <Text size="lg" fw={500}>
              There is no page {page}: this list has{' '}
              {posts.pageCount === 1 ? '1 page' : `${posts.pageCount} pages`}.
            </Text>
            <Button component={Link} to={links.blogAuthor(author.slug)} variant="light">
              Go to the first page
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
