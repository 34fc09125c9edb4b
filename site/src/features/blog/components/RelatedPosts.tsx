import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { BlogPostSummary } from '@parley/shared';
import { BlogCard } from './BlogCard';

export interface RelatedPostsProps {
  posts: readonly BlogPostSummary[] | undefined;
}

/**
 * The end of an article: up to three posts to read next (public.related_posts: shared tags first,
 * then the category). Nothing when there are none.
 */
export function RelatedPosts({ posts }: RelatedPostsProps) {
  if (!posts || posts.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="related-posts" gap="md">
      <Title order={2} size="h3" id="related-posts">
        Related posts
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
