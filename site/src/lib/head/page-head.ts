import { brand } from '@parley/shared/config';
import { isHttpUrl } from '@parley/shared/text';
import { canonicalUrl } from './canonical-url';

/** What a page says about itself to browsers, crawlers and link unfurlers. */
export interface PageHead {
  title: string;
  description: string;
  /** The canonical path (no query string), e.g. `/blog/my-post`. */
  path: string;
  /** A paged list's page after the first: its canonical URL is `path?page=N`. */
  canonicalPage?: number;
  /**
   * A post's canonical URL override (an absolute http(s) URL, e.g. the article's first home): the
   * canonical link and og:url name it instead of the page's own address. Anything else is ignored.
   */
  canonicalOverride?: string | null;
  /** Absolute or site-relative image for link previews (a post's cover). */
  image?: string;
  /** `article` for blog posts, `website` otherwise. */
  type?: 'website' | 'article';
  /** Structured data (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
  /**
   * The HTTP status the page stands for: a "not found" page answers 404 when server-rendered; an old
   * address 301 to `redirect`.
   */
  status?: 200 | 301 | 404;
  /** Where a moved page is now (a path of the site), with status 301. */
  redirect?: string;
  /** Keeps a page out of search results (utility and error pages). */
  noindex?: boolean;
}

/** One tag of the document head, as data: serialised on the server, applied to the DOM in the browser. */
export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Readonly<Record<string, string>>;
  text?: string;
}

/** "<title> | Parley", or just "Parley" for the home page. */
export function documentTitle(title: string): string {
  return title === brand.productName ? title : `${title} | ${brand.productName}`;
}

/**
 * An absolute URL from a path on the site or an absolute URL (an image, which may live on another
 * host). Never for the page's own URL: a path such as `//evil.example` resolves to another host;
 * `canonicalUrl` builds that one.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl}/`).href;
}

/** The head tags of a page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const title = documentTitle(head.title);
  const url =
    head.canonicalOverride && isHttpUrl(head.canonicalOverride)
      ? new URL(head.canonicalOverride).href
      : canonicalUrl(siteUrl, head.path, head.canonicalPage);
  const image = head.image ? absoluteUrl(siteUrl, head.image) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  return [
    { tag: 'title', attributes: {}, text: title },
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: url } },
    meta('property', 'og:site_name', brand.productName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(head.jsonLd ?? []).map((data): HeadTag => ({
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonForScript(data),
    })),
  ];
}

/**
 * JSON safe inside a `<script>` element: `<` is escaped so that text such as `</script>` in a
 * post's title can never end the element early (and U+2028/2029 for old JavaScript parsers).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Marks the tags a page owns, so the browser can replace them on the next page. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The tags as HTML for the server's document head. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [PAGE_HEAD_ATTRIBUTE]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
      // Script text is JSON already escaped for its element; a title's text is escaped here.
      const body = tag === 'script' ? (text ?? '') : escapeText(text ?? '');
      return `<${tag}${attrs}>${body}</${tag}>`;
    })
    .join('\n    ');
}

/** The browser side: replaces the previous page's tags with these (client-side navigation). */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]): void {
  document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
  for (const { tag, attributes, text } of tags) {
    if (tag === 'title') {
      document.title = text ?? '';
      continue;
    }
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
