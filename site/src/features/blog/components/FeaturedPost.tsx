import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatLongDate } from '@parley/shared/dates';
import { type BlogPostSummary } from '@parley/shared/posts';
import { useId } from 'react';
import { AuthorByline } from './AuthorByline';
import classes from './BlogCard.module.css';
import { PostCardFrame, PostDate, PostTitleLink } from './PostCardFrame';
import { PostCover } from './PostCover';
import { ReadingTime } from './ReadingTime';
import { TagLinks } from './TagLinks';

export interface FeaturedPostProps {
  post: BlogPostSummary;
}

/** The first post of the (filtered) list, shown large with its long date. */
export function FeaturedPost({ post }: FeaturedPostProps) {
  const titleId = useId();
  return (
    <PostCardFrame titleId={titleId} padding={0}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
        <PostCover post={post} h={{ base: 220, md: '100%' }} mih={{ md: 320 }} fit="cover" priority />
        <Stack p="xl" gap="sm" justify="center">
          <Group gap="xs">
            <Badge>Featured</Badge>
            <Badge variant="light">{post.category}</Badge>
          </Group>
          <PostTitleLink post={post} id={titleId} order={2} size="h2" />
          <Text c="dimmed">{post.excerpt}</Text>
          <TagLinks tags={post.tags} />
          <Group gap="xs">
            <AuthorByline post={post} className={classes.above} />
            <PostDate post={post} format={formatLongDate} size="sm" />
            <ReadingTime wordCount={post.word_count} />
          </Group>
        </Stack>
      </SimpleGrid>
    </PostCardFrame>
  );
}
