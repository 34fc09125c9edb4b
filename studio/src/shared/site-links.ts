/** A page of the public site: the site URL of the settings (trailing slashes dropped) and a path. */
export function sitePage(siteUrl: string, path: `/${string}`): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
