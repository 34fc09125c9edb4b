import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '@parley/router';
import { formatLongDate } from '@parley/shared/dates';
import { type BlogPost } from '@parley/shared/supabase';
import { PageMeta } from '../../components/PageMeta';
import { links, paths } from '../../config/paths';
import { usePreview } from '../../features/blog/api/get-preview';
import { ArticleLoading } from '../../features/blog/components/ArticleLoading';
import { ArticleView } from '../../features/blog/components/ArticleView';
import { PostPageMeta } from '../../features/blog/components/PostPageMeta';

/** The notice above a shared draft. */
export const PREVIEW_NOTICE = {
  title: 'Preview',
  text: (expiresAt: string) =>
    `This post is not published yet. This preview link works until ${formatLongDate(expiresAt)}.`,
} as const;

/**
 * /blog/preview/{token}: a draft or scheduled post shared by an admin, rendered as it will be
 * published, `noindex`, never kept by the server's page cache. Any token that shows nothing
 * (malformed, forged, expired, revoked) is the site's plain 404, which says nothing about the post.
 */
export default function BlogPreviewPage() {
  const { token } = useParams();
  const { status, data } = usePreview(token);

  if (token && status === 'pending') return <ArticleLoading />;
  if (!data) {
    return (
      <Container size="sm" py={96}>
        <PageMeta title="Page not found" description="This page does not exist." status={404} noindex />
        <Stack align="center" ta="center" gap="md">
          <Title order={1} fz={72}>
            404
          </Title>
          <Text size="xl">Oops! Page not found</Text>
          <Button component={Link} to={paths.home}>
            Return to Home
          </Button>
        </Stack>
      </Container>
    );
  }
  // As it will be published: the byline and the date it will carry (now, for a draft).
  const post: BlogPost = { ...data, author_id: null, updated_by: null };
  return (
    <>
      <PostPageMeta post={post} path={links.blogPost(post.slug)} noindex />
      <Container size="md" pt="md">
        <Alert color="yellow" title={PREVIEW_NOTICE.title}>
          {PREVIEW_NOTICE.text(data.preview_expires_at)}
        </Alert>
      </Container>
      <ArticleView post={post} />
    </>
  );
}
