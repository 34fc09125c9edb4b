import { useContext, useEffect } from 'react';
import { useLocation } from '@parley/router';
import { HeadCollectorContext } from '../lib/head/head-collector';
import { applyHeadTags, headTags, type PageHead } from '../lib/head/page-head';
import { env } from '../config/env';

export type PageMetaProps = Omit<PageHead, 'path'> & {
  /** The canonical path; defaults to the current path (without its query string). */
  path?: string;
};

/**
 * The page's document head: title ("<title> | Parley"), description, canonical URL, Open Graph,
 * Twitter card and JSON-LD. A server render records it for the HTML it sends; in the browser it is
 * applied after render, so client-side navigation keeps the head current.
 */
export function PageMeta(props: PageMetaProps) {
  const { pathname } = useLocation();
  const head: PageHead = { ...props, path: props.path ?? pathname };
  useContext(HeadCollectorContext)?.record(head);
  // One string key, so the effect runs when the head changes, not on every render.
  const tagsKey = JSON.stringify(headTags(head, env.siteUrl));
  useEffect(() => {
    applyHeadTags(document, JSON.parse(tagsKey));
  }, [tagsKey]);
  return null;
}
