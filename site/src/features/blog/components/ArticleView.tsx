import { Badge, Container } from '@mantine/core';
import { articleClassName } from '@parley/article/class-name';
import '@parley/article/article.css';
import type { ImageSizes } from '@parley/article';
import { formatLongDate } from '@parley/shared/dates';
import { type BlogPost } from '@parley/shared/supabase';
import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import typography from '../../../components/typography.module.css';
import { isHydrating } from '../../../lib/hydration';
import { postDate } from '../lib/post-date';
import classes from './ArticleView.module.css';
import { AuthorByline } from './AuthorByline';
import { BackToBlogButton } from './BackToBlogButton';
import { LazyArticleBody } from './lazy-article-body';
import { PostCover } from './PostCover';

export interface ArticleViewProps {
  post: BlogPost;
  /** Shown beside the title, e.g. the admin's Edit Post button. */
  adminActions?: ReactNode;
  /** Width and height of the post's bucket images by URL (see `usePostImageSizes`). */
  imageSizes?: ImageSizes;
  /** Under the byline: the reading time and the tags. */
  details?: ReactNode;
  /** After the article, outside it: the related posts. */
  footer?: ReactNode;
}

/**
 * The article's markdown body. While React hydrates a server-rendered post, the server's rendering
 * of this very content is already on the page: it is kept as it is, so the markdown is neither
 * downloaded nor parsed again in the browser (the longest part of hydrating a post). React leaves
 * the inside of an element with `dangerouslySetInnerHTML` alone when hydrating, and never writes the
 * empty string afterwards because it does not change. New content (a refetch, another post) is
 * rendered by the lazily loaded renderer; while it downloads, the previous body stays in place
 * (a deferred value), or on a first render an empty body of the same class.
 */
function ArticleContent({ content, imageSizes }: { content: string; imageSizes?: ImageSizes }) {
  const [serverContent] = useState(() => (isHydrating() ? content : null));
  const shownContent = useDeferredValue(content);
  return (
    <Suspense fallback={<div className={articleClassName(classes.body)} aria-busy="true" />}>
      {shownContent === serverContent ? (
        <div
          className={articleClassName(classes.body)}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      ) : (
        // A post is shown, never edited here: parsed whole (one markdown processor, not one per block).
        <LazyArticleBody
          content={shownContent}
          className={classes.body}
          imageSizes={imageSizes}
          chunked={false}
        />
      )}
    </Suspense>
  );
}

/** A loaded article: cover, back link, category, title, byline, then the shared markdown body. */
export function ArticleView({ post, adminActions, imageSizes, details, footer }: ArticleViewProps) {
  return (
    <>
      <ArticleElement post={post} adminActions={adminActions} imageSizes={imageSizes} details={details} />
      {/* After the article, not in it: what follows (related posts) is not part of the post. */}
      {footer && (
        <Container size="md" pb="xl">
          {footer}
        </Container>
      )}
    </>
  );
}

function ArticleElement({ post, adminActions, imageSizes, details }: Omit<ArticleViewProps, 'footer'>) {
  return (
    <article aria-label={post.title}>
      {post.cover_image && <PostCover post={post} h={400} w="100%" fit="cover" radius={0} priority />}
      <Container size="md" py="xl">
        <div className={classes.frame}>
          <BackToBlogButton variant="subtle" px={0} w="fit-content" />
          <Badge variant="light">{post.category}</Badge>
          <div className={classes.titleRow}>
            <h1 className={`${typography.title} ${typography.h1}`}>{post.title}</h1>
            {adminActions}
          </div>
          <div className={classes.meta}>
            <AuthorByline post={post} />
            <p className={`${typography.textSm} ${typography.regular}`} aria-hidden="true">
              ·
            </p>
            <time className={`${typography.textSm} ${typography.regular}`} dateTime={postDate(post)}>
              {formatLongDate(postDate(post))}
            </time>
          </div>
          {details}
          <ArticleContent content={post.content} imageSizes={imageSizes} />
        </div>
      </Container>
    </article>
  );
}
