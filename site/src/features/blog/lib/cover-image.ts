import { type BlogPost } from '@parley/shared/supabase';
import { isHttpUrl } from '@parley/shared/text';
// `?no-inline`: served as files, never inlined as data: URLs (the pages must carry no data: URL).
import agentsCover from '../../../assets/blog/cover-agents.svg?no-inline';
import marketCover from '../../../assets/blog/cover-market.svg?no-inline';
import networkCover from '../../../assets/blog/cover-network.svg?no-inline';

export const FALLBACK_COVERS: readonly string[] = [agentsCover, networkCover, marketCover];

/** A local cover picked from the post id, so a post keeps the same fallback on every visit. */
export function fallbackCover(postId: string): string {
  let hash = 0;
  for (const char of postId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_COVERS[hash % FALLBACK_COVERS.length] ?? agentsCover;
}

export interface CoverSource {
  /** The post's own cover, or the local fallback when it has none (or an unsafe one). */
  src: string;
  /** Shown instead when `src` fails to load. */
  fallbackSrc: string;
}

/**
 * The stored cover when a browser can load it (`isHttpUrl`). The editor only saves such URLs, but
 * one written straight through the API must not break the page around it: its head, its structured
 * data and its preload header all read this URL.
 */
function ownCover(stored: string | null): string {
  const url = stored?.trim();
  return url && isHttpUrl(url) ? url : '';
}

/** Where a card or page gets the post's cover image. */
export function coverSource(post: Pick<BlogPost, 'id' | 'cover_image'>): CoverSource {
  const fallbackSrc = fallbackCover(post.id);
  return { src: ownCover(post.cover_image) || fallbackSrc, fallbackSrc };
}
