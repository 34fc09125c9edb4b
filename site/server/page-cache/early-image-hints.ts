import { Parser } from 'htmlparser2';

/**
 * A `<link>` start tag carrying the attribute a main picture's preload has, in any case (tag and
 * attribute names are case-insensitive). Not the bare word: the template's own inline script speaks
 * of `fetchpriority` in a comment, so every page was parsed whole (a playground run: about 1 ms).
 * Linear: after each `<link`, `[^>]*` stops at the tag's end (React writes `>` in an attribute value
 * as `&gt;`), and the match is only a filter: the parser below decides.
 */
const FETCH_PRIORITY_LINK = /<link\s[^>]*fetchpriority/i;

/** Longer than any real address; a header is no place for more. */
const MAX_HINT_LENGTH = 2048;

/**
 * The `Link` header value announcing a page's main images, or undefined when it has none: each
 * `<link rel="preload" as="image" fetchpriority="high">` of the page (React writes one for an
 * `<img fetchpriority="high">`, e.g. the blog's featured cover, at the start of the app's markup:
 * after the head and its inlined critical CSS, some 30 KB into the page), as `<url>; rel=preload; as=image;
 * fetchpriority=high`.
 *
 * With the header the browser starts the picture as the response arrives, not once it has read
 * that far: the picture is there by the first paint, so the page's largest paint is sooner, and it
 * has the connection to itself before the application's code starts downloading, after that paint
 * (site/src/app/app-chunks.ts). A CDN may also send it ahead as 103 Early Hints.
 *
 * A cover's address is stored content: it is written as the URL parser serialises it (no `<`, `>`,
 * quote, space or line break left raw), a path of this site kept as a path; one with `,` or `;`
 * (which some header parsers split on even inside `<…>`) is left out, as is a preload with
 * `imagesrcset`: without its sizes the header would fetch another file than the page uses.
 */
export function earlyImageHints(html: string): string | undefined {
  // A page without such a link (most: a post without a cover, a playground run) is not parsed at all.
  if (!FETCH_PRIORITY_LINK.test(html)) return undefined;
  const hints: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'link') return;
        const { rel, as, href, fetchpriority, imagesrcset } = attributes;
        if (rel !== 'preload' || as !== 'image' || fetchpriority !== 'high' || !href || imagesrcset) return;
        const hint = hintFor(href);
        if (hint) hints.push(hint);
      },
    },
    { lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return hints.length > 0 ? hints.join(', ') : undefined;
}

/** Resolves paths of this site against a placeholder origin, to tell them from other hosts' URLs. */
const HERE = 'http://here.invalid';

function hintFor(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, HERE);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const target = url.origin === HERE ? url.pathname + url.search : url.href;
  if (target.length > MAX_HINT_LENGTH || /[,;]/.test(target)) return undefined;
  return `<${target}>; rel=preload; as=image; fetchpriority=high`;
}
