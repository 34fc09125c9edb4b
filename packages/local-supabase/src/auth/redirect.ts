import type { BackendConfig } from '../config';

/**
 * Characters that never appear in a redirect we hand out: backslashes (browsers read them as `/`),
 * whitespace and control characters (stripped or split differently by URL parsers). Checked on the
 * raw request value, before parsing can normalise them away.
 */
const SUSPICIOUS = /[\\\s\p{Cc}]/u;

/** Encoded `/`, `\` or `.` in a path: a server behind the redirect might decode them into `../`. */
const ENCODED_SEPARATOR = /%(?:2f|5c|2e)/i;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** An allowed base: its origin, and its path without a trailing slash ('' for the root). */
interface Base {
  origin: string;
  path: string;
}

function base(entry: string): Base | undefined {
  const url = parse(entry.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return { origin: url.origin, path: url.pathname.replace(/\/$/, '') };
}

/**
 * Same origin exactly (scheme, host and port: another port is another server, on loopback too) and
 * the path equal to the base's or below it on a segment boundary (`/app` allows `/app` and `/app/x`,
 * not `/apple`).
 */
function isUnder(candidate: URL, allowed: Base): boolean {
  if (candidate.origin !== allowed.origin) return false;
  return (
    allowed.path === '' ||
    candidate.pathname === allowed.path ||
    candidate.pathname.startsWith(`${allowed.path}/`)
  );
}

/**
 * Where an email link may send the browser after verifying: the requested `redirect_to` if it lies
 * under the site URL or under an entry of ADDITIONAL_REDIRECT_URLS, otherwise the site URL itself
 * (never an arbitrary place, or a link could hand the session tokens in its fragment to a stranger).
 * The answer is the parsed URL re-serialised, so the browser goes exactly where the check looked.
 */
export function validatedRedirect(config: BackendConfig, requested: string | undefined | null): string {
  if (!requested || requested.length > 2048 || SUSPICIOUS.test(requested)) return config.siteUrl;
  const candidate = parse(requested);
  if (!candidate || (candidate.protocol !== 'http:' && candidate.protocol !== 'https:'))
    return config.siteUrl;
  // `http://user@host` style: nothing we issue carries credentials, and they confuse readers.
  if (candidate.username || candidate.password) return config.siteUrl;
  if (ENCODED_SEPARATOR.test(candidate.pathname)) return config.siteUrl;
  const allowed = [config.siteUrl, ...config.additionalRedirectUrls].map(base);
  if (allowed.some((entry) => entry !== undefined && isUnder(candidate, entry))) return candidate.toString();
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
