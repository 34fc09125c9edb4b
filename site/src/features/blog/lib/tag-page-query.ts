import { couldBeTagSlug } from '@parley/shared/posts';
import { type TagPageQuery } from '@parley/shared/queries';
import { links } from '../../../config/paths';
import { pageFromQuery } from './post-filters-query';

/** What `/blog/tag/{slug}?page=N` is fetched by; undefined for a slug no tag could have. */
export function tagPageQuery(slug: string | undefined, query: URLSearchParams): TagPageQuery | undefined {
  if (!slug || !couldBeTagSlug(slug)) return undefined;
  return { tag: slug, page: pageFromQuery(query) };
}

/** The link to a page of a tag's list: `/blog/tag/x`, `/blog/tag/x?page=2`. */
export function tagPageHref(slug: string, page: number): string {
  return page > 1 ? `${links.blogTag(slug)}?page=${page}` : links.blogTag(slug);
}
