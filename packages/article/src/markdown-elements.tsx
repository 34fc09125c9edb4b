import { use, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { ImageSizesContext } from './image-sizes';

/**
 * Every element markdown + GFM can produce (footnotes included). Anything else is dropped, so a
 * future plugin cannot smuggle in an element we never reviewed.
 */
export const ALLOWED_ELEMENTS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

/** Links leaving the site: absolute http(s) or protocol-relative. */
const EXTERNAL = /^(?:https?:)?\/\//i;

export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url.trim());
}

type LinkProps = ComponentPropsWithoutRef<'a'> & ExtraProps;
type ImageProps = ComponentPropsWithoutRef<'img'> & ExtraProps;
type HeadingProps = ComponentPropsWithoutRef<'h2'> & ExtraProps;

function Link({ node: _node, href, children, ...rest }: LinkProps): ReactNode {
  // `urlTransform` blanks a forbidden URL; an `href=""` would still be a link to this very page.
  if (!href) return <span className="parley-article__blocked-link">{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}

/**
 * An image with the width and height Storage keeps for it (when it is one of the bucket's), so the
 * page reserves its box before it loads. The post's first image loads at once (it may be the
 * largest paint); every other one lazily and decoded off the main thread.
 */
function Image({ node: _node, src, alt, loading, ...rest }: ImageProps): ReactNode {
  const sizes = use(ImageSizesContext);
  // A blanked `src` would make the browser refetch the page; keep only the description.
  if (typeof src !== 'string' || !src) {
    return alt ? <span className="parley-article__blocked-image">{alt}</span> : null;
  }
  const size = Object.hasOwn(sizes, src) ? sizes[src] : undefined;
  const deferred = loading === 'eager' ? {} : ({ loading: 'lazy', decoding: 'async' } as const);
  return <img {...rest} src={src} alt={alt ?? ''} width={size?.width} height={size?.height} {...deferred} />;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function heading(Tag: HeadingTag) {
  return function ArticleHeading({ node: _node, ...rest }: HeadingProps): ReactNode {
    return <Tag {...rest} />;
  };
}

const HEADINGS: Record<HeadingTag, ReturnType<typeof heading>> = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};

const componentsByTopDepth = new Map<number, Components>();

/**
 * The elements for a post whose highest heading is `topDepth` (`#` = 1). The page renders the post
 * title as its only h1, so the post's highest heading level becomes h2 and the others follow without
 * skipping a level (`#`/`##`/`###` → h2/h3/h4; a post starting at `##` gets h2/h3). HTML has no h7.
 * One object per depth, so every render hands react-markdown the same components.
 */
export function markdownComponents(topDepth = 1): Components {
  let components = componentsByTopDepth.get(topDepth);
  if (!components) {
    const level = (depth: number) =>
      HEADINGS[`h${Math.min(6, Math.max(2, depth - topDepth + 2))}` as HeadingTag];
    components = {
      a: Link,
      img: Image,
      h1: level(1),
      h2: level(2),
      h3: level(3),
      h4: level(4),
      h5: level(5),
      h6: level(6),
    };
    componentsByTopDepth.set(topDepth, components);
  }
  return components;
}

/**
 * The depth of the highest heading outside fenced code (1–6), or 1 when none: ATX (`#`) and setext
 * (`===` → 1, `---` under a paragraph line → 2). A line scan rather than a second markdown parse,
 * because the body is rendered in memoised chunks and this runs on every preview keystroke.
 */
export function topHeadingDepth(markdown: string): number {
  let top = 7;
  let fence: string | null = null;
  let previous = '';
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (fence === null) {
      const atx = /^ {0,3}(#{1,6})(?:[ \t]|$)/.exec(line);
      if (atx) top = Math.min(top, atx[1]!.length);
      else if (/^ {0,3}=+[ \t]*$/.test(line) && isParagraphLine(previous)) top = 1;
      else if (/^ {0,3}-+[ \t]*$/.test(line) && isParagraphLine(previous)) top = Math.min(top, 2);
    }
    previous = line;
  }
  return top === 7 ? 1 : top;
}

function isParagraphLine(line: string): boolean {
  return line.trim() !== '' && !/^ {0,3}(#{1,6}(?:[ \t]|$)|[-*+][ \t]|\d+[.)][ \t]|>|`{3,}|~{3,})/.test(line);
}
