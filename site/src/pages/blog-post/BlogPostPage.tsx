import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from '@parley/router';
import { PageMeta } from '../../components/PageMeta';
import { PostPageMeta } from '../../features/blog/components/PostPageMeta';
import { SLUG_PATTERN } from '@parley/shared/text';
import { links } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { usePost } from '../../features/blog/api/get-post';
import { usePostImageSizes } from '../../features/blog/api/post-image-sizes';
import { ArticleLoading } from '../../features/blog/components/ArticleLoading';
import { ARTICLE_NOT_FOUND, ArticleNotFound } from '../../features/blog/components/ArticleNotFound';
import { ArticleView } from '../../features/blog/components/ArticleView';
import { useReadingAids, useSlugRedirect } from '../../features/blog/api/get-tags';
import { MovedPage } from '../../features/blog/components/MovedPage';
import { ReadingTime } from '../../features/blog/components/ReadingTime';
import { RelatedPosts } from '../../features/blog/components/RelatedPosts';
import { TagLinks } from '../../features/blog/components/TagLinks';
import classes from './BlogPostPage.module.css';

/** /blog/{slug}: loading, not found (failed or empty fetch), or the article. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const { isAdmin } = useAuth();
  const { status, data: post, refetch } = usePost(slug);
  const imageSizes = usePostImageSizes(post);
  // The server reads as a visitor: a draft it could not find may be readable by a signed-in admin.
  useEffect(() => {
    if (isAdmin && status === 'error') void refetch();
  }, [isAdmin, status, refetch]);
  // An old address of a post (its slug changed): 301 to where it is now.
  const redirect = useSlugRedirect('post', slug, status === 'error');
  const { data: aids } = useReadingAids(post?.published_at ? post : undefined);

  // Slugs are lower case (the database's format check): the same slug in capitals, as typed or pasted,
  // is this post's address (301), never "Article Not Found".
  const lowerSlug = slug?.toLowerCase();
  if (slug && lowerSlug !== slug && SLUG_PATTERN.test(lowerSlug!))
    return <MovedPage to={links.blogPost(lowerSlug!)} />;
  if (slug && (status === 'pending' || (status === 'error' && redirect.status === 'pending')))
    return <ArticleLoading />;
  if (!post && redirect.data) return <MovedPage to={links.blogPost(redirect.data)} />;
  if (!post) {
    return (
      <>
        <PageMeta title={ARTICLE_NOT_FOUND.title} description={ARTICLE_NOT_FOUND.text} status={404} noindex />
        <ArticleNotFound />
      </>
    );
  }
  return (
    <>
      <PostPageMeta post={post} path={links.blogPost(post.slug)} />
      <ArticleView
        post={post}
        imageSizes={imageSizes}
        details={
          <div className={classes.details}>
            <ReadingTime wordCount={post.word_count} />
            <TagLinks tags={aids?.tags} />
          </div>
        }
        footer={<RelatedPosts posts={aids?.related} />}
        adminActions={
          isAdmin && (
            <Button
              component={Link}
              to={links.adminEditPost(post.id)}
              variant="light"
              leftSection={<IconEdit size={16} />}
            >
              Edit Post
            </Button>
          )
        }
      />
    </>
  );
}
