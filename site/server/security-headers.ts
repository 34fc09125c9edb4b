/** Where the site is served from and which backend its pages talk to (both read at build time). */
export interface SecurityPolicyOptions {
  /** SITE_URL: https in production, where HSTS and `upgrade-insecure-requests` apply. */
  siteUrl: string;
  /** SUPABASE_URL: the API the browser calls (auth, blog, newsletter). */
  supabaseUrl: string;
}

const isHttps = (url: string) => new URL(url).protocol === 'https:';

/**
 * The headers of every response, pages, files, feeds and errors alike. Browsers ignore those that
 * do not apply to a response's type, so one set keeps the server simple.
 */
export function securityHeaders({ siteUrl }: Pick<SecurityPolicyOptions, 'siteUrl'>): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The pages use none of these powers; an injected script or a framed ad cannot ask for them.
    // (`interest-cohort` is not listed: Chromium reports it as an unknown feature on every page.)
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // A window this site opens, or that opens it, gets no handle on the other (no `window.opener`).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only over https: sent over http it would be ignored, and a local or test site is http.
    ...(isHttps(siteUrl) ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * The Content-Security-Policy of a page. Scripts: the site's own files, and the inline scripts
 * whose hashes are given (those of the trusted document shell, see page-policy.ts); never
 * `'unsafe-inline'` or `'unsafe-eval'`, so a script injected into a page does not run. Styles may
 * be inline (Mantine sets style attributes). Images may come from any host (a post's cover).
 * The browser calls the Supabase API over HTTP only: the site uses no realtime channel, so no
 * `ws:`/`wss:` source.
 */
export function contentSecurityPolicy(
  { siteUrl, supabaseUrl }: SecurityPolicyOptions,
  scriptHashes: readonly string[],
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    `connect-src 'self' ${new URL(supabaseUrl).origin}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(isHttps(siteUrl) ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
