import { SimpleGrid, Stack } from '@mantine/core';
import type { BlogPostSummary } from '@parley/shared';
import { BlogCard } from './BlogCard';
import { FeaturedPost } from './FeaturedPost';

export interface BlogPostGridProps {
  /** At least one post: the first is featured, the rest form the grid. */
  posts: readonly [BlogPostSummary, ...BlogPostSummary[]];
}

/** The populated list: the featured first post, then the others as cards. */
export function BlogPostGrid({ posts: [featured, ...rest] }: BlogPostGridProps) {
  return (
    <Stack gap="xl">
      <FeaturedPost post={featured} />
      {rest.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {rest.map((post) => (
            <BlogCard key={post.id} post={post} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
