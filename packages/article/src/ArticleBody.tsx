import { memo, type ReactNode } from 'react';
import { extractReferences } from '@parley/shared/markdown';
import { articleClassName } from './article-class-name';
import { ArticleReferences } from './ArticleReferences';
import { hasImage, ImageSizesContext, type ImageSizes } from './image-sizes';
import { MarkdownBlock } from './MarkdownBlock';
import { topHeadingDepth } from './markdown-elements';
import { splitBlocks } from './split-blocks';

export interface ArticleBodyProps {
  /** The post's markdown, reference lines included. */
  content: string;
  /** Extra class on the root, next to `parley-article`. */
  className?: string;
  /**
   * Width and height of images by URL (the post-images bucket's), given to those images so they
   * take their place before loading. Images not in it render without.
   */
  imageSizes?: ImageSizes;
  /**
   * Parse the body in memoised chunks (the default), so a live preview's edit re-parses only the
   * chunk it changed. A page rendered once, such as a post, passes false: the body is parsed whole,
   * with one markdown processor instead of one per chunk (a post of 24 blocks renders in about half
   * the time). Both give the same markup (split-blocks.ts).
   */
  chunked?: boolean;
}

const NO_SIZES: ImageSizes = {};

/** Keys by content (plus occurrence), so an edit re-renders only the chunk that changed. */
function keyedChunks(body: string): { key: string; markdown: string }[] {
  const seen = new Map<string, number>();
  return splitBlocks(body).map((markdown) => {
    const occurrence = seen.get(markdown) ?? 0;
    seen.set(markdown, occurrence + 1);
    return { key: `${occurrence}:${markdown}`, markdown };
  });
}

function ArticleBodyView({
  content,
  className,
  imageSizes = NO_SIZES,
  chunked = true,
}: ArticleBodyProps): ReactNode {
  const { body, references } = extractReferences(content);
  const topDepth = topHeadingDepth(body);
  const chunks = chunked ? keyedChunks(body) : [{ key: 'whole', markdown: body }];
  // `![` in code would pick a chunk without a real image: then the first image is lazy, nothing worse.
  const firstImageChunk = chunks.findIndex(({ markdown }) => hasImage(markdown));
  return (
    <ImageSizesContext value={imageSizes}>
      <div className={articleClassName(className)}>
        <div className="parley-article__body">
          {chunks.map(({ key, markdown }, index) => (
            <MarkdownBlock
              key={key}
              markdown={markdown}
              topHeadingDepth={topDepth}
              eagerFirstImage={index === firstImageChunk}
            />
          ))}
        </div>
        <ArticleReferences references={references} />
      </div>
    </ImageSizesContext>
  );
}

/**
 * Renders a blog post body: markdown (GFM, no raw HTML, only safe URLs) followed by its References.
 * Pure render, no effects: `renderToString` gives the same markup as the client.
 * Memoised on its props, so an unchanged `content` is never parsed twice in a row.
 */
export const ArticleBody = memo(ArticleBodyView);
ArticleBody.displayName = 'ArticleBody';
