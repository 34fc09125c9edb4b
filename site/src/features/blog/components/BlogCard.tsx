import { Badge, Card, Group, Text } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type BlogPostSummary } from '@parley/shared/posts';
import { useId } from 'react';
import { AuthorByline } from './AuthorByline';
import classes from './BlogCard.module.css';
import { PostCardFrame, PostDate, PostTitleLink } from './PostCardFrame';
import { PostCover } from './PostCover';
import { ReadingTime } from './ReadingTime';
import { TagLinks } from './TagLinks';

export interface BlogCardProps {
  post: BlogPostSummary;
}

/** A post in the grid: cover, category, title (the link), excerpt and short date. */
export function BlogCard({ post }: BlogCardProps) {
  const titleId = useId();
  return (
    <PostCardFrame titleId={titleId} padding="lg">
      <Card.Section>
        <PostCover post={post} h={180} fit="cover" />
      </Card.Section>
      <Badge variant="light" mt="md">
        {post.category}
      </Badge>
      <PostTitleLink post={post} id={titleId} order={3} size="h4" mt="xs" />
      <Text c="dimmed" size="sm" mt="xs" lineClamp={3}>
        {post.excerpt}
      </Text>
      <TagLinks tags={post.tags} />
      <Group gap="xs" mt="md">
        <AuthorByline post={post} size="xs" className={classes.above} />
        <PostDate post={post} format={formatShortDate} size="xs" />
        <ReadingTime wordCount={post.word_count} size="xs" />
      </Group>
    </PostCardFrame>
  );
}
