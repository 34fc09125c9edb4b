import { safeUrl } from '@parley/shared/markdown';
import { blogPostPath } from '@parley/shared/site-paths';

/**
 * A base URL the mail may point at: absolute http(s), nothing else. The site URL and the unsubscribe
 * URL come from configuration, not from the post; a wrong one is a setup error, so it throws rather
 * than mailing thousands of broken links.
 */
export function requireHttpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${name} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${name} must be an absolute http(s) URL`);
  }
  return url;
}

/** The post's public address under the site (`blogPostPath`, as the site's router serves it). */
export function postUrl(siteUrl: URL, slug: string): string {
  const base = siteUrl.href.endsWith('/') ? siteUrl.href : `${siteUrl.href}/`;
  // Relative (no leading slash), so a site URL with a path of its own keeps it.
  return new URL(blogPostPath(slug).slice(1), base).href;
}

/**
 * A link or picture URL of the post made absolute, or `''` when the article's protocol rule refuses
 * it. A mail has no address of its own, so relative URLs resolve against the post's page: exactly
 * where the same link points on the site. `safeUrl` runs first (the article's allow-list), and again
 * on the result, because resolving can never add a scheme but the check costs nothing.
 */
export function absoluteUrl(url: string, base: string): string {
  const allowed = safeUrl(url);
  if (!allowed) return '';
  try {
    return safeUrl(new URL(allowed, base).href);
  } catch {
    return '';
  }
}
