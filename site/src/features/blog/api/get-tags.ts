import { publicPostQueries, type TagPageQuery } from '@parley/shared/queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { loadSupabase } from '../../../lib/supabase';
import { PUBLIC_POSTS_FRESH_FOR_MS } from './fresh-for';

/** As the blog list's hooks: a server-rendered answer stays the answer while hydrating. */
const PUBLIC = { retryOnMount: false, staleTime: PUBLIC_POSTS_FRESH_FOR_MS } as const;

/** One page of a tag's posts and the tag (`/blog/tag/{slug}`). */
export function useTagPage(query: TagPageQuery) {
  return useQuery({
    ...publicPostQueries.tagPage(loadSupabase, query),
    ...PUBLIC,
    placeholderData: keepPreviousData,
  });
}

/** Where an old post or tag address leads now; asked only once the address is known to be no page. */
export function useSlugRedirect(kind: 'post' | 'tag', slug: string | undefined, enabled: boolean) {
  return useQuery({
    ...publicPostQueries.slugRedirect(loadSupabase, kind, slug ?? ''),
    ...PUBLIC,
    enabled: enabled && Boolean(slug),
  });
}

/** A published post's tags and the posts to read after it. */
export function useReadingAids(post: { id: string; slug: string } | undefined) {
  return useQuery({ ...publicPostQueries.readingAids(loadSupabase, post), ...PUBLIC });
}
