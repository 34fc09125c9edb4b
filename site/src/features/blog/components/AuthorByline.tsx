import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from '@parley/router';
import type { BlogPost } from '@parley/shared/supabase';
import { links } from '../../../config/paths';

/** The label of a post without an author's name (written before profiles existed, or by an admin without one). */
export const ARTICLE_AUTHOR = 'Admin';

/** The name a post is signed with: its author's, kept on the post even once the author is removed. */
export const bylineName = (post: Pick<BlogPost, 'author_name'>) => post.author_name ?? ARTICLE_AUTHOR;

interface AuthorBylineProps extends Pick<TextProps, 'size' | 'className'> {
  post: Pick<BlogPost, 'author_name' | 'author_slug'>;
}

/** "By {name}", linking to the author's page while the author has one. */
export function AuthorByline({ post, size = 'sm', ...text }: AuthorBylineProps) {
  const name = bylineName(post);
  return (
    <Text size={size} {...text}>
      By{' '}
      {post.author_slug ? (
        <Anchor component={Link} to={links.blogAuthor(post.author_slug)} inherit rel="author">
          {name}
        </Anchor>
      ) : (
        name
      )}
    </Text>
  );
}
