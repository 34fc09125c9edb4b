import { postQueries, type BlogPost, type ParleySupabaseClient } from '@parley/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { blogListQueryFromAddress } from '../../features/blog/lib/blog-list-query';
import { postImageSizesQuery } from '../../features/blog/api/post-image-sizes';

type Prefetch = (
  queryClient: QueryClient,
  client: ParleySupabaseClient,
  params: Params,
  search: URLSearchParams,
) => Promise<void>;
type Params = Record<string, string | undefined>;

/**
 * The data a page needs in its server-rendered HTML, by route path: fetched into the same cache keys
 * the page's hooks read, so the render shows the content and the browser hydrates with the same data.
 * A failed fetch stays in the cache as an error, which the page renders as its error state.
 */
const PREFETCH_BY_ROUTE: Partial<Record<string, Prefetch>> = {
  // The page of the list the address asks for (`?q=&category=&page=`), and the category chips.
  [paths.blog]: async (queryClient, client, _params, search) => {
    await Promise.all([
      queryClient.prefetchQuery({
        ...postQueries.publishedPage(client, blogListQueryFromAddress(search)),
        retry: false,
      }),
      queryClient.prefetchQuery({ ...postQueries.publishedCategories(client), retry: false }),
    ]);
  },
  [paths.blogPost]: async (queryClient, client, { slug }) => {
    const bySlug = postQueries.bySlug(client, slug);
    await queryClient.prefetchQuery({ ...bySlug, retry: false });
    // Then its images' sizes, so the server's HTML gives them width and height (no layout shift).
    const post = queryClient.getQueryData<BlogPost>(bySlug.queryKey);
    if (post) await queryClient.prefetchQuery(postImageSizesQuery(async () => client, post));
  },
};

/** Prefetches what the matched route's page reads; nothing for pages without data. */
export async function prefetchRouteData(
  routePath: string | undefined,
  params: Params,
  search: URLSearchParams,
  queryClient: QueryClient,
  client: ParleySupabaseClient,
): Promise<void> {
  const prefetch = routePath ? PREFETCH_BY_ROUTE[routePath] : undefined;
  await prefetch?.(queryClient, client, params, search);
}
