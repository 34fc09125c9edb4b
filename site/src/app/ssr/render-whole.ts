import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';

/** A Suspense boundary React emitted unfinished, to be completed by an inline script. */
const PENDING_BOUNDARY = '<!--$?-->';
/**
 * A Suspense boundary React left to the browser to render: what `renderToString` writes for a part
 * that suspended (it never waits), and what any render writes for a part that threw. Markup never
 * holds it otherwise: React escapes `<` in text and attributes.
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's whole HTML, every lazy part and Suspense boundary resolved: crawlers and browsers
 * without JavaScript get the whole page. First `renderToString`, synchronous and without a stream:
 * the server collects the page whole anyway, and on a warm server nothing suspends (the route's
 * modules are loaded and its data prefetched before the render), so that is the page, byte for byte
 * the prerender's, for less CPU (issue #31, fifth round: about 1 ms of a marketing page's 5.5). A part
 * that suspended (a lazy component's first use after a start, a query not prefetched) is rendered
 * again by React's prerender, which waits for everything; an unlimited chunk size keeps it from
 * moving large boundaries out of place (into hidden segments that only an inline script puts back).
 */
export async function renderWhole(app: ReactNode): Promise<string> {
  let quick: string | undefined;
  try {
    quick = renderToString(app);
  } catch {
    // A part suspended outside any Suspense boundary (renderToString then throws; the prerender waits),
    // or threw: the prerender below decides, as it did before this quick path.
  }
  if (quick !== undefined && !quick.includes(CLIENT_RENDERED_BOUNDARY)) return quick;
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const markup = await text(prelude);
  if (markup.includes(PENDING_BOUNDARY))
    throw new Error('The server render left part of the page unfinished.');
  return markup;
}
