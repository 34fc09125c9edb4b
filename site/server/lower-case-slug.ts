import type { Context, Next } from 'hono';
import { BLOG_BASE } from '@parley/shared/site-paths';
import { SLUG_PATTERN } from '@parley/shared/text';

/**
 * `/blog/My-Post` is `/blog/my-post` (slugs are lower case: the database's format check): a 301 to it,
 * query kept, answered here before any render. In React (BlogPostPage) the same rule would cost a
 * whole render per case variant, none of them cached (the page cache keeps 200s and 404s), so an
 * endless list of `/blog/A-b`, `/blog/a-B`... was a render each. Anything else goes on.
 */
export async function lowerCaseSlug(c: Context, next: Next) {
  const path = c.req.path;
  const slug = path.slice(BLOG_BASE.length + 1);
  if (path.startsWith(`${BLOG_BASE}/`) && !slug.includes('/')) {
    const lower = slug.toLowerCase();
    if (lower !== slug && SLUG_PATTERN.test(lower)) {
      return c.redirect(`${BLOG_BASE}/${lower}${new URL(c.req.url).search}`, 301);
    }
  }
  await next();
}
