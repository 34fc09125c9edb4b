import { createContext } from 'react';

/** Pixel sizes of images by their exact URL (the post-images bucket's, read from Storage metadata). */
export type ImageSizes = Readonly<Record<string, { width: number; height: number }>>;

const NO_SIZES: ImageSizes = {};

/** The sizes the article's images get as width/height, so the page reserves their space (no layout shift). */
export const ImageSizesContext = createContext<ImageSizes>(NO_SIZES);

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function firstImage(node: HastNode): HastNode | null {
  if (node.type === 'element' && node.tagName === 'img') return node;
  for (const child of node.children ?? []) {
    const found = firstImage(child);
    if (found) return found;
  }
  return null;
}

/**
 * Marks the chunk's first image `loading="eager"`: the one image that may be above the fold loads at
 * once, the others lazily (see `Image`). Markdown cannot set `loading` itself (no raw HTML), so the
 * mark can only come from here.
 */
export function rehypeEagerFirstImage() {
  return (tree: HastNode) => {
    const image = firstImage(tree);
    if (image) image.properties = { ...image.properties, loading: 'eager' };
  };
}

/** Whether a chunk of markdown has an image (`![`); the first such chunk holds the post's first image. */
export function hasImage(markdown: string): boolean {
  return markdown.includes('![');
}
