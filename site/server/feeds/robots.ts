import { paths } from '../../src/config/paths';

/** `robots.txt`: everything public may be crawled, except the admin; where the sitemap is. */
export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${paths.admin}`,
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
