import { List } from '@mantine/core';
import { formatShortDate } from '@parley/shared/dates';
import { type BlogPostSummary } from '@parley/shared/posts';
import typography from '../../../components/typography.module.css';
import { links } from '../../../config/paths';
import { Link } from '@parley/router';
import { PostDate } from './PostCardFrame';
import { ReadingTime } from './ReadingTime';
import classes from './RelatedPosts.module.css';

/** Anchor fw={600}: a medium text, semibold, a link's look, underlined on hover. */
const RELATED_LINK = [
  typography.textMd,
  typography.semibold,
  typography.anchor,
  typography.underlineOnHover,
].join(' ');

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
    <aside className={classes.related} aria-labelledby="related-posts">
      <h2 className={`${typography.title} ${typography.h3}`} id="related-posts">
        Related posts
      </h2>
      <List listStyleType="none" spacing="sm" p={0}>
        {posts.map((post) => (
          <List.Item key={post.id}>
            <Link to={links.blogPost(post.slug)} className={`mantine-focus-auto ${RELATED_LINK}`}>
              {post.title}
            </Link>
            <div className={classes.details}>
              <p className={`${typography.textXs} ${typography.regular} ${typography.dimmed}`}>
                {post.category}
              </p>
              <PostDate post={post} format={formatShortDate} size="xs" />
              <ReadingTime wordCount={post.word_count} size="xs" />
            </div>
          </List.Item>
        ))}
      </List>
    </aside>
  );
}
