import { NotFoundError } from '@parley/shared/errors';
import { type TagPostsPage } from '@parley/shared/posts';
import { authorQueries, postQueries } from '@parley/shared/queries';
import { type BlogPost, type ParleySupabaseClient } from '@parley/shared/supabase';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { blogListQueryFromAddress } from '../../features/blog/lib/blog-list-query';
import { pageFromQuery } from '../../features/blog/lib/post-filters-query';
import { listImageFolders, postImageSizesQuery } from '../../features/blog/api/post-image-sizes';
import { tagPageQuery } from '../../features/blog/lib/tag-page-query';
import { publishedPageFromIndex, type PublishedPosts } from './published-index';
import { readingAidsFromIndex } from './reading-aids-from-index';

type Prefetch = (
  queryClient: QueryClient,
  client: ParleySupabaseClient,
  params: Params,
  search: URLSearchParams,
  published: PublishedPosts | undefined,
) => Promise<void>;
type Params = Record<string, string | undefined>;

/**
 * The data a page needs in its server-rendered HTML, by route path: fetched into the same cache keys
 * the page's hooks read, so the render shows the content and the browser hydrates with the same data.
 * A failed fetch stays in the cache as an error, which the page renders as its error state. With the
 * published posts' index as of the render's start (published-index.ts), a search and an unknown slug
 * are answered from it, into the same cache entries the database's answer would fill.
 */
const PREFETCH_BY_ROUTE: Partial<Record<string, Prefetch>> = {
  // The page of the list the address asks for (`?q=&category=&page=`), and the category chips.
  [paths.blog]: async (queryClient, client, _params, search, published) => {
    const query = blogListQueryFromAddress(search);
    const index = await published?.current();
    const page = index && publishedPageFromIndex(index, query);
    const categories = index?.categories;
    await Promise.all([
      queryClient.prefetchQuery({
        ...postQueries.publishedPage(client, query),
        ...(page && { queryFn: () => page }),
        retry: false,
      }),
      queryClient.prefetchQuery({
        ...postQueries.publishedCategories(client),
        ...(categories && { queryFn: () => [...categories] }),
        retry: false,
      }),
    ]);
  },
  [paths.blogPost]: async (queryClient, client, { slug }, _search, published) => {
    const bySlug = postQueries.bySlug(client, slug);
    // No published post has this slug (as of this render: one published a moment ago is found): the
    // database's own answer, without asking it. A slug published before is asked for at once.
    const unknown =
      published &&
      slug &&
      !published.known()?.slugs.has(slug) &&
      (await published.current())?.slugs.has(slug) === false;
    // The index as of this render, its version read beside the post (not after it): the article's
    // end (tags, related posts) comes from it when it holds the post. None kept (a blog bigger than
    // it holds, or no read yet): the database is asked, with no version read added.
    const indexRead = slug && published?.known() ? published.current() : undefined;
    // The cover's folder listed beside the post's fetch, not after it: its pictures' sizes (width and
    // height in the HTML) cost no round trip of their own. The index as last read (any age) names the
    // cover; the listing is the visitor's (anon key, Storage's row-level security), as it would be
    // after the fetch, and a cover changed since only leaves a listing unused.
    const cover = slug
      ? published?.known()?.posts.find((summary) => summary.slug === slug)?.cover_image
      : null;
    const listed = cover ? listImageFolders(client, [cover]) : undefined;
    await queryClient.prefetchQuery({
      ...bySlug,
      ...(unknown && {
        queryFn: () => Promise.reject(new NotFoundError(`Blog post not found: slug "${slug}"`)),
      }),
      retry: false,
    });
    // Then its images' sizes, so the server's HTML gives them width and height (no layout shift),
    // and its tags and related posts.
    const post = queryClient.getQueryData<BlogPost>(bySlug.queryKey);
    if (post) {
      const index = await indexRead;
      const aids = index && readingAidsFromIndex(index, post.slug);
      await Promise.all([
        queryClient.prefetchQuery(postImageSizesQuery(async () => client, post, listed)),
        queryClient.prefetchQuery({
          ...postQueries.readingAids(client, post),
          ...(aids && { queryFn: () => aids }),
          retry: false,
        }),
      ]);
      return;
    }
    // No such post: an old address of one is answered 301 (from the index when it holds them).
    if (!slug) return;
    const redirects = (await published?.current())?.redirects;
    await queryClient.prefetchQuery({
      ...postQueries.slugRedirect(client, 'post', slug),
      ...(redirects && { queryFn: () => Promise.resolve(redirects.get(slug) ?? null) }),
      retry: false,
    });
  },
  // A tag's page; a slug no published post's tag has: where its old address leads, if anywhere.
  [paths.blogTag]: async (queryClient, client, { slug }, search) => {
    const query = tagPageQuery(slug, search);
    if (!query || !slug) return;
    const tagPage = postQueries.tagPage(client, query);
    await queryClient.prefetchQuery({ ...tagPage, retry: false });
    if (queryClient.getQueryData<TagPostsPage>(tagPage.queryKey)?.tag === null)
      await queryClient.prefetchQuery({ ...postQueries.slugRedirect(client, 'tag', slug), retry: false });
  },
  // An author and the page of their posts the address asks for (`?page=`).
  [paths.blogAuthor]: async (queryClient, client, { slug }, search) => {
    if (!slug) return;
    await queryClient.prefetchQuery({
      ...authorQueries.page(client, slug, pageFromQuery(search)),
      retry: false,
    });
  },
  // A shared draft: read by its token through the database's preview_post, as any visitor would.
  [paths.blogPreview]: async (queryClient, client, { token }) => {
    if (!token) return;
    await queryClient.prefetchQuery({ ...authorQueries.preview(client, token), retry: false });
  },
};

/** Prefetches what the matched route's page reads; nothing for pages without data. */
export async function prefetchRouteData(
  routePath: string | undefined,
  params: Params,
  search: URLSearchParams,
  queryClient: QueryClient,
  client: ParleySupabaseClient,
  published?: PublishedPosts,
): Promise<void> {
  const prefetch = routePath ? PREFETCH_BY_ROUTE[routePath] : undefined;
  await prefetch?.(queryClient, client, params, search, published);
}
