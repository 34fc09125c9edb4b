import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ArticleBody } from '@parley/article';
import '@parley/article/article.css';
import { formatLongDate, type BlogPost } from '@parley/shared';
import type { ReactNode } from 'react';
import { postDate } from '../lib/post-date';
import classes from './ArticleView.module.css';
import { BackToBlogButton } from './BackToBlogButton';
import { PostCover } from './PostCover';

/** Spec §2: the author label is fixed. */
export const ARTICLE_AUTHOR = 'Admin';

export interface ArticleViewProps {
  post: BlogPost;
  /** Shown beside the title, e.g. the admin's Edit Post button. */
  adminActions?: ReactNode;
}

/** A loaded article: cover, back link, category, title, byline, then the shared markdown body. */
export function ArticleView({ post, adminActions }: ArticleViewProps) {
  return (
    <article aria-label={post.title}>
      {post.cover_image && <PostCover post={post} h={400} w="100%" fit="cover" radius={0} priority />}
      <Container size="md" py="xl">
        <Stack gap="md">
          <BackToBlogButton variant="subtle" px={0} w="fit-content" />
          <Badge variant="light">{post.category}</Badge>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={1}>{post.title}</Title>
            {adminActions}
          </Group>
          <Group gap="xs" c="dimmed">
            <Text size="sm">By {ARTICLE_AUTHOR}</Text>
            <Text size="sm" aria-hidden>
              ·
            </Text>
            <Text size="sm" component="time" dateTime={postDate(post)}>
              {formatLongDate(postDate(post))}
            </Text>
          </Group>
          <ArticleBody content={post.content} className={classes.body} />
        </Stack>
      </Container>
    </article>
  );
}
