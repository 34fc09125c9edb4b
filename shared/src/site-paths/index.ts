// @parley/shared/site-paths: the site's public addresses that other apps link to (one spelling each).
export {
  BLOG_BASE,
  BLOG_ROUTE_PATTERNS,
  BLOG_TAG_FEED_PATTERN,
  blogAuthorPath,
  blogPostPath,
  blogPreviewPath,
  blogTagFeedPath,
  blogTagPath,
} from './blog-paths';
export {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_RESUBSCRIBE_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from './newsletter-paths';
