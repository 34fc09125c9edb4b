import type { BackendConfig } from '../config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Same scheme and host; for loopback hosts any port, since dev servers move between ports. */
function sameSite(candidate: URL, allowed: URL): boolean {
  if (candidate.protocol !== allowed.protocol || candidate.hostname !== allowed.hostname) return false;
  return LOOPBACK.has(candidate.hostname) || candidate.port === allowed.port;
}

/** An allow-list entry matches its own origin and anything under its path. */
function matchesAllowEntry(candidate: URL, entry: string): boolean {
  const allowed = parse(entry);
  if (!allowed) return false;
  return sameSite(candidate, allowed) && candidate.pathname.startsWith(allowed.pathname.replace(/\/$/, ''));
}

/**
 * Where an email link may send the browser after verifying: the requested `redirect_to` if it is on
 * the site URL's site or in the allow-list, otherwise the site URL itself (never an arbitrary host,
 * or a link could hand the session tokens to a stranger).
 */
export function validatedRedirect(config: BackendConfig, requested: string | undefined | null): string {
  const candidate = requested ? parse(requested) : undefined;
  if (!candidate || (candidate.protocol !== 'http:' && candidate.protocol !== 'https:'))
    return config.siteUrl;
  const site = parse(config.siteUrl);
  if (site && sameSite(candidate, site)) return candidate.toString();
  if (config.additionalRedirectUrls.some((entry) => matchesAllowEntry(candidate, entry)))
    return candidate.toString();
  return config.siteUrl;
}

/**
 * Appends the implicit-flow fragment. Keys are sorted as Go's `url.Values.Encode` sorts them, and
 * values are form-encoded (space as `+`), exactly like GoTrue's Location header.
 */
export function withFragment(target: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]!] as [string, string]);
  const base = target.split('#')[0]!;
  return `${base}#${new URLSearchParams(sorted).toString()}`;
}
