import { Card, Text, Title, type CardProps, type TextProps, type TitleProps } from '@mantine/core';
import type { BlogPostSummary } from '@parley/shared/posts';
import type { ReactNode } from 'react';
import { Link } from '@parley/router';
import { links } from '../../../config/paths';
import { postDate } from '../lib/post-date';
import classes from './BlogCard.module.css';

interface PostCardFrameProps {
  /** The id of the card's title (`PostTitleLink`), which names the card. */
  titleId: string;
  padding: CardProps['padding'];
  children: ReactNode;
}

/**
 * The frame of a post in the list (BlogCard, FeaturedPost): an article named by its title, whose link
 * covers the whole card (BlogCard.module.css).
 */
export function PostCardFrame({ titleId, padding, children }: PostCardFrameProps) {
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding={padding}
      className={classes.card}
    >
      {children}
    </Card>
  );
}

interface PostTitleLinkProps extends Pick<TitleProps, 'order' | 'size' | 'mt'> {
  post: BlogPostSummary;
  id: string;
}

/** A post card's title: the link to the post. */
export function PostTitleLink({ post, id, ...title }: PostTitleLinkProps) {
  return (
    <Title {...title} id={id}>
      <Link to={links.blogPost(post.slug)} className={classes.link}>
        {post.title}
      </Link>
    </Title>
  );
}

interface PostDateProps extends Pick<TextProps, 'size' | 'mt'> {
  post: BlogPostSummary;
  format(date: string): string;
}

/** A post card's date (`postDate`), written by `format`. */
export function PostDate({ post, format, size, mt }: PostDateProps) {
  return (
    <Text size={size} c="dimmed" mt={mt} component="time" dateTime={postDate(post)}>
      {format(postDate(post))}
    </Text>
  );
}
