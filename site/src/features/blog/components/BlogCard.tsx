import { Badge, Card, Text, Title } from '@mantine/core';
import { formatShortDate, type BlogPostSummary } from '@parley/shared';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { links } from '../../../config/paths';
import { postDate } from '../lib/post-date';
import classes from './BlogCard.module.css';
import { PostCover } from './PostCover';

export interface BlogCardProps {
  post: BlogPostSummary;
}

/** A post in the grid: cover, category, title (the link), excerpt and short date. */
export function BlogCard({ post }: BlogCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
    >
      <Card.Section>
        <PostCover post={post} h={180} fit="cover" />
      </Card.Section>
      <Badge variant="light" mt="md">
        {post.category}
      </Badge>
      <Title order={3} size="h4" mt="xs" id={titleId}>
        <Link to={links.blogPost(post.slug)} className={classes.link}>
          {post.title}
        </Link>
      </Title>
      <Text c="dimmed" size="sm" mt="xs" lineClamp={3}>
        {post.excerpt}
      </Text>
      <Text size="xs" c="dimmed" mt="md" component="time" dateTime={postDate(post)}>
        {formatShortDate(postDate(post))}
      </Text>
    </Card>
  );
}
