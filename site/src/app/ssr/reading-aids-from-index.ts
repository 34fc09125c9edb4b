import type { BlogPostSummary } from '@parley/shared/posts';
import type { ReadingAids } from '@parley/shared/queries';
import type { PublishedIndex } from './published-index';

/** How many posts to read next the database gives (public.related_posts' `limit 3`). */
const RELATED_POSTS = 3;

/**
 * The end of a post's article (its tags and up to three posts to read next) from the published posts'
 * index, exactly as the database answers them (published_post_tags; related_posts, migration
 * 20251128110100_tag_lists_and_related_posts): the posts sharing the most tags first, then those of
 * the same category, then newest first and by id descending, which is the index's own order. Undefined
 * when the index does not hold the post (the database is asked then). With it a post's page costs one
 * backend request (the post) instead of three, two of them waiting for the first.
 *
 * Written twice, on purpose: a change to those functions' order, filter or limit (or to the cards'
 * tag order, `order by t.name, t.slug`, which `tags` here keeps) must be made here too, in the same
 * change. site/server/page-cache/reading-aids-from-index.test.ts compares both over every post of a
 * blog built to tell them apart, and fails until they agree (docs/product-rules.md#data-access-and-caching).
 */
export function readingAidsFromIndex(index: PublishedIndex, slug: string): ReadingAids | undefined {
  const post = index.posts.find((candidate) => candidate.slug === slug);
  // The index is read with its cards' tags (readPublishedIndex); one without them cannot answer.
  if (!post?.tags) return undefined;
  // A tag's slug is unique (tags_slug_key), so it names the tag as the database's tag_id does.
  const mine = new Set(post.tags.map((tag) => tag.slug));
  const candidates: { post: BlogPostSummary; sharedTags: number; sameCategory: boolean; at: number }[] = [];
  for (const [at, other] of index.posts.entries()) {
    if (other.id === post.id || !other.tags) continue;
    const sharedTags = other.tags.reduce((count, tag) => count + (mine.has(tag.slug) ? 1 : 0), 0);
    const sameCategory = other.category === post.category;
    if (sharedTags > 0 || sameCategory) candidates.push({ post: other, sharedTags, sameCategory, at });
  }
  candidates.sort(
    (a, b) => b.sharedTags - a.sharedTags || Number(b.sameCategory) - Number(a.sameCategory) || a.at - b.at,
  );
  return {
    tags: post.tags,
    related: candidates.slice(0, RELATED_POSTS).map((candidate) => candidate.post),
  };
}
