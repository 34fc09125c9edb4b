/** @jsxRuntime automatic @jsxImportSource react */
// The runtime is named here, not left to the tsconfig of whoever compiles this file: the mail worker
// runs it through tsx with its own package's tsconfig, which has no JSX setting (classic: React.createElement).
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '@parley/shared/markdown';
import { ALLOWED_ELEMENTS, topHeadingDepth } from '../markdown-elements';
import { absoluteUrl } from './email-urls';
import { EMAIL_STYLES } from './email-styles';

// The article's own pipeline (markdown + GFM, no raw HTML, the same element allow-list, `safeUrl` on
// every URL), with elements dressed for mail: inline styles and absolute URLs.

const REMARK_PLUGINS = [remarkGfm];
const transformUrl = (url: string): string => safeUrl(url);

type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> & ExtraProps;

/** An element of the post with its inline style; react-markdown's own props (but `node`) pass on. */
function styled<Tag extends keyof React.JSX.IntrinsicElements>(tag: Tag, style: CSSProperties) {
  const Element = tag as ElementType;
  return function EmailElement(props: Props<Tag>): ReactNode {
    const { node: _node, className: _className, style: own, ...rest } = props as Props<'div'>;
    // `own` is only ever a table cell's alignment (GFM `:--:`): the post cannot write styles.
    return <Element {...rest} style={own ? { ...style, ...own } : style} />;
  };
}

function emailComponents(postUrl: string, topDepth: number): Components {
  const level = (depth: number) => {
    const tag = `h${Math.min(6, Math.max(2, depth - topDepth + 2))}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
    return styled(tag, EMAIL_STYLES[tag]);
  };
  return {
    a({ href, children }: Props<'a'>) {
      const absolute = href ? absoluteUrl(href, postUrl) : '';
      if (!absolute) return <span>{children}</span>;
      return (
        <a href={absolute} style={EMAIL_STYLES.a}>
          {children}
        </a>
      );
    },
    img({ src, alt }: Props<'img'>) {
      const absolute = typeof src === 'string' && src ? absoluteUrl(src, postUrl) : '';
      if (!absolute) return alt ? <span>{alt}</span> : null;
      // `loading` keeps React from adding a `<link rel="preload">` for it to the document head.
      return <img src={absolute} alt={alt ?? ''} loading="lazy" style={EMAIL_STYLES.img} />;
    },
    // Mail clients drop form fields: a task list's box becomes a character.
    input({ checked }: Props<'input'>) {
      return <span>{checked ? '☑ ' : '☐ '}</span>;
    },
    code: styled('code', EMAIL_STYLES.code),
    h1: level(1),
    h2: level(2),
    h3: level(3),
    h4: level(4),
    h5: level(5),
    h6: level(6),
    p: styled('p', EMAIL_STYLES.p),
    blockquote: styled('blockquote', EMAIL_STYLES.blockquote),
    ul: styled('ul', EMAIL_STYLES.ul),
    ol: styled('ol', EMAIL_STYLES.ol),
    li: styled('li', EMAIL_STYLES.li),
    pre: styled('pre', EMAIL_STYLES.pre),
    hr: styled('hr', EMAIL_STYLES.hr),
    table: styled('table', EMAIL_STYLES.table),
    th: styled('th', EMAIL_STYLES.th),
    td: styled('td', EMAIL_STYLES.td),
    sup: styled('sup', EMAIL_STYLES.sup),
    section: styled('section', EMAIL_STYLES.section),
  };
}

/** The post's body (reference lines already removed) as mail-ready HTML elements. */
export function EmailMarkdown({ markdown, postUrl }: { markdown: string; postUrl: string }): ReactNode {
  return (
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      urlTransform={transformUrl}
      allowedElements={ALLOWED_ELEMENTS}
      components={emailComponents(postUrl, topHeadingDepth(markdown))}
    >
      {markdown}
    </Markdown>
  );
}
