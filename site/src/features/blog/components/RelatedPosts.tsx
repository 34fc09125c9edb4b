import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type BlogPostSummary } from '@parley/shared/posts';
import { links } from '../../../config/paths';
import { Link } from '@parley/router';
import { PostDate } from './PostCardFrame';
import { ReadingTime } from './ReadingTime';

export interface RelatedPostsProps {
  posts: readonly BlogPostSummary[] | undefined;
}

/**
 * After an article: up to three posts to read next (public.related_posts: shared tags first, then
 * the category). A plain list of links, not cards: a post page has one article and its own pictures
 * only, so the related posts carry no `article` role and no cover. Nothing when there are none.
 */
export function RelatedPosts({ posts }: RelatedPostsProps) {
  if (!posts || posts.length === 0) return null;
  return (
    <Stack component="aside" aria-labelledby="related-posts" gap="sm">
      <Title order={2} size="h3" id="related-posts">
        Related posts
      </Title>
      <List listStyleType="none" spacing="sm" p={0}>
        {posts.map((post) => (
          <List.Item key={post.id}>
            <Anchor component={Link} to={links.blogPost(post.slug)} fw={600}>
              {post.title}
            </Anchor>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {post.category}
              </Text>
              <PostDate post={post} format={formatShortDate} size="xs" />
              <ReadingTime wordCount={post.word_count} size="xs" />
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
