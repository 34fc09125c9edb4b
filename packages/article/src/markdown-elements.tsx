import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';

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

function Image({ node: _node, src, alt, ...rest }: ImageProps): ReactNode {
  // A blanked `src` would make the browser refetch the page; keep only the description.
  if (typeof src !== 'string' || !src) {
    return alt ? <span className="parley-article__blocked-image">{alt}</span> : null;
  }
  return <img {...rest} src={src} alt={alt ?? ''} loading="lazy" decoding="async" />;
}

// The page renders the post title as its only h1, so markdown headings move one level down
// (`#` → h2 … `#####` → h6); `######` stays h6 because HTML has no h7.
function shifted(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function ShiftedHeading({ node: _node, ...rest }: HeadingProps): ReactNode {
    return <Tag {...rest} />;
  };
}

export const MARKDOWN_COMPONENTS: Components = {
  a: Link,
  img: Image,
  h1: shifted('h2'),
  h2: shifted('h3'),
  h3: shifted('h4'),
  h4: shifted('h5'),
  h5: shifted('h6'),
  h6: shifted('h6'),
};
