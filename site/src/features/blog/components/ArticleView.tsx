import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ArticleBody, articleClassName } from '@parley/article';
import '@parley/article/article.css';
import { formatLongDate, type BlogPost } from '@parley/shared';
import { useState, type ReactNode } from 'react';
import { isHydrating } from '../../../app/hydration';
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

/**
 * The article's markdown body. While React hydrates a server-rendered post, the server's rendering
 * of this very content is already on the page: it is kept as it is instead of parsing the markdown
 * again in the browser, the longest part of hydrating a post. React leaves the inside of an element
 * with `dangerouslySetInnerHTML` alone when hydrating, and never writes the empty string afterwards
 * because it does not change. New content (a refetch, another post) is rendered normally.
 */
function ArticleContent({ content }: { content: string }) {
  const [serverContent] = useState(() => (isHydrating() ? content : null));
  if (content === serverContent) {
    return (
      <div
        className={articleClassName(classes.body)}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <ArticleBody content={content} className={classes.body} />;
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
          <ArticleContent content={post.content} />
        </Stack>
      </Container>
    </article>
  );
}
