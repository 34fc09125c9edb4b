import { memo, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '@parley/shared';
import { ALLOWED_ELEMENTS, markdownComponents } from './markdown-elements';

// Module-level so every render hands react-markdown the same objects.
const REMARK_PLUGINS = [remarkGfm];
const transformUrl = (url: string): string => safeUrl(url);

interface MarkdownBlockProps {
  markdown: string;
  /** The depth of the post's highest heading, which becomes h2 (see `markdownComponents`); `#` by default. */
  topHeadingDepth?: number;
}

/** One chunk of a post rendered as markdown; memoised so unchanged chunks are never re-parsed. */
export const MarkdownBlock = memo(function MarkdownBlock({
  markdown,
  topHeadingDepth,
}: MarkdownBlockProps): ReactNode {
  return (
    // No rehype-raw: raw HTML reaches react-markdown as text and is shown escaped.
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      urlTransform={transformUrl}
      allowedElements={ALLOWED_ELEMENTS}
      components={markdownComponents(topHeadingDepth)}
    >
      {markdown}
    </Markdown>
  );
});
