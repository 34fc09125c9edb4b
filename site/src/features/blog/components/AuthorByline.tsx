import { Link } from '@parley/router';
import type { BlogPost } from '@parley/shared/supabase';
import { links } from '../../../config/paths';
import typography from '../../../components/typography.module.css';

/** The label of a post without an author's name (written before profiles existed, or by an admin without one). */
export const ARTICLE_AUTHOR = 'Admin';

/** The name a post is signed with: its author's, kept on the post even once the author is removed. */
export const bylineName = (post: Pick<BlogPost, 'author_name'>) => post.author_name ?? ARTICLE_AUTHOR;

interface AuthorBylineProps {
  post: Pick<BlogPost, 'author_name' | 'author_slug'>;
  /** Text's size: `sm` (an article, a featured post) or `xs` (a card). */
  size?: 'xs' | 'sm';
  className?: string;
}

/** Anchor inherit (underline on hover) in a plain link: the text's size, the theme's link color. */
const AUTHOR_LINK = `mantine-focus-auto ${typography.inherit} ${typography.anchor} ${typography.underlineOnHover}`;

/**
 * "By {name}", linking to the author's page while the author has one: what Text and Anchor inherit
 * came to, in plain elements (a post and a search are rendered on request: issue #31, seventh round).
 */
export function AuthorByline({ post, size = 'sm', className }: AuthorBylineProps) {
  const name = bylineName(post);
  const sizeClass = size === 'xs' ? typography.textXs : typography.textSm;
  return (
    <p className={[sizeClass, typography.regular, className].filter(Boolean).join(' ')}>
      By{' '}
      {post.author_slug ? (
        <Link to={links.blogAuthor(post.author_slug)} className={AUTHOR_LINK} rel="author">
          {name}
        </Link>
      ) : (
        name
      )}
    </p>
  );
}
