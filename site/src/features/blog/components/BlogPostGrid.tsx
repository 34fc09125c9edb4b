import { SimpleGrid, Stack } from '@mantine/core';
import type { BlogPostSummary } from '@parley/shared/posts';
import { BlogCard } from './BlogCard';
import { FeaturedPost } from './FeaturedPost';

export interface BlogPostGridProps {
  /** At least one post: the first is featured (on the list's first page), the rest form the grid. */
  posts: readonly [BlogPostSummary, ...BlogPostSummary[]];
  /** The newest post stands out on the first page only; later pages are all cards. */
  featureFirst?: boolean;
}

/** The populated list: the featured first post, then the others as cards. */
export function BlogPostGrid({ posts, featureFirst = true }: BlogPostGridProps) {
  const [featured, ...rest] = featureFirst ? posts : [undefined, ...posts];
  return (
    <Stack gap="xl">
      {featured && <FeaturedPost post={featured} />}
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
