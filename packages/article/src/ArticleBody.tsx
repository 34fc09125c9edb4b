import { memo, type ReactNode } from 'react';
import { extractReferences } from '@parley/shared';
import { articleClassName } from './article-class-name';
import { ArticleReferences } from './ArticleReferences';
import { MarkdownBlock } from './MarkdownBlock';
import { topHeadingDepth } from './markdown-elements';
import { splitBlocks } from './split-blocks';

export interface ArticleBodyProps {
  /** The post's markdown, reference lines included. */
  content: string;
  /** Extra class on the root, next to `parley-article`. */
  className?: string;
}

/** Keys by content (plus occurrence), so an edit re-renders only the chunk that changed. */
function keyedChunks(body: string): { key: string; markdown: string }[] {
  const seen = new Map<string, number>();
  return splitBlocks(body).map((markdown) => {
    const occurrence = seen.get(markdown) ?? 0;
    seen.set(markdown, occurrence + 1);
    return { key: `${occurrence}:${markdown}`, markdown };
  });
}

function ArticleBodyView({ content, className }: ArticleBodyProps): ReactNode {
  const { body, references } = extractReferences(content);
  const topDepth = topHeadingDepth(body);
  return (
    <div className={articleClassName(className)}>
      <div className="parley-article__body">
        {keyedChunks(body).map(({ key, markdown }) => (
          <MarkdownBlock key={key} markdown={markdown} topHeadingDepth={topDepth} />
        ))}
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
