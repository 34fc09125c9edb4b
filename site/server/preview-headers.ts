import type { MiddlewareHandler } from 'hono';
import { matchRoute } from '../src/app/routes';
import { paths } from '../src/config/paths';

/**
 * A shared draft's page (`/blog/preview/{token}`, as the router matches it: any case, a trailing
 * slash, an encoded path) is for the people given the link: no shared cache or browser keeps it
 * (`no-store`: a revoked link stops working at once), no search engine indexes it, and no page it
 * links to learns the token from the Referer. The server's page caches never keep it either
 * (cache-key.ts); these headers hold for every answer on that route, a 404 included.
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
} as const;

export function isPreviewPath(pathname: string): boolean {
  return matchRoute(pathname)?.chain.at(-1)?.path === paths.blogPreview;
}

export function previewHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isPreviewPath(c.req.path)) return;
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value);
  };
}
