import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLongDate, type BlogPostSummary } from '@parley/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { links } from '../../../config/paths';
import { postDate } from '../lib/post-date';
import classes from './BlogCard.module.css';
import { PostCover } from './PostCover';

export interface FeaturedPostProps {
  post: BlogPostSummary;
}

/** The first post of the (filtered) list, shown large with its long date. */
export function FeaturedPost({ post }: FeaturedPostProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
        <PostCover post={post} h={{ base: 220, md: '100%' }} mih={{ md: 320 }} fit="cover" priority />
        <Stack p="xl" gap="sm" justify="center">
          <Group gap="xs">
            <Badge>Featured</Badge>
            <Badge variant="light">{post.category}</Badge>
          </Group>
          <Title order={2} size="h2" id={titleId}>
            <Link to={links.blogPost(post.slug)} className={classes.link}>
              {post.title}
            </Link>
          </Title>
          <Text c="dimmed">{post.excerpt}</Text>
          <Text size="sm" c="dimmed" component="time" dateTime={postDate(post)}>
            {formatLongDate(postDate(post))}
          </Text>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
