import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET, POST, PATCH, PUT, DELETE, OPTIONS, HEAD';
/** Sent when a preflight names no headers: what supabase-js and the apps send. */
const DEFAULT_ALLOW_HEADERS =
  'Authorization, apikey, Content-Type, Accept, Accept-Profile, Content-Profile, Prefer, Range, X-Client-Info, X-Supabase-Api-Version';
/** What PostgREST and GoTrue expose, so supabase-js can read counts, locations and error codes. */
const EXPOSE_HEADERS =
  'Content-Range, Content-Location, Content-Profile, Preference-Applied, Location, Range-Unit, X-Total-Count, X-Supabase-Api-Version, x-sb-error-code';

export interface CorsOptions {
  /**
   * Path prefixes that get no CORS headers at all (not even on OPTIONS), so no other origin can
   * read them: the browser then refuses a cross-origin page both the preflight and the response.
   */
  excludePrefixes?: string[];
}

/** `/_mail` and `/_mail/...`, matched on the decoded path Hono routes by (so `/%5Fmail` too). */
function underPrefix(path: string, prefixes: string[]): boolean {
  return prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * CORS as Supabase answers it: any origin, since the API is guarded by keys and RLS, not by
 * origin (PostgREST and GoTrue allow `*`, echo the requested headers after Authorization, cache
 * preflights a day). Every OPTIONS is a preflight answered here; other requests get the headers
 * only when they carry an Origin, including error responses, so a browser can read those too.
 */
export function cors(options: CorsOptions = {}): MiddlewareHandler {
  const excluded = options.excludePrefixes ?? [];
  return async (c, next) => {
    if (underPrefix(c.req.path, excluded)) return next();
    if (c.req.method === 'OPTIONS') {
      const requested = c.req.header('Access-Control-Request-Headers');
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': requested ? `Authorization, ${requested}` : DEFAULT_ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
      });
    }
    await next();
    if (c.req.header('Origin') !== undefined) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}
