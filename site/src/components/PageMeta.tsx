import { useContext, useEffect } from 'react';
import { useLocation } from '@parley/router';
import { HeadCollectorContext } from '../lib/head/head-collector';
import { applyHeadTags, headTags, type PageHead } from '../lib/head/page-head';
import { env } from '../config/env';
import { ROUTE_MANIFEST, type RouteName } from '../config/routes';

/**
 * Where the title and description come from: a route's manifest entry (config/routes.ts, the one
 * place a static page's head text lives; either may still be given to override it, e.g. /signup's
 * variant title), or, for a page whose head depends on data, both given here.
 */
type HeadText =
  | { route: RouteName; title?: string; description?: string }
  | { route?: undefined; title: string; description: string };

export type PageMetaProps = Omit<PageHead, 'path' | 'title' | 'description'> &
  HeadText & {
    /** The canonical path; defaults to the current path (without its query string). */
    path?: string;
  };

/**
 * The page's document head: title ("<title> | Parley"), description, canonical URL, Open Graph,
 * Twitter card and JSON-LD. A server render records it for the HTML it sends; in the browser it is
 * applied after render, so client-side navigation keeps the head current.
 */
export function PageMeta({ route, ...props }: PageMetaProps) {
  const { pathname } = useLocation();
  const defaults: { title?: string; description?: string } = route ? ROUTE_MANIFEST[route] : {};
  const title = props.title ?? defaults.title;
  const description = props.description ?? defaults.description;
  // A route named without its head text is a programming error: the manifest check catches it for
  // prerendered pages, this for any other.
  if (title === undefined || description === undefined) {
    throw new Error(`PageMeta: the route ${route} has no title or description in the manifest`);
  }
  const head: PageHead = { ...props, title, description, path: props.path ?? pathname };
  useContext(HeadCollectorContext)?.record(head);
  // One string key, so the effect runs when the head changes, not on every render.
  const tagsKey = JSON.stringify(headTags(head, env.siteUrl));
  useEffect(() => {
    applyHeadTags(document, JSON.parse(tagsKey));
  }, [tagsKey]);
  return null;
}
