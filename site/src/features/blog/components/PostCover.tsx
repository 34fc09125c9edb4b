import { Image, type ImageProps } from '@mantine/core';
import type { BlogPost } from '@parley/shared/supabase';
import { coverSource } from '../lib/cover-image';

export interface PostCoverProps extends Omit<ImageProps, 'src' | 'fallbackSrc'> {
  post: Pick<BlogPost, 'id' | 'cover_image'>;
  /** Empty by default: the cover is decorative, the post title sits right beside it. */
  alt?: string;
  /**
   * The page's main image, at the top (the article's cover, the featured post on /blog): loaded at
   * once and before other images, since it is the largest thing the visitor sees first. Other
   * covers load lazily, as they scroll into view.
   */
  priority?: boolean;
}

/** The post's cover image, falling back to a local illustration when it has none or fails to load. */
export function PostCover({ post, alt = '', priority = false, ...imageProps }: PostCoverProps) {
  const { src, fallbackSrc } = coverSource(post);
  return (
    <Image
      src={src}
      // Once hydrated, Mantine's Image shows this when `src` fails; before that, the browser entry does,
      // reading `data-fallback-src` (early-image-fallback.ts).
      fallbackSrc={fallbackSrc}
      data-fallback-src={fallbackSrc}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...imageProps}
    />
  );
}
