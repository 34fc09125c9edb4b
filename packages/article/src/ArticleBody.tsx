import { memo, type ReactNode } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { extractReferences, safeUrl } from '@parley/shared';
import { ArticleReferences } from './ArticleReferences';
import { ALLOWED_ELEMENTS, MARKDOWN_COMPONENTS } from './markdown-elements';

export interface ArticleBodyProps {
  /** The post's markdown, reference lines included. */
  content: string;
  /** Extra class on the root, next to `parley-article`. */
  className?: string;
}

// Module-level so every render hands react-markdown the same objects.
const REMARK_PLUGINS = [remarkGfm];
const transformUrl = (url: string): string => safeUrl(url);

function ArticleBodyView({ content, className }: ArticleBodyProps): ReactNode {
  const { body, references } = extractReferences(content);
  return (
    <div className={className ? `parley-article ${className}` : 'parley-article'}>
      <div className="parley-article__body">
        {/* No rehype-raw: raw HTML reaches react-markdown as text and is shown escaped. */}
        <Markdown
          remarkPlugins={REMARK_PLUGINS}
          urlTransform={transformUrl}
          allowedElements={ALLOWED_ELEMENTS}
          components={MARKDOWN_COMPONENTS}
        >
          {body}
        </Markdown>
      </div>
      <ArticleReferences references={references} />
    </div>
  );
}

/**
 * Renders a blog post body: markdown (GFM, no raw HTML, only safe URLs) followed by its References.
 * Pure render, no effects: `renderToString` gives the same markup as the client.
 * Memoised on its props, so an unchanged `content` is never parsed twice in a row.
 */
export const ArticleBody = memo(ArticleBodyView);
ArticleBody.displayName = 'ArticleBody';
