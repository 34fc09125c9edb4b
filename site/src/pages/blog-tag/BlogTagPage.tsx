import { Anchor, Container, Stack } from '@mantine/core';
import { brand } from '@parley/shared/config';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { links } from '../../config/paths';
import { useParams, useSearchParams } from '@parley/router';
import { useSlugRedirect, useTagPage } from '../../features/blog/api/get-tags';
import { BlogListError } from '../../features/blog/components/BlogListError';
import { BlogListSkeleton } from '../../features/blog/components/BlogListSkeleton';
import { BlogPagination } from '../../features/blog/components/BlogPagination';
import { BlogPastEnd } from '../../features/blog/components/BlogPastEnd';
import { BlogPostGrid } from '../../features/blog/components/BlogPostGrid';
import { isPastEnd } from '../../features/blog/components/BlogPostList';
import { MovedPage } from '../../features/blog/components/MovedPage';
import { TAG_NOT_FOUND, TagNotFound } from '../../features/blog/components/TagNotFound';
import { ALL_CATEGORIES } from '../../features/blog/lib/filter-posts';
import { tagPageHref, tagPageQuery } from '../../features/blog/lib/tag-page-query';

const NO_FILTERS = { search: '', category: ALL_CATEGORIES };
/** A query no tag matches: the page of a slug no tag could have asks nothing of the database. */
const NO_TAG = { tag: '', page: 1 };

/**
 * /blog/tag/{slug}: the published posts carrying a tag, newest first, 12 a page (`?page=N` links,
 * working without JavaScript), with its own title, description, canonical URL and RSS feed. An old
 * slug of a renamed or merged tag answers 301 to its page now; a slug no published post's tag has
 * is "Tag Not Found" (404).
 */
export default function BlogTagPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const query = tagPageQuery(slug, search);
  const { status, data } = useTagPage(query ?? NO_TAG);
  const unknown = query === undefined || (status === 'success' && data.tag === null);
  const redirect = useSlugRedirect('tag', slug, query !== undefined && unknown);

  if (query && (status === 'pending' || (unknown && redirect.status === 'pending')))
    return <BlogListSkeleton />;
  if (unknown) {
    if (redirect.data) return <MovedPage to={tagPageHref(redirect.data, query?.page ?? 1)} />;
    return (
      <>
        <PageMeta title={TAG_NOT_FOUND.title} description={TAG_NOT_FOUND.text} status={404} noindex />
        <TagNotFound />
      </>
    );
  }
  if (status === 'error' || !data?.tag) return <BlogListError />;

  const { tag, posts } = data;
  const pastEnd = isPastEnd(posts);
  const first = posts.rows[0];
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title={posts.page > 1 ? `Posts tagged ${tag.name}, page ${posts.page}` : `Posts tagged ${tag.name}`}
        description={`Articles tagged ${tag.name} from the ${brand.productName} blog.`}
        path={links.blogTag(tag.slug)}
        canonicalPage={posts.page}
        status={pastEnd ? 404 : undefined}
        noindex={pastEnd || undefined}
      />
      <Stack gap="xl">
        <PageHeading
          title={<>Posts tagged “{tag.name}”</>}
          subtitle={posts.total === 1 ? '1 article' : `${posts.total} articles`}
        />
        {/* On its own, not inside the subtitle's text: a link in a text block needs more than colour. */}
        <Anchor href={links.blogTagFeed(tag.slug)} w="fit-content">
          RSS feed of this tag
        </Anchor>
        {pastEnd ? (
          <BlogPastEnd
            page={posts.page}
            pageCount={posts.pageCount}
            filters={NO_FILTERS}
            hrefOf={(page) => tagPageHref(tag.slug, page)}
          />
        ) : (
          first && (
            <>
              {/* As /blog: the newest post featured on page 1 (its h2 keeps the headings in order). */}
              <BlogPostGrid posts={[first, ...posts.rows.slice(1)]} featureFirst={posts.page === 1} />
              <BlogPagination
                page={posts.page}
                pageCount={posts.pageCount}
                filters={NO_FILTERS}
                hrefOf={(page) => tagPageHref(tag.slug, page)}
              />
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
