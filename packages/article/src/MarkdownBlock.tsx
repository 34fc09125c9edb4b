import { memo, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import { safeUrl } from '@parley/shared/markdown';
import { rehypeEagerFirstImage } from './image-sizes';
import { ALLOWED_ELEMENTS, markdownComponents } from './markdown-elements';
import { MarkdownElementCache } from './markdown-cache';
import { remarkGfmLazyAutolinks } from './remark-gfm-lazy-autolinks';

// Module-level so every render hands react-markdown the same objects. GFM: remark-gfm, its autolink
// literals parsed only when the text can hold one (remark-gfm-lazy-autolinks.ts).
const REMARK_PLUGINS = [remarkGfmLazyAutolinks];
const NO_REHYPE_PLUGINS: [] = [];
const EAGER_FIRST_IMAGE = [rehypeEagerFirstImage];
const transformUrl = (url: string): string => safeUrl(url);
/** 500 chunks, 2 million characters of markdown at most (a post's body is one chunk on the server). */
const parsed = new MarkdownElementCache(500, 2_000_000);

interface MarkdownBlockProps {
  markdown: string;
  /** The depth of the post's highest heading, which becomes h2 (see `markdownComponents`); `#` by default. */
  topHeadingDepth?: number;
  /** This chunk holds the post's first image, which loads at once (the others lazily). */
  eagerFirstImage?: boolean;
}

/** One chunk of a post rendered as markdown; memoised so unchanged chunks are never re-parsed. */
export const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  topHeadingDepth,
  eagerFirstImage = false,
}: MarkdownBlockProps): ReactNode {
  const key = `${topHeadingDepth ?? ''}:${eagerFirstImage ? 'eager' : 'lazy'}:${markdown}`;
  // react-markdown's Markdown is a plain synchronous function of its props (no hooks): called here,
  // its elements are kept for the same text and options (markdown-cache.ts).
  return parsed.get(key, () =>
    // No rehype-raw: raw HTML reaches react-markdown as text and is shown escaped.
    Markdown({
      remarkPlugins: REMARK_PLUGINS,
      rehypePlugins: eagerFirstImage ? EAGER_FIRST_IMAGE : NO_REHYPE_PLUGINS,
      urlTransform: transformUrl,
      allowedElements: ALLOWED_ELEMENTS,
      components: markdownComponents(topHeadingDepth),
      children: markdown,
    }),
  );
});
